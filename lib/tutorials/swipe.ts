/**
 * Vertical swipes drive the /tutorials video on touch screens the way the
 * wheel does. A swipe up (finger moving up, as when scrolling down) plays
 * forward at a rate from the distance travelled so far in the gesture; a swipe
 * down rewinds once per gesture, not once per touchmove, which would skip back
 * many seconds for one stroke of the finger.
 */

/** A swipe down must travel this far before it counts as a rewind, so a tap never rewinds. */
export const SWIPE_REWIND_THRESHOLD_PX = 24;

export type SwipeStep = { kind: 'forward'; deltaY: number } | { kind: 'rewind' } | null;

export interface SwipeTracker {
  start(y: number): void;
  /** The wheel-equivalent step for the finger now at `y`, or null. */
  move(y: number): SwipeStep;
  end(): void;
}

export function createSwipeTracker(): SwipeTracker {
  let startY: number | null = null;
  let rewound = false;
  return {
    start(y) {
      startY = y;
      rewound = false;
    },
    move(y) {
      if (startY === null) return null;
      const travelled = startY - y;
      if (travelled > 0) return { kind: 'forward', deltaY: travelled };
      if (!rewound && -travelled >= SWIPE_REWIND_THRESHOLD_PX) {
        rewound = true;
        return { kind: 'rewind' };
      }
      return null;
    },
    end() {
      startY = null;
    },
  };
}
