import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { LinePlayer } from '@/components/tutorials/line-player';
import { getVideo } from '@/content/media/videos';
import { tutorialStages, tutorialsPage as page } from '@/content/tutorials';
import { pageTrail } from '@/lib/breadcrumbs';
import { formatDuration } from '@/lib/media/format-duration';
import { paths } from '@/content/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';
import styles from './page.module.css';

const trail = pageTrail('tutorials');

export const metadata: Metadata = pageMetadata({
  path: paths.tutorials,
  title: page.title,
  description: page.metaDescription,
});

const NOTES_ID = 'line-notes';

export default function TutorialsPage() {
  return (
    <>
      <LinePlayer
        video={getVideo('tutorials-smt-line')}
        stages={tutorialStages}
        notesId={NOTES_ID}
        labels={{
          hint: page.hint,
          reducedMotionHint: page.reducedMotionHint,
          stageListLabel: page.stageListLabel,
          stageCount: page.stageCount,
          notesLink: page.notesLink,
          pause: page.pauseLabels.pause,
          play: page.pauseLabels.play,
        }}
      >
        <div className={styles.trail}>
          <Breadcrumbs trail={trail} />
        </div>
        <h1 id="page-title">{page.heading}</h1>
      </LinePlayer>
      <section id={NOTES_ID} className={`container ${styles.notes}`} aria-labelledby="notes-title">
        <h2 id="notes-title">{page.notesTitle}</h2>
        <p className={styles.lead}>{page.notesLead}</p>
        <ol className={styles.list}>
          {tutorialStages.map((stage) => (
            <li key={stage.key} id={stage.key} className={styles.item}>
              <h3 className={styles.title}>{stage.title}</h3>
              <p className={styles.time}>
                {formatDuration(stage.startTime)}–{formatDuration(stage.endTime)} in the film
              </p>
              <p className={styles.summary}>{stage.summary}</p>
            </li>
          ))}
        </ol>
      </section>
      <JsonLd nodes={[breadcrumbList(trail)]} />
    </>
  );
}
