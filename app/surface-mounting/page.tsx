import { FactoryIntro } from '@/components/factory/factory-intro';
import { FigureStrip } from '@/components/factory/figure-strip';
import { NextPageLink } from '@/components/factory/next-page-link';
import { PageBanner } from '@/components/factory/page-banner';
import { ShowcaseList } from '@/components/factory/showcase-list';
import { VideoTour } from '@/components/factory/video-tour';
import { JsonLd } from '@/components/seo/json-ld';
import { smtEquipment, surfaceMountingPage } from '@/content/factory/surface-mounting';
import { getVideo } from '@/content/media/videos';
import { smtBannerHeight } from '@/lib/factory/banner-height';
import { definePage } from '@/lib/routing/pages';

const page = definePage('surfaceMounting');
export const metadata = page.metadata;

export default function SurfaceMountingPage() {
  return (
    <>
      <PageBanner {...page.banner} header={surfaceMountingPage.header} height={smtBannerHeight}>
        <VideoTour label={surfaceMountingPage.tour.button} title={surfaceMountingPage.tour.title} video={getVideo(surfaceMountingPage.tour.video)} />
      </PageBanner>
      <FactoryIntro id="smt-intro" title={surfaceMountingPage.intro.title} paragraphs={surfaceMountingPage.intro.paragraphs} video={surfaceMountingPage.intro.video} />
      <FigureStrip figures={surfaceMountingPage.figures} label="The SMT line in figures" />
      <ShowcaseList id="smt-equipment" title={surfaceMountingPage.showcasesTitle} showcases={smtEquipment} />
      <NextPageLink link={surfaceMountingPage.next} />
      <JsonLd nodes={page.jsonLd} />
    </>
  );
}
