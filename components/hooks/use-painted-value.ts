'use client';

import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/browser/idle';

/**
 * `value` one paint late: a change is handed on just after the frame that
 * shows it, as a transition another input can break off. A control and the
 * view it drives split this way: the control's own feedback (a pressed
 * tab, a ticked box, a sort arrow) paints at once, and the expensive view
 * (a table, a grid of cards) follows in a frame of its own, so what an
 * interaction waits for to paint is the control, never the view. A newer
 * value cancels one still waiting. React's useDeferredValue does not wait
 * for the paint: its render can finish first and land in the same frame.
 */
export function usePaintedValue<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    if (Object.is(painted, value)) return undefined;
    return afterNextPaint(() => startTransition(() => setPainted(value)));
  }, [painted, value]);
  return painted;
}
