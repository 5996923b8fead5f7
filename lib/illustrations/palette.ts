import type { FiberColor } from '@/content/catalogue/illustration';
import { PALETTE } from '@/lib/brand/palette';

/**
 * Colours of the product illustrations as literal hex: the SVGs are also
 * rendered standalone (datasheets, Open Graph) where the page's custom
 * properties do not exist. Brand colours are the site palette itself.
 */
export const BRAND = PALETTE;

/**
 * Colours fixed by the industry rather than the brand: a fibre's jacket
 * colour is how a technician identifies it, APC connectors are green by
 * convention and a fault locator's beam is visible red.
 */
export const FIBER_HEX = {
  blue: '#1f5fd1',
  orange: '#f08a24',
  green: '#2e9e4f',
  brown: '#8a5a33',
  slate: '#7d8b99',
  white: '#f7f9fb',
  red: '#d7263d',
  black: '#1b1f24',
  yellow: '#f4d03f',
  violet: '#7e4fc2',
  rose: '#f29bb4',
  aqua: '#4fd1c5',
} as const satisfies Record<FiberColor, string>;

export const APC_GREEN = '#2e9e4f';
export const LED_GREEN = '#3ddc84';
export const LASER_RED = '#e3262f';
