import { render, screen } from '@testing-library/react';
import { Card, CardGrid } from './card';

describe('CardGrid and Card', () => {
  it('renders a list of cards with its tracks set from props', () => {
    render(
      <CardGrid min="18rem" gap={4} repeat="fill" aria-label="Values">
        <Card className="mine">One</Card>
        <Card linked>Two</Card>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Values' });
    expect(list.style.getPropertyValue('--grid-min')).toBe('18rem');
    expect(list.style.getPropertyValue('--grid-gap')).toBe('var(--space-4)');
    expect(list.style.getPropertyValue('--grid-repeat')).toBe('auto-fill');
    const [one, two] = screen.getAllByRole('listitem');
    expect(one!.className).toBe('card mine');
    expect(one).not.toHaveAttribute('data-linked');
    expect(two).toHaveAttribute('data-linked', 'true');
  });

  it('stretches few cards over the row with the medium gap unless told', () => {
    render(<CardGrid min="12.5rem" />);
    const list = screen.getByRole('list');
    expect(list.style.getPropertyValue('--grid-repeat')).toBe('auto-fit');
    expect(list.style.getPropertyValue('--grid-gap')).toBe('var(--space-5)');
  });
});
