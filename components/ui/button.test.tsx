import { render, screen } from '@testing-library/react';
import { Button } from './button';
import { ButtonRow } from './button-row';
import { ButtonLink } from './button-link';

describe('Button', () => {
  it('is a button that never submits unless told, with the pill class and the caller’s on top', () => {
    render(
      <form>
        <Button className="mine">Print</Button>
        <Button type="submit" variant="primary">
          Send
        </Button>
      </form>,
    );
    const print = screen.getByRole('button', { name: 'Print' });
    expect(print).toHaveAttribute('type', 'button');
    expect(print).not.toHaveAttribute('data-variant');
    expect(print.className.split(' ')).toEqual(['button', 'mine']);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('type', 'submit');
    expect(send).toHaveAttribute('data-variant', 'primary');
  });

  it('dresses a link the same way through ButtonLink', () => {
    render(<ButtonLink href="/about">About</ButtonLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.className).toBe('button');
    expect(link).toHaveAttribute('data-variant', 'primary');
  });


  it('sets buttons side by side in a ButtonRow, with the caller’s class on top', () => {
    render(
      <ButtonRow className="mine">
        <Button>One</Button>
      </ButtonRow>,
    );
    expect(screen.getByRole('button', { name: 'One' }).parentElement?.className).toBe('row mine');
  });
});
