import { BREAKPOINTS } from '@/lib/browser/breakpoints';
import type { ZoomState } from './zoom';

/** The spec's widths: at or below this the mobile height applies. */
export const BANNER_MOBILE_MAX_WIDTH = BREAKPOINTS.mobile;

export interface BannerHeight {
  /** CSS length above BANNER_MOBILE_MAX_WIDTH. */
  wide: string;
  /** CSS length at BANNER_MOBILE_MAX_WIDTH and below. */
  mobile: string;
}

/** OFC banner heights in vh: 75 and 50 are the spec's; the zoomed heights are ours, one step either way. */
export const OFC_BANNER_VH = {
  normal: { wide: 75, mobile: 50 },
  in: { wide: 90, mobile: 65 },
  out: { wide: 60, mobile: 40 },
} as const satisfies Record<ZoomState, { wide: number; mobile: number }>;

export function ofcBannerHeight(zoom: ZoomState): BannerHeight {
  const vh = OFC_BANNER_VH[zoom];
  return { wide: `${vh.wide}vh`, mobile: `${vh.mobile}vh` };
}

/** Surface-mounting banner (spec 2.13): never shorter than 52dvh nor taller than 70dvh. */
export const SMT_BANNER_MIN_DVH = 52;
export const SMT_BANNER_MAX_DVH = 70;
/** Between the bounds the banner follows the width, so wide screens get the tall end and phones the short one. */
const SMT_BANNER_PREFERRED = '56vw';

export const SMT_BANNER_HEIGHT = `clamp(${SMT_BANNER_MIN_DVH}dvh, ${SMT_BANNER_PREFERRED}, ${SMT_BANNER_MAX_DVH}dvh)`;

/** The same on every layout. */
export const smtBannerHeight: BannerHeight = { wide: SMT_BANNER_HEIGHT, mobile: SMT_BANNER_HEIGHT };

/** One height per zoom state, for a banner that follows the visitor's zoom. */
export type ZoomBannerHeights = Record<ZoomState, BannerHeight>;

export const OFC_BANNER_HEIGHTS: ZoomBannerHeights = {
  normal: ofcBannerHeight('normal'),
  in: ofcBannerHeight('in'),
  out: ofcBannerHeight('out'),
};

/** The custom properties a banner reads its height from (components/layout/page-banner.module.css). */
export function bannerHeightVars(height: BannerHeight): Record<'--banner-height' | '--banner-height-mobile', string> {
  return { '--banner-height': height.wide, '--banner-height-mobile': height.mobile };
}

/** A shorter banner for pages where what follows is the point (the educational videos). */
export const COMPACT_BANNER_HEIGHT = 'clamp(16rem, 42vh, 24rem)';
export const compactBannerHeight: BannerHeight = { wide: COMPACT_BANNER_HEIGHT, mobile: COMPACT_BANNER_HEIGHT };
