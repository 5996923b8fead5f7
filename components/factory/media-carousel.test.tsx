import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaCarousel } from './media-carousel';

const slides = ['Colouring line', 'Spool take-up', 'UV curing'].map((label) => ({
  key: label,
  label,
  content: <p>{`${label} picture`}</p>,
}));

function renderCarousel() {
  render(<MediaCarousel label="Colouring Lines" slides={slides} />);
  return {
    next: screen.getByRole('button', { name: 'Next slide: Colouring Lines' }),
    prev: screen.getByRole('button', { name: 'Previous slide: Colouring Lines' }),
  };
}

const shown = () => screen.getByRole('group', { name: /of 3:/ });

describe('MediaCarousel', () => {
  it('shows the first slide only, named by its position', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Colouring Lines' })).toBeInTheDocument();
    expect(shown()).toHaveAccessibleName('1 of 3: Colouring line');
    expect(screen.getByText('Colouring line picture')).toBeInTheDocument();
    expect(screen.queryByText('Spool take-up picture')).not.toBeInTheDocument();
  });

  it('wraps forward from the last slide to the first', async () => {
    const user = userEvent.setup();
    const { next } = renderCarousel();
    await user.click(next);
    expect(shown()).toHaveAccessibleName('2 of 3: Spool take-up');
    await user.click(next);
    await user.click(next);
    expect(shown()).toHaveAccessibleName('1 of 3: Colouring line');
  });

  it('wraps back from the first slide to the last', async () => {
    const user = userEvent.setup();
    const { prev } = renderCarousel();
    await user.click(prev);
    expect(shown()).toHaveAccessibleName('3 of 3: UV curing');
    expect(screen.getByText('UV curing picture')).toBeInTheDocument();
  });

  it('jumps to a slide from its dot and marks that dot current', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const third = screen.getByRole('button', { name: 'Slide 3 of 3: UV curing' });
    await user.click(third);
    expect(shown()).toHaveAccessibleName('3 of 3: UV curing');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Slide 1 of 3: Colouring line' })).not.toHaveAttribute('aria-current');
  });

  it('announces a slide only once the visitor turns one', async () => {
    const user = userEvent.setup();
    const { next } = renderCarousel();
    expect(screen.queryByText(/^Slide \d of 3:/)).not.toBeInTheDocument();
    await user.click(next);
    expect(screen.getByText('Slide 2 of 3: Spool take-up')).toHaveAttribute('aria-live', 'polite');
  });

  it('is turned by keyboard as well', async () => {
    const user = userEvent.setup();
    const { next } = renderCarousel();
    next.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(shown()).toHaveAccessibleName('3 of 3: UV curing');
  });

  it('draws no arrows or dots for a single slide', () => {
    render(<MediaCarousel label="HDPE Testing" slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 1: Colouring line' })).toBeInTheDocument();
  });
});
