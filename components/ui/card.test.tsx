import { render, screen } from '@testing-library/react';
import { Card, CardGrid } from './card';

describe('CardGrid and Card', () => {
  it('renders a list of cards, each with the caller’s class after its own', () => {
    render(
      <CardGrid className="values" aria-label="Values">
        <Card className="mine">One</Card>
        <Card linked>Two</Card>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Values' });
    expect(list.className).toBe('grid values');
    const [one, two] = screen.getAllByRole('listitem');
    expect(one!.className).toBe('card mine');
    expect(one).not.toHaveAttribute('data-linked');
    expect(two).toHaveAttribute('data-linked', 'true');
  });

  it('is tuned by class, never by a style attribute the HTML validation forbids', () => {
    render(<CardGrid />);
    expect(screen.getByRole('list')).not.toHaveAttribute('style');
  });
});
