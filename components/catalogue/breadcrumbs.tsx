import { SiteLink } from '@/components/ui/site-link';
import { ChevronRight } from 'lucide-react';
import type { Crumb } from '@/lib/nav/breadcrumbs';
import styles from './breadcrumbs.module.css';

/** Home › family › product (trails from lib/nav/breadcrumbs.ts). The last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={`${crumb.label}-${i}`} className={styles.item}>
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <SiteLink href={crumb.href}>{crumb.label}</SiteLink>
              )}
              {last ? null : <ChevronRight size={14} aria-hidden="true" className={styles.sep} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
