import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BranchOffices } from './branch-offices';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

function setup() {
  const user = userEvent.setup();
  render(<BranchOffices />);
  const button = screen.getByRole('button', { name: /Branch Offices/ });
  return { user, button };
}

describe('BranchOffices', () => {
  it('shows New Delhi by default', () => {
    const { button } = setup();
    expect(button).toHaveTextContent('New Delhi Office');
    expect(screen.getByRole('heading', { name: 'New Delhi Office' })).toBeInTheDocument();
  });

  it('lists New Delhi first, then the others alphabetically', async () => {
    const { user, button } = setup();
    await user.click(button);
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names[0]).toBe('New Delhi Office');
    expect(names.slice(1)).toEqual([...names.slice(1)].sort());
  });

  it('picking a branch shows its details, closes the list and opens the dialog', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Kolkata Office' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Kolkata Office' });
    expect(within(dialog).getAllByRole('link', { name: /\+91/ })).toHaveLength(2);
    expect(within(dialog).getByRole('link', { name: 'kolkata@lumora.example' })).toHaveAttribute(
      'href',
      'mailto:kolkata@lumora.example',
    );
    expect(button).toHaveTextContent('Kolkata Office');
  });

  it('the dialog Close button clears the selection', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Mumbai Office' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveTextContent('New Delhi Office');
  });

  it('is keyboard operable: arrows move, Enter picks', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox');
    expect(list).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // New Delhi, then Ahmedabad, Bangalore …
    expect(button).toHaveTextContent('Bangalore Office');
  });

  it('Escape closes the list and returns focus', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on an outside click', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens upward when the room below is under the estimate', async () => {
    const { user, button } = setup();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 700 });
    button.getBoundingClientRect = () => ({ bottom: 550, top: 506, left: 0, right: 0, width: 0, height: 44, x: 0, y: 0, toJSON: () => ({}) });
    await user.click(button);
    expect(screen.getByRole('listbox')).toHaveAttribute('data-placement', 'up');
  });

  it('opens downward when there is room', async () => {
    const { user, button } = setup();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
    button.getBoundingClientRect = () => ({ bottom: 300, top: 256, left: 0, right: 0, width: 0, height: 44, x: 0, y: 0, toJSON: () => ({}) });
    await user.click(button);
    expect(screen.getByRole('listbox')).toHaveAttribute('data-placement', 'down');
  });
});
