import type { Figure } from '@/content/factory/types';
import styles from './figure-strip.module.css';

/** A row of headline figures: the value large, what it counts beneath. */
export function FigureStrip({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <section className={styles.band} aria-label={label}>
      <dl className={`container ${styles.list}`}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
