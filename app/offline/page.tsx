import { PageBanner } from '@/components/layout/page-banner';
import { OfflineRetry } from '@/components/offline/offline-retry';
import { SavedHere } from '@/components/offline/saved-here';
import { SiteLink } from '@/components/ui/site-link';
import { offlinePage } from '@/content/offline';
import { paths } from '@/content/paths';
import { fieldKitPlan, offlineLinks } from '@/lib/offline/groups';
import { definePage } from '@/lib/routing/pages';
import styles from './page.module.css';

// Shown by the service worker in place of a page it has not saved: never a search result (`indexed: false`).
const page = definePage('offline');
export const metadata = page.metadata;

/**
 * /offline: says the visitor is offline and this page is not saved, links
 * the pages the site always keeps, and lists what the field kit saved here
 * (components/offline/saved-here.tsx).
 */
export default function OfflinePage() {
  return (
    <>
      <PageBanner eyebrow={offlinePage.eyebrow} title={offlinePage.title} lead={offlinePage.lead}>
        <OfflineRetry />
      </PageBanner>
      <div className={`container ${styles.body}`}>
        <section aria-labelledby="always-title">
          <h2 id="always-title">{offlinePage.alwaysTitle}</h2>
          <ul className={styles.always}>
            {offlinePage.always.map((link) => (
              <li key={link.page}>
                <SiteLink href={paths[link.page]}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="saved-title">
          <h2 id="saved-title">{offlinePage.savedTitle}</h2>
          <SavedHere groups={offlineLinks(fieldKitPlan())} />
        </section>
      </div>
    </>
  );
}
