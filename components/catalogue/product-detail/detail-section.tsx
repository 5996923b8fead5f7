import type { ReactNode } from 'react';
import { DEFERRED_RENDER_ATTRIBUTE } from '@/lib/hosting/page-markers';
import styles from './product-detail.module.css';
import { withClass } from '@/components/ui/class-names';

/**
 * One section of a product page: a headed block under the hero. Not a named
 * landmark: its tables are the regions (each named by its caption), and a
 * section named like the table it holds would give two landmarks one name.
 * Below the hero, so the first paint skips it while it is out of view
 * (DEFERRED_RENDER_ATTRIBUTE).
 */
export function DetailSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={withClass(styles.section, className)} {...{ [DEFERRED_RENDER_ATTRIBUTE]: '' }}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
