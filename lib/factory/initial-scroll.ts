/**
 * The OFC page opens at its top (catalogue spec, section 2.12), even where the
 * browser would restore an old scroll position on reload. Restoration can land
 * after our first call (after layout, after late images size themselves), so
 * the call is repeated after one frame and again after 50 ms.
 */
export const SCROLL_RETRY_DELAY_MS = 50;

export interface ScrollTarget {
  /** location.hash: a URL naming an anchor keeps its anchor. */
  hash: string;
  scrollToTop(): void;
}

/** Scrolls to the top now, after a frame and after 50 ms; returns a cancel. */
export function scrollToTopOnLoad({ hash, scrollToTop }: ScrollTarget): () => void {
  if (hash.length > 1) return () => undefined;
  scrollToTop();
  const frame = requestAnimationFrame(scrollToTop);
  const timer = setTimeout(scrollToTop, SCROLL_RETRY_DELAY_MS);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
