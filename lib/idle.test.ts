import { IDLE_FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS, whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => jest.useRealTimers());

  it('asks requestIdleCallback, with the time-out, and cancels through cancelIdleCallback', () => {
    const requestIdleCallback = jest.fn(() => 7);
    const cancelIdleCallback = jest.fn();
    const callback = jest.fn();
    const cancel = whenIdle(callback, { requestIdleCallback, cancelIdleCallback, setTimeout: jest.fn(), clearTimeout: jest.fn() });
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: IDLE_TIMEOUT_MS });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer of IDLE_FALLBACK_DELAY_MS where requestIdleCallback is missing', () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    whenIdle(callback, { setTimeout: (fn, ms) => setTimeout(fn, ms) as unknown as number, clearTimeout: (h) => clearTimeout(h) });
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled fallback', () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    const cancel = whenIdle(callback, { setTimeout: (fn, ms) => setTimeout(fn, ms) as unknown as number, clearTimeout: (h) => clearTimeout(h) });
    cancel();
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS * 2);
    expect(callback).not.toHaveBeenCalled();
  });
});
