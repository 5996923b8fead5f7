import type { Showcase as ShowcaseRecord } from '@/content/factory/types';
import { Showcase } from './showcase';
import styles from './showcase-list.module.css';

/** A page's showcases under one heading, alternating sides by position. */
export function ShowcaseList({ id, title, showcases }: { id: string; title: string; showcases: readonly ShowcaseRecord[] }) {
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <div className={styles.list}>
        {showcases.map((showcase, position) => (
          <Showcase key={showcase.key} showcase={showcase} position={position} />
        ))}
      </div>
    </section>
  );
}
