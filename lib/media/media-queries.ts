import { BREAKPOINTS } from '@/lib/breakpoints';

/** The site's mobile flag is "width of 768 px or less" (catalogue spec, section 4). */
export const MOBILE_VIDEO_QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
