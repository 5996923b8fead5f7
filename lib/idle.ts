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
