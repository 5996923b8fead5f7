import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListboxSelect } from './listbox-select';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const options = [
  { value: 'red', label: 'Red fibre' },
  { value: 'blue', label: 'Blue fibre' },
  { value: 'green', label: 'Green fibre' },
] as const;
type Colour = (typeof options)[number]['value'];

function Harness({ onChange }: { onChange: (v: Colour) => void }) {
  const [value, setValue] = useState<Colour>('red');
  return (
    <ListboxSelect
      label="Colour"
      options={options}
      value={value}
      tone="light"
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('ListboxSelect', () => {
  it('names the button by its label and current choice, and marks the chosen option', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness onChange={() => {}} />);
    const button = screen.getByRole('button', { name: 'Colour Red fibre' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('listbox', { name: 'Colour' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Red fibre' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reports a pick by click and by keyboard, End jumping to the last option', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Colour/ }));
    await user.click(screen.getByRole('option', { name: 'Blue fibre' }));
    expect(onChange).toHaveBeenLastCalledWith('blue');
    expect(screen.getByRole('button', { name: /Colour/ })).toHaveFocus();

    await user.keyboard('{ArrowDown}{End}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('green');
    expect(screen.getByRole('button', { name: /Colour/ })).toHaveTextContent('Green fibre');
  });

  it('closes on Tab without picking', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Colour/ }));
    await user.keyboard('{ArrowDown}{Tab}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
