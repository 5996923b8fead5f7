import {
  BANNER_MOBILE_MAX_WIDTH,
  OFC_BANNER_HEIGHTS,
  OFC_BANNER_VH,
  SMT_BANNER_HEIGHT,
  SMT_BANNER_MAX_DVH,
  SMT_BANNER_MIN_DVH,
  bannerHeightVars,
  ofcBannerHeight,
} from './banner-height';

describe('OFC banner height', () => {
  it('is 75vh, and 50vh at 768 px and below, at normal zoom', () => {
    expect(BANNER_MOBILE_MAX_WIDTH).toBe(768);
    expect(ofcBannerHeight('normal')).toEqual({ wide: '75vh', mobile: '50vh' });
  });

  it('grows when zoomed in and shrinks when zoomed out, on both layouts', () => {
    expect(OFC_BANNER_VH.in.wide).toBeGreaterThan(OFC_BANNER_VH.normal.wide);
    expect(OFC_BANNER_VH.in.mobile).toBeGreaterThan(OFC_BANNER_VH.normal.mobile);
    expect(OFC_BANNER_VH.out.wide).toBeLessThan(OFC_BANNER_VH.normal.wide);
    expect(OFC_BANNER_VH.out.mobile).toBeLessThan(OFC_BANNER_VH.normal.mobile);
    expect(ofcBannerHeight('in').wide).toBe(`${OFC_BANNER_VH.in.wide}vh`);
  });
});

describe('surface-mounting banner height', () => {
  it('is clamped between 52 and 70 dvh', () => {
    expect(SMT_BANNER_MIN_DVH).toBe(52);
    expect(SMT_BANNER_MAX_DVH).toBe(70);
    expect(SMT_BANNER_HEIGHT).toMatch(/^clamp\(52dvh, [^,]+, 70dvh\)$/);
  });
});

describe('bannerHeightVars', () => {
  it('names the wide and mobile heights as custom properties', () => {
    expect(bannerHeightVars(ofcBannerHeight('normal'))).toEqual({ '--banner-height': '75vh', '--banner-height-mobile': '50vh' });
    expect(OFC_BANNER_HEIGHTS.out).toEqual(ofcBannerHeight('out'));
  });
});
