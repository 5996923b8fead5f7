/**
 * Marks the layout puts on every page for the post-build first-paint step
 * (lib/hosting/first-paint.ts) and the tests. A module of their own, so the
 * components that set them carry nothing of the build step.
 */

/** Set on <html> by the layout (HydrationMark) once the page has hydrated, which is after its first paint. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The footer's id: the first paint waits until the parser has reached it. */
export const FIRST_PAINT_UNTIL_ID = 'site-footer';
