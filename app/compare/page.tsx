import { SiteLink } from '@/components/ui/site-link';
import { Suspense } from 'react';
import { FamilyCards } from '@/components/catalogue/family-cards';
import { CompareLoading, CompareView } from '@/components/compare/compare-view';
import { getFamilies } from '@/content/catalogue';
import type { FamilyKey } from '@/content/catalogue/types';
import { comparePage } from '@/content/compare-page';
import { enquiryPath, paths } from '@/content/paths';
import { ENQUIRY_LIST_ID } from '@/lib/enquiry/list';
import { definePage } from '@/lib/routing/pages';
import styles from './page.module.css';

// What it shows depends on the link; the families and product pages are what search should find (`indexed: false`).
export const metadata = definePage('compare').metadata;

/**
 * /compare?items=…: the exported HTML holds the frame; the table is built in
 * the browser from the link (components/compare/compare-view.tsx). Without
 * JavaScript the page says so and links the families.
 */
export default function ComparePage() {
  const families = getFamilies();
  const familyLinks = Object.fromEntries(families.map((f) => [f.key, { name: f.shortTitle, href: paths[f.page] }])) as Record<
    FamilyKey,
    { name: string; href: string }
  >;
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="compare-title">
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>{comparePage.eyebrow}</p>
          <h1 id="compare-title" className={styles.title}>
            {comparePage.title}
          </h1>
          <p className={styles.lead}>{comparePage.lead}</p>
        </div>
      </section>
      <div className={`container ${styles.body}`}>
        <noscript>
          <div className={styles.noScript}>
            <p>{comparePage.noScript}</p>
            <ul className={styles.families}>
              {families.map((f) => (
                <li key={f.key}>
                  <SiteLink href={paths[f.page]}>{f.shortTitle}</SiteLink>
                </li>
              ))}
            </ul>
          </div>
        </noscript>
        <div className={`${styles.app} needs-js`}>
          {/* Reading the URL needs a Suspense boundary under static export. */}
          <Suspense fallback={<CompareLoading />}>
            <CompareView families={familyLinks} browse={<FamilyCards headingLevel="h3" />} enquiryHref={`${enquiryPath()}#${ENQUIRY_LIST_ID}`} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
