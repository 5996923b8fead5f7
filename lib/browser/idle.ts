/** The longest a task started "when idle" waits for an idle moment, in milliseconds. */
export const IDLE_TIMEOUT_MS = 4000;

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
}

/**
 * Runs `callback` once the browser is idle after the page has loaded (at most
 * IDLE_TIMEOUT_MS later), so work nobody waits for stays out of the load.
 * Browsers without requestIdleCallback get a timer. Returns a cancel function.
 */
export function whenIdle(callback: () => void, win: IdleWindow = window as unknown as IdleWindow): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(callback, IDLE_FALLBACK_DELAY_MS);
  return () => win.clearTimeout(handle);
}

/** Without requestIdleCallback: this long after the call. */
export const IDLE_FALLBACK_DELAY_MS = 1500;

interface FrameWindow {
  requestAnimationFrame: (callback: () => void) => number;
  cancelAnimationFrame: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
}

/**
 * Runs `callback` just after the next paint: in a task queued from the next
 * animation frame, so whatever the callback costs lands after the frame the
 * visitor is waiting for, and never in an interaction's time to next paint.
 * Returns a cancel function.
 */
export function afterNextPaint(callback: () => void, win: FrameWindow = window as unknown as FrameWindow): () => void {
  let timer: number | null = null;
  const frame = win.requestAnimationFrame(() => {
    timer = win.setTimeout(callback, 0);
  });
  return () => {
    win.cancelAnimationFrame(frame);
    if (timer !== null) win.clearTimeout(timer);
  };
}
