'use client';

import { useCallback, useEffect, useRef, useState, type VideoHTMLAttributes } from 'react';
import type { Video } from '@/content/media/videos';
import { REDUCED_MOTION_QUERY } from '@/lib/media/media-queries';
import { shouldPlay, shouldRestart, type UserChoice } from '@/lib/media/playback';
import styles from './ambient-video.module.css';
import { useInView } from '../hooks/use-in-view';
import { useFirstMatchingQuery, useMediaQuery } from '../hooks/use-media-query';
import { withClass } from '@/components/ui/class-names';

/** What the component needs of a catalogue record. */
export type AmbientClip = Pick<Video, 'src' | 'poster' | 'width' | 'height'>;

export interface AmbientVideoSource {
  /** Media query that selects this variant, e.g. MOBILE_VIDEO_QUERY. */
  media: string;
  video: AmbientClip;
}

export interface AmbientVideoPauseLabels {
  pause: string;
  play: string;
}

type NativeVideoProps = Omit<
  VideoHTMLAttributes<HTMLVideoElement>,
  'src' | 'poster' | 'width' | 'height' | 'autoPlay' | 'loop' | 'muted' | 'controls' | 'preload' | 'playsInline' | 'children' | 'className'
>;

export interface AmbientVideoProps extends NativeVideoProps {
  /** The default clip; the last `<source>`, used when no `sources` query matches. */
  video: AmbientClip;
  /**
   * Variants chosen by media query, first match wins (e.g. the mobile hero
   * below 768 px). Rendered as `<source media>` so the browser picks the file
   * before fetching anything; the poster follows the same queries once hydrated.
   */
  sources?: readonly AmbientVideoSource[];
  /** In the first viewport: fetch metadata up front instead of nothing. */
  aboveFold?: boolean;
  /**
   * The page paints the poster itself, under the frame (the home hero, whose
   * phone poster is inline in the HTML): the video takes no poster of its own
   * and stays transparent until it has a frame to show.
   */
  posterBeneath?: boolean;
  /** Jump back to 0 when playback passes `duration − restartBeforeEnd` seconds. */
  restartBeforeEnd?: number;
  /**
   * 'box' (default): the frame keeps the clip's aspect ratio. 'cover': the
   * frame fills its positioned parent and the clip is cropped to fit, for
   * full-bleed banners whose variants differ in shape.
   */
  fit?: 'box' | 'cover';
  /** Shows a pause/play toggle with these accessible names (WCAG 2.2.2 for long loops beside content). */
  pauseLabels?: AmbientVideoPauseLabels;
  /** Class for the frame around the video. */
  className?: string;
}

/**
 * A muted, looping, decorative video that plays only while on screen and
 * never starts by itself under `prefers-reduced-motion: reduce`. Until it
 * plays, and if it cannot, the poster shows in a box of the clip's size, so
 * nothing shifts.
 */
export function AmbientVideo({
  video,
  sources = [],
  aboveFold = false,
  posterBeneath = false,
  restartBeforeEnd,
  fit = 'box',
  pauseLabels,
  className,
  ...rest
}: AmbientVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const warned = useRef(false);
  const visible = useInView(ref);
  const [failed, setFailed] = useState(false);
  const [userChoice, setUserChoice] = useState<UserChoice>('auto');
  // Assume reduced motion until the client says otherwise: nothing moves before we know.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, true);
  const variant = useFirstMatchingQuery(sources.map((s) => s.media));
  const active = sources[variant]?.video ?? video;
  const playing = shouldPlay({ visible, reducedMotion, failed, userChoice });

  const fail = useCallback(
    (reason: unknown) => {
      if (warned.current) return;
      warned.current = true;
      console.warn(`AmbientVideo: ${video.src} could not play; keeping its poster.`, reason);
      setFailed(true);
    },
    [video.src],
  );

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onError = (event: Event) => {
      // With several <source>s the browser moves on to the next one; only the last failing is final.
      const last = element.querySelector('source:last-of-type');
      if (event.target instanceof HTMLSourceElement && event.target !== last) return;
      fail(element.error ?? event);
    };
    // Capture: <source> errors fire on the source element and do not bubble.
    element.addEventListener('error', onError, true);
    return () => element.removeEventListener('error', onError, true);
  }, [fail]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!playing) {
      if (!element.paused) element.pause();
      return;
    }
    element.play()?.catch((error: unknown) => {
      // A pause() that interrupts play() rejects with AbortError: expected when scrolling past quickly.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      fail(error);
    });
  }, [playing, fail]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !restartBeforeEnd) return;
    const onTimeUpdate = () => {
      if (shouldRestart(element.currentTime, element.duration, restartBeforeEnd)) element.currentTime = 0;
    };
    element.addEventListener('timeupdate', onTimeUpdate);
    return () => element.removeEventListener('timeupdate', onTimeUpdate);
  }, [restartBeforeEnd]);

  const frameClass = withClass(styles.frame, className);
  return (
    <div
      className={frameClass}
      data-fit={fit}
      data-state={failed ? 'failed' : playing ? 'playing' : 'paused'}
      style={fit === 'box' ? { aspectRatio: `${active.width} / ${active.height}` } : undefined}
    >
      {aboveFold || posterBeneath ? null : (
        // Below the fold the poster is a lazy image under the (transparent until playing) video:
        // a video's poster attribute is always fetched at once, which would compete with the first view.
        // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser; the poster is a sized WebP
        <img
          className={styles.poster}
          src={active.poster}
          width={active.width}
          height={active.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <video
        ref={ref}
        className={styles.video}
        aria-hidden="true"
        tabIndex={-1}
        disablePictureInPicture
        disableRemotePlayback
        {...rest}
        poster={aboveFold && !posterBeneath ? active.poster : undefined}
        width={active.width}
        height={active.height}
        preload={aboveFold ? 'metadata' : 'none'}
        muted
        loop
        playsInline
      >
        {sources.map((s) => (
          <source key={s.media} src={s.video.src} media={s.media} type="video/mp4" />
        ))}
        <source src={video.src} type="video/mp4" />
      </video>
      {pauseLabels && !failed ? (
        <button
          type="button"
          className={styles.toggle}
          aria-label={playing ? pauseLabels.pause : pauseLabels.play}
          onClick={() => setUserChoice(playing ? 'paused' : 'playing')}
        >
          <span aria-hidden="true" className={styles.icon} data-icon={playing ? 'pause' : 'play'} />
        </button>
      ) : null}
    </div>
  );
}
