import { AmbientVideo } from '@/components/media/ambient-video';
import { getVideo, type VideoKey } from '@/content/media/videos';
import styles from './factory-intro.module.css';

/** The opening section under a factory banner: a short account of the plant, beside a clip of it when there is one. */
export function FactoryIntro({ id, title, paragraphs, video }: { id: string; title: string; paragraphs: readonly string[]; video?: VideoKey }) {
  const clip = video ? getVideo(video) : null;
  return (
    <section className={`container ${styles.intro}`} data-has-media={clip ? '' : undefined} aria-labelledby={id}>
      <div className={styles.text}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {paragraphs.map((p) => (
          <p key={p.slice(0, 32)}>{p}</p>
        ))}
      </div>
      {clip ? (
        <div className={styles.media}>
          <AmbientVideo video={clip} pauseLabels={{ pause: `Pause video: ${clip.title}`, play: `Play video: ${clip.title}` }} />
        </div>
      ) : null}
    </section>
  );
}
