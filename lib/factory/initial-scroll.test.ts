import { SCROLL_RETRY_DELAY_MS, scrollToTopOnLoad } from './initial-scroll';

function host(hash = '') {
  return { hash, scrollToTop: jest.fn() };
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
    expect(h.scrollToTop).toHaveBeenCalledTimes(1);
    
    jest.advanceTimersToNextFrame();
    expect(h.scrollToTop).toHaveBeenCalledTimes(2);

    jest.advanceTimersByTime(SCROLL_RETRY_DELAY_MS - 17);
    expect(h.scrollToTop).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1);
    expect(h.scrollToTop).toHaveBeenCalledTimes(3);

    jest.advanceTimersByTime(1000);
    expect(h.scrollToTop).toHaveBeenCalledTimes(3);
  });

  it('leaves a URL with a hash to its anchor', () => {
    const h = host('#packaging');
    scrollToTopOnLoad(h);
    jest.advanceTimersByTime(1000);
    expect(h.scrollToTop).not.toHaveBeenCalled();
  });

  it('treats a bare # as no anchor', () => {
    const h = host('#');
    scrollToTopOnLoad(h);
    expect(h.scrollToTop).toHaveBeenCalledTimes(1);
  });

  it('stops retrying once cancelled', () => {
    const h = host();
    const cancel = scrollToTopOnLoad(h);
    cancel();
    jest.advanceTimersByTime(1000);
    expect(h.scrollToTop).toHaveBeenCalledTimes(1);
  });
});
