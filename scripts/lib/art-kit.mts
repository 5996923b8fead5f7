/**
 * Drawing kit shared by every generated picture, so banners, scenes, logos
 * and icons read as one family: colours come from the site palette
 * (lib/brand/palette.json), light is
 * always a blurred glow under a bright core, and randomness is seeded so a
 * regeneration writes the same files. The build's share pictures
 * (scripts/build-share-images.tsx) and the art generators (tools/media/art/)
 * draw with it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { mark as brandMark } from '@/lib/brand/mark';
import { COLORS } from '@/lib/brand/palette';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Palette colours by token name: c['navy-900'], c['cyan-400'] … */
export const c = COLORS;

/** A gradient stop: offset, colour and opacity (1 when left out). */
export type Stop = readonly [offset: number, colour: string, opacity?: number];
/** A point of a drawn path. */
export type Point = readonly [x: number, y: number];
/** The Lumora mark's geometry (lib/brand/mark.ts). */
export type Mark = typeof brandMark;

/** The item at `i`; a drawing that reaches past the end of one of its lists is a bug, so it throws. */
export function pick<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new RangeError(`no item ${i} in a list of ${list.length}`);
  return item;
}

/** Colours the tokens lack, used only inside illustrations. */
export const extra = {
  /** Visual fault locator red: the colour of a fibre break. */
  fault: '#ff5a4f',
  /** Skin-free figure tones: people are silhouettes in brand blues. */
  figureA: '#2b4f86',
  figureB: '#3c6bb0',
  figureC: '#1d3a66',
  paper: '#f7f9fc',
  wood: '#b9875a',
  woodDark: '#8d6440',
  green: '#2f9e6e',
  marigold: '#f5a524',
  marigoldDeep: '#e07b12',
  brass: '#d9a441',
  brassDark: '#a8781f',
};

/** TIA-598 fibre colour code, in order: how loose tubes and fibres are told apart. */
export const fibreColours = ['#1f6fd1', '#f08a24', '#2fa35a', '#8a5a2b', '#8c98a6', '#f4f6f8', '#e03b3b', '#1b1f24', '#f2d22e', '#8b4fc9', '#ef7fb3', '#37c6c6'];

export const FONT = "'Nimbus Sans', 'Liberation Sans', 'DejaVu Sans', sans-serif";

/** mulberry32: a small seeded generator, so every run draws the same "random" art. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const r1 = (n: number): number => Math.round(n * 10) / 10;

export function svg(width: number, height: number, defs: readonly string[], body: readonly string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n` +
    `<defs>${defs.join('')}</defs>\n${body.join('\n')}\n</svg>\n`
  );
}

export function linear(id: string, stops: readonly Stop[], [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 1, 0]): string {
  const s = stops.map(([o, color, op = 1]) => `<stop offset="${o}" stop-color="${color}" stop-opacity="${op}"/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, stops: readonly Stop[], { cx = 0.5, cy = 0.5, r = 0.5, units }: { cx?: number; cy?: number; r?: number; units?: string } = {}): string {
  const s = stops.map(([o, color, op = 1]) => `<stop offset="${o}" stop-color="${color}" stop-opacity="${op}"/>`).join('');
  const u = units === undefined ? '' : ` gradientUnits="${units}"`;
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${u}>${s}</radialGradient>`;
}

/** A soft glow: the shape blurred, drawn under itself. */
export function glowFilter(id: string, std: number): string {
  return (
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB">` +
    `<feGaussianBlur stdDeviation="${std}" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
  );
}

export function blurFilter(id: string, std: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`;
}

/** Soft drop shadow for flat scene objects. */
export function shadowFilter(id: string, { dy = 8, std = 10, opacity = 0.22 }: { dy?: number; std?: number; opacity?: number } = {}): string {
  return (
    `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%">` +
    `<feDropShadow dx="0" dy="${dy}" stdDeviation="${std}" flood-color="${c['navy-950']}" flood-opacity="${opacity}"/></filter>`
  );
}

/** The standard defs every dark banner uses. */
export function darkDefs(): string[] {
  return [
    glowFilter('glow-s', 3),
    glowFilter('glow-m', 8),
    blurFilter('blur-l', 18),
    blurFilter('blur-xl', 60),
    linear('bg', [[0, c['navy-950']], [0.55, c['navy-900']], [1, c['navy-800']]], [0, 0, 1, 1]),
    linear('fade-left', [[0, c['navy-950'], 0.92], [0.38, c['navy-950'], 0.55], [0.62, c['navy-950'], 0]], [0, 0, 1, 0]),
    linear('fade-bottom', [[0.6, c['navy-950'], 0], [1, c['navy-950'], 0.5]], [0, 0, 0, 1]),
    `<pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.2" fill="${c['on-dark-muted']}" fill-opacity="0.13"/></pattern>`,
  ];
}

/** Where a dark banner's haze of coloured light sits (fractions of the width and height), and its colour. */
export interface Haze {
  hazeX?: number;
  hazeY?: number;
  hazeColour?: string;
}

/** Night-sky base: gradient, a dot grid, and haze of coloured light where the motif sits. */
export function darkBase(width: number, height: number, { hazeX = 0.7, hazeY = 0.5, hazeColour = c['blue-500'] }: Haze = {}): string[] {
  return [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#dots)"/>`,
    `<ellipse cx="${width * hazeX}" cy="${height * hazeY}" rx="${width * 0.3}" ry="${height * 0.45}" fill="${hazeColour}" opacity="0.22" filter="url(#blur-xl)"/>`,
  ];
}

/** Left fade so a page title laid over the banner stays legible; then a soft floor. */
export function darkFinish(width: number, height: number): string[] {
  return [`<rect width="${width}" height="${height}" fill="url(#fade-left)"/>`, `<rect width="${width}" height="${height}" fill="url(#fade-bottom)"/>`];
}

/** A lit fibre: wide blurred halo, the fibre, then its white-hot core. */
export function fibre(d: string, { colour = c['cyan-400'], width = 3, halo = 0.55, core = true, opacity = 1 }: { colour?: string; width?: number; halo?: number; core?: boolean; opacity?: number } = {}): string {
  const parts = [
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width * 4}" stroke-linecap="round" opacity="${halo * opacity}" filter="url(#blur-l)"/>`,
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`,
  ];
  if (core) parts.push(`<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${Math.max(0.8, width / 3)}" stroke-linecap="round" opacity="${0.75 * opacity}"/>`);
  return parts.join('');
}

/** A dim, unlit route: structure behind the light. */
export function route(d: string, { colour = c['on-dark-muted'], width = 1.5, opacity = 0.22, dash }: { colour?: string; width?: number; opacity?: number; dash?: string } = {}): string {
  const da = dash === undefined ? '' : ` stroke-dasharray="${dash}"`;
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"${da}/>`;
}

/** A point of light with a halo. */
export function spark(x: number, y: number, r: number, colour: string = c['amber-500'], { halo = 4 }: { halo?: number } = {}): string {
  return (
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * halo)}" fill="${colour}" opacity="0.35" filter="url(#blur-l)"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${colour}"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.45)}" fill="#ffffff" opacity="0.85"/>`
  );
}

/** A network node: a ring with a lit centre. */
export function node(x: number, y: number, r: number, { ring = c['cyan-400'], fill = c['navy-900'], centre = c['cyan-400'] }: { ring?: string; fill?: string; centre?: string } = {}): string {
  return (
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 2.2)}" fill="${ring}" opacity="0.18" filter="url(#blur-l)"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${fill}" stroke="${ring}" stroke-width="${r1(Math.max(1.5, r / 4))}"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.38)}" fill="${centre}"/>`
  );
}

export interface TextOptions {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
  family?: string;
}

export function text(x: number, y: number, content: string | number, { size = 24, weight = 700, fill = c['navy-900'], anchor = 'start', spacing = 0, opacity = 1, family = FONT }: TextOptions = {}): string {
  const ls = spacing === 0 ? '' : ` letter-spacing="${spacing}"`;
  return `<text x="${r1(x)}" y="${r1(y)}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${ls} opacity="${opacity}">${escapeXml(content)}</text>`;
}

export function escapeXml(s: string | number): string {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Smooth curve through points (Catmull-Rom as cubic Béziers). */
export function smoothPath(points: readonly Point[], tension = 0.5): string {
  if (points.length < 2) return '';
  const at = (i: number): Point => points[Math.max(0, Math.min(points.length - 1, i))]!;
  let d = `M${r1(at(0)[0])} ${r1(at(0)[1])}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const t = tension / 3;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t];
    d += ` C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return d;
}

/** The Lumora mark (lib/brand/mark.ts geometry) placed at x,y and scaled to `size`. */
export function markGroup(mark: Mark, x: number, y: number, size: number, { fullBleed = false }: { fullBleed?: boolean } = {}): string {
  const s = size / 64;
  const tile = fullBleed
    ? `<rect width="64" height="64" fill="${mark.tile.fill}"/>`
    : `<rect x="${mark.tile.x}" y="${mark.tile.y}" width="${mark.tile.width}" height="${mark.tile.height}" rx="${mark.tile.rx}" fill="${mark.tile.fill}"/>`;
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})">${tile}` +
    `<path d="${mark.loop.d}" fill="none" stroke="${mark.loop.stroke}" stroke-width="${mark.loop.strokeWidth}" stroke-linecap="round"/>` +
    `<path d="${mark.core.d}" fill="none" stroke="${mark.core.stroke}" stroke-width="${mark.core.strokeWidth}" stroke-linecap="round"/>` +
    `<circle cx="${mark.light.cx}" cy="${mark.light.cy}" r="${mark.light.r}" fill="${mark.light.fill}"/></g>`
  );
}
