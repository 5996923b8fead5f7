import type { ReactNode } from 'react';
import styles from './product-detail.module.css';

/** One section of a product page: a headed block under the hero. */
export function DetailSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
