import type { Imagery } from '@/content/media/imagery';
import type { VideoKey } from '@/content/media/videos';
import type { PageKey } from '@/content/paths';

/** One slide of a showcase carousel: a looping clip or a still. */
export type ShowcaseMedia = { kind: 'video'; video: VideoKey } | ({ kind: 'image' } & Imagery);

/**
 * A line, process or machine on a factory page (catalogue spec, section 3:
 * showcase and equipment showcase). Its side, left or right, follows from its
 * position on the page (lib/factory/showcase-layout.ts), not from the record.
 */
export interface Showcase {
  /** Anchor id on the page. */
  key: string;
  title: string;
  summary: string;
  features: readonly string[];
  media: readonly ShowcaseMedia[];
}

export const featureIconNames = ['rat', 'ruler', 'sun', 'zap', 'flame', 'award', 'house', 'droplets', 'radio-tower'] as const;
export type FeatureIconName = (typeof featureIconNames)[number];

/** A card in a features grid (catalogue spec, section 3). */
export interface FeatureCard {
  icon: FeatureIconName;
  title: string;
  description: string;
  /** Hidden at 768 px and below, where nine cards make a long column. */
  hideOnMobile?: boolean;
}

export interface PageHeader {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface PageLink {
  page: PageKey;
  label: string;
  /** One line on what waits there. */
  text: string;
}

/** A figure in a facts strip: the value large, what it counts beneath. */
export interface Figure {
  value: string;
  label: string;
}
