/** Share of the latest publication that must be on screen before it fades in (spec 2.5). */
export const REVEAL_THRESHOLD = 0.1;

type Sighting = Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>;

/**
 * Whether an observer report shows the element enough to reveal it. A ratio of
 * exactly the threshold counts: the observer reports on crossing it.
 */
export function reachedThreshold(entries: readonly Sighting[], threshold = REVEAL_THRESHOLD): boolean {
  return entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold);
}
