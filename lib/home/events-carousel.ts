import { nextIndex, prevIndex, wrapIndex } from '@/lib/ui/carousel';

/** The events carousel moves to the next slide on its own this often (spec 4). */
export const EVENTS_AUTO_ADVANCE_MS = 7000;

/** After any change of slide, further moves are ignored for this long (spec 4). */
export const EVENTS_MOVE_LOCK_MS = 1000;

/** A horizontal swipe must travel further than this to count (spec 4). */
export const SWIPE_THRESHOLD_PX = 40;

export type Move = 'next' | 'prev';

export interface SlideState {
  index: number;
  /** Moves requested before this instant (ms, same clock as `now`) are ignored. */
  lockedUntil: number;
}

export const initialSlideState: SlideState = { index: 0, lockedUntil: Number.NEGATIVE_INFINITY };

/**
 * Go to `target` (a move or an index) at time `now`. Inside the lock the state
 * is returned unchanged, the same object, so a caller can tell a refused move
 * by identity. Choosing the current slide changes nothing and takes no lock.
 */
export function moveSlide(state: SlideState, target: Move | number, count: number, now: number): SlideState {
  if (now < state.lockedUntil) return state;
  const index =
    target === 'next' ? nextIndex(state.index, count) : target === 'prev' ? prevIndex(state.index, count) : wrapIndex(target, count);
  if (index === state.index) return state;
  return { index, lockedUntil: now + EVENTS_MOVE_LOCK_MS };
}

/**
 * What a finished touch or pointer gesture means: a swipe left (content
 * dragged towards the start) shows the next slide, a swipe right the previous
 * one. It must travel more than the threshold horizontally and further
 * horizontally than vertically, so scrolling the page past the carousel
 * never changes the slide.
 */
export function swipeMove(dx: number, dy: number): Move | null {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}

/** The arrow keys that move the carousel while it has focus. */
export function keyMove(key: string): Move | null {
  if (key === 'ArrowRight') return 'next';
  if (key === 'ArrowLeft') return 'prev';
  return null;
}

export interface AutoAdvanceConditions {
  /** `prefers-reduced-motion: reduce`: the carousel never moves by itself. */
  reducedMotion: boolean;
  /** The visitor pressed the pause button. */
  pausedByUser: boolean;
  hovered: boolean;
  focused: boolean;
}

/** Auto-advance runs only while nobody is looking closely and motion is welcome. */
export function shouldAutoAdvance({ reducedMotion, pausedByUser, hovered, focused }: AutoAdvanceConditions): boolean {
  return !reducedMotion && !pausedByUser && !hovered && !focused;
}

/**
 * Each slide keeps its own picture index. Step slide `slide`'s index by
 * `delta` (or set it with `to`), wrapping both ways within that slide's
 * picture count; the other slides keep theirs.
 */
export function stepImage(
  indices: readonly number[],
  slide: number,
  counts: readonly number[],
  change: { delta: number } | { to: number },
): number[] {
  const count = counts[slide];
  const current = indices[slide];
  if (count === undefined || current === undefined) throw new RangeError(`no slide ${slide}`);
  const next = 'delta' in change ? wrapIndex(current + change.delta, count) : wrapIndex(change.to, count);
  return indices.map((value, i) => (i === slide ? next : value));
}
