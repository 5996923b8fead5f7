'use client';

import { useEffect, useRef, type VideoHTMLAttributes } from 'react';
import type { Video } from '@/content/media/videos';
import { formatDuration, toIsoDuration } from '@/lib/media/format-duration';
import { playerCoordinator } from '@/lib/media/playback-coordinator';
import styles from './player-video.module.css';
import { withClass } from '@/components/ui/class-names';

/** What the player needs of a catalogue record. */
export type PlayerClip = Pick<Video, 'src' | 'poster' | 'width' | 'height' | 'title' | 'durationSeconds'>;

type NativeVideoProps = Omit<
  VideoHTMLAttributes<HTMLVideoElement>,
  'src' | 'poster' | 'width' | 'height' | 'controls' | 'preload' | 'children' | 'title' | 'className'
>;

export interface PlayerVideoProps extends NativeVideoProps {
  video: PlayerClip;
  /** Show the title and running time under the video (default). Off when a surrounding card or dialog already names it. */
  caption?: boolean;
  /** Class for the figure around the video. */
  className?: string;
}

/**
 * A video with native controls that loads nothing until the visitor presses
 * play. Starting one pauses any other PlayerVideo on the page.
 */
export function PlayerVideo({ video, caption = true, className, onPlay, onPause, onEnded, ...rest }: PlayerVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const warned = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onFailure = () => {
      // Playback failures are only reported to the console (site spec, error catalogue).
      if (warned.current) return;
      warned.current = true;
      console.warn(`PlayerVideo: ${video.src} could not play.`, element.error);
    };
    // Capture: a failing <source> fires on itself and does not bubble to the video.
    element.addEventListener('error', onFailure, true);
    return () => {
      element.removeEventListener('error', onFailure, true);
      playerCoordinator.release(element);
    };
  }, [video.src]);

  const figureClass = withClass(styles.figure, className);
  return (
    <figure className={figureClass}>
      <video
        ref={ref}
        className={styles.video}
        aria-label={video.title}
        playsInline
        {...rest}
        poster={video.poster}
        width={video.width}
        height={video.height}
        style={{ aspectRatio: `${video.width} / ${video.height}`, ...rest.style }}
        controls
        preload="none"
        onPlay={(event) => {
          playerCoordinator.claim(event.currentTarget);
          onPlay?.(event);
        }}
        onPause={(event) => {
          playerCoordinator.release(event.currentTarget);
          onPause?.(event);
        }}
        onEnded={(event) => {
          playerCoordinator.release(event.currentTarget);
          onEnded?.(event);
        }}
      >
        <source src={video.src} type="video/mp4" />
      </video>
      {caption ? (
        <figcaption className={styles.caption}>
          <span className={styles.title}>{video.title}</span>
          <time className={styles.duration} dateTime={toIsoDuration(video.durationSeconds)}>
            {formatDuration(video.durationSeconds)}
          </time>
        </figcaption>
      ) : null}
    </figure>
  );
}
