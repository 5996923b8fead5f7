/**
 * Showcases alternate by position (catalogue spec, sections 2.12–2.14): the
 * first puts its media on the right of its text, the next on the left, and so
 * on, so a long page zig-zags instead of stacking one column. Deriving the side
 * from the position keeps the rhythm when a showcase is added or removed.
 */
export type ShowcaseLayout = 'right' | 'left';

export function showcaseLayout(position: number): ShowcaseLayout {
  return Math.abs(position) % 2 === 0 ? 'right' : 'left';
}
