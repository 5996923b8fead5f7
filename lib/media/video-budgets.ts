import type { VideoBudget } from '@/content/media/videos';

/**
 * Byte ceilings for committed video, per kind of clip. The site's whole media
 * budget is 40 MB with images; video keeps well under 25 MB of it.
 */
export const VIDEO_BYTE_BUDGETS = {
  hero: 1_500_000,
  tile: 400_000,
  showcase: 600_000,
  feature: 800_000,
  tutorial: 1_000_000,
  tour: 2_500_000,
  tutorials: 4_000_000,
} as const satisfies Record<VideoBudget, number>;

export type { VideoBudget };

/** All committed MP4s together. */
export const VIDEO_TOTAL_BYTE_BUDGET = 25_000_000;

/** Each poster: a single WebP frame shown before playback. */
export const POSTER_BYTE_BUDGET = 120_000;
