/** The testimonial marquee scrolls its content at this speed (spec 4: height / 50 seconds). */
export const MARQUEE_PX_PER_SECOND = 50;

/** Shortest loop: fewer quotes would otherwise rush past. */
export const MARQUEE_MIN_SECONDS = 12;

/** Longest loop: a very tall list would otherwise seem to stand still. */
export const MARQUEE_MAX_SECONDS = 120;

/** Before the content is measured (server HTML, no layout yet). */
export const MARQUEE_DEFAULT_SECONDS = 30;

/**
 * Seconds for one pass of the marquee over content `heightPx` tall: height / 50,
 * clamped to 12–120 s; 30 s while the height is unknown (not yet measured,
 * zero because nothing is laid out, or not a finite number).
 */
export function marqueeDurationSeconds(heightPx: number | null | undefined): number {
  if (heightPx === null || heightPx === undefined || !Number.isFinite(heightPx) || heightPx <= 0) {
    return MARQUEE_DEFAULT_SECONDS;
  }
  return Math.min(MARQUEE_MAX_SECONDS, Math.max(MARQUEE_MIN_SECONDS, heightPx / MARQUEE_PX_PER_SECOND));
}
