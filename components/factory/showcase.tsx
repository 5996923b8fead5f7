import { CheckCircle2 } from 'lucide-react';
import { AmbientVideo } from '@/components/media/ambient-video';
import { Picture } from '@/components/media/picture';
import type { Showcase as ShowcaseRecord, ShowcaseMedia } from '@/content/factory/types';
import { getVideo } from '@/content/media/videos';
import { MOBILE_QUERY } from '@/lib/browser/breakpoints';
import { showcaseLayout } from '@/lib/factory/showcase-layout';
import { MediaCarousel, type CarouselSlide } from './media-carousel';
import styles from './showcase.module.css';

/**
 * One line or machine of a factory page: its title, what it does and a
 * feature list beside a carousel of clips and stills. The carousel's side
 * alternates with the showcase's position on the page.
 */
export function Showcase({ showcase, position }: { showcase: ShowcaseRecord; position: number }) {
  const headingId = `${showcase.key}-title`;
  return (
    // Not a named landmark: the carousel inside is the region named after the showcase.
    <section id={showcase.key} className={styles.showcase} data-layout={showcaseLayout(position)}>
      <div className={styles.text}>
        <h3 id={headingId} className={styles.title}>
          {showcase.title}
        </h3>
        <p className={styles.summary}>{showcase.summary}</p>
        <ul className={styles.features}>
          {showcase.features.map((feature) => (
            <li key={feature}>
              <CheckCircle2 size={20} aria-hidden="true" className={styles.tick} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.media}>
        <MediaCarousel label={showcase.title} slides={showcase.media.map((media) => slideOf(media, showcase.title))} />
      </div>
    </section>
  );
}

const MEDIA_SIZES = `${MOBILE_QUERY} 100vw, 600px`;

function slideOf(media: ShowcaseMedia, title: string): CarouselSlide {
  if (media.kind === 'image') {
    return {
      key: media.image,
      label: media.alt,
      content: <Picture image={media.image} alt={media.alt} sizes={MEDIA_SIZES} />,
    };
  }
  const video = getVideo(media.video);
  return {
    key: video.key,
    label: `Video: ${video.title}`,
    content: <AmbientVideo video={video} fit="cover" pauseLabels={{ pause: `Pause video: ${title}`, play: `Play video: ${title}` }} />,
  };
}
