/**
 * One printed circuit board, drawn top-down or isometric. Every SMT scene
 * uses this same board so the line tour reads as one product moving through
 * the factory.
 */
import { C, circle, group, line, n, path, poly, rect, seeded, text, type Pair } from '../lib/svg.mjs';

export const BOARD_W = 800;
export const BOARD_H = 480;

export type PartKind = 'qfp' | 'soic' | 'chip' | 'cap';

/** A surface-mount part in board units: its centre, and its body's width and height. */
export interface PartShape {
  kind: PartKind;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A part of the board's layout; `id` is its index in PARTS. */
export interface Part extends PartShape {
  id: number;
}

/** A rectangle: x, y, width and height. */
export type Box = readonly [x: number, y: number, w: number, h: number];

function chipCluster(x0: number, y0: number, cols: number, rows: number, dx: number, dy: number, vertical = false): PartShape[] {
  const out: PartShape[] = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      out.push({ kind: 'chip', x: x0 + c * dx, y: y0 + r * dy, w: vertical ? 14 : 30, h: vertical ? 30 : 14 });
    }
  }
  return out;
}

/** Parts in board units; `order` is the placement order the mounter follows. */
export const PARTS: readonly Part[] = ([
  { kind: 'qfp', x: 170, y: 170, w: 140, h: 140 },
  { kind: 'qfp', x: 590, y: 320, w: 110, h: 110 },
  { kind: 'soic', x: 410, y: 110, w: 120, h: 56 },
  { kind: 'soic', x: 410, y: 400, w: 120, h: 56 },
  { kind: 'soic', x: 700, y: 110, w: 84, h: 48 },
  ...chipCluster(300, 210, 3, 3, 48, 40),
  ...chipCluster(60, 330, 4, 2, 44, 44, true),
  ...chipCluster(250, 330, 2, 3, 50, 36),
  ...chipCluster(480, 190, 3, 2, 44, 40, true),
  ...chipCluster(700, 200, 2, 3, 46, 36),
  ...chipCluster(700, 420, 2, 1, 50, 36),
  ...chipCluster(120, 430, 3, 1, 44, 36),
  { kind: 'cap', x: 70, y: 60, w: 40, h: 40 },
  { kind: 'cap', x: 560, y: 70, w: 40, h: 40 },
] satisfies PartShape[]).map((p, i) => ({ ...p, id: i }));

/** Solder pads of one part, as rectangles [x, y, w, h] in board units. */
export function padsOf(p: PartShape): Box[] {
  const pads: Box[] = [];
  if (p.kind === 'chip') {
    if (p.w > p.h) {
      pads.push([p.x - p.w / 2 - 3, p.y - p.h / 2 - 1, 11, p.h + 2], [p.x + p.w / 2 - 8, p.y - p.h / 2 - 1, 11, p.h + 2]);
    } else {
      pads.push([p.x - p.w / 2 - 1, p.y - p.h / 2 - 3, p.w + 2, 11], [p.x - p.w / 2 - 1, p.y + p.h / 2 - 8, p.w + 2, 11]);
    }
  } else if (p.kind === 'qfp') {
    const count = 10;
    const pitch = (p.w * 0.78) / count;
    for (let k = 0; k < count; k += 1) {
      const o = -p.w * 0.39 + pitch * (k + 0.5) - pitch * 0.3;
      pads.push([p.x + o, p.y - p.h / 2 - 16, pitch * 0.6, 14]);
      pads.push([p.x + o, p.y + p.h / 2 + 2, pitch * 0.6, 14]);
      pads.push([p.x - p.w / 2 - 16, p.y + o, 14, pitch * 0.6]);
      pads.push([p.x + p.w / 2 + 2, p.y + o, 14, pitch * 0.6]);
    }
  } else if (p.kind === 'soic') {
    const count = 6;
    const pitch = (p.w * 0.86) / count;
    for (let k = 0; k < count; k += 1) {
      const o = -p.w * 0.43 + pitch * (k + 0.5) - pitch * 0.25;
      pads.push([p.x + o, p.y - p.h / 2 - 14, pitch * 0.5, 14]);
      pads.push([p.x + o, p.y + p.h / 2, pitch * 0.5, 14]);
    }
  } else if (p.kind === 'cap') {
    pads.push([p.x - p.w / 2, p.y - 8, 14, 16], [p.x + p.w / 2 - 14, p.y - 8, 14, 16]);
  }
  return pads;
}

/** Bare board: laminate, copper traces, silkscreen, fiducials. */
export function bareBoard({ pads = 'copper', seed = 11 }: { pads?: 'copper' | 'paste' | false; seed?: number } = {}): string {
  const rnd = seeded(seed);
  let out = rect(0, 0, BOARD_W, BOARD_H, { fill: C.board, rx: 10 });
  out += rect(0, 0, BOARD_W, BOARD_H, { stroke: C.boardEdge, sw: 3, rx: 10 });
  let d = '';
  for (let i = 0; i < 26; i += 1) {
    let x = Math.round(rnd() * 38) * 20 + 10;
    let y = Math.round(rnd() * 22) * 20 + 10;
    d += `M${x} ${y}`;
    for (let s = 0; s < 3; s += 1) {
      if (rnd() > 0.5) x = Math.min(BOARD_W - 10, Math.max(10, x + (rnd() > 0.5 ? 1 : -1) * (40 + Math.round(rnd() * 6) * 20)));
      else y = Math.min(BOARD_H - 10, Math.max(10, y + (rnd() > 0.5 ? 1 : -1) * (40 + Math.round(rnd() * 4) * 20)));
      d += `L${x} ${y}`;
    }
  }
  out += path(d, { stroke: C.trace, sw: 4, opacity: 0.85, cap: 'round' });
  for (let i = 0; i < 30; i += 1) out += circle(10 + rnd() * (BOARD_W - 20), 10 + rnd() * (BOARD_H - 20), 4, { fill: C.navy950, stroke: C.copper, sw: 2, opacity: 0.8 });
  for (const [x, y] of [[18, 18], [BOARD_W - 18, BOARD_H - 18], [BOARD_W - 18, 18]] as const) {
    out += circle(x, y, 7, { fill: C.copper });
    out += circle(x, y, 12, { stroke: C.copper, sw: 1, opacity: 0.5 });
  }
  for (const p of PARTS) {
    out += rect(p.x - p.w / 2 - 6, p.y - p.h / 2 - 6, p.w + 12, p.h + 12, { stroke: C.white, sw: 1, opacity: 0.22 });
    if (pads) for (const [x, y, w, h] of padsOf(p)) out += rect(x, y, w, h, { fill: pads === 'paste' ? C.paste : C.copper, rx: 1.5 });
  }
  out += text(BOARD_W - 160, BOARD_H - 16, 'LUMORA ONU-R3', { size: 12, fill: C.white, opacity: 0.35, family: 'DejaVu Sans Mono' });
  return out;
}

/** One placed component, top-down, at its own coordinates. */
export function partTop(p: PartShape, { opacity = 1, lift = 0 }: { opacity?: number; lift?: number } = {}): string {
  const s = 1 + lift * 0.25;
  let body = '';
  if (p.kind === 'chip') {
    const horizontal = p.w > p.h;
    body += rect(-p.w / 2, -p.h / 2, p.w, p.h, { fill: C.chip, rx: 1 });
    if (horizontal) {
      body += rect(-p.w / 2, -p.h / 2, 7, p.h, { fill: '#c8cfd8' }) + rect(p.w / 2 - 7, -p.h / 2, 7, p.h, { fill: '#c8cfd8' });
    } else {
      body += rect(-p.w / 2, -p.h / 2, p.w, 7, { fill: '#c8cfd8' }) + rect(-p.w / 2, p.h / 2 - 7, p.w, 7, { fill: '#c8cfd8' });
    }
  } else if (p.kind === 'qfp' || p.kind === 'soic') {
    for (const [x, y, w, h] of padsOf(p)) {
      body += rect(x - p.x + w * 0.2, y - p.y + 2, w * 0.6, h - 4, { fill: '#c8cfd8', opacity: 0.9 });
    }
    body += rect(-p.w / 2, -p.h / 2, p.w, p.h, { fill: C.chip, rx: 4 });
    body += rect(-p.w / 2 + 5, -p.h / 2 + 5, p.w - 10, p.h - 10, { fill: C.chipTop, rx: 3 });
    body += circle(-p.w / 2 + 14, -p.h / 2 + 14, 4, { fill: C.navy950 });
  } else if (p.kind === 'cap') {
    body += circle(0, 0, p.w / 2, { fill: '#c8cfd8' });
    body += path(`M${-p.w / 2 + 4} ${-p.h / 4}A${p.w / 2 - 2} ${p.w / 2 - 2} 0 0 1 ${p.w / 2 - 4} ${-p.h / 4}Z`, { fill: C.navy800 });
    body += circle(0, 0, p.w / 2, { stroke: '#8793a1', sw: 2 });
  }
  const shadow = lift > 0 ? rect(-p.w / 2 + lift * 10, -p.h / 2 + lift * 12, p.w, p.h, { fill: '#000', opacity: 0.35, rx: 3 }) : '';
  return group(shadow + group(body, { transform: `scale(${n(s)})` }), { transform: `translate(${n(p.x)} ${n(p.y)})`, opacity });
}

/** Isometric projection of board coordinates (x right, y down the board, z up). */
/** Where the board's origin lands on screen, and the scale. */
export interface IsoView {
  ox?: number;
  oy?: number;
  k?: number;
}

export function iso(x: number, y: number, z = 0, { ox = 0, oy = 0, k = 1 }: IsoView = {}): Pair {
  const c = Math.cos(Math.PI / 6);
  return [ox + (x - y) * c * k, oy + ((x + y) * 0.5 - z) * k];
}

/** A box in isometric view: the three visible faces. */
export function isoBox(x: number, y: number, w: number, d: number, h: number, o: IsoView, colours: { top: string; left: string; right: string }): string {
  const P = (a: number, b: number, z: number): Pair => iso(a, b, z, o);
  const top = [P(x, y, h), P(x + w, y, h), P(x + w, y + d, h), P(x, y + d, h)];
  const left = [P(x, y + d, 0), P(x + w, y + d, 0), P(x + w, y + d, h), P(x, y + d, h)];
  const right = [P(x + w, y, 0), P(x + w, y + d, 0), P(x + w, y + d, h), P(x + w, y, h)];
  return poly(left, { fill: colours.left }) + poly(right, { fill: colours.right }) + poly(top, { fill: colours.top });
}

export function isoOutline(x: number, y: number, w: number, d: number, h: number, o: IsoView, stroke: string, sw = 2, opacity = 1): string {
  const P = (a: number, b: number, z: number): Pair => iso(a, b, z, o);
  const pts = [P(x, y, h), P(x + w, y, h), P(x + w, y + d, h), P(x, y + d, h)] as const;
  const base = [P(x + w, y, 0), P(x + w, y + d, 0), P(x, y + d, 0)] as const;
  let out = poly(pts, { stroke, sw, opacity });
  out += line(pts[1][0], pts[1][1], base[0][0], base[0][1], { stroke, sw, opacity });
  out += line(pts[2][0], pts[2][1], base[1][0], base[1][1], { stroke, sw, opacity });
  out += line(pts[3][0], pts[3][1], base[2][0], base[2][1], { stroke, sw, opacity });
  out += path(`M${n(base[0][0])} ${n(base[0][1])}L${n(base[1][0])} ${n(base[1][1])}L${n(base[2][0])} ${n(base[2][1])}`, { stroke, sw, opacity });
  return out;
}

/** Board seen edge-on (side view) with a few part silhouettes: used on conveyors. */
export function boardSide(x: number, y: number, w: number, { populated = true, tht = false, glowColour }: { populated?: boolean; tht?: boolean; glowColour?: string } = {}): string {
  let out = rect(x, y, w, 8, { fill: C.boardEdge });
  out += rect(x, y, w, 3, { fill: C.board });
  if (populated) {
    const bumps = [[0.08, 0.16, 14], [0.3, 0.12, 8], [0.5, 0.2, 18], [0.76, 0.1, 8], [0.88, 0.08, 12]] as const;
    for (const [px, pw, ph] of bumps) out += rect(x + px * w, y - ph, pw * w, ph, { fill: C.chip, rx: 2 });
  }
  if (tht) {
    for (const px of [0.1, 0.3, 0.55, 0.8]) {
      out += rect(x + px * w, y - 30, 0.1 * w, 30, { fill: '#2a4a66', rx: 6 });
      out += line(x + px * w + 0.03 * w, y + 8, x + px * w + 0.03 * w, y + 16, { stroke: '#c8cfd8', sw: 2 });
      out += line(x + px * w + 0.07 * w, y + 8, x + px * w + 0.07 * w, y + 16, { stroke: '#c8cfd8', sw: 2 });
    }
  }
  if (glowColour) out += rect(x, y + 8, w, 3, { fill: glowColour, opacity: 0.6 });
  return out;
}
