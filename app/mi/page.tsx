import type { Metadata } from 'next';
import { FactoryIntro } from '@/components/factory/factory-intro';
import { NextPageLink } from '@/components/factory/next-page-link';
import { PageBanner } from '@/components/factory/page-banner';
import { ShowcaseList } from '@/components/factory/showcase-list';
import { manualInsertionPage as page, miShowcases } from '@/content/factory/manual-insertion';
import { banners } from '@/content/media/imagery';
import { smtBannerHeight } from '@/lib/factory/banner-height';
import { paths } from '@/content/paths';

export const metadata: Metadata = {
  title: page.title,
  description: page.metaDescription,
  alternates: { canonical: paths.mi },
};

export default function ManualInsertionPage() {
  return (
    <>
      {/* The sister page of /surface-mounting, so the same banner height. */}
      <PageBanner image={banners.mi} header={page.header} height={smtBannerHeight} />
      <FactoryIntro id="mi-intro" title={page.intro.title} paragraphs={page.intro.paragraphs} video={page.intro.video} />
      <ShowcaseList id="mi-showcases" title={page.showcasesTitle} showcases={miShowcases} />
      <NextPageLink link={page.next} />
    </>
  );
}
