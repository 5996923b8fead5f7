'use client';

import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useInView } from '@/components/hooks/use-in-view';
import { useMediaQuery } from '@/components/hooks/use-media-query';
import type { TutorialStage } from '@/content/tutorials';
import { REDUCED_MOTION_QUERY } from '@/lib/media/media-queries';
import { shouldPlay, type UserChoice } from '@/lib/media/playback';
import { createSwipeTracker } from '@/lib/tutorials/swipe';
import { createWheelDriver, stageIndexAt, wheelDeltaPixels, type WheelDriver } from '@/lib/tutorials/wheel-playback';

/**
 * The /tutorials film's behaviour, apart from its markup: the wheel and
 * swipe driver (rules in lib/tutorials), autoplay while in view unless the
 * visitor prefers reduced motion or chose otherwise, the current stage, and
 * jumping to a stage. The view spreads `videoEvents` on its <video>.
 */
export function useLinePlayer({ src, stages }: { src: string; stages: readonly TutorialStage[] }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const driverRef = useRef<WheelDriver | null>(null);
  // Assume reduced motion until the client says otherwise: nothing moves before we know.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, true);
  const visible = useInView(videoRef);
  const [failed, setFailed] = useState(false);
  const [userChoice, setUserChoice] = useState<UserChoice>('auto');
  const [playing, setPlaying] = useState(false);
  const [stageIndex, setStageIndex] = useState(0);
  const autoplay = shouldPlay({ visible, reducedMotion, failed, userChoice });
  const wheelDriven = !reducedMotion && !failed;

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    const driver = createWheelDriver(element, stages);
    driverRef.current = driver;
    return () => {
      driver.dispose();
      driverRef.current = null;
    };
  }, [stages]);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    if (!autoplay) {
      if (!element.paused) element.pause();
      return;
    }
    driverRef.current?.syncRate();
    // The Play button may have started it already.
    if (element.paused) play(element);
  }, [autoplay]);

  useEffect(() => {
    const screen = screenRef.current;
    if (!screen || !wheelDriven) return;
    return attachWheelAndSwipe(screen, (deltaY) => driverRef.current?.wheel(deltaY));
  }, [wheelDriven]);

  const goTo = (index: number) => {
    const element = videoRef.current;
    const target = stages[index];
    if (!element || !target) return;
    element.currentTime = target.startTime;
    element.playbackRate = target.playbackSpeed;
    setStageIndex(index);
  };

  const toggle = () => {
    const element = videoRef.current;
    if (!element) return;
    if (element.paused) {
      setUserChoice('playing');
      driverRef.current?.syncRate();
      play(element);
    } else {
      setUserChoice('paused');
      element.pause();
    }
  };

  const videoEvents = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) => {
      setStageIndex(stageIndexAt(stages, event.currentTarget.currentTime));
      driverRef.current?.syncRate();
    },
    onError: (event: SyntheticEvent<HTMLVideoElement>) => {
      console.warn(`LinePlayer: ${src} could not play; keeping its poster.`, event.currentTarget.error);
      setFailed(true);
    },
  };

  return { videoRef, screenRef, stageIndex, playing, wheelDriven, goTo, toggle, videoEvents };
}

/** Wheel and vertical swipes over `screen` drive the film; returns the clean-up. */
function attachWheelAndSwipe(screen: HTMLElement, drive: (deltaY: number) => void): () => void {
  const onWheel = (event: WheelEvent) => {
    // Ctrl + wheel is the browser's zoom, and sideways travel is not ours to take.
    if (event.ctrlKey || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
    event.preventDefault();
    drive(wheelDeltaPixels(event.deltaY, event.deltaMode, window.innerHeight));
  };
  const swipe = createSwipeTracker();
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (event.touches.length === 1 && touch) swipe.start(touch.clientY);
    else swipe.end();
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch) return;
    const step = swipe.move(touch.clientY);
    if (step?.kind === 'forward') drive(step.deltaY);
    else if (step?.kind === 'rewind') drive(-1);
  };
  const onTouchEnd = () => swipe.end();
  // Not passive: preventDefault keeps the page still while the wheel drives the film.
  screen.addEventListener('wheel', onWheel, { passive: false });
  // The screen's touch-action stops the page panning, so these can stay passive.
  screen.addEventListener('touchstart', onTouchStart, { passive: true });
  screen.addEventListener('touchmove', onTouchMove, { passive: true });
  screen.addEventListener('touchend', onTouchEnd);
  screen.addEventListener('touchcancel', onTouchEnd);
  return () => {
    screen.removeEventListener('wheel', onWheel);
    screen.removeEventListener('touchstart', onTouchStart);
    screen.removeEventListener('touchmove', onTouchMove);
    screen.removeEventListener('touchend', onTouchEnd);
    screen.removeEventListener('touchcancel', onTouchEnd);
  };
}

function play(element: HTMLVideoElement) {
  // Refused autoplay leaves the poster and the Play button; nothing to report.
  element.play()?.catch(() => undefined);
}
