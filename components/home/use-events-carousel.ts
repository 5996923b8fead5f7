'use client';

import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import {
  EVENTS_AUTO_ADVANCE_MS,
  initialSlideState,
  keyMove,
  moveSlide,
  shouldAutoAdvance,
  stepImage,
  swipeMove,
  type Move,
} from '@/lib/home/events-carousel';

/**
 * Wires the events carousel's rules (lib/home/events-carousel.ts) to timers and
 * DOM events: which slide shows, each slide's picture, the move lock,
 * auto-advance and what holds it, keys and swipes. The component renders;
 * this hook decides.
 */
export function useEventsCarousel({ imageCounts, reducedMotion }: { imageCounts: readonly number[]; reducedMotion: boolean }) {
  const count = imageCounts.length;
  const [slide, setSlide] = useState(initialSlideState);
  const [images, setImages] = useState<number[]>(() => imageCounts.map(() => 0));
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);

  const go = useCallback(
    (target: Move | number) => {
      // Read the clock here, not in the updater: updaters must be pure (strict mode runs them twice).
      const now = Date.now();
      setSlide((state) => moveSlide(state, target, count, now));
    },
    [count],
  );

  const autoAdvancing = shouldAutoAdvance({ reducedMotion, pausedByUser, hovered, focused });

  useEffect(() => {
    if (!autoAdvancing) return;
    // Restarted by every change of slide, so a slide always gets its full time.
    const timer = setTimeout(() => go('next'), EVENTS_AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [autoAdvancing, slide.index, go]);

  const stepPicture = useCallback(
    (slideIndex: number, change: { delta: number } | { to: number }) =>
      setImages((current) => stepImage(current, slideIndex, imageCounts, change)),
    [imageCounts],
  );

  const rootHandlers = {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const move = keyMove(event.key);
      if (!move) return;
      event.preventDefault();
      go(move);
    },
    onFocus() {
      setFocused(true);
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      // Focus moving between the carousel's own controls keeps it held.
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      setFocused(false);
    },
    onPointerEnter(event: PointerEvent<HTMLElement>) {
      // A finger's tap would otherwise count as hovering until the next tap elsewhere.
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse') setHovered(false);
    },
  };

  const swipeHandlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary) return;
      swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start || start.id !== event.pointerId) return;
      const move = swipeMove(event.clientX - start.x, event.clientY - start.y);
      if (move) go(move);
    },
    // The browser took the gesture over (a vertical page scroll): not a swipe.
    onPointerCancel() {
      swipeStart.current = null;
    },
  };

  return {
    index: slide.index,
    imageIndex: images,
    autoAdvancing,
    pausedByUser,
    go,
    stepPicture,
    togglePause: () => setPausedByUser((paused) => !paused),
    rootHandlers,
    swipeHandlers,
  };
}
