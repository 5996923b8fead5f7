'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BookOpen, Pause, Play } from 'lucide-react';
import { useInView } from '@/components/media/use-in-view';
import { useMediaQuery } from '@/components/media/use-media-query';
import type { Video } from '@/content/media/videos';
import type { TutorialStage } from '@/content/tutorials';
import { formatDuration } from '@/lib/media/format-duration';
import { REDUCED_MOTION_QUERY } from '@/lib/media/media-queries';
import { shouldPlay, type UserChoice } from '@/lib/media/playback';
import { createSwipeTracker } from '@/lib/tutorials/swipe';
import { createWheelDriver, stageIndexAt, wheelDeltaPixels, type WheelDriver } from '@/lib/tutorials/wheel-playback';
import styles from './line-player.module.css';

export type LineClip = Pick<Video, 'src' | 'poster' | 'width' | 'height' | 'title'>;

export interface LinePlayerLabels {
  hint: string;
  reducedMotionHint: string;
  stageListLabel: string;
  notesLink: string;
  pause: string;
  play: string;
}

/**
 * The /tutorials film: full screen, muted and looping, driven by the wheel
 * and by vertical swipes over the picture (rules in lib/tutorials). The
 * current stage is named in a polite live region, and the stage list jumps to
 * any stage. Under reduced motion nothing starts by itself and the wheel
 * scrolls the page as usual; the stage list and the Play button lead instead.
 */
export function LinePlayer({
  video,
  stages,
  labels,
  notesId,
  children,
}: {
  video: LineClip;
  stages: readonly TutorialStage[];
  labels: LinePlayerLabels;
  /** Id of the stage notes further down the page. */
  notesId: string;
  /** The page heading, shown in the panel beside the film. */
  children: ReactNode;
}) {
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
  const stage = stages[stageIndex] ?? stages[0];

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
    const onWheel = (event: WheelEvent) => {
      // Ctrl + wheel is the browser's zoom, and sideways travel is not ours to take.
      if (event.ctrlKey || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      event.preventDefault();
      driverRef.current?.wheel(wheelDeltaPixels(event.deltaY, event.deltaMode, window.innerHeight));
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
      if (step?.kind === 'forward') driverRef.current?.wheel(step.deltaY);
      else if (step?.kind === 'rewind') driverRef.current?.wheel(-1);
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

  if (!stage) return null;
  return (
    <section className={styles.stage} aria-labelledby="page-title">
      <div ref={screenRef} className={styles.screen} data-wheel={wheelDriven ? '' : undefined}>
        <video
          ref={videoRef}
          className={styles.video}
          poster={video.poster}
          width={video.width}
          height={video.height}
          aria-label={video.title}
          preload="metadata"
          muted
          loop
          playsInline
          disablePictureInPicture
          disableRemotePlayback
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onTimeUpdate={(event) => {
            setStageIndex(stageIndexAt(stages, event.currentTarget.currentTime));
            driverRef.current?.syncRate();
          }}
          onError={(event) => {
            console.warn(`LinePlayer: ${video.src} could not play; keeping its poster.`, event.currentTarget.error);
            setFailed(true);
          }}
        >
          <source src={video.src} type="video/mp4" />
        </video>
      </div>
      <div className={styles.panel}>
        <div className={styles.heading}>
          {children}
          {/* Both hints hold their space, so switching once the client knows the motion preference moves nothing. */}
          <p className={`${styles.hint} ${styles.swap}`}>
            <span data-shown={wheelDriven ? '' : undefined} aria-hidden={!wheelDriven}>
              {labels.hint}
            </span>
            <span data-shown={wheelDriven ? undefined : ''} aria-hidden={wheelDriven}>
              {labels.reducedMotionHint}
            </span>
          </p>
        </div>
        <p className={styles.now} aria-live="polite" aria-atomic="true">
          <span className={styles.nowCount}>
            Stage {stageIndex + 1} of {stages.length}
          </span>{' '}
          <span className="visually-hidden">: </span>
          <span className={styles.nowTitle} data-testid="stage-title">
            {stage.title}
          </span>
        </p>
        <ol className={styles.stages} aria-label={labels.stageListLabel}>
          {stages.map((s, i) => (
            <li key={s.key}>
              <button
                type="button"
                className={styles.stageButton}
                aria-current={i === stageIndex ? 'step' : undefined}
                onClick={() => goTo(i)}
              >
                <span className={styles.stageTitle}>{s.title}</span>
                <span className={styles.stageTime}>{formatDuration(s.startTime)}</span>
              </button>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <button type="button" className={styles.toggle} onClick={toggle}>
            {playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
            {/* Sized for the longer label, so the button keeps its width as playback starts and stops. */}
            <span className={styles.swap}>
              <span data-shown={playing ? '' : undefined} aria-hidden={!playing}>
                {labels.pause}
              </span>
              <span data-shown={playing ? undefined : ''} aria-hidden={playing}>
                {labels.play}
              </span>
            </span>
          </button>
          <a className={styles.notes} href={`#${notesId}`}>
            <BookOpen size={18} aria-hidden="true" />
            {labels.notesLink}
          </a>
        </div>
      </div>
    </section>
  );
}

function play(element: HTMLVideoElement) {
  // Refused autoplay leaves the poster and the Play button; nothing to report.
  element.play()?.catch(() => undefined);
}
