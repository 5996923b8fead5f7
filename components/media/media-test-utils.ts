/**
 * jsdom has no IntersectionObserver or matchMedia, and its media elements
 * cannot play. These stand-ins let component tests drive visibility, media
 * queries and playback the way a browser would.
 */
import { act } from '@testing-library/react';

type ObserverRecord = { callback: IntersectionObserverCallback; targets: Set<Element> };

const observers = new Set<ObserverRecord>();

class FakeIntersectionObserver {
  private readonly record: ObserverRecord;
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];

  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, targets: new Set() };
    observers.add(this.record);
  }

  observe(target: Element) {
    this.record.targets.add(target);
  }

  unobserve(target: Element) {
    this.record.targets.delete(target);
  }

  disconnect() {
    observers.delete(this.record);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Reports `target` entering or leaving the viewport to every observer watching it. */
export function setIntersecting(target: Element, isIntersecting: boolean) {
  act(() => {
    for (const record of observers) {
      if (!record.targets.has(target)) continue;
      const entry = { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as IntersectionObserverEntry;
      record.callback([entry], {} as IntersectionObserver);
    }
  });
}

const mediaState = new Map<string, boolean>();
const mediaListeners = new Map<string, Set<() => void>>();

/** Sets whether a media query matches and notifies its listeners. */
export function setMediaQuery(query: string, matches: boolean) {
  act(() => {
    mediaState.set(query, matches);
    for (const listener of mediaListeners.get(query) ?? []) listener();
  });
}

function fakeMatchMedia(query: string): MediaQueryList {
  const listeners = mediaListeners.get(query) ?? new Set<() => void>();
  mediaListeners.set(query, listeners);
  return {
    media: query,
    get matches() {
      return mediaState.get(query) ?? false;
    },
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
}

const pausedState = new WeakMap<HTMLMediaElement, boolean>();

/**
 * Installs the stand-ins. play() and pause() behave like a browser's: they
 * flip `paused` and fire 'play' / 'pause'. play() resolves by default;
 * `playResult` lets a test make it reject instead.
 */
export function installMediaFakes() {
  const play = jest.fn(function play(this: HTMLMediaElement) {
    pausedState.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.fn(function pause(this: HTMLMediaElement) {
    if (pausedState.get(this) === false) {
      pausedState.set(this, true);
      this.dispatchEvent(new Event('pause'));
    }
  });

  beforeEach(() => {
    observers.clear();
    mediaState.clear();
    mediaListeners.clear();
    play.mockClear();
    pause.mockClear();
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: fakeMatchMedia });
    Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, writable: true, value: play });
    Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, writable: true, value: pause });
    Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
      configurable: true,
      get(this: HTMLMediaElement) {
        return pausedState.get(this) ?? true;
      },
    });
  });

  return { play, pause };
}

/** Gives a media element a timeline: jsdom reports 0 and NaN and ignores seeks. */
export function setTimeline(element: HTMLMediaElement, currentTime: number, duration: number) {
  Object.defineProperty(element, 'duration', { configurable: true, value: duration });
  Object.defineProperty(element, 'currentTime', { configurable: true, writable: true, value: currentTime });
}
