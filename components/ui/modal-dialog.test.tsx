import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalDialog } from './modal-dialog';

function Harness({ onClose = jest.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog
        open={open}
        title="Splicer: how to turn on"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <iframe title="player" src="about:blank" />
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it('opens labelled by its title and renders its content only while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByTitle('player')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Splicer: how to turn on' })).toBeInTheDocument();
    expect(screen.getByTitle('player')).toBeInTheDocument();
  });

  it('closes on the × button and removes its content', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTitle('player')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not on its content', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByTitle('player'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
