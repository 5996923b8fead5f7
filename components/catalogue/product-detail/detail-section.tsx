import type { ReactNode } from 'react';
import styles from './product-detail.module.css';

/**
 * One section of a product page: a headed block under the hero. Not a named
 * landmark: its tables are the regions (each named by its caption), and a
 * section named like the table it holds would give two landmarks one name.
 */
export function DetailSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className ? `${styles.section} ${className}` : styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
