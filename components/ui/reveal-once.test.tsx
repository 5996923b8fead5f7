import { act, render, screen } from '@testing-library/react';
import { RevealOnce } from './reveal-once';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

let observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

class FakeObserver {
  private record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

const original = window.IntersectionObserver;
const originalMatchMedia = window.matchMedia;

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ ...originalMatchMedia(query), matches: reduce && query.includes('reduce') })) as typeof window.matchMedia;
}

beforeEach(() => {
  observers = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  prefersReducedMotion(false);
});

afterAll(() => {
  window.IntersectionObserver = original;
  window.matchMedia = originalMatchMedia;
});

const box = () => screen.getByText('Latest news').parentElement!;

describe('RevealOnce', () => {
  it('renders visible on the server: no reveal phase in the markup', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <RevealOnce>
        <p>Latest news</p>
      </RevealOnce>,
    );
    expect(html).not.toContain('data-reveal');
  });

  it('waits, watching for a tenth of the content to show, then reveals once and stops watching', () => {
    render(
      <RevealOnce>
        <p>Latest news</p>
      </RevealOnce>,
    );
    expect(box()).toHaveAttribute('data-reveal', 'waiting');
    const [observer] = observers;
    expect(observer!.options?.threshold).toBe(0.1);

    act(() => observer!.callback([{ isIntersecting: true, intersectionRatio: 0.05 }]));
    expect(box()).toHaveAttribute('data-reveal', 'waiting');

    act(() => observer!.callback([{ isIntersecting: true, intersectionRatio: 0.1 }]));
    expect(box()).toHaveAttribute('data-reveal', 'shown');
    expect(observer!.disconnected).toBe(true);
  });

  it('never hides the content under reduced motion', () => {
    prefersReducedMotion(true);
    render(
      <RevealOnce>
        <p>Latest news</p>
      </RevealOnce>,
    );
    expect(box()).not.toHaveAttribute('data-reveal');
    expect(observers).toHaveLength(0);
  });
});
