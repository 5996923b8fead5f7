/**
 * A scroll arrow counts as at its end within this many pixels (spec 9).
 * Browsers round scroll positions at fractional zoom levels, so an exact
 * comparison would leave an arrow enabled that moves nothing.
 */
export const SCROLL_END_TOLERANCE_PX = 4;

export interface ScrollMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

export interface ScrollArrows {
  /** The row is wider than its box, so the arrows are worth showing. */
  overflows: boolean;
  canPrev: boolean;
  canNext: boolean;
}

/** Which arrows of a horizontal scroll row can move it. */
export function scrollArrows({ scrollLeft, scrollWidth, clientWidth }: ScrollMetrics): ScrollArrows {
  const maxScroll = scrollWidth - clientWidth;
  return {
    overflows: maxScroll > SCROLL_END_TOLERANCE_PX,
    canPrev: scrollLeft > SCROLL_END_TOLERANCE_PX,
    canNext: scrollLeft < maxScroll - SCROLL_END_TOLERANCE_PX,
  };
}

/** One card's step: its width plus the gap to the next card. */
export function cardStep(cardWidth: number, gap: number): number {
  return cardWidth + (Number.isFinite(gap) ? gap : 0);
}
