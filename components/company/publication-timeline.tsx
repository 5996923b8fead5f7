import type { CSSProperties } from 'react';
import { Picture } from '@/components/media/picture';
import { RevealOnce } from '@/components/ui/reveal-once';
import { CardGrid } from '@/components/ui/card';
import { publicationPage, type Publication } from '@/content/publications';
import { PublicationMeta } from './publication-meta';
import { ReadMoreLink } from './read-more-link';
import { BEYOND_MOBILE_QUERY } from '@/lib/browser/breakpoints';
import styles from './publication-timeline.module.css';

/**
 * The About page's 'Latest Publications': a vertical timeline, newest first,
 * entries alternating left and right on wide screens and in one column on
 * phones. The newest entry fades in the first time it comes into view.
 */
export function PublicationTimeline({ publications }: { publications: readonly Publication[] }) {
  return (
    <ol className={styles.timeline}>
      {publications.map((p, i) => {
        const card = <TimelineCard publication={p} />;
        return (
          <li
            key={p.id}
            className={styles.entry}
            data-side={i % 2 === 0 ? 'left' : 'right'}
            style={{ '--row': i + 1 } as CSSProperties}
          >
            <span className={styles.dot} aria-hidden="true" />
            {i === 0 ? <RevealOnce>{card}</RevealOnce> : card}
          </li>
        );
      })}
    </ol>
  );
}

function TimelineCard({ publication: p }: { publication: Publication }) {
  const titleId = `timeline-${p.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-publication={p.id}>
      <PublicationMeta publication={p} />
      <h3 id={titleId} className={styles.title}>
        {p.title}
      </h3>
      <p className={styles.text}>{p.content[0]}</p>
      <CardGrid className={styles.thumbs} data-count={p.images.length}>
        {p.images.map((img) => (
          <li key={img.image}>
            <Picture image={img.image} alt={img.alt} sizes={`(min-width: 1024px) 150px, ${BEYOND_MOBILE_QUERY} 22vw, 44vw`} className={styles.thumb} />
          </li>
        ))}
      </CardGrid>
      {p.link ? <ReadMoreLink href={p.link} label={publicationPage.readMore} about={p.title} className={styles.more} /> : null}
    </article>
  );
}
