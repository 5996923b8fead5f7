import { MOBILE_QUERY } from '@/lib/browser/breakpoints';

/** The phone variant of a video plays where the site is in mobile layout. */
export const MOBILE_VIDEO_QUERY = MOBILE_QUERY;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
