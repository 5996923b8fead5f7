import type { Metadata } from 'next';
import { FactoryIntro } from '@/components/factory/factory-intro';
import { NextPageLink } from '@/components/factory/next-page-link';
import { PageBanner } from '@/components/factory/page-banner';
import { ShowcaseList } from '@/components/factory/showcase-list';
import { JsonLd } from '@/components/seo/json-ld';
import { manualInsertionPage as page, miShowcases } from '@/content/factory/manual-insertion';
import { banners } from '@/content/media/imagery';
import { pageTrail } from '@/lib/breadcrumbs';
import { smtBannerHeight } from '@/lib/factory/banner-height';
import { paths } from '@/content/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';

const trail = pageTrail('mi');

export const metadata: Metadata = pageMetadata({ path: paths.mi, title: page.title, description: page.metaDescription });

export default function ManualInsertionPage() {
  return (
    <>
      {/* The sister page of /surface-mounting, so the same banner height. */}
      <PageBanner trail={trail} image={banners.mi} header={page.header} height={smtBannerHeight} />
      <FactoryIntro id="mi-intro" title={page.intro.title} paragraphs={page.intro.paragraphs} video={page.intro.video} />
      <ShowcaseList id="mi-showcases" title={page.showcasesTitle} showcases={miShowcases} />
      <NextPageLink link={page.next} />
      <JsonLd nodes={[breadcrumbList(trail)]} />
    </>
  );
}
