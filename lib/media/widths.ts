/**
 * Widths (px) every image is encoded at: a phone at 1x up to a wide screen at
 * 2x. Browsers pick from these through `srcset` + `sizes`.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/**
 * A step less than this fraction narrower than the source is replaced by the
 * source width itself: a 960 px copy of a 1000 px source costs an encode and
 * bytes while looking the same.
 */
export const NEAR_WIDTH_TOLERANCE = 0.1;

/**
 * The widths to encode a source of `sourceWidth` px at, ascending. Never wider
 * than the source (no upscaling); a source narrower than the widest step is
 * itself the widest variant.
 */
export function selectWidths(sourceWidth: number): number[] {
  if (!Number.isInteger(sourceWidth) || sourceWidth < 1) {
    throw new RangeError(`Image width must be a positive integer, got ${sourceWidth}`);
  }
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 0;
  if (sourceWidth > widest) return [...IMAGE_WIDTHS];
  const limit = sourceWidth * (1 - NEAR_WIDTH_TOLERANCE);
  return [...IMAGE_WIDTHS.filter((width) => width <= limit), sourceWidth];
}

/** Height of a `width`-px copy of a `source` image, rounded as the encoder rounds it. */
export function scaledHeight(source: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((source.height * width) / source.width));
}
