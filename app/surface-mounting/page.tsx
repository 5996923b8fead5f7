import type { Metadata } from 'next';
import { FactoryIntro } from '@/components/factory/factory-intro';
import { FigureStrip } from '@/components/factory/figure-strip';
import { NextPageLink } from '@/components/factory/next-page-link';
import { PageBanner } from '@/components/factory/page-banner';
import { ShowcaseList } from '@/components/factory/showcase-list';
import { VideoTour } from '@/components/factory/video-tour';
import { JsonLd } from '@/components/seo/json-ld';
import { smtEquipment, surfaceMountingPage as page } from '@/content/factory/surface-mounting';
import { banners } from '@/content/media/imagery';
import { getVideo } from '@/content/media/videos';
import { pageTrail } from '@/lib/breadcrumbs';
import { smtBannerHeight } from '@/lib/factory/banner-height';
import { paths } from '@/content/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';

const trail = pageTrail('surfaceMounting');

export const metadata: Metadata = pageMetadata({
  path: paths.surfaceMounting,
  title: page.title,
  description: page.metaDescription,
});

export default function SurfaceMountingPage() {
  return (
    <>
      <PageBanner trail={trail} image={banners.surfaceMounting} header={page.header} height={smtBannerHeight}>
        <VideoTour label={page.tour.button} title={page.tour.title} video={getVideo(page.tour.video)} />
      </PageBanner>
      <FactoryIntro id="smt-intro" title={page.intro.title} paragraphs={page.intro.paragraphs} video={page.intro.video} />
      <FigureStrip figures={page.figures} label="The SMT line in figures" />
      <ShowcaseList id="smt-equipment" title={page.showcasesTitle} showcases={smtEquipment} />
      <NextPageLink link={page.next} />
      <JsonLd nodes={[breadcrumbList(trail)]} />
    </>
  );
}
