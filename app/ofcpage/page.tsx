import { FeatureGrid } from '@/components/factory/feature-grid';
import { FactoryIntro } from '@/components/factory/factory-intro';
import { NextPageLink } from '@/components/factory/next-page-link';
import { PageBanner } from '@/components/factory/page-banner';
import { ScrollToTopOnLoad } from '@/components/factory/scroll-to-top-on-load';
import { ShowcaseList } from '@/components/factory/showcase-list';
import { JsonLd } from '@/components/seo/json-ld';
import { ofcFeatures, ofcPage, ofcShowcases } from '@/content/factory/ofc';
import { OFC_BANNER_HEIGHTS } from '@/lib/factory/banner-height';
import { definePage } from '@/lib/routing/pages';
import styles from './page.module.css';

const page = definePage('ofc');
export const metadata = page.metadata;

export default function OfcPage() {
  return (
    <>
      <ScrollToTopOnLoad />
      <PageBanner {...page.banner} header={ofcPage.header} height={OFC_BANNER_HEIGHTS} />
      <FactoryIntro id="ofc-intro" title={ofcPage.intro.title} paragraphs={ofcPage.intro.paragraphs} />
      <section className={`container ${styles.features}`} aria-labelledby="ofc-features">
        <h2 id="ofc-features" className={styles.heading}>
          {ofcPage.featuresTitle}
        </h2>
        <p className={styles.lead}>{ofcPage.featuresLead}</p>
        <FeatureGrid cards={ofcFeatures} />
      </section>
      <ShowcaseList id="ofc-showcases" title={ofcPage.showcasesTitle} showcases={ofcShowcases} />
      <NextPageLink link={ofcPage.next} />
      <JsonLd nodes={page.jsonLd} />
    </>
  );
}
