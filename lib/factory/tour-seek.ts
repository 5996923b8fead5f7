/**
 * Keyboard seeking on the video tour's progress bar. The bar is a native
 * range input, but browsers step it by different amounts (one `step`, or a
 * percentage of the range); handling the keys here makes every browser seek
 * the same, useful distance.
 */
export const SEEK_STEP_SECONDS = 5;
export const SEEK_PAGE_SECONDS = 10;

/** The time a key moves the bar to, or null for a key the bar ignores. */
export function seekTargetForKey(key: string, currentTime: number, duration: number): number | null {
  const end = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const clamp = (t: number) => Math.min(end, Math.max(0, t));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(currentTime + SEEK_STEP_SECONDS);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(currentTime - SEEK_STEP_SECONDS);
    case 'PageUp':
      return clamp(currentTime + SEEK_PAGE_SECONDS);
    case 'PageDown':
      return clamp(currentTime - SEEK_PAGE_SECONDS);
    case 'Home':
      return 0;
    case 'End':
      return end;
    default:
      return null;
  }
}
