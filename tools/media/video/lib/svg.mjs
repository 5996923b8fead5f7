/**
 * Small SVG vocabulary shared by every scene. Scenes are pure functions of
 * time that return SVG markup, so a frame can be re-rendered on its own while
 * tuning a clip, and a loop is seamless when its motion is periodic in the
 * clip's duration.
 */

import { readFileSync } from 'node:fs';

const { colors: palette } = JSON.parse(readFileSync(new URL('../../../../lib/brand/palette.json', import.meta.url), 'utf8'));

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
  white: palette.surface,
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
];

export const FONT = 'DejaVu Sans';
export const MONO = 'DejaVu Sans Mono';

export const clamp = (v, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
export const lerp = (a, b, p) => a + (b - a) * p;
/** 0 before `start`, 1 after `end`, linear between. */
export const span = (t, start, end) => clamp((t - start) / (end - start));
export const easeInOut = (p) => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);
export const easeOut = (p) => 1 - (1 - p) ** 3;
export const easeIn = (p) => p ** 3;
/** Positive modulo, so negative phases wrap too. */
export const mod = (a, n) => ((a % n) + n) % n;
/** Rounds coordinates so frames stay short and identical frames compare equal. */
export const n = (v) => Math.round(v * 100) / 100;
/** A 0→1→0 bump over [start, end]; used for flashes and highlights. */
export const pulse = (t, start, end) => {
  const p = span(t, start, end);
  return Math.sin(Math.PI * p);
};
/** Deterministic pseudo-random numbers so every render of a clip is identical. */
export function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attrs(o) {
  return Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : esc(v)}"`)
    .join(' ');
}

export function svgDoc({ width, height, vw, vh, body }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

export function rect(x, y, w, h, o = {}) {
  return `<rect ${attrs({
    x, y, width: Math.max(0, w), height: Math.max(0, h), rx: o.rx, fill: o.fill ?? 'none',
    stroke: o.stroke, 'stroke-width': o.sw, opacity: o.opacity, 'fill-opacity': o.fillOpacity,
    transform: o.transform, 'stroke-dasharray': o.dash,
  })}/>`;
}

export function circle(cx, cy, r, o = {}) {
  return `<circle ${attrs({
    cx, cy, r: Math.max(0, r), fill: o.fill ?? 'none', stroke: o.stroke, 'stroke-width': o.sw,
    opacity: o.opacity, 'stroke-dasharray': o.dash, 'stroke-dashoffset': o.offset, transform: o.transform,
    'stroke-linecap': o.cap,
  })}/>`;
}

export function line(x1, y1, x2, y2, o = {}) {
  return `<line ${attrs({
    x1, y1, x2, y2, stroke: o.stroke ?? C.white, 'stroke-width': o.sw ?? 1, opacity: o.opacity,
    'stroke-linecap': o.cap ?? 'round', 'stroke-dasharray': o.dash, 'stroke-dashoffset': o.offset,
  })}/>`;
}

export function path(d, o = {}) {
  return `<path ${attrs({
    d, fill: o.fill ?? 'none', stroke: o.stroke, 'stroke-width': o.sw, opacity: o.opacity,
    'stroke-linecap': o.cap, 'stroke-linejoin': o.join ?? 'round', 'stroke-dasharray': o.dash,
    'stroke-dashoffset': o.offset, transform: o.transform, 'fill-opacity': o.fillOpacity,
  })}/>`;
}

export function poly(points, o = {}) {
  return path(`M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')}Z`, o);
}

export function text(x, y, str, o = {}) {
  return `<text ${attrs({
    x, y, fill: o.fill ?? C.white, 'font-family': o.family ?? FONT, 'font-size': o.size ?? 24,
    'font-weight': o.weight ?? 'normal', 'text-anchor': o.anchor ?? 'start', opacity: o.opacity,
    'letter-spacing': o.spacing, 'dominant-baseline': o.baseline, transform: o.transform,
  })}>${esc(str)}</text>`;
}

/** Multi-line text; `lines` already wrapped by the caller. */
export function textBlock(x, y, lines, o = {}) {
  const lh = (o.size ?? 24) * (o.leading ?? 1.35);
  return lines.map((l, i) => text(x, y + i * lh, l, o)).join('');
}

/** Greedy word wrap by an average glyph width; DejaVu Sans averages ~0.55 em. */
export function wrap(str, maxChars) {
  const out = [];
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

export const group = (body, o = {}) =>
  `<g ${attrs({ transform: o.transform, opacity: o.opacity, 'clip-path': o.clip })}>${body}</g>`;

export const translate = (x, y, body, o = {}) =>
  group(body, { ...o, transform: `translate(${n(x)} ${n(y)})${o.extra ? ` ${o.extra}` : ''}` });

export function linearGradient(id, stops, o = {}) {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = o;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([off, color, op = 1]) => `<stop offset="${off}" stop-color="${color}" stop-opacity="${op}"/>`)
    .join('')}</linearGradient>`;
}

export function radialGradient(id, stops, o = {}) {
  const { cx = 0.5, cy = 0.5, r = 0.5 } = o;
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([off, color, op = 1]) => `<stop offset="${off}" stop-color="${color}" stop-opacity="${op}"/>`)
    .join('')}</radialGradient>`;
}

/**
 * Glow without a blur filter: librsvg's blur is slow at video frame rates,
 * and a few widening translucent strokes read the same at these sizes.
 */
export function glow(d, { color, width = 3, spread = 4, strength = 0.22, dash, offset, cap = 'round', core } = {}) {
  let out = '';
  for (let i = spread; i >= 1; i -= 1) {
    out += path(d, { stroke: color, sw: width + i * width * 1.6, opacity: strength / i, dash, offset, cap });
  }
  out += path(d, { stroke: core ?? color, sw: width, dash, offset, cap });
  return out;
}

/** A soft round light; a radial gradient is cheap for librsvg, unlike blur. */
export function bloom(cx, cy, r, color, strength = 0.5) {
  const id = `bl${Math.round(cx)}x${Math.round(cy)}x${Math.round(r)}${color.slice(1)}`;
  return (
    `<defs>${radialGradient(id, [[0, color, strength], [0.45, color, strength * 0.45], [1, color, 0]])}</defs>` +
    circle(cx, cy, r, { fill: `url(#${id})` })
  );
}

/**
 * Navy studio backdrop: gradient, a faint engineering grid and a vignette.
 * `id` keeps gradient ids unique when two backdrops share a frame.
 */
export function backdrop(vw, vh, { grid = 40, id = 'bd', tint = C.navy900, glowAt } = {}) {
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
export function brackets(x, y, w, h, { color = C.cyan400, len = 14, sw = 2, opacity = 1 } = {}) {
  const d = `M${x} ${y + len}V${y}H${x + len}M${x + w - len} ${y}H${x + w}V${y + len}M${x + w} ${y + h - len}V${y + h}H${
    x + w - len
  }M${x + len} ${y + h}H${x}V${y + h - len}`;
  return path(d, { stroke: color, sw, opacity, cap: 'square' });
}

/** A check mark inside a circle, drawn progressively by `p` (0..1). */
export function checkBadge(cx, cy, r, p = 1, color = C.cyan400) {
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
export function panel(x, y, w, h, { fill = C.navy950, opacity = 0.82, stroke = C.navy700, rx = 10 } = {}) {
  return rect(x, y, w, h, { fill, opacity, rx }) + rect(x, y, w, h, { stroke, sw: 1.5, rx });
}

/** Spool seen from the side: flanges, wound fibre and spokes turning by `angle`. */
export function spool(cx, cy, r, { angle = 0, fill = C.fail, wound = 0.7, hub = 0.35, colour = C.steel } = {}) {
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
export function caption(x, y, index, name, { size = 34, accent = C.amber500, opacity = 1 } = {}) {
  return group(
    rect(x - 24, y - size * 1.55, size * 0.62 * name.length + 190, size * 2.3, { fill: C.navy950, opacity: 0.78, rx: 8 }) +
      rect(x - 24, y - size * 1.55, 6, size * 2.3, { fill: accent }) +
      text(x, y - size * 0.62, index, { size: size * 0.42, fill: accent, weight: 'bold', spacing: 3 }) +
      text(x, y + size * 0.45, name, { size, weight: 'bold' }),
    { opacity },
  );
}
