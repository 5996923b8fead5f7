import { FactoryIntro } from '@/components/factory/factory-intro';
import { NextPageLink } from '@/components/factory/next-page-link';
import { PageBanner } from '@/components/factory/page-banner';
import { ShowcaseList } from '@/components/factory/showcase-list';
import { JsonLd } from '@/components/seo/json-ld';
import { manualInsertionPage, miShowcases } from '@/content/factory/manual-insertion';
import { smtBannerHeight } from '@/lib/factory/banner-height';
import { definePage } from '@/lib/routing/pages';

const page = definePage('mi');
export const metadata = page.metadata;

export default function ManualInsertionPage() {
  return (
    <>
      {/* The sister page of /surface-mounting, so the same banner height. */}
      <PageBanner {...page.banner} header={manualInsertionPage.header} height={smtBannerHeight} />
      <FactoryIntro id="mi-intro" title={manualInsertionPage.intro.title} paragraphs={manualInsertionPage.intro.paragraphs} video={manualInsertionPage.intro.video} />
      <ShowcaseList id="mi-showcases" title={manualInsertionPage.showcasesTitle} showcases={miShowcases} />
      <NextPageLink link={manualInsertionPage.next} />
      <JsonLd nodes={page.jsonLd} />
    </>
  );
}
