import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from 'lucide-react';
import type { PageLink } from '@/content/factory/types';
import { paths } from '@/content/paths';
import styles from './next-page-link.module.css';

/**
 * The way on from a factory page to its sister page: a card whose link is
 * named by its label alone, and which the whole card extends.
 */
export function NextPageLink({ link }: { link: PageLink }) {
  return (
    <nav className={`container ${styles.wrap}`} aria-label="Next page">
      <div className={styles.card}>
        <SiteLink href={paths[link.page]} className={`${styles.link} stretched-link`}>
          {link.label}
          <ArrowRight size={22} aria-hidden="true" className={styles.arrow} />
        </SiteLink>
        <p className={styles.text}>{link.text}</p>
      </div>
    </nav>
  );
}
