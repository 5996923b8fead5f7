import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { LinePlayer } from '@/components/tutorials/line-player';
import { getVideo } from '@/content/media/videos';
import { tutorialStages, tutorialsPage } from '@/content/tutorials';
import { formatDuration } from '@/lib/media/format-duration';
import { definePage } from '@/lib/routing/pages';
import styles from './page.module.css';

const page = definePage('tutorials');
export const metadata = page.metadata;

const NOTES_ID = 'line-notes';

export default function TutorialsPage() {
  return (
    <>
      <LinePlayer
        video={getVideo('tutorials-smt-line')}
        stages={tutorialStages}
        notesId={NOTES_ID}
        labels={{
          hint: tutorialsPage.hint,
          reducedMotionHint: tutorialsPage.reducedMotionHint,
          stageListLabel: tutorialsPage.stageListLabel,
          stageCount: tutorialsPage.stageCount,
          notesLink: tutorialsPage.notesLink,
          pause: tutorialsPage.pauseLabels.pause,
          play: tutorialsPage.pauseLabels.play,
        }}
      >
        <div className={styles.trail}>
          <Breadcrumbs trail={page.trail} />
        </div>
        <h1 id="page-title">{tutorialsPage.heading}</h1>
      </LinePlayer>
      <section id={NOTES_ID} className={`container ${styles.notes}`} aria-labelledby="notes-title">
        <h2 id="notes-title">{tutorialsPage.notesTitle}</h2>
        <p className={styles.lead}>{tutorialsPage.notesLead}</p>
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
      <JsonLd nodes={page.jsonLd} />
    </>
  );
}
