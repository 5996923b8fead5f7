/**
 * Breakpoints in CSS pixels, the one place their numbers live. CSS media
 * queries cannot read these, so CSS modules write them out; the test beside
 * this file holds every stylesheet to the forms below.
 */
export const BREAKPOINTS = {
  /** A phone held upright is this wide or narrower (the widest, 430 px, with room to spare). */
  phone: 480,
  /** Mobile is a viewport this wide or narrower (catalogue spec, section 4). */
  mobile: 768,
  /** /compare folds the rows every model shares at this width or narrower (issue 41: a phone). */
  compareFold: 640,
  tablet: 1024,
  navCollapse: 1147,
  wide: 1200,
} as const;

/** A mobile viewport: 768 px wide or less. Stylesheets write exactly this. */
export const MOBILE_QUERY = `(width <= ${BREAKPOINTS.mobile}px)`;

/** Anything wider than mobile. Stylesheets write exactly this. */
export const BEYOND_MOBILE_QUERY = `(width > ${BREAKPOINTS.mobile}px)`;

/** A phone held upright: 480 px wide or less. For pictures chosen per device; layouts go by MOBILE_QUERY. */
export const PHONE_QUERY = `(width <= ${BREAKPOINTS.phone}px)`;
