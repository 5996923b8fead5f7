import { fireEvent, render, screen } from '@testing-library/react';
import { CarouselDots } from './carousel-dots';

describe('CarouselDots', () => {
  it('names the group and each dot, marks the current one and reports a pick', () => {
    const onSelect = jest.fn();
    render(<CarouselDots count={3} current={1} label="Pictures" dotLabel={(i) => `Picture ${i + 1} of 3`} onSelect={onSelect} controls="viewer" />);
    const dots = screen.getAllByRole('button');
    expect(screen.getByRole('group', { name: 'Pictures' })).toBeInTheDocument();
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Picture 1 of 3', 'Picture 2 of 3', 'Picture 3 of 3']);
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(dots[0]).toHaveAttribute('aria-controls', 'viewer');
    fireEvent.click(dots[2]!);
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});
