import { SCROLL_RETRY_DELAY_MS, scrollToTopOnLoad, type ScrollHost } from './initial-scroll';

function host(hash = ''): ScrollHost & { scrollTo: jest.Mock } {
  return {
    location: { hash },
    scrollTo: jest.fn(),
    requestAnimationFrame: (cb) => window.requestAnimationFrame(cb),
    cancelAnimationFrame: (h) => window.cancelAnimationFrame(h),
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h),
  };
}

describe('scrollToTopOnLoad', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 50 ms before its last try', () => {
    expect(SCROLL_RETRY_DELAY_MS).toBe(50);
  });

  it('scrolls to the top at once, again after one frame, and again after 50 ms', () => {
    const h = host();
    scrollToTopOnLoad(h);
    expect(h.scrollTo).toHaveBeenCalledTimes(1);
    expect(h.scrollTo).toHaveBeenLastCalledWith(0, 0);

    jest.advanceTimersToNextFrame();
    expect(h.scrollTo).toHaveBeenCalledTimes(2);

    jest.advanceTimersByTime(SCROLL_RETRY_DELAY_MS - 17);
    expect(h.scrollTo).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1);
    expect(h.scrollTo).toHaveBeenCalledTimes(3);

    jest.advanceTimersByTime(1000);
    expect(h.scrollTo).toHaveBeenCalledTimes(3);
  });

  it('leaves a URL with a hash to its anchor', () => {
    const h = host('#packaging');
    scrollToTopOnLoad(h);
    jest.advanceTimersByTime(1000);
    expect(h.scrollTo).not.toHaveBeenCalled();
  });

  it('treats a bare # as no anchor', () => {
    const h = host('#');
    scrollToTopOnLoad(h);
    expect(h.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('stops retrying once cancelled', () => {
    const h = host();
    const cancel = scrollToTopOnLoad(h);
    cancel();
    jest.advanceTimersByTime(1000);
    expect(h.scrollTo).toHaveBeenCalledTimes(1);
  });
});
