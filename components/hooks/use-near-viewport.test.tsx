import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;
let observers: { callback: Callback; margin: string | undefined; disconnected: boolean }[] = [];

class FakeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, margin: options?.rootMargin, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '300px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    observers = [];
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('turns true once the element comes within the margin, and stays true', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers[0]?.margin).toBe('300px');
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observers[0]!.disconnected).toBe(true);
    expect(observers).toHaveLength(1);
  });

  it('stays false where IntersectionObserver is missing', () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
  });
});

describe('useNearViewport on a wrapper with no box', () => {
  it('observes the first child instead', () => {
    const observed: Element[] = [];
    class Recorder {
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    }
    const original = window.IntersectionObserver;
    window.IntersectionObserver = Recorder as unknown as typeof IntersectionObserver;
    function Wrapper() {
      const ref = useRef<HTMLDivElement>(null);
      useNearViewport(ref, '0px');
      return (
        <div ref={ref} style={{ display: 'contents' }}>
          <p>child</p>
        </div>
      );
    }
    render(<Wrapper />);
    expect(observed.map((e) => e.tagName)).toEqual(['P']);
    window.IntersectionObserver = original;
  });
});
