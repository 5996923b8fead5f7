import type { IllustrationKind } from '@/content/catalogue/illustration';

/**
 * Every illustration is 480 units wide so one line weight reads the same in
 * any kind at the same display width; the height follows the product's
 * shape. Pages can reserve the aspect ratio from this table.
 */
export const ILLUSTRATION_WIDTH = 480;

export const ILLUSTRATION_HEIGHT = {
  'fusion-splicer': 360,
  cleaver: 360,
  otdr: 360,
  'power-meter': 360,
  'light-source': 360,
  'fault-locator': 360,
  'endface-inspector': 360,
  olt: 360,
  ont: 360,
  sfp: 360,
  edfa: 360,
  'fiber-cable': 360,
} as const satisfies Record<IllustrationKind, number>;

/** Outline weight shared by every part of every drawing. */
export const LINE_WIDTH = 1.25;
