import { MapPin } from 'lucide-react';
import type { Publication } from '@/content/publications';
import { formatLongDate } from '@/lib/format/dates';
import styles from './publication-meta.module.css';

/** A publication's date, in a <time> element, and its place when it has one. */
export function PublicationMeta({ publication: p }: { publication: Publication }) {
  return (
    <p className={styles.meta}>
      <time dateTime={p.date}>{formatLongDate(p.date)}</time>
      {p.place ? (
        <span className={styles.place}>
          <MapPin size={14} aria-hidden="true" />
          {p.place}
        </span>
      ) : null}
    </p>
  );
}
