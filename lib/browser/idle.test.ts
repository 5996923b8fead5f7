import { afterNextPaint, IDLE_FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS, whenIdle } from './idle';

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

describe('afterNextPaint', () => {
  afterEach(() => jest.useRealTimers());

  /** A frame clock under test: frames run when `frame()` is called; timers are Jest's fake ones. */
  function frames() {
    let queued: (() => void)[] = [];
    const win = {
      requestAnimationFrame: jest.fn((fn: () => void) => queued.push(fn)),
      cancelAnimationFrame: jest.fn((handle: number) => {
        queued[handle - 1] = () => {};
      }),
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
      clearTimeout: (h: number) => clearTimeout(h),
    };
    const frame = () => {
      const run = queued;
      queued = [];
      run.forEach((fn) => fn());
    };
    return { win, frame };
  }

  it('runs in a task after the next frame, not in it and not before it', () => {
    jest.useFakeTimers();
    const { win, frame } = frames();
    const callback = jest.fn();
    afterNextPaint(callback, win);
    jest.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
    frame();
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before the frame or between the frame and the task', () => {
    jest.useFakeTimers();
    const early = frames();
    const first = jest.fn();
    afterNextPaint(first, early.win)();
    early.frame();
    jest.advanceTimersByTime(0);
    expect(first).not.toHaveBeenCalled();

    const late = frames();
    const second = jest.fn();
    const cancel = afterNextPaint(second, late.win);
    late.frame();
    cancel();
    jest.advanceTimersByTime(0);
    expect(second).not.toHaveBeenCalled();
  });
});
