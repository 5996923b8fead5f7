/**
 * The OFC page opens at its top (catalogue spec, section 2.12), even where the
 * browser would restore an old scroll position on reload. Restoration can land
 * after our first call (after layout, after late images size themselves), so
 * the call is repeated after one frame and again after 50 ms.
 */
export const SCROLL_RETRY_DELAY_MS = 50;

export interface ScrollHost {
  location: { hash: string };
  scrollTo(x: number, y: number): void;
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(handle: ReturnType<typeof setTimeout>): void;
}

/** Scrolls to the top now, after a frame and after 50 ms; returns a cancel. A URL with a hash is left to its anchor. */
export function scrollToTopOnLoad(host: ScrollHost): () => void {
  if (host.location.hash.length > 1) return () => undefined;
  const top = () => host.scrollTo(0, 0);
  top();
  const frame = host.requestAnimationFrame(top);
  const timer = host.setTimeout(top, SCROLL_RETRY_DELAY_MS);
  return () => {
    host.cancelAnimationFrame(frame);
    host.clearTimeout(timer);
  };
}
