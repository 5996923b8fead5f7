import type { ReactNode } from 'react';
import { PageBanner as Banner } from '@/components/layout/page-banner';
import { ButtonRow } from '@/components/ui/button-row';
import type { PageHeader } from '@/content/factory/types';
import type { Imagery } from '@/content/media/imagery';
import type { Crumb } from '@/lib/nav/breadcrumbs';
import { bannerHeightVars, type BannerHeight, type ZoomBannerHeights } from '@/lib/factory/banner-height';
import { ZoomAwareHeight } from './zoom-aware-height';

/**
 * The factory and learning pages' banner: the site's PageBanner at a height
 * from lib/factory/banner-height.ts. Given one height per zoom state, it
 * follows the visitor's zoom on the client.
 */
export function PageBanner({
  banner,
  header,
  height,
  trail,
  children,
}: {
  /** The page's banner art (content/pages.ts names it). */
  banner: Imagery;
  /** Breadcrumbs above the title (lib/nav/breadcrumbs.ts). */
  trail?: readonly Crumb[];
  header: PageHeader;
  height: BannerHeight | ZoomBannerHeights;
  /** Actions under the lead, such as a video tour button. */
  children?: ReactNode;
}) {
  const zoomAware = 'normal' in height;
  const band = (
    <Banner
      banner={banner}
      trail={trail}
      eyebrow={header.eyebrow}
      title={header.title}
      lead={header.lead}
      fixedHeight
      heightVars={zoomAware ? undefined : bannerHeightVars(height)}
    >
      {children ? <ButtonRow>{children}</ButtonRow> : null}
    </Banner>
  );
  return zoomAware ? <ZoomAwareHeight heights={height}>{band}</ZoomAwareHeight> : band;
}
