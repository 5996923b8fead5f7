import { fireEvent, render, screen } from '@testing-library/react';
import { TestimonialMarquee } from './testimonial-marquee';

const labels = { region: 'Customer testimonials', pause: 'Pause scrolling', play: 'Resume scrolling' };

function Quotes() {
  return (
    <ul>
      <li>
        <blockquote>Provisioning was simple.</blockquote>
        <button type="button">Ask us</button>
      </li>
      <li>
        <blockquote>Spares reach us in a day.</blockquote>
      </li>
    </ul>
  );
}

function withHeight(px: number) {
  const spy = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(px);
  return () => spy.mockRestore();
}

function duration() {
  return (document.querySelector('.track') as HTMLElement).style.getPropertyValue('--marquee-duration');
}

describe('TestimonialMarquee', () => {
  it('keeps the quotes once for assistive technology: the loop copy is hidden and inert', () => {
    render(
      <TestimonialMarquee labels={labels}>
        <Quotes />
      </TestimonialMarquee>,
    );
    expect(screen.getAllByText('Provisioning was simple.')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Ask us' })).toHaveLength(1);
    const copy = screen.getAllByText('Provisioning was simple.')[1]!.closest('[aria-hidden="true"]');
    expect(copy).not.toBeNull();
    expect(copy).toHaveAttribute('inert');
  });

  it('takes content height / 50 seconds per pass', () => {
    const restore = withHeight(2000);
    render(
      <TestimonialMarquee labels={labels}>
        <Quotes />
      </TestimonialMarquee>,
    );
    expect(duration()).toBe('40s');
    restore();
  });

  it('clamps the pass to 12 s for short content and 120 s for tall content', () => {
    let restore = withHeight(100);
    const { unmount } = render(
      <TestimonialMarquee labels={labels}>
        <Quotes />
      </TestimonialMarquee>,
    );
    expect(duration()).toBe('12s');
    restore();
    unmount();

    restore = withHeight(10_000);
    render(
      <TestimonialMarquee labels={labels}>
        <Quotes />
      </TestimonialMarquee>,
    );
    expect(duration()).toBe('120s');
    restore();
  });

  it('falls back to 30 s when the content has no measurable height', () => {
    // jsdom does no layout: offsetHeight is 0.
    render(
      <TestimonialMarquee labels={labels}>
        <Quotes />
      </TestimonialMarquee>,
    );
    expect(duration()).toBe('30s');
  });

  it('pauses and plays with its button', () => {
    const { container } = render(
      <TestimonialMarquee labels={labels}>
        <Quotes />
      </TestimonialMarquee>,
    );
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('data-paused', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Pause scrolling' }));
    expect(root).toHaveAttribute('data-paused', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Resume scrolling' }));
    expect(root).toHaveAttribute('data-paused', 'false');
  });
});
