import type { CableColor, IllustrationSpec, JacketColor } from '@/content/catalogue/illustration';
import { PALETTE } from '@/lib/brand/palette';

/**
 * Colours of the product illustrations as literal hex: the SVGs are also
 * rendered standalone (datasheets, Open Graph) where the page's custom
 * properties do not exist. Brand colours are the site palette itself.
 */
export const BRAND = PALETTE;

type CableSpec = Extract<IllustrationSpec, { kind: 'fiber-cable' }>;

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
  // Uncoloured acrylate or PBT: a faint warm tint, apart from the cool white of a white fibre.
  natural: '#ebe2c8',
} as const satisfies Record<CableColor, string>;

/** Cable jackets as [lit, base, shade] across the cut end and the length behind it. */
export const JACKET_HEX = {
  black: ['#3d434b', '#23272d', '#101215'],
} as const satisfies Record<JacketColor, readonly [string, string, string]>;

/** Yarn under the sheath: aramid is yellow; glass yarn, and yarn of a material the maker does not name, pale. */
export const YARN_HEX = {
  aramid: { band: BRAND.amber500, strand: BRAND.amber700 },
  glass: { band: BRAND.surfaceSunken, strand: BRAND.lineStrong },
  unnamed: { band: BRAND.surfaceSunken, strand: BRAND.lineStrong },
} as const satisfies Record<NonNullable<CableSpec['yarn']>, { band: string; strand: string }>;

/** The outline a fibre of unpublished colour is drawn with: no fill, so it claims no colour. */
export const UNCOLOURED_FIBER_STROKE = BRAND.lineStrong;

export const APC_GREEN = '#2e9e4f';
export const LED_GREEN = '#3ddc84';
export const LASER_RED = '#e3262f';
