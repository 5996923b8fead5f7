'use client';

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Pause } from '@/components/ui/icons/pause';
import { Play } from '@/components/ui/icons/play';
import type { Video } from '@/content/media/videos';
import { formatDuration, toIsoDuration } from '@/lib/media/format-duration';
import { playerCoordinator } from '@/lib/media/playback-coordinator';
import { seekTargetForKey } from '@/lib/factory/tour-seek';
import styles from './tour-player.module.css';

export type TourClip = Pick<Video, 'src' | 'poster' | 'width' | 'height' | 'title' | 'durationSeconds'>;

/** Fine enough that dragging the bar feels continuous. */
const POINTER_STEP_SECONDS = 0.1;

/**
 * The video tour's player: a click on the picture plays or pauses, a
 * progress bar seeks (a native range input: by pointer, or by arrow, Page and
 * Home/End keys, see lib/factory/tour-seek.ts),
 * and the elapsed and total time read m:ss. It starts when mounted, because
 * it mounts only when the visitor asks for the tour.
 */
export function TourPlayer({ video, autoPlay = true }: { video: TourClip; autoPlay?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(video.durationSeconds);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (autoPlay) play(element);
    return () => playerCoordinator.release(element);
  }, [autoPlay]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) play(element);
    else element.pause();
  };

  const seek = (seconds: number) => {
    const element = ref.current;
    if (!element) return;
    element.currentTime = seconds;
    setTime(seconds);
  };

  const progress = duration > 0 ? Math.min(1, time / duration) : 0;
  return (
    <div className={styles.player}>
      <video
        ref={ref}
        className={styles.video}
        poster={video.poster}
        width={video.width}
        height={video.height}
        style={{ aspectRatio: `${video.width} / ${video.height}` }}
        preload="metadata"
        playsInline
        aria-label={video.title}
        onClick={toggle}
        onPlay={(event) => {
          playerCoordinator.claim(event.currentTarget);
          setPlaying(true);
        }}
        onPause={(event) => {
          playerCoordinator.release(event.currentTarget);
          setPlaying(false);
        }}
        onEnded={(event) => {
          playerCoordinator.release(event.currentTarget);
          setPlaying(false);
        }}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => {
          const d = event.currentTarget.duration;
          if (Number.isFinite(d) && d > 0) setDuration(d);
        }}
        onError={(event) => console.warn(`TourPlayer: ${video.src} could not play.`, event.currentTarget.error)}
      >
        <source src={video.src} type="video/mp4" />
      </video>
      <div className={styles.controls}>
        <button type="button" className={styles.toggle} aria-label={playing ? 'Pause' : 'Play'} onClick={toggle}>
          {playing ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
        </button>
        <input
          type="range"
          className={styles.seek}
          min={0}
          max={duration}
          step={POINTER_STEP_SECONDS}
          value={Math.min(time, duration)}
          aria-label="Seek"
          aria-valuetext={`${formatDuration(time)} of ${formatDuration(duration)}`}
          style={{ '--progress': `${progress * 100}%` } as CSSProperties}
          onChange={(event) => seek(Number(event.currentTarget.value))}
          onKeyDown={(event) => {
            const target = seekTargetForKey(event.key, ref.current?.currentTime ?? time, duration);
            if (target === null) return;
            // Ours instead of the browser's step, so every browser seeks the same distance.
            event.preventDefault();
            seek(target);
          }}
        />
        <p className={styles.time}>
          <time dateTime={toIsoDuration(time)}>{formatDuration(time)}</time>
          <span aria-hidden="true"> / </span>
          <span className="visually-hidden"> of </span>
          <time dateTime={toIsoDuration(duration)}>{formatDuration(duration)}</time>
        </p>
      </div>
    </div>
  );
}

function play(element: HTMLVideoElement) {
  // A refused play() leaves the poster and the Play button; nothing else to do.
  element.play()?.catch(() => undefined);
}
