/**
 * Electronics factory scenes in a 1280×720 view. Each takes (t, clip) and is
 * periodic in clip.duration unless it is a stage of a longer sequence, where
 * `clip.duration` is the stage length and the state simply runs forward.
 */
import {
  C, backdrop, bloom, brackets, checkBadge, circle, clamp, easeInOut, easeOut, group, lerp, line, linearGradient,
  mod, n, panel, path, pick, poly, pulse, rect, seeded, span, text, type Pair,
} from '../lib/svg.mjs';
import type { SceneOptions } from '../lib/scene.mjs';
import {
  BOARD_H, BOARD_W, PARTS, bareBoard, boardSide, iso, isoBox, isoOutline, padsOf, partTop, type Box, type PartKind,
} from './pcb.mjs';

const VW = 1280;
const VH = 720;
const MONO = 'DejaVu Sans Mono';

const at = (x: number, y: number, s: number, body: string, opacity?: number): string => group(body, { transform: `translate(${n(x)} ${n(y)}) scale(${n(s)})`, opacity });
const local = (t: number, clip: SceneOptions): number => mod(t + (clip.phase ?? 0), clip.duration);

function hudTitle(x: number, y: number, label: string, sub: string | null): string {
  return (
    panel(x, y, 300, sub ? 74 : 46) +
    circle(x + 22, y + 23, 6, { fill: C.cyan400 }) +
    text(x + 38, y + 31, label, { size: 19, weight: 'bold', spacing: 1.5 }) +
    (sub ? text(x + 20, y + 60, sub, { size: 15, fill: C.muted, family: MONO }) : '')
  );
}

/* ------------------------------------------------------------------ SPI -- */

const ALL_PADS = PARTS.flatMap((p) => padsOf(p).map((r) => ({ r, part: p })));
const FLAGGED_PAD = 57;

export function spiScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  const bx = 120;
  const by = 70;
  const s = 1.3;
  const scanX = lerp(-80, BOARD_W + 80, span(u, 0.05 * D, 0.8 * D));
  const fade = 1 - span(u, 0.86 * D, 0.98 * D);
  let inner = bareBoard({ pads: 'paste' });
  let measured = 0;
  for (const [i, { r }] of ALL_PADS.entries()) {
    const [x, y, w, h] = r;
    if (x + w / 2 < scanX && fade > 0) {
      measured += 1;
      const flagged = i === FLAGGED_PAD;
      inner += rect(x - 1.5, y - 1.5, w + 3, h + 3, { stroke: flagged ? C.amber500 : C.cyan400, sw: 1.6, opacity: fade, rx: 2 });
      inner += rect(x, y, w, h, { fill: flagged ? C.amber500 : C.cyan400, opacity: 0.45 * fade, rx: 1.5 });
    }
  }
  const flag = pick(ALL_PADS, FLAGGED_PAD).r;
  const flagOn = flag[0] + flag[2] / 2 < scanX && fade > 0;
  if (flagOn) {
    inner += brackets(flag[0] - 14, flag[1] - 14, flag[2] + 28, flag[3] + 28, { color: C.amber500, len: 8, opacity: fade });
  }
  // Scan line: a laser sheet with a soft falloff either side.
  inner += `<defs>${linearGradient('spiBand', [[0, C.cyan400, 0], [0.5, C.cyan400, 0.35], [1, C.cyan400, 0]], { x1: 0, y1: 0, x2: 1, y2: 0 })}</defs>`;
  inner += rect(scanX - 50, -30, 100, BOARD_H + 60, { fill: 'url(#spiBand)' });
  inner += line(scanX, -30, scanX, BOARD_H + 30, { stroke: C.cyan100, sw: 2.5 });
  let out = backdrop(VW, VH, { id: 'spi' });
  out += at(bx, by, s, inner);
  // Camera carriage riding the gantry above the board.
  const cx = bx + scanX * s;
  out += rect(0, 22, VW, 30, { fill: C.steelDark }) + rect(0, 22, VW, 4, { fill: C.steel, opacity: 0.6 });
  out += rect(cx - 46, 8, 92, 58, { fill: C.metal, rx: 6 }) + rect(cx - 30, 50, 60, 18, { fill: C.navy950, rx: 4 });
  out += circle(cx, 59, 6, { fill: C.cyan400 });
  out += hudTitle(VW - 340, VH - 118, 'SPI  ·  3D PASTE', `pads ${String(measured).padStart(3, '0')} / ${ALL_PADS.length}`);
  if (flagOn) {
    const fx = bx + (flag[0] + flag[2] / 2) * s;
    const fy = by + flag[1] * s;
    out += group(
      rect(fx + 26, fy - 62, 170, 38, { fill: C.navy950, opacity: 0.9, rx: 6 }) +
        rect(fx + 26, fy - 62, 170, 38, { stroke: C.amber500, sw: 1.5, rx: 6 }) +
        text(fx + 40, fy - 37, 'LOW VOLUME', { size: 16, fill: C.amber500, weight: 'bold', family: MONO }) +
        line(fx + 8, fy - 6, fx + 26, fy - 34, { stroke: C.amber500, sw: 1.5 }),
      { opacity: fade },
    );
  }
  return out;
}

/* ------------------------------------------------------- Pick and place -- */

const CHIP_IDS = PARTS.filter((p) => p.kind === 'chip').map((p) => p.id);

/** A mounter cycle: board in, `targets` placed one by one, board out. */
export function pickPlaceScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  const targets = clip.targets ?? [1, 12, 20, 26].map((i) => pick(CHIP_IDS, i));
  const bx = 200;
  const by = 40;
  const s = 1.1;
  const feederY = 640;
  const lanes = 8;
  const laneX = (i: number): number => 250 + i * 112;
  const swapStart = D - 1.3;
  const cycle = swapStart / targets.length;
  const k = Math.min(targets.length - 1, Math.floor(u / cycle));
  const c = (u - k * cycle) / cycle;
  const inSwap = u >= swapStart;
  const placedCount = inSwap ? targets.length : k + (c >= 0.45 ? 1 : 0);

  const boardShift = inSwap ? easeInOut(span(u, swapStart, D)) : 0;
  const drawBoard = (dx: number, count: number): string => {
    let inner = bareBoard({ pads: 'paste' });
    for (const p of PARTS) {
      const idx = targets.indexOf(p.id);
      if (idx === -1 || idx < count) inner += partTop(p);
    }
    return at(bx + dx, by, s, inner);
  };

  let out = backdrop(VW, VH, { id: 'pnp' });
  // Conveyor rails the board rides on.
  out += rect(0, by - 8, VW, 6, { fill: C.steel, opacity: 0.5 }) + rect(0, by + BOARD_H * s + 2, VW, 6, { fill: C.steel, opacity: 0.5 });
  out += drawBoard(boardShift * 1400, placedCount);
  if (inSwap) out += drawBoard(-1400 + boardShift * 1400, 0);

  // Feeder bank.
  for (let i = 0; i < lanes; i += 1) {
    const x = laneX(i);
    out += rect(x - 42, feederY - 10, 84, 120, { fill: C.steelDark, rx: 6 });
    out += rect(x - 22, feederY - 10, 44, 120, { fill: '#20160c', opacity: 0.9 });
    const advance = mod(u * 60 + i * 7, 24);
    for (let j = 0; j < 6; j += 1) {
      const py = feederY + 4 + j * 24 - advance;
      if (py < feederY - 8) continue;
      out += rect(x - 8, py, 16, 12, { fill: i % 3 === 0 ? C.chipTop : C.chip, rx: 1 });
    }
    out += rect(x - 42, feederY - 14, 84, 6, { fill: C.amber500, opacity: 0.75 });
  }

  // Head path: feeder → target → next feeder; dips at both ends.
  const target = pick(PARTS, pick(targets, k));
  const fromLane = laneX(k % lanes);
  const tx = bx + target.x * s;
  const ty = by + target.y * s;
  let hx: number;
  let hy: number;
  let dip = 0;
  let carrying = false;
  if (inSwap) {
    hx = laneX(targets.length % lanes);
    hy = feederY - 4;
    dip = pulse(u, swapStart + 0.4, swapStart + 0.9);
    carrying = u > swapStart + 0.65;
  } else if (c < 0.38) {
    const p = easeInOut(c / 0.38);
    hx = lerp(fromLane, tx, p);
    hy = lerp(feederY - 4, ty, p);
    carrying = true;
  } else if (c < 0.52) {
    hx = tx;
    hy = ty;
    dip = pulse(c, 0.38, 0.52);
    carrying = c < 0.45;
  } else if (c < 0.86) {
    const p = easeInOut((c - 0.52) / 0.34);
    hx = lerp(tx, laneX((k + 1) % lanes), p);
    hy = lerp(ty, feederY - 4, p);
  } else {
    hx = laneX((k + 1) % lanes);
    hy = feederY - 4;
    dip = pulse(c, 0.86, 1);
    carrying = c > 0.93;
  }
  if (carrying) {
    const next = inSwap ? pick(PARTS, pick(targets, 0)) : c >= 0.86 ? pick(PARTS, pick(targets, Math.min(targets.length - 1, k + 1))) : target;
    out += at(hx, hy, s, partTop({ ...next, x: 0, y: 0 }, { lift: 1 - dip }));
  }
  // Gantry beam spanning the machine, head riding on it.
  out += rect(0, hy - 140, VW, 40, { fill: C.steelDark }) + rect(0, hy - 140, VW, 5, { fill: C.steel, opacity: 0.6 });
  out += rect(hx - 70, hy - 150, 140, 120, { fill: C.metal, rx: 10, opacity: 0.96 });
  out += rect(hx - 58, hy - 138, 116, 24, { fill: C.navy950, rx: 5 });
  out += text(hx - 50, hy - 120, 'HEAD 1', { size: 14, fill: C.cyan400, family: MONO });
  out += rect(hx - 8, hy - 32, 16, 26 - dip * 8, { fill: C.steel });
  out += circle(hx, hy, 16 - dip * 4, { stroke: C.cyan400, sw: 3 });
  out += circle(hx, hy, 4, { fill: C.cyan400 });
  if (clip.hud !== false) out += hudTitle(32, VH - 104, 'CHIP MOUNTER', null);
  if (clip.counter) out += hudTitle(VW - 340, 40, 'PLACED', `${String(placedCount).padStart(2, '0')} / ${targets.length} parts`);
  return out;
}

/* --------------------------------------------------------------- 3D AOI -- */

const ISO_HEIGHT: Readonly<Record<PartKind, number>> = { qfp: 16, soic: 14, chip: 7, cap: 34 };
const AOI_FLAG = 7;

export function aoiScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  const o = { ox: 500, oy: 110, k: 0.93 };
  const P = (x: number, y: number, z = 0): Pair => iso(x, y, z, o);
  const band = lerp(-140, BOARD_W + 40, span(u, 0.05 * D, 0.8 * D));
  const fade = 1 - span(u, 0.86 * D, 0.98 * D);
  let out = backdrop(VW, VH, { id: 'aoi' });
  const corners = [P(0, 0), P(BOARD_W, 0), P(BOARD_W, BOARD_H), P(0, BOARD_H)];
  const under = [P(0, BOARD_H, -10), P(BOARD_W, BOARD_H, -10), P(BOARD_W, BOARD_H), P(0, BOARD_H)];
  const side = [P(BOARD_W, 0, -10), P(BOARD_W, BOARD_H, -10), P(BOARD_W, BOARD_H), P(BOARD_W, 0)];
  out += poly(under, { fill: '#082a38' }) + poly(side, { fill: '#0a3142' }) + poly(corners, { fill: C.board });
  // Copper pads as flat diamonds.
  for (const { r } of ALL_PADS) {
    const [x, y, w, h] = r;
    out += poly([P(x, y), P(x + w, y), P(x + w, y + h), P(x, y + h)], { fill: C.copper, opacity: 0.8 });
  }
  const ordered = [...PARTS].sort((a, b) => a.x + a.y - (b.x + b.y));
  for (const p of ordered) {
    const x = p.x - p.w / 2;
    const y = p.y - p.h / 2;
    const h = ISO_HEIGHT[p.kind];
    const colours = p.kind === 'chip'
      ? { top: '#2b333e', left: '#151b22', right: '#1d242d' }
      : p.kind === 'cap'
        ? { top: '#8d99a8', left: '#4e5b6b', right: '#6b7889' }
        : { top: C.chipTop, left: '#12171e', right: '#1a2029' };
    out += isoBox(x, y, p.w, p.h, h, o, colours);
    if (p.kind === 'chip') {
      const ends: readonly Box[] = p.w > p.h ? [[x, y, 6, p.h], [x + p.w - 6, y, 6, p.h]] : [[x, y, p.w, 6], [x, y + p.h - 6, p.w, 6]];
      for (const [ex, ey, ew, eh] of ends) out += poly([P(ex, ey, h), P(ex + ew, ey, h), P(ex + ew, ey + eh, h), P(ex, ey + eh, h)], { fill: '#c8cfd8' });
    }
    if (p.x < band && fade > 0) {
      const flagged = p.id === AOI_FLAG;
      out += isoOutline(x - 3, y - 3, p.w + 6, p.h + 6, h + 3, o, flagged ? C.amber500 : C.cyan400, 1.6, fade * 0.95);
    }
  }
  // Fringe projection: stripes laid on the board inside the moving band.
  let stripes = '';
  for (let x = Math.max(0, band); x < Math.min(BOARD_W, band + 120); x += 12) {
    const [x1, y1] = P(x, 0, 2);
    const [x2, y2] = P(x, BOARD_H, 2);
    stripes += line(x1, y1, x2, y2, { stroke: C.cyan400, sw: 3, opacity: 0.38, cap: 'butt' });
  }
  out += stripes;
  // Projector head and its light cone.
  const hc = P(clamp(band + 60, 0, BOARD_W), BOARD_H / 2, 300);
  const b1 = P(clamp(band, 0, BOARD_W), 0);
  const b2 = P(clamp(band + 120, 0, BOARD_W), BOARD_H);
  out += poly([hc, b1, P(clamp(band + 120, 0, BOARD_W), 0), b2, P(clamp(band, 0, BOARD_W), BOARD_H)], { fill: C.cyan400, opacity: 0.06 });
  out += rect(hc[0] - 60, hc[1] - 46, 120, 46, { fill: C.metal, rx: 8 }) + circle(hc[0], hc[1] - 4, 12, { fill: C.navy950, stroke: C.cyan400, sw: 3 });
  const done = PARTS.filter((p) => p.x < band).length;
  out += hudTitle(VW - 340, VH - 118, '3D AOI', `parts ${String(fade > 0 ? done : 0).padStart(2, '0')} / ${PARTS.length}  ok`);
  const flagPart = pick(PARTS, AOI_FLAG);
  if (flagPart.x < band && fade > 0) {
    const [fx, fy] = P(flagPart.x, flagPart.y, 40);
    out += group(
      line(fx, fy, fx + 60, fy - 70, { stroke: C.amber500, sw: 1.5 }) +
        rect(fx + 60, fy - 100, 150, 36, { fill: C.navy950, opacity: 0.9, rx: 6 }) +
        rect(fx + 60, fy - 100, 150, 36, { stroke: C.amber500, sw: 1.5, rx: 6 }) +
        text(fx + 74, fy - 76, 'COPLANARITY', { size: 15, fill: C.amber500, weight: 'bold', family: MONO }),
      { opacity: fade },
    );
  }
  return out;
}

/* ------------------------------------------------------ Manual insertion -- */

interface ThtBase {
  x: number;
  y: number;
  label: string;
}

/** A through-hole part on the board: round ones by radius, the rest by width and height. */
type ThtPart =
  | (ThtBase & { kind: 'ecap'; r: number; colour: string })
  | (ThtBase & { kind: 'toroid'; r: number })
  | (ThtBase & { kind: 'relay' | 'terminal' | 'resistor'; w: number; h: number });

/** Half a part's width and height: a round part's radius. */
const halfW = (p: ThtPart): number => ('r' in p ? p.r : p.w / 2);
const halfH = (p: ThtPart): number => ('r' in p ? p.r : p.h / 2);

const THT: readonly ThtPart[] = [
  { kind: 'ecap', x: 150, y: 150, r: 46, colour: '#1f3f8a', label: 'C1' },
  { kind: 'ecap', x: 270, y: 150, r: 36, colour: '#1f3f8a', label: 'C2' },
  { kind: 'relay', x: 470, y: 160, w: 150, h: 96, label: 'K1' },
  { kind: 'toroid', x: 660, y: 170, r: 64, label: 'L1' },
  { kind: 'terminal', x: 640, y: 390, w: 170, h: 60, label: 'J1' },
  { kind: 'ecap', x: 420, y: 370, r: 40, colour: '#1f3f8a', label: 'C3' },
  { kind: 'resistor', x: 230, y: 380, w: 120, h: 26, label: 'R4' },
];

function thtFootprint(p: ThtPart): string {
  let out = '';
  const hole = (x: number, y: number): string => circle(x, y, 9, { fill: C.copper }) + circle(x, y, 4, { fill: C.navy950 });
  if (p.kind === 'ecap' || p.kind === 'toroid') {
    out += circle(p.x, p.y, p.r + 6, { stroke: C.white, sw: 1.5, opacity: 0.3 });
    out += hole(p.x - p.r * 0.4, p.y) + hole(p.x + p.r * 0.4, p.y);
  } else if (p.kind === 'relay' || p.kind === 'terminal') {
    out += rect(p.x - p.w / 2 - 6, p.y - p.h / 2 - 6, p.w + 12, p.h + 12, { stroke: C.white, sw: 1.5, opacity: 0.3 });
    const count = p.kind === 'terminal' ? 4 : 5;
    for (let i = 0; i < count; i += 1) out += hole(p.x - p.w / 2 + ((i + 0.5) * p.w) / count, p.y + (p.kind === 'relay' && i % 2 ? -p.h * 0.25 : p.h * 0.2));
  } else {
    out += rect(p.x - p.w / 2 - 6, p.y - p.h / 2 - 6, p.w + 12, p.h + 12, { stroke: C.white, sw: 1.5, opacity: 0.3 });
    out += hole(p.x - p.w / 2 - 14, p.y) + hole(p.x + p.w / 2 + 14, p.y);
  }
  out += text(p.x + halfW(p) + 10, p.y - halfH(p) - 4, p.label, { size: 16, fill: C.white, opacity: 0.5 });
  return out;
}

function thtPart(p: ThtPart, lift = 0): string {
  const s = 1 + lift * 0.35;
  let body = '';
  if (p.kind === 'ecap') {
    body += circle(0, 0, p.r, { fill: p.colour });
    body += path(`M${-p.r * 0.5} ${-p.r * 0.86}A${p.r} ${p.r} 0 0 0 ${-p.r * 0.5} ${p.r * 0.86}`, { stroke: '#c3d2e6', sw: p.r * 0.22, opacity: 0.85 });
    body += circle(0, 0, p.r * 0.72, { fill: '#b9c3cf' });
    body += path(`M${-p.r * 0.5} 0H${p.r * 0.5}M0 ${-p.r * 0.5}V${p.r * 0.5}`, { stroke: '#7f8a98', sw: 3 });
  } else if (p.kind === 'toroid') {
    body += circle(0, 0, p.r, { fill: '#6b3e1e' });
    for (let i = 0; i < 24; i += 1) {
      const a = (i / 24) * Math.PI * 2;
      body += line(Math.cos(a) * p.r * 0.45, Math.sin(a) * p.r * 0.45, Math.cos(a) * p.r, Math.sin(a) * p.r, { stroke: '#d08a3c', sw: 5 });
    }
    body += circle(0, 0, p.r * 0.42, { fill: C.board });
  } else if (p.kind === 'relay') {
    body += rect(-p.w / 2, -p.h / 2, p.w, p.h, { fill: '#1c3c72', rx: 6 });
    body += rect(-p.w / 2 + 8, -p.h / 2 + 8, p.w - 16, p.h - 16, { stroke: '#c3d2e6', sw: 1.5, opacity: 0.5, rx: 4 });
    body += text(-p.w / 2 + 18, 8, 'RELAY 12V', { size: 15, fill: '#c3d2e6', family: MONO });
  } else if (p.kind === 'terminal') {
    body += rect(-p.w / 2, -p.h / 2, p.w, p.h, { fill: '#1f7a4d', rx: 4 });
    for (let i = 0; i < 4; i += 1) body += circle(-p.w / 2 + ((i + 0.5) * p.w) / 4, 0, 13, { fill: '#c8cfd8', stroke: '#7f8a98', sw: 2 });
  } else {
    body += line(-p.w / 2 - 14, 0, p.w / 2 + 14, 0, { stroke: '#c8cfd8', sw: 3 });
    body += rect(-p.w / 2 + 14, -p.h / 2, p.w - 28, p.h, { fill: '#c9a36a', rx: 12 });
    for (const [i, col] of ['#8b5a2b', '#1a1a1a', '#d8413f', '#d4a514'].entries()) body += rect(-p.w / 2 + 30 + i * 16, -p.h / 2, 7, p.h, { fill: col });
  }
  const shadow = lift > 0 ? circle(lift * 16, lift * 20, halfW(p) * 0.9, { fill: '#000', opacity: 0.3 * lift }) : '';
  return group(shadow + group(body, { transform: `scale(${n(s)})` }), { transform: `translate(${n(p.x)} ${n(p.y)})` });
}

function miBoard(placed: number, active: number, activeProgress: number, highlight: number): string {
  let inner = rect(0, 0, BOARD_W, BOARD_H, { fill: C.board, rx: 10 }) + rect(0, 0, BOARD_W, BOARD_H, { stroke: C.boardEdge, sw: 3, rx: 10 });
  const rnd = seeded(5);
  let d = '';
  for (let i = 0; i < 14; i += 1) {
    const y = 40 + Math.round(rnd() * 20) * 20;
    d += `M20 ${y}H${120 + Math.round(rnd() * 30) * 20}V${y + 40}`;
  }
  inner += path(d, { stroke: C.trace, sw: 10, opacity: 0.7 });
  for (const [i, [x, y]] of ([[60, 280], [90, 280], [330, 270], [360, 270], [540, 290], [540, 320], [760, 260], [760, 290]] as const).entries()) {
    inner += partTop({ kind: 'chip', x, y, w: i % 2 ? 14 : 30, h: i % 2 ? 30 : 14 });
  }
  for (const p of THT) inner += thtFootprint(p);
  for (const [i, p] of THT.entries()) {
    if (i < placed) inner += thtPart(p);
  }
  if (highlight && active < THT.length) {
    const p = pick(THT, active);
    const r = ('r' in p ? p.r : Math.max(p.w, p.h) / 2) + 20;
    inner += circle(p.x, p.y, r + highlight * 8, { stroke: C.amber500, sw: 4, opacity: 0.5 + highlight * 0.5 });
    inner += circle(p.x, p.y, r + 22 + highlight * 14, { stroke: C.amber500, sw: 2, opacity: 0.25 });
  }
  if (activeProgress > 0 && active < THT.length) inner += thtPart(pick(THT, active), 1 - easeOut(activeProgress));
  return inner;
}

export function manualInsertionScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  const count = clip.inserts ?? 4;
  const swapStart = D - 1.1;
  const cycle = swapStart / count;
  const k = Math.min(count - 1, Math.floor(u / cycle));
  const c = (u - k * cycle) / cycle;
  const inSwap = u >= swapStart;
  const first = clip.firstInsert ?? 2;
  const bx = 330;
  const by = 120;
  const s = 1.05;
  let out = backdrop(VW, VH, { id: 'mi' });
  out += rect(0, by - 14, VW, 8, { fill: C.steel, opacity: 0.45 }) + rect(0, by + BOARD_H * s + 6, VW, 8, { fill: C.steel, opacity: 0.45 });
  if (inSwap) {
    const p = easeInOut(span(u, swapStart, D));
    out += at(bx + p * 1300, by, s, miBoard(first + count, 99, 0, 0));
    out += at(bx - 1300 + p * 1300, by, s, miBoard(first, first, 0, 0));
  } else {
    const active = first + k;
    const highlight = c < 0.45 ? 0.5 + 0.5 * Math.sin(c * 28) : 0;
    const drop = span(c, 0.4, 0.8);
    out += at(bx, by, s, miBoard(active + (c >= 0.8 ? 1 : 0), active, c >= 0.8 ? 0 : drop, c < 0.45 ? highlight : 0));
  }
  // Work-instruction card: what the light guide is asking for.
  const active = inSwap ? first + count - 1 : first + k;
  const part = pick(THT, active);
  out += panel(34, 120, 250, 300);
  out += text(56, 160, 'STATION 2', { size: 15, fill: C.muted, spacing: 2 });
  out += text(56, 200, `Insert ${part.label}`, { size: 30, weight: 'bold' });
  out += text(56, 232, part.kind === 'ecap' ? 'electrolytic cap' : part.kind, { size: 17, fill: C.muted });
  for (let i = 0; i < count; i += 1) {
    const done = inSwap || i < k || (i === k && c >= 0.8);
    const y = 276 + i * 34;
    out += circle(70, y, 10, { fill: done ? C.cyan400 : 'none', stroke: i === k && !inSwap ? C.amber500 : C.cyan400, sw: 2 });
    out += text(92, y + 6, `${THT[first + i]?.label ?? ''}`, { size: 17, fill: done ? C.white : C.muted, family: MONO });
    if (done) out += path(`M64 ${y}L69 ${y + 5}L77 ${y - 5}`, { stroke: C.navy950, sw: 2.5 });
  }
  return out;
}

/* --------------------------------------------------------- Wave solder -- */

function thtBoardSide(x: number, y: number, w: number): string {
  // Edge-on board with through-hole parts on top and leads poking through.
  let out = '';
  const parts = [
    [0.06, 0.16, 46, '#1f3f8a', 10],
    [0.27, 0.12, 34, '#1f3f8a', 8],
    [0.45, 0.22, 40, '#1c3c72', 4],
    [0.72, 0.2, 24, '#1f7a4d', 3],
  ] as const;
  for (const [px, pw, ph, col, rx] of parts) {
    out += rect(x + px * w, y - ph, pw * w, ph, { fill: col, rx });
    out += rect(x + px * w + 4, y - ph + 4, 6, ph - 8, { fill: C.white, opacity: 0.12, rx: 3 });
    for (const lx of [0.25, 0.75]) out += line(x + (px + pw * lx) * w, y + 10, x + (px + pw * lx) * w, y + 20, { stroke: '#c8cfd8', sw: 3 });
  }
  out += rect(x, y, w, 10, { fill: C.board });
  out += rect(x, y + 7, w, 3, { fill: C.boardEdge });
  return out;
}

export function waveScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  let out = backdrop(VW, VH, { id: 'wave', grid: 40 });
  const railY = 330;
  const crestX = 820;
  const potTop = railY + 70;
  // Preheaters under the first part of the conveyor.
  for (let i = 0; i < 3; i += 1) {
    const x = 30 + i * 170;
    const flick = 0.8 + 0.2 * Math.sin(2 * Math.PI * ((u / D) * 4 + i * 0.3));
    out += bloom(x + 75, railY + 90, 130, C.amber700, 0.4 * flick);
    out += rect(x, railY + 90, 150, 34, { fill: C.steelDark, rx: 4 });
    for (let j = 0; j < 6; j += 1) out += rect(x + 10 + j * 23, railY + 95, 15, 24, { fill: '#d0521f', opacity: 0.65 * flick, rx: 3 });
  }
  // Solder pot and a laminar wave that just wets the underside of the board.
  out += `<defs>${linearGradient('solder', [[0, '#ffd089'], [0.2, C.amber500], [1, C.amber700]])}</defs>`;
  out += bloom(crestX, railY + 30, 200, C.amber500, 0.45);
  let d = `M600 ${potTop}`;
  for (let x = 600; x <= 1120; x += 6) {
    const hump = Math.exp(-(((x - crestX) / 75) ** 2)) * (potTop - railY - 16);
    const ripple = 3 * Math.sin(x / 30 - (u / D) * 2 * Math.PI * 5);
    d += `L${x} ${n(potTop - hump + ripple * (1 - hump / 60))}`;
  }
  d += `L1120 ${VH}L600 ${VH}Z`;
  out += path(d, { fill: 'url(#solder)' });
  out += rect(580, potTop + 30, 560, VH - potTop, { fill: C.steelDark });
  out += rect(580, potTop + 30, 560, 6, { fill: C.steel });
  out += rect(560, potTop - 20, 20, VH, { fill: C.metal }) + rect(1140, potTop - 20, 20, VH, { fill: C.metal });
  // Boards on the conveyor: speed chosen so the loop closes exactly.
  const spacing = 480;
  const speed = spacing / D;
  out += line(0, railY + 4, VW, railY + 4, { stroke: C.steel, sw: 5, opacity: 0.8 });
  // Four slots on a 1920-unit belt: a board wraps round only once it is off screen.
  for (let i = 0; i < 4; i += 1) {
    const x = mod(u * speed + i * spacing, spacing * 4) - 420;
    out += thtBoardSide(x, railY, 340);
    // Joints already through the wave turn bright.
    if (x + 340 > crestX) {
      const wetStart = Math.max(x, crestX);
      out += rect(wetStart, railY + 10, x + 340 - wetStart, 4, { fill: '#e9edf2', opacity: 0.8 });
    }
    if (x < crestX && x + 340 > crestX) out += bloom(crestX, railY + 14, 90, '#ffe0a8', 0.55);
  }
  const rnd = seeded(9);
  for (let i = 0; i < 16; i += 1) {
    const life = mod(u * 1.6 + rnd(), 1);
    const x = crestX - 60 + rnd() * 120;
    out += circle(x + life * 24, railY + 40 - life * 40, 2.2, { fill: '#ffe0a8', opacity: 0.9 * (1 - life) });
  }
  for (const [x, label] of [[260, 'PREHEAT'], [860, 'SOLDER WAVE'], [1210, 'COOL']] as const) {
    out += text(x, 200, label, { size: 20, fill: C.muted, anchor: 'middle', spacing: 4 });
  }
  out += path('M40 220H480M640 220H1080M1150 220H1260', { stroke: C.navy700, sw: 2 });
  return out;
}

/* ----------------------------------------------------------------- Utility -- */

function gauge(cx: number, cy: number, r: number, value: number, label: string, colour: string): string {
  const a0 = Math.PI * 0.75;
  const a1 = Math.PI * 2.25;
  const arc = (a: number, b: number, rr: number): string => `M${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}A${rr} ${rr} 0 ${b - a > Math.PI ? 1 : 0} 1 ${n(cx + Math.cos(b) * rr)} ${n(cy + Math.sin(b) * rr)}`;
  const a = lerp(a0, a1, value);
  let out = circle(cx, cy, r, { fill: C.navy950, stroke: C.navy700, sw: 3 });
  out += path(arc(a0, a1, r - 12), { stroke: C.navy700, sw: 8 });
  out += path(arc(a0, a, r - 12), { stroke: colour, sw: 8 });
  for (let i = 0; i <= 8; i += 1) {
    const ta = lerp(a0, a1, i / 8);
    out += line(cx + Math.cos(ta) * (r - 24), cy + Math.sin(ta) * (r - 24), cx + Math.cos(ta) * (r - 32), cy + Math.sin(ta) * (r - 32), { stroke: C.muted, sw: 2 });
  }
  out += line(cx, cy, cx + Math.cos(a) * (r - 30), cy + Math.sin(a) * (r - 30), { stroke: C.white, sw: 3 });
  out += circle(cx, cy, 6, { fill: C.white });
  out += text(cx, cy + r + 30, label, { size: 16, fill: C.muted, anchor: 'middle', spacing: 2 });
  return out;
}

export function utilityScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  const w = (2 * Math.PI * u) / D;
  let out = backdrop(VW, VH, { id: 'util' });
  // Pipework with flow: dashes travel a whole pattern length per loop.
  const flow = (d: string, colour: string, speed = 2): string =>
    path(d, { stroke: C.navy700, sw: 14, cap: 'round' }) +
    path(d, { stroke: colour, sw: 4, dash: '14 22', offset: n(-((u / D) * 36 * speed * 4)), cap: 'round', opacity: 0.9 });
  out += flow('M250 250H480V250', C.cyan400);
  out += flow('M600 250H760V380H1000', C.cyan400);
  out += flow('M250 520H1000', C.amber500, 3);
  out += flow('M600 250V140H1000', '#7fd3e0', 1);
  // Compressor with a turning fan.
  out += rect(110, 170, 150, 160, { fill: C.steelDark, rx: 12 }) + rect(110, 170, 150, 160, { stroke: C.metal, sw: 2, rx: 12 });
  out += circle(185, 250, 52, { fill: C.navy950, stroke: C.metal, sw: 3 });
  for (let i = 0; i < 5; i += 1) {
    const a = w * 4 + (i * 2 * Math.PI) / 5;
    out += path(`M185 250L${n(185 + Math.cos(a) * 46)} ${n(250 + Math.sin(a) * 46)}A46 46 0 0 1 ${n(185 + Math.cos(a + 0.7) * 46)} ${n(250 + Math.sin(a + 0.7) * 46)}Z`, { fill: C.metal, opacity: 0.9 });
  }
  out += circle(185, 250, 10, { fill: C.steel });
  out += text(185, 360, 'AIR COMPRESSOR', { size: 15, fill: C.muted, anchor: 'middle', spacing: 2 });
  // Receiver tank.
  out += rect(480, 160, 120, 180, { fill: C.steelDark, rx: 60 }) + rect(480, 160, 120, 180, { stroke: C.metal, sw: 2, rx: 60 });
  out += text(540, 370, 'RECEIVER', { size: 15, fill: C.muted, anchor: 'middle', spacing: 2 });
  // Nitrogen generator: two columns that alternate, as pressure-swing beds do.
  out += rect(1000, 90, 170, 110, { fill: C.steelDark, rx: 10 });
  for (let i = 0; i < 2; i += 1) {
    const on = (Math.sin(w * 2) > 0) === (i === 0);
    out += rect(1024 + i * 66, 104, 52, 82, { fill: on ? C.cyan600 : C.navy800, rx: 20 });
  }
  out += text(1085, 230, 'NITROGEN', { size: 15, fill: C.muted, anchor: 'middle', spacing: 2 });
  out += rect(1000, 320, 170, 110, { fill: C.steelDark, rx: 10 });
  out += text(1085, 460, 'DRYER', { size: 15, fill: C.muted, anchor: 'middle', spacing: 2 });
  for (let i = 0; i < 3; i += 1) out += rect(1020, 340 + i * 28, 130, 16, { fill: C.navy800, rx: 8 });
  // Power: UPS cabinet with load bars.
  out += rect(110, 460, 150, 140, { fill: C.steelDark, rx: 12 });
  for (let i = 0; i < 5; i += 1) {
    const level = 0.55 + 0.3 * Math.sin(w * 2 + i);
    out += rect(130 + i * 24, 580 - level * 100, 16, level * 100, { fill: C.amber500, opacity: 0.85, rx: 3 });
  }
  out += text(185, 630, 'POWER / UPS', { size: 15, fill: C.muted, anchor: 'middle', spacing: 2 });
  out += rect(1000, 470, 170, 100, { fill: C.steelDark, rx: 10 });
  out += text(1085, 600, 'LINE FEED', { size: 15, fill: C.muted, anchor: 'middle', spacing: 2 });
  out += gauge(700, 560, 70, 0.62 + 0.05 * Math.sin(w * 3), 'PRESSURE', C.cyan400);
  out += gauge(880, 560, 70, 0.45 + 0.08 * Math.sin(w * 2 + 1), 'LOAD', C.amber500);
  for (let i = 0; i < 4; i += 1) {
    const lit = Math.sin(w * 4 + i * 1.3) > -0.6;
    out += circle(1030 + i * 36, 500, 8, { fill: lit ? C.cyan400 : C.navy800 });
  }
  return out;
}

/* ------------------------------------------------------- Paste printer -- */

export function printerScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = clip.sequence ? t : local(t, clip);
  const bx = 240;
  const by = 110;
  const s = 1.0;
  const sweepEnd = D * 0.72;
  const sweep = easeInOut(span(u, D * 0.08, sweepEnd));
  const lift = span(u, sweepEnd + 0.1, D * 0.9);
  const squeegeeY = lerp(-40, BOARD_H + 30, sweep);
  let out = backdrop(VW, VH, { id: 'prn' });
  let inner = bareBoard({ pads: 'copper' });
  // Paste on pads the squeegee has passed, visible once the stencil lifts.
  for (const { r } of ALL_PADS) {
    const [x, y, w, h] = r;
    if (y + h / 2 < squeegeeY) inner += rect(x, y, w, h, { fill: C.paste, rx: 1.5 });
  }
  out += at(bx, by, s, inner);
  // Stencil: a steel sheet with apertures; it fades away as it lifts.
  const stencilOpacity = 1 - lift;
  if (stencilOpacity > 0) {
    let holes = '';
    for (const { r } of ALL_PADS) {
      const [x, y, w, h] = r;
      holes += `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
    }
    out += `<defs>${linearGradient('steel', [[0, '#8a98aa'], [0.5, '#6d7b8e'], [1, '#8290a2']], { x1: 0, y1: 0, x2: 1, y2: 1 })}</defs>`;
    out += group(
      path(`M-60 -60H${BOARD_W + 60}V${BOARD_H + 60}H-60Z${holes}`, { fill: 'url(#steel)' }) +
        rect(-60, -60, BOARD_W + 120, BOARD_H + 120, { stroke: '#aab6c4', sw: 3 }) +
        path(holes, { fill: C.paste, opacity: 0 }),
      { transform: `translate(${bx} ${by - lift * 30})`, opacity: stencilOpacity },
    );
    // Paste already printed shows through apertures behind the blade.
    let printed = '';
    for (const { r } of ALL_PADS) {
      const [x, y, w, h] = r;
      if (y + h / 2 < squeegeeY) printed += rect(x, y, w, h, { fill: '#9aa3ad' });
    }
    out += group(printed, { transform: `translate(${bx} ${by - lift * 30})`, opacity: stencilOpacity });
  }
  if (lift < 1) {
    const y = by + squeegeeY * s;
    const o = 1 - lift;
    // Rolling bead of paste in front of the blade, then the blade itself.
    let bead = rect(bx + 20, y + 6, BOARD_W - 40, 22, { fill: '#9aa3ad', rx: 11, opacity: o });
    for (let i = 0; i < 30; i += 1) {
      const x = bx + 30 + mod(i * 26 + u * 120, BOARD_W - 60);
      bead += line(x, y + 10, x + 8, y + 24, { stroke: '#c1c8d0', sw: 2, opacity: 0.7 * o });
    }
    out += bead;
    out += rect(bx - 80, y - 36, BOARD_W + 160, 40, { fill: C.metal, rx: 6, opacity: o });
    out += rect(bx - 30, y - 4, BOARD_W + 60, 12, { fill: C.amber500, opacity: o });
    out += rect(bx - 80, y - 36, BOARD_W + 160, 6, { fill: C.steel, opacity: o });
  }
  if (clip.hud !== false) out += hudTitle(32, VH - 104, 'STENCIL PRINTER', null);
  return out;
}

/* ---------------------------------------------------------------- Reflow -- */

const ZONES = 10;
/** Zone set-points as a fraction of the oven's hottest zone; last two cool. */
const ZONE_HEAT = [0.35, 0.5, 0.6, 0.64, 0.68, 0.72, 0.86, 1, 0.2, 0.1];

function heatColour(h: number): string {
  if (h < 0.3) return C.cyan600;
  if (h < 0.55) return '#c9822b';
  if (h < 0.8) return '#d86a22';
  return '#e2481f';
}

export function reflowScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = clip.sequence ? t : local(t, clip);
  let out = backdrop(VW, VH, { id: 'rfl' });
  const x0 = 90;
  const x1 = 1190;
  const zw = (x1 - x0) / ZONES;
  const top = 350;
  const bottom = 530;
  const belt = 440;
  // Profile chart: temperature against position in the oven.
  const chartY = 170;
  const chartH = 120;
  out += panel(x0 - 20, chartY - 40, x1 - x0 + 40, chartH + 70);
  out += text(x0, chartY - 12, 'THERMAL PROFILE', { size: 15, fill: C.muted, spacing: 2 });
  for (const [lv, label] of [[0.25, '50'], [0.6, '150'], [0.95, '250']] as const) {
    const y = chartY + chartH - lv * chartH;
    out += line(x0, y, x1, y, { stroke: C.navy700, sw: 1, opacity: 0.8 });
    out += text(x1 + 4, y + 5, `${label}°`, { size: 13, fill: C.muted, family: MONO });
  }
  const profile = (x: number): number => {
    const p = clamp((x - x0) / (x1 - x0));
    const idx = Math.min(ZONES - 1, Math.floor(p * ZONES));
    const prev = idx === 0 ? 0.12 : pick(ZONE_HEAT, idx - 1);
    const f = p * ZONES - idx;
    return lerp(prev, pick(ZONE_HEAT, idx), easeInOut(clamp(f * 1.4)));
  };
  let d = '';
  for (let x = x0; x <= x1; x += 10) d += `${x === x0 ? 'M' : 'L'}${x} ${n(chartY + chartH - profile(x) * chartH * 0.92)}`;
  out += path(d, { stroke: C.navy700, sw: 3 });
  // Board travels through the oven; the trace is drawn behind it.
  const speed = (x1 - x0 + 300) / D;
  const boardX = clip.sequence ? lerp(x0 - 260, x1 + 40, u / D) : mod(u * speed, x1 - x0 + 300) + x0 - 260;
  const head = boardX + 130;
  let dd = '';
  for (let x = x0; x <= Math.min(x1, head); x += 10) dd += `${x === x0 ? 'M' : 'L'}${x} ${n(chartY + chartH - profile(x) * chartH * 0.92)}`;
  if (dd) out += path(dd, { stroke: C.amber500, sw: 3.5 });
  if (head > x0 && head < x1) {
    const y = chartY + chartH - profile(head) * chartH * 0.92;
    out += circle(head, y, 7, { fill: C.amber500 }) + circle(head, y, 14, { stroke: C.amber500, sw: 2, opacity: 0.5 });
  }
  // Oven body with 10 top and 10 bottom zones.
  out += rect(x0 - 30, top - 30, x1 - x0 + 60, bottom - top + 60, { fill: C.steelDark, rx: 14 });
  for (let i = 0; i < ZONES; i += 1) {
    const h = pick(ZONE_HEAT, i);
    const col = heatColour(h);
    const breathe = 0.85 + 0.15 * Math.sin(2 * Math.PI * (u / D) * 3 + i);
    const x = x0 + i * zw;
    out += rect(x + 4, top, zw - 8, 60, { fill: col, opacity: 0.5 * breathe, rx: 6 });
    out += rect(x + 4, bottom - 60, zw - 8, 60, { fill: col, opacity: 0.5 * breathe, rx: 6 });
    out += bloom(x + zw / 2, belt, zw * 0.9, col, 0.22 * breathe);
    // Fans turning in each zone.
    for (const fy of [top + 30, bottom - 30]) {
      const a = (2 * Math.PI * u * 1.5) + i;
      out += circle(x + zw / 2, fy, 22, { stroke: C.navy950, sw: 2, opacity: 0.6 });
      out += line(x + zw / 2 - Math.cos(a) * 20, fy - Math.sin(a) * 20, x + zw / 2 + Math.cos(a) * 20, fy + Math.sin(a) * 20, { stroke: C.navy950, sw: 4, opacity: 0.6 });
    }
    out += text(x + zw / 2, bottom + 50, `${i + 1}`, { size: 15, fill: C.muted, anchor: 'middle', family: MONO });
  }
  out += rect(x0 - 60, belt + 10, x1 - x0 + 120, 6, { fill: C.steel });
  out += boardSide(boardX, belt, 260, { populated: true, glowColour: C.amber500 });
  for (const [a, b, label] of [[0, 3, 'PREHEAT'], [3, 6, 'SOAK'], [6, 8, 'REFLOW'], [8, 10, 'COOL']] as const) {
    out += text(x0 + ((a + b) / 2) * zw, bottom + 82, label, { size: 16, fill: C.muted, anchor: 'middle', spacing: 3 });
  }
  return out;
}

/* ----------------------------------------------------------------- X-ray -- */

export function xrayScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = clip.sequence ? t : local(t, clip);
  let out = backdrop(VW, VH, { id: 'xr', grid: 0 });
  const cx = 640;
  const cy = 370;
  out += `<defs>${linearGradient('xr', [[0, '#1d2c40'], [1, '#0b1626']])}</defs>`;
  out += circle(cx, cy, 300, { fill: 'url(#xr)' }) + circle(cx, cy, 300, { stroke: C.navy700, sw: 3 });
  const pitch = 38;
  const count = 12;
  const x0 = cx - ((count - 1) * pitch) / 2;
  const y0 = cy - ((count - 1) * pitch) / 2;
  const scan = lerp(-1, count + 1, span(u, 0.1 * D, 0.85 * D));
  const rnd = seeded(21);
  for (let r = 0; r < count; r += 1) {
    for (let c = 0; c < count; c += 1) {
      const x = x0 + c * pitch;
      const y = y0 + r * pitch;
      if (Math.hypot(x - cx, y - cy) > 280) continue;
      const voidSize = rnd() > 0.86 ? 3 + rnd() * 4 : 0;
      out += circle(x, y, 14, { fill: '#8f9db0', opacity: 0.85 });
      out += circle(x - 3, y - 3, 7, { fill: '#b8c4d2', opacity: 0.5 });
      if (voidSize) out += circle(x + 4, y + 2, voidSize, { fill: '#24344a' });
      if (r + c / count < scan && voidSize) out += circle(x + 4, y + 2, voidSize + 8, { stroke: C.cyan400, sw: 2 });
    }
  }
  out += path(`M${cx - 300} ${cy}H${cx + 300}M${cx} ${cy - 300}V${cy + 300}`, { stroke: C.cyan400, sw: 1, opacity: 0.25 });
  const sy = y0 + scan * pitch;
  if (scan > 0 && scan < count) out += rect(cx - 290, sy - 2, 580, 4, { fill: C.cyan400, opacity: 0.6 });
  out += hudTitle(40, 40, 'X-RAY  ·  BGA', `voids checked  ${Math.round(clamp(scan / count) * 100)}%`);
  return out;
}

/* ---------------------------------------------------------- Baking oven -- */

export function bakingScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = clip.sequence ? t : local(t, clip);
  let out = backdrop(VW, VH, { id: 'bake' });
  const ox = 330;
  const oy = 80;
  const ow = 420;
  const oh = 560;
  const warm = clip.sequence ? easeOut(span(u, 0, D * 0.7)) : 0.75 + 0.1 * Math.sin((2 * Math.PI * u) / D);
  out += rect(ox, oy, ow, oh, { fill: C.steelDark, rx: 16 }) + rect(ox, oy, ow, oh, { stroke: C.metal, sw: 3, rx: 16 });
  out += rect(ox + 40, oy + 50, ow - 80, oh - 110, { fill: '#1a1410', rx: 8 });
  out += bloom(ox + ow / 2, oy + oh / 2, 260, C.amber700, 0.5 * warm);
  for (let i = 0; i < 8; i += 1) {
    const y = oy + 86 + i * 52;
    out += rect(ox + 56, y, ow - 112, 8, { fill: C.board }) + rect(ox + 56, y + 8, ow - 112, 3, { fill: C.boardEdge });
    out += line(ox + 46, y + 12, ox + ow - 46, y + 12, { stroke: C.steel, sw: 2, opacity: 0.5 });
  }
  for (let i = 0; i < 6; i += 1) {
    const x = ox + 80 + i * 52;
    const d = `M${x} ${oy + oh - 80}q10 -30 0 -60q-10 -30 0 -60q10 -30 0 -60`;
    out += path(d, { stroke: C.amber500, sw: 2, opacity: 0.18 * warm, offset: n(-u * 40), dash: '30 20' });
  }
  out += rect(ox + ow - 20, oy + 200, 14, 120, { fill: C.metal, rx: 7 });
  // Controller: a dial to the oven's 200 °C maximum.
  const gx = 960;
  const gy = 300;
  const a0 = Math.PI * 0.75;
  const a = lerp(a0, Math.PI * 2.25, 0.62 * warm);
  out += panel(gx - 170, gy - 170, 340, 400);
  out += circle(gx, gy, 120, { fill: C.navy950, stroke: C.navy700, sw: 4 });
  for (let i = 0; i <= 4; i += 1) {
    const ta = lerp(a0, Math.PI * 2.25, i / 4);
    out += text(gx + Math.cos(ta) * 90, gy + Math.sin(ta) * 90 + 6, `${i * 50}`, { size: 16, fill: C.muted, anchor: 'middle', family: MONO });
  }
  out += line(gx, gy, gx + Math.cos(a) * 100, gy + Math.sin(a) * 100, { stroke: C.amber500, sw: 5 });
  out += circle(gx, gy, 10, { fill: C.amber500 });
  out += text(gx, gy + 170, 'PCB BAKING', { size: 20, anchor: 'middle', weight: 'bold', spacing: 2 });
  out += text(gx, gy + 200, 'moisture out before reflow', { size: 16, anchor: 'middle', fill: C.muted });
  return out;
}

/* ------------------------------------------------------ Stencil cleaning -- */

export function stencilCleanScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = clip.sequence ? t : local(t, clip);
  let out = backdrop(VW, VH, { id: 'scl' });
  const sx = 200;
  const sy = 140;
  const sw = 880;
  const sh = 440;
  const pass = lerp(-60, sw + 60, easeInOut(span(u, 0.08 * D, 0.85 * D)));
  out += `<defs>${linearGradient('steel2', [[0, '#8a98aa'], [0.5, '#6d7b8e'], [1, '#8290a2']], { x1: 0, y1: 0, x2: 1, y2: 1 })}</defs>`;
  out += rect(sx - 30, sy - 30, sw + 60, sh + 60, { fill: C.steelDark, rx: 8 });
  out += rect(sx, sy, sw, sh, { fill: 'url(#steel2)' });
  const rnd = seeded(4);
  for (let i = 0; i < 90; i += 1) {
    const x = 20 + rnd() * (sw - 40);
    const y = 20 + rnd() * (sh - 40);
    const w = 8 + rnd() * 20;
    const h = 6 + rnd() * 10;
    out += rect(sx + x, sy + y, w, h, { fill: C.navy950 });
    if (x > pass) out += rect(sx + x - 2, sy + y - 2, w + 4, h + 4, { fill: '#a9b1ba', opacity: 0.9, rx: 2 });
  }
  // Spray bar with nozzles and falling mist.
  const bx = sx + pass;
  out += rect(bx - 16, sy - 60, 32, sh + 120, { fill: C.metal, rx: 8 });
  for (let i = 0; i < 9; i += 1) {
    const y = sy + 20 + i * 50;
    out += circle(bx, y, 6, { fill: C.cyan400 });
    for (let j = 0; j < 4; j += 1) {
      const life = mod(u * 2.2 + j * 0.25 + i * 0.13, 1);
      out += circle(bx + 22 + life * 50, y + (j - 1.5) * 10 * life, 3 * (1 - life) + 1, { fill: C.cyan100, opacity: 0.7 * (1 - life) });
    }
  }
  if (clip.hud !== false) out += hudTitle(32, VH - 104, 'STENCIL CLEANING', null);
  return out;
}

/* ----------------------------------------------- Loader and unloader -- */

const SLOTS = 8;
const MAG_H = 380;

function magazine(x: number, y: number, filled: (slot: number) => boolean, { w = 260, h = MAG_H }: { w?: number; h?: number } = {}): string {
  let out = rect(x, y, w, h, { stroke: C.steel, sw: 4, rx: 6 });
  out += rect(x, y, 14, h, { fill: C.metal }) + rect(x + w - 14, y, 14, h, { fill: C.metal });
  const pitch = h / SLOTS;
  for (let i = 0; i < SLOTS; i += 1) {
    const sy = y + pitch * (i + 0.5);
    out += line(x + 14, sy + 10, x + 30, sy + 10, { stroke: C.steel, sw: 3 });
    out += line(x + w - 30, sy + 10, x + w - 14, sy + 10, { stroke: C.steel, sw: 3 });
    if (filled(i)) out += boardSide(x + 18, sy, w - 36, { populated: true, glowColour: C.cyan600 });
  }
  return out;
}

/** Loader: the magazine steps down one slot per cycle and a pusher feeds the board out. */
export function loaderScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const cycles = clip.cycles ?? 5;
  const cycle = D / cycles;
  const k = Math.min(cycles - 1, Math.floor(t / cycle));
  const c = (t - k * cycle) / cycle;
  const beltY = 470;
  const pitch = MAG_H / SLOTS;
  let out = backdrop(VW, VH, { id: 'ldr', tint: '#0b2752' });
  // Elevator steps the next slot to belt height during the first part of a cycle.
  // Slots empty from the bottom up, so the magazine steps down into view.
  const step = k - 1 + easeInOut(span(c, 0, 0.3));
  const magY = beltY - pitch * (SLOTS - 1 - Math.max(0, step) + 0.5);
  const pushed = (i: number): boolean => SLOTS - 1 - i < k || (SLOTS - 1 - i === k && c > 0.55);
  out += rect(200, 80, 18, 600, { fill: C.steelDark }) + rect(522, 80, 18, 600, { fill: C.steelDark });
  out += magazine(240, magY, (i) => !pushed(i));
  out += rect(230, magY + MAG_H, 280, 16, { fill: C.amber500, opacity: 0.8 });
  // Pusher arm.
  const push = span(c, 0.35, 0.55) - span(c, 0.6, 0.8);
  const px = lerp(110, 300, easeInOut(clamp(push)));
  out += rect(40, beltY - 12, px - 40, 16, { fill: C.metal, rx: 4 });
  out += rect(px - 10, beltY - 30, 20, 40, { fill: C.amber500, rx: 4 });
  // Conveyor with the board just pushed travelling right.
  out += rect(520, beltY + 16, 760, 10, { fill: C.steel });
  for (let i = 0; i < 16; i += 1) out += circle(540 + i * 48, beltY + 21, 6, { fill: C.steelDark, stroke: C.steel, sw: 2 });
  if (c > 0.55) {
    const bx = lerp(258, 1300, easeInOut(span(c, 0.55, 1)));
    out += boardSide(bx, beltY, 224, { populated: true, glowColour: C.cyan400 });
  }
  // Barcode reader over the belt logs each board as it enters the line.
  const reading = c > 0.7 && c < 0.85;
  out += rect(900, beltY - 150, 120, 56, { fill: C.metal, rx: 8 }) + rect(948, beltY - 94, 24, 14, { fill: C.navy950 });
  out += poly([[952, beltY - 80], [968, beltY - 80], [1000, beltY - 6], [920, beltY - 6]], { fill: C.cyan400, opacity: reading ? 0.3 : 0.08 });
  out += text(960, beltY - 166, 'ID READER', { size: 15, fill: C.muted, anchor: 'middle', spacing: 2 });
  out += hudTitle(VW - 360, 70, 'MAGAZINE', `slot ${k + 1} of ${SLOTS}  ·  fed ${String(k + (c > 0.85 ? 1 : 0)).padStart(2, '0')}`);
  return out;
}

export function unloaderScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const cycles = clip.cycles ?? 4;
  const cycle = D / cycles;
  const k = Math.min(cycles - 1, Math.floor(t / cycle));
  const c = (t - k * cycle) / cycle;
  const beltY = 470;
  const pitch = MAG_H / SLOTS;
  let out = backdrop(VW, VH, { id: 'uld', tint: '#0a2a3a' });
  const stacked = (i: number): boolean => SLOTS - 1 - i < k || (SLOTS - 1 - i === k && c > 0.62);
  const step = k + easeInOut(span(c, 0.7, 1));
  const magY = beltY - pitch * (SLOTS - 1 - Math.min(SLOTS - 1, step) + 0.5);
  out += rect(740, 80, 18, 600, { fill: C.steelDark }) + rect(1062, 80, 18, 600, { fill: C.steelDark });
  out += magazine(780, magY, stacked);
  out += rect(770, magY + MAG_H, 280, 16, { fill: C.cyan400, opacity: 0.7 });
  out += rect(0, beltY + 16, 780, 10, { fill: C.steel });
  for (let i = 0; i < 16; i += 1) out += circle(20 + i * 48, beltY + 21, 6, { fill: C.steelDark, stroke: C.steel, sw: 2 });
  if (c < 0.62) {
    const bx = lerp(-260, 798, easeOut(span(c, 0, 0.6)));
    out += boardSide(bx, beltY, 224, { populated: true });
    // Inline check before the board is stacked.
    if (c > 0.2 && c < 0.5) out += checkBadge(lerp(-140, 910, easeOut(span(c, 0, 0.6))), beltY - 70, 22, span(c, 0.2, 0.35));
  }
  out += hudTitle(40, 560, 'OUTPUT MAGAZINE', `boards stacked ${String(k + (c > 0.62 ? 1 : 0)).padStart(2, '0')}`);
  return out;
}

/* ------------------------------------------------------- Line overviews -- */

const LINE: readonly (readonly [label: string, width: number])[] = [
  ['LOADER', 110],
  ['PRINTER', 140],
  ['SPI', 110],
  ['MOUNTER', 180],
  ['REFLOW', 280],
  ['AOI', 110],
  ['UNLOADER', 110],
];

export function smtLineScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  let out = backdrop(VW, VH, { id: 'line' });
  const beltY = 420;
  const gap = 24;
  const total = LINE.reduce((a, [, w]) => a + w + gap, -gap);
  let x = (VW - total) / 2;
  const spacing = 210;
  const speed = (spacing * 3) / D;
  out += rect(0, beltY + 8, VW, 8, { fill: C.steel, opacity: 0.7 });
  let boards = '';
  for (let i = -1; i < 8; i += 1) {
    const bx = mod(u * speed + i * spacing, spacing * 7) - 140;
    boards += boardSide(bx, beltY - 4, 90, { populated: bx > 480 });
  }
  let machines = '';
  for (const [i, [label, w]] of LINE.entries()) {
    const h = label === 'REFLOW' ? 190 : 230;
    const top = beltY - h + 60;
    machines += rect(x, top, w, h, { fill: C.steelDark, rx: 10, opacity: 0.94 }) + rect(x, top, w, h, { stroke: C.metal, sw: 2, rx: 10 });
    machines += rect(x + 12, top + 14, w - 24, 46, { fill: C.navy950, rx: 6 });
    const lamp = 0.5 + 0.5 * Math.sin(2 * Math.PI * ((u / D) * 2 + i * 0.17));
    machines += circle(x + w - 22, top + 84, 7, { fill: label === 'REFLOW' ? C.amber500 : C.cyan400, opacity: 0.5 + lamp * 0.5 });
    if (label === 'REFLOW') {
      for (let z = 0; z < 8; z += 1) machines += rect(x + 14 + z * 32, top + 24, 26, 26, { fill: heatColour(pick(ZONE_HEAT, z)), opacity: 0.7, rx: 3 });
    } else {
      machines += path(`M${x + 20} ${top + 46}l16 -14l14 10l18 -16l${w - 90} 0`, { stroke: C.cyan400, sw: 2, opacity: 0.8 });
    }
    // Window onto the belt, so the boards show passing through.
    machines += rect(x + 10, beltY - 40, w - 20, 56, { fill: C.navy950, opacity: 0.55, rx: 4 });
    machines += text(x + w / 2, beltY + 110, label, { size: 15, fill: C.muted, anchor: 'middle', spacing: 2 });
    x += w + gap;
  }
  out += machines;
  out += group(boards, { opacity: 0.95 });
  out += text(VW / 2, 110, 'SMT LINE', { size: 22, anchor: 'middle', weight: 'bold', spacing: 6, fill: C.white, opacity: 0.9 });
  return out;
}

export function miLineScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  let out = backdrop(VW, VH, { id: 'mil' });
  const beltTop = 300;
  const beltH = 130;
  out += rect(0, beltTop, VW, beltH, { fill: C.steelDark });
  for (let x = 0; x < VW; x += 40) out += line(mod(x + u * 80, VW + 40) - 20, beltTop, mod(x + u * 80, VW + 40) - 20, beltTop + beltH, { stroke: C.navy950, sw: 2, opacity: 0.4 });
  const stations = [190, 470, 750, 1030];
  for (const [i, sx] of stations.entries()) {
    out += rect(sx - 110, 470, 220, 140, { fill: C.navy800, rx: 10 });
    out += rect(sx - 110, 470, 220, 8, { fill: C.cyan400, opacity: 0.7 });
    for (let b = 0; b < 4; b += 1) out += rect(sx - 96 + b * 50, 500, 42, 40, { fill: ['#1f3f8a', '#c9a36a', '#1f7a4d', '#6b3e1e'][(b + i) % 4], rx: 4, opacity: 0.85 });
    out += circle(sx, 580, 24, { fill: C.steelDark, stroke: C.metal, sw: 2 });
    out += text(sx, 650, `STATION ${i + 1}`, { size: 14, fill: C.muted, anchor: 'middle', spacing: 2 });
    out += circle(sx + 80, 580, 7, { fill: C.amber500, opacity: 0.5 + 0.5 * Math.sin(2 * Math.PI * (u / D) * 2 + i) });
  }
  const spacing = 280;
  const speed = (spacing * 2) / D;
  for (let i = -1; i < 7; i += 1) {
    const bx = mod(u * speed + i * spacing, spacing * 6) - 300;
    const cx = bx + 100;
    const passed = stations.filter((s) => cx > s).length;
    let board = rect(bx, beltTop + 15, 200, 100, { fill: C.board, rx: 6 }) + rect(bx, beltTop + 15, 200, 100, { stroke: C.boardEdge, sw: 2, rx: 6 });
    const parts = [
      () => circle(bx + 40, beltTop + 50, 18, { fill: '#1f3f8a' }) + circle(bx + 40, beltTop + 50, 12, { fill: '#b9c3cf' }),
      () => rect(bx + 80, beltTop + 35, 60, 38, { fill: '#1c3c72', rx: 4 }),
      () => rect(bx + 150, beltTop + 30, 36, 70, { fill: '#1f7a4d', rx: 3 }),
      () => circle(bx + 60, beltTop + 92, 14, { fill: '#6b3e1e' }) + circle(bx + 60, beltTop + 92, 6, { fill: C.board }),
    ];
    for (let p = 0; p < passed; p += 1) board += pick(parts, p)();
    out += board;
  }
  out += text(VW / 2, 110, 'MANUAL INSERTION LINE', { size: 22, anchor: 'middle', weight: 'bold', spacing: 6, opacity: 0.9 });
  out += text(VW - 40, 270, 'TO WAVE SOLDER →', { size: 15, anchor: 'end', fill: C.muted, spacing: 3 });
  return out;
}
