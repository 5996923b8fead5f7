'use client';

import type { ReactNode } from 'react';
import { BookOpen } from '@/components/ui/icons/book-open';
import { Pause } from '@/components/ui/icons/pause';
import { Play } from '@/components/ui/icons/play';
import { Button, buttonClassName } from '@/components/ui/button';
import type { Video } from '@/content/media/videos';
import type { TutorialStage } from '@/content/tutorials';
import { fillTemplate } from '@/components/tutorials/fill-template';
import { formatDuration } from '@/lib/media/format-duration';
import { useLinePlayer } from './use-line-player';
import styles from './line-player.module.css';

export type LineClip = Pick<Video, 'src' | 'poster' | 'width' | 'height' | 'title'>;

export interface LinePlayerLabels {
  hint: string;
  reducedMotionHint: string;
  stageListLabel: string;
  /** 'Stage {stage} of {total}', filled in as the film plays. */
  stageCount: string;
  notesLink: string;
  pause: string;
  play: string;
}

/**
 * The /tutorials film (behaviour in use-line-player.ts): full screen, muted
 * and looping, driven by the wheel and by vertical swipes over the picture.
 * The current stage is named in a polite live region, and the stage list
 * jumps to any stage. Under reduced motion nothing starts by itself and the
 * wheel scrolls the page as usual; the stage list and the Play button lead.
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
  const { videoRef, screenRef, stageIndex, playing, wheelDriven, goTo, toggle, videoEvents } = useLinePlayer({ src: video.src, stages });
  const stage = stages[stageIndex] ?? stages[0];
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
          title={video.title}
          preload="metadata"
          muted
          loop
          playsInline
          disablePictureInPicture
          disableRemotePlayback
          {...videoEvents}
        >
          <source src={video.src} type="video/mp4" />
        </video>
      </div>
      <div className={styles.panel}>
        <div className={styles.heading}>
          {children}
          {/* Both hints hold their space, so switching once the client knows the motion preference moves nothing. */}
          <p className={`${styles.hint} ${styles.swap}`}>
            <Swap shown={wheelDriven} on={labels.hint} off={labels.reducedMotionHint} />
          </p>
        </div>
        <p className={styles.now} aria-live="polite" aria-atomic="true">
          <span className={styles.nowCount}>{fillTemplate(labels.stageCount, { stage: stageIndex + 1, total: stages.length })}</span>{' '}
          <span className="visually-hidden">: </span>
          <span className={styles.nowTitle} data-testid="stage-title">
            {stage.title}
          </span>
        </p>
        <nav aria-label={labels.stageListLabel}>
          <ol className={styles.stages}>
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
        </nav>
        <div className={styles.actions}>
          <Button className={styles.toggle} onClick={toggle}>
            {playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
            {/* Sized for the longer label, so the button keeps its width as playback starts and stops. */}
            <span className={styles.swap}>
              <Swap shown={playing} on={labels.pause} off={labels.play} />
            </span>
          </Button>
          <a className={buttonClassName(styles.notes)} href={`#${notesId}`}>
            <BookOpen size={18} aria-hidden="true" />
            {labels.notesLink}
          </a>
        </div>
      </div>
    </section>
  );
}

/** Two labels stacked in one place; only the one that applies shows and is read. */
function Swap({ shown, on, off }: { shown: boolean; on: string; off: string }) {
  return (
    <>
      <span data-shown={shown ? '' : undefined} aria-hidden={!shown}>
        {on}
      </span>
      <span data-shown={shown ? undefined : ''} aria-hidden={shown}>
        {off}
      </span>
    </>
  );
}
