import { COLORS, type ColorToken } from '@/lib/brand/palette';

/**
 * Page geometry, type sizes and colours of the generated datasheets, in PDF
 * points (1/72 inch). Colours come from the site palette (lib/brand/palette.json).
 */

/** ISO A4 portrait: 210 × 297 mm. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export const PAGE_MARGIN_X = 40;
/** Space kept clear at the foot of every page for the contact footer. */
export const FOOTER_HEIGHT = 52;
/** Height of the slim navy band on continuation pages. */
export const CONTINUATION_BAND_HEIGHT = 30;
/** Gap between a band and the first content below it. */
export const BAND_GAP = 20;

export const CONTENT_WIDTH = A4.width - 2 * PAGE_MARGIN_X;

/** Side of the white tile that holds the page's QR code in the first page band, quiet zone included. */
export const QR_TILE = 78;
/** Printed width of the product drawing on page one. */
export const DRAWING_WIDTH = 200;
/** Padding of the tinted panel the drawing sits on. */
export const DRAWING_PADDING = 8;

/** Largest PDF the build accepts for one product, in bytes. */
export const DATASHEET_MAX_BYTES = 150 * 1024;

export type Rgb = readonly [number, number, number];

/** A '#rrggbb' colour as [r, g, b] in 0–1, as pdf-lib takes colours. */
export function hexToRgb(value: string): Rgb {
  const n = Number.parseInt(value.slice(1), 16);
  return [((n >> 16) & 0xff) / 255, ((n >> 8) & 0xff) / 255, (n & 0xff) / 255];
}

/** Each colour the datasheets use, by its palette token (lib/brand/palette.json). */
export const DATASHEET_PALETTE = {
  navy: 'navy-900',
  cyan: 'cyan-400',
  cyanDark: 'cyan-600',
  cyanTint: 'cyan-100',
  amberLight: 'amber-500',
  amber: 'amber-700',
  ink: 'ink',
  muted: 'ink-muted',
  line: 'line',
  surfaceAlt: 'surface-alt',
  onDark: 'on-dark',
  onDarkMuted: 'on-dark-muted',
} as const satisfies Record<string, ColorToken>;

export type ColorName = keyof typeof DATASHEET_PALETTE;

export const colors = Object.fromEntries(
  Object.entries(DATASHEET_PALETTE).map(([name, token]) => [name, hexToRgb(COLORS[token])]),
) as Record<ColorName, Rgb>;

export type FontKey = 'regular' | 'bold' | 'oblique';

/** A run of text: font, size in points and line height as a multiple of the size. */
export interface TextStyle {
  font: FontKey;
  size: number;
  leading: number;
}

export const type = {
  brand: { font: 'bold', size: 20, leading: 1.1 },
  tagline: { font: 'oblique', size: 9, leading: 1.3 },
  eyebrow: { font: 'bold', size: 8, leading: 1.3 },
  title: { font: 'bold', size: 19, leading: 1.2 },
  meta: { font: 'regular', size: 9.5, leading: 1.35 },
  summary: { font: 'regular', size: 10.5, leading: 1.45 },
  banner: { font: 'oblique', size: 9.5, leading: 1.4 },
  heading: { font: 'bold', size: 12, leading: 1.3 },
  itemTitle: { font: 'bold', size: 9, leading: 1.3 },
  body: { font: 'regular', size: 8.75, leading: 1.38 },
  cell: { font: 'regular', size: 8, leading: 1.25 },
  cellHead: { font: 'bold', size: 8, leading: 1.25 },
  note: { font: 'oblique', size: 7.5, leading: 1.35 },
  footer: { font: 'regular', size: 7.5, leading: 1.3 },
  small: { font: 'regular', size: 7.5, leading: 1.3 },
  continuation: { font: 'bold', size: 10.5, leading: 1.2 },
} as const satisfies Record<string, TextStyle>;

/** Inner padding of a table cell. */
export const CELL_PADDING = { x: 5, y: 2.75 } as const;
