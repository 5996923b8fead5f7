import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/site-link';
import { FamilyCards } from '@/components/catalogue/family-cards';
import { paths } from '@/content/paths';
import { PAGE_TYPE_META, type PageType } from '@/lib/routing/page-type';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you asked for is not here. Browse our five product families or contact us.',
  robots: { index: false },
  other: { [PAGE_TYPE_META]: 'not-found' satisfies PageType },
};

export default function NotFound() {
  return (
    <div className={`container ${styles.wrap}`}>
      <p className={styles.code}>Error 404</p>
      <h1>We could not find that page</h1>
      <p className={styles.lead}>
        The link may be old or mistyped. Our catalogue is below, or <SiteLink href={paths.contact}>tell us what you need</SiteLink>{' '}
        and we will point you to it.
      </p>
      <h2 className={styles.subhead}>Browse our product families</h2>
      <FamilyCards headingLevel="h3" />
      <p className={styles.home}>
        <SiteLink href={paths.home}>Back to the home page</SiteLink>
      </p>
    </div>
  );
}
