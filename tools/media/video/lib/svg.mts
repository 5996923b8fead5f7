/**
 * Small SVG vocabulary shared by every scene. Scenes are pure functions of
 * time that return SVG markup, so a frame can be re-rendered on its own while
 * tuning a clip, and a loop is seamless when its motion is periodic in the
 * clip's duration.
 */

import { COLORS as palette } from '@/lib/brand/palette';
import { pick, type Stop } from '../../../../scripts/lib/art-kit.mjs';

export { pick };

/** The site palette (lib/brand/palette.json) plus the few material colours a factory needs. */
export const C = {
  navy950: palette['navy-950'],
  navy900: palette['navy-900'],
  navy800: palette['navy-800'],
  navy700: palette['navy-700'],
  blue600: palette['blue-600'],
  blue500: palette['blue-500'],
  cyan400: palette['cyan-400'],
  cyan600: palette['cyan-600'],
  cyan100: palette['cyan-100'],
  amber500: palette['amber-500'],
  amber700: palette['amber-700'],
  white: palette['surface'],
  muted: palette['on-dark-muted'],
  steel: '#8796a8',
  steelDark: '#3a4758',
  metal: '#5d6b7d',
  board: '#0c3a4c',
  boardEdge: '#12506a',
  trace: '#176077',
  copper: '#b98a3e',
  paste: '#aab4bf',
  chip: '#1d242e',
  chipTop: '#2c3642',
  jacket: '#161c25',
  pass: palette['cyan-400'],
  fail: palette['amber-500'],
};

/** TIA-598 fibre colour order; black is lifted so it reads on navy. */
export const FIBRE_COLOURS = [
  '#2f6fe0', '#f28c28', '#2ea35a', '#8b5a2b', '#8593a3', '#e9edf2',
  '#d8413f', '#3b424c', '#f2d23a', '#8a55d6', '#f08aa8', '#3fd0d0',
] as const;

export const FONT = 'DejaVu Sans';
export const MONO = 'DejaVu Sans Mono';

export const clamp = (v: number, lo = 0, hi = 1): number => Math.min(hi, Math.max(lo, v));
export const lerp = (a: number, b: number, p: number): number => a + (b - a) * p;
/** 0 before `start`, 1 after `end`, linear between. */
export const span = (t: number, start: number, end: number): number => clamp((t - start) / (end - start));
export const easeInOut = (p: number): number => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);
export const easeOut = (p: number): number => 1 - (1 - p) ** 3;
export const easeIn = (p: number): number => p ** 3;
/** Positive modulo, so negative phases wrap too. */
export const mod = (a: number, n: number): number => ((a % n) + n) % n;
/** Rounds coordinates so frames stay short and identical frames compare equal. */
export const n = (v: number): number => Math.round(v * 100) / 100;
/** A 0→1→0 bump over [start, end]; used for flashes and highlights. */
export const pulse = (t: number, start: number, end: number): number => {
  const p = span(t, start, end);
  return Math.sin(Math.PI * p);
};
/** Deterministic pseudo-random numbers so every render of a clip is identical. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export const esc = (s: string | number): string =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An attribute's value: a number is rounded, a string escaped; undefined, null and false leave it out. */
type AttributeValue = string | number | false | null | undefined;

function attrs(o: Readonly<Record<string, AttributeValue>>): string {
  return Object.entries(o)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null && entry[1] !== false)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : esc(v)}"`)
    .join(' ');
}

/** A point, or a width and height. */
export type Pair = readonly [number, number];
export type LineCap = 'round' | 'butt' | 'square';
export type Anchor = 'start' | 'middle' | 'end';

/** What every shape may be given: the keys are the short names the scenes use for SVG attributes. */
interface Paint {
  fill?: string;
  stroke?: string;
  /** stroke-width */
  sw?: number;
  opacity?: number;
  /** stroke-dasharray */
  dash?: string;
  transform?: string;
}

export interface RectStyle extends Paint {
  rx?: number;
  fillOpacity?: number;
}

export interface CircleStyle extends Paint {
  /** stroke-dashoffset */
  offset?: number;
  cap?: LineCap;
}

export interface LineStyle {
  stroke?: string;
  sw?: number;
  opacity?: number;
  cap?: LineCap;
  dash?: string;
  offset?: number;
}

export interface PathStyle extends Paint {
  cap?: LineCap;
  join?: 'round' | 'miter' | 'bevel';
  offset?: number;
  fillOpacity?: number;
}

export interface TextStyle {
  fill?: string;
  family?: string;
  size?: number;
  weight?: 'normal' | 'bold';
  anchor?: Anchor;
  opacity?: number;
  /** letter-spacing */
  spacing?: number;
  /** dominant-baseline */
  baseline?: string;
  transform?: string;
}

export interface GroupOptions {
  transform?: string;
  opacity?: number;
  /** clip-path */
  clip?: string;
}

export interface SvgDocOptions {
  /** The picture's size in pixels. */
  width: number;
  height: number;
  /** The view box the scene draws in; the picture is cut to fill the size. */
  vw: number;
  vh: number;
  body: string;
}

export function svgDoc({ width, height, vw, vh, body }: SvgDocOptions): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

export function rect(x: number, y: number, w: number, h: number, o: RectStyle = {}): string {
  return `<rect ${attrs({
    x, y, width: Math.max(0, w), height: Math.max(0, h), rx: o.rx, fill: o.fill ?? 'none',
    stroke: o.stroke, 'stroke-width': o.sw, opacity: o.opacity, 'fill-opacity': o.fillOpacity,
    transform: o.transform, 'stroke-dasharray': o.dash,
  })}/>`;
}

export function circle(cx: number, cy: number, r: number, o: CircleStyle = {}): string {
  return `<circle ${attrs({
    cx, cy, r: Math.max(0, r), fill: o.fill ?? 'none', stroke: o.stroke, 'stroke-width': o.sw,
    opacity: o.opacity, 'stroke-dasharray': o.dash, 'stroke-dashoffset': o.offset, transform: o.transform,
    'stroke-linecap': o.cap,
  })}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, o: LineStyle = {}): string {
  return `<line ${attrs({
    x1, y1, x2, y2, stroke: o.stroke ?? C.white, 'stroke-width': o.sw ?? 1, opacity: o.opacity,
    'stroke-linecap': o.cap ?? 'round', 'stroke-dasharray': o.dash, 'stroke-dashoffset': o.offset,
  })}/>`;
}

export function path(d: string, o: PathStyle = {}): string {
  return `<path ${attrs({
    d, fill: o.fill ?? 'none', stroke: o.stroke, 'stroke-width': o.sw, opacity: o.opacity,
    'stroke-linecap': o.cap, 'stroke-linejoin': o.join ?? 'round', 'stroke-dasharray': o.dash,
    'stroke-dashoffset': o.offset, transform: o.transform, 'fill-opacity': o.fillOpacity,
  })}/>`;
}

export function poly(points: readonly Pair[], o: PathStyle = {}): string {
  return path(`M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')}Z`, o);
}

export function text(x: number, y: number, str: string, o: TextStyle = {}): string {
  return `<text ${attrs({
    x, y, fill: o.fill ?? C.white, 'font-family': o.family ?? FONT, 'font-size': o.size ?? 24,
    'font-weight': o.weight ?? 'normal', 'text-anchor': o.anchor ?? 'start', opacity: o.opacity,
    'letter-spacing': o.spacing, 'dominant-baseline': o.baseline, transform: o.transform,
  })}>${esc(str)}</text>`;
}

/** Multi-line text; `lines` already wrapped by the caller. */
export function textBlock(x: number, y: number, lines: readonly string[], o: TextStyle & { leading?: number } = {}): string {
  const lh = (o.size ?? 24) * (o.leading ?? 1.35);
  return lines.map((l, i) => text(x, y + i * lh, l, o)).join('');
}

/** Greedy word wrap by an average glyph width; DejaVu Sans averages ~0.55 em. */
export function wrap(str: string, maxChars: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of str.split(' ')) {
    if (cur && (cur + ' ' + word).length > maxChars) {
      out.push(cur);
      cur = word;
    } else {
      cur = cur ? `${cur} ${word}` : word;
    }
  }
  if (cur) out.push(cur);
  return out;
}

export const group = (body: string, o: GroupOptions = {}): string =>
  `<g ${attrs({ transform: o.transform, opacity: o.opacity, 'clip-path': o.clip })}>${body}</g>`;

export const translate = (x: number, y: number, body: string, o: GroupOptions & { extra?: string } = {}): string =>
  group(body, { ...o, transform: `translate(${n(x)} ${n(y)})${o.extra ? ` ${o.extra}` : ''}` });

export function linearGradient(id: string, stops: readonly Stop[], o: { x1?: number; y1?: number; x2?: number; y2?: number } = {}): string {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = o;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([off, color, op = 1]) => `<stop offset="${off}" stop-color="${color}" stop-opacity="${op}"/>`)
    .join('')}</linearGradient>`;
}

export function radialGradient(id: string, stops: readonly Stop[], o: { cx?: number; cy?: number; r?: number } = {}): string {
  const { cx = 0.5, cy = 0.5, r = 0.5 } = o;
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([off, color, op = 1]) => `<stop offset="${off}" stop-color="${color}" stop-opacity="${op}"/>`)
    .join('')}</radialGradient>`;
}

export interface GlowOptions {
  color: string;
  width?: number;
  /** How many widening translucent strokes lie under the line. */
  spread?: number;
  /** The opacity of the nearest of them. */
  strength?: number;
  dash?: string;
  offset?: number;
  cap?: LineCap;
  /** The line's own colour, when not `color`. */
  core?: string;
}

/**
 * Glow without a blur filter: librsvg's blur is slow at video frame rates,
 * and a few widening translucent strokes read the same at these sizes.
 */
export function glow(d: string, { color, width = 3, spread = 4, strength = 0.22, dash, offset, cap = 'round', core }: GlowOptions): string {
  let out = '';
  for (let i = spread; i >= 1; i -= 1) {
    out += path(d, { stroke: color, sw: width + i * width * 1.6, opacity: strength / i, dash, offset, cap });
  }
  out += path(d, { stroke: core ?? color, sw: width, dash, offset, cap });
  return out;
}

/** A soft round light; a radial gradient is cheap for librsvg, unlike blur. */
export function bloom(cx: number, cy: number, r: number, color: string, strength = 0.5): string {
  const id = `bl${Math.round(cx)}x${Math.round(cy)}x${Math.round(r)}${color.slice(1)}`;
  return (
    `<defs>${radialGradient(id, [[0, color, strength], [0.45, color, strength * 0.45], [1, color, 0]])}</defs>` +
    circle(cx, cy, r, { fill: `url(#${id})` })
  );
}

export interface BackdropOptions {
  /** Grid pitch; 0 draws no grid. */
  grid?: number;
  /** Prefix of the gradient ids, unique per backdrop in a frame. */
  id?: string;
  tint?: string;
  /** A coloured glow: x, y, radius and colour (blue-600 when left out). */
  glowAt?: readonly [x: number, y: number, r: number, colour?: string];
}

/**
 * Navy studio backdrop: gradient, a faint engineering grid and a vignette.
 * `id` keeps gradient ids unique when two backdrops share a frame.
 */
export function backdrop(vw: number, vh: number, { grid = 40, id = 'bd', tint = C.navy900, glowAt }: BackdropOptions = {}): string {
  let out = `<defs>${linearGradient(`${id}g`, [[0, C.navy950], [1, tint]], { x1: 0, y1: 0, x2: 1, y2: 1 })}${radialGradient(
    `${id}v`,
    [[0.55, C.navy950, 0], [1, C.navy950, 0.75]],
    { r: 0.75 },
  )}</defs>`;
  out += rect(0, 0, vw, vh, { fill: `url(#${id}g)` });
  if (glowAt) out += bloom(glowAt[0], glowAt[1], glowAt[2], glowAt[3] ?? C.blue600, 0.22);
  if (grid) {
    let d = '';
    for (let x = grid; x < vw; x += grid) d += `M${x} 0V${vh}`;
    for (let y = grid; y < vh; y += grid) d += `M0 ${y}H${vw}`;
    out += path(d, { stroke: C.navy700, sw: 1, opacity: 0.16 });
  }
  out += rect(0, 0, vw, vh, { fill: `url(#${id}v)` });
  return out;
}

/** Thin corner brackets that frame a region like a machine-vision overlay. */
export function brackets(x: number, y: number, w: number, h: number, { color = C.cyan400, len = 14, sw = 2, opacity = 1 }: { color?: string; len?: number; sw?: number; opacity?: number } = {}): string {
  const d = `M${x} ${y + len}V${y}H${x + len}M${x + w - len} ${y}H${x + w}V${y + len}M${x + w} ${y + h - len}V${y + h}H${
    x + w - len
  }M${x + len} ${y + h}H${x}V${y + h - len}`;
  return path(d, { stroke: color, sw, opacity, cap: 'square' });
}

/** A check mark inside a circle, drawn progressively by `p` (0..1). */
export function checkBadge(cx: number, cy: number, r: number, p = 1, color: string = C.cyan400): string {
  const len = r * 2.2;
  return (
    circle(cx, cy, r, { fill: color, opacity: 0.18 * p }) +
    circle(cx, cy, r, { stroke: color, sw: r * 0.14, opacity: p }) +
    path(`M${cx - r * 0.45} ${cy + r * 0.02}L${cx - r * 0.12} ${cy + r * 0.35}L${cx + r * 0.5} ${cy - r * 0.35}`, {
      stroke: color, sw: r * 0.18, cap: 'round', dash: `${n(len)} ${n(len)}`, offset: n(len * (1 - p)),
    })
  );
}

/** Rounded panel used for HUD read-outs. */
export function panel(x: number, y: number, w: number, h: number, { fill = C.navy950, opacity = 0.82, stroke = C.navy700, rx = 10 }: { fill?: string; opacity?: number; stroke?: string; rx?: number } = {}): string {
  return rect(x, y, w, h, { fill, opacity, rx }) + rect(x, y, w, h, { stroke, sw: 1.5, rx });
}

export interface SpoolOptions {
  /** How far the spokes have turned, in radians. */
  angle?: number;
  /** The wound fibre's colour. */
  fill?: string;
  /** How full the spool is, 0..1. */
  wound?: number;
  /** The hub's radius as a fraction of the flange's. */
  hub?: number;
  /** The flange and spokes' colour. */
  colour?: string;
}

/** Spool seen from the side: flanges, wound fibre and spokes turning by `angle`. */
export function spool(cx: number, cy: number, r: number, { angle = 0, fill = C.fail, wound = 0.7, hub = 0.35, colour = C.steel }: SpoolOptions = {}): string {
  let out = circle(cx, cy, r, { fill: C.steelDark, stroke: colour, sw: r * 0.05 });
  const woundR = lerp(r * hub, r * 0.92, wound);
  out += circle(cx, cy, woundR, { fill });
  for (let k = 1; k < 6; k += 1) out += circle(cx, cy, lerp(r * hub, woundR, k / 6), { stroke: C.navy950, sw: 1, opacity: 0.25 });
  out += circle(cx, cy, r * hub, { fill: C.navy900, stroke: colour, sw: r * 0.04 });
  for (let k = 0; k < 3; k += 1) {
    const a = angle + (k * 2 * Math.PI) / 3;
    out += line(cx, cy, cx + Math.cos(a) * r * hub * 0.9, cy + Math.sin(a) * r * hub * 0.9, { stroke: colour, sw: r * 0.06 });
  }
  out += circle(cx, cy, r * 0.07, { fill: colour });
  return out;
}

/** Lower-third caption used by the tours: index, name and a rule. */
export function caption(x: number, y: number, index: string, name: string, { size = 34, accent = C.amber500, opacity = 1 }: { size?: number; accent?: string; opacity?: number } = {}): string {
  return group(
    rect(x - 24, y - size * 1.55, size * 0.62 * name.length + 190, size * 2.3, { fill: C.navy950, opacity: 0.78, rx: 8 }) +
      rect(x - 24, y - size * 1.55, 6, size * 2.3, { fill: accent }) +
      text(x, y - size * 0.62, index, { size: size * 0.42, fill: accent, weight: 'bold', spacing: 3 }) +
      text(x, y + size * 0.45, name, { size, weight: 'bold' }),
    { opacity },
  );
}
