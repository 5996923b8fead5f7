/**
 * Fibre-optic cable factory scenes in a 1280×720 view, periodic in the clip's
 * duration. Cable and fibre motion is drawn as dash patterns whose offset
 * moves a whole number of pattern lengths per loop, so loops close exactly.
 */
import {
  C, FIBRE_COLOURS, backdrop, bloom, checkBadge, circle, clamp, easeInOut, easeOut, glow, group, lerp, line,
  linearGradient, mod, n, panel, path, pick, poly, pulse, rect, seeded, span, spool, text, type Anchor,
} from '../lib/svg.mjs';
import type { SceneOptions } from '../lib/scene.mjs';

const VW = 1280;
const VH = 720;
const MONO = 'DejaVu Sans Mono';
const local = (t: number, clip: SceneOptions): number => mod(t + (clip.phase ?? 0), clip.duration);

/** Ticks that slide along a straight run to show the line speed. */
interface TickOptions {
  colour?: string;
  /** Tick pitch. */
  every?: number;
  /** Pitches travelled per loop. */
  laps?: number;
  sw?: number;
  opacity?: number;
}

function motionTicks(x1: number, y1: number, x2: number, y2: number, u: number, D: number, { colour = C.white, every = 40, laps = 6, sw = 2, opacity = 0.5 }: TickOptions = {}): string {
  const offset = -((u / D) * every * laps);
  return line(x1, y1, x2, y2, { stroke: colour, sw, dash: `6 ${every - 6}`, offset: n(offset), opacity, cap: 'butt' });
}

function label(x: number, y: number, str: string, anchor: Anchor = 'middle'): string {
  return text(x, y, str, { size: 16, fill: C.muted, anchor, spacing: 3 });
}

function hud(x: number, y: number, title: string, sub: string, w = 320): string {
  return (
    panel(x, y, w, sub ? 74 : 46) +
    circle(x + 22, y + 23, 6, { fill: C.cyan400 }) +
    text(x + 38, y + 31, title, { size: 19, weight: 'bold', spacing: 1.5 }) +
    (sub ? text(x + 20, y + 60, sub, { size: 15, fill: C.muted, family: MONO }) : '')
  );
}

function pulley(cx: number, cy: number, r: number, angle: number): string {
  let out = circle(cx, cy, r, { fill: C.steelDark, stroke: C.steel, sw: 3 });
  for (let k = 0; k < 4; k += 1) {
    const a = angle + (k * Math.PI) / 2;
    out += line(cx, cy, cx + Math.cos(a) * r * 0.8, cy + Math.sin(a) * r * 0.8, { stroke: C.steel, sw: 2 });
  }
  return out + circle(cx, cy, r * 0.2, { fill: C.steel });
}

function trough(x: number, y: number, w: number, h: number, u: number, D: number): string {
  let out = `<defs>${linearGradient('water', [[0, '#2b72d6', 0.35], [1, '#0b7f90', 0.55]])}</defs>`;
  out += rect(x, y, w, h, { fill: 'url(#water)', rx: 6 });
  out += rect(x, y, w, h, { stroke: C.steel, sw: 2, rx: 6 });
  let d = `M${x} ${y + 10}`;
  for (let xx = x; xx <= x + w; xx += 10) d += `L${xx} ${n(y + 10 + 3 * Math.sin(xx / 22 + (u / D) * 2 * Math.PI * 3))}`;
  out += path(d, { stroke: C.cyan100, sw: 1.5, opacity: 0.6 });
  return out;
}

/* ------------------------------------------------------------ Colouring -- */

export function colouringScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  const ink = pick(FIBRE_COLOURS, clip.colour ?? 0);
  const y = 330;
  const angle = (u / D) * Math.PI * 2 * 3;
  let out = backdrop(VW, VH, { id: 'col' });
  // Pay-off, dancer, applicator die, UV curing oven, capstan, take-up.
  out += spool(130, 440, 100, { angle, fill: '#dfe6ee', wound: 0.75 });
  out += spool(1150, 440, 100, { angle, fill: ink, wound: 0.55 });
  const path1 = `M130 ${440 - 90}L270 ${y}`;
  out += glow(path1, { color: '#dfe6ee', width: 3, spread: 2, strength: 0.15 });
  out += pulley(270, y + 14, 16, angle * 3);
  out += glow(`M286 ${y}H440`, { color: '#dfe6ee', width: 3, spread: 2, strength: 0.15 });
  out += glow(`M520 ${y}H1040L1150 ${440 - 70}`, { color: ink, width: 4, spread: 3, strength: 0.2 });
  out += motionTicks(286, y, 440, y, u, D, { colour: C.navy950, opacity: 0.6 });
  out += motionTicks(520, y, 1040, y, u, D, { colour: C.navy950, opacity: 0.5 });
  // Ink applicator with its reservoir.
  out += rect(440, y - 40, 80, 80, { fill: C.metal, rx: 8 }) + rect(454, y - 120, 52, 70, { fill: ink, rx: 6, opacity: 0.9 });
  out += rect(454, y - 120, 52, 16, { fill: C.steel, rx: 4 });
  const level = 0.5 + 0.4 * Math.sin((2 * Math.PI * u) / D);
  out += rect(462, y - 98 + (1 - level) * 30, 8, level * 30, { fill: C.white, opacity: 0.4, rx: 2 });
  // UV oven: lamps glow through the window.
  out += rect(580, y - 90, 400, 180, { fill: C.steelDark, rx: 12 });
  out += rect(600, y - 70, 360, 140, { fill: '#120f3a', rx: 8 });
  for (let i = 0; i < 4; i += 1) {
    const b = 0.75 + 0.25 * Math.sin((2 * Math.PI * u * 2) / D + i);
    out += bloom(645 + i * 90, y, 90, '#5b6cff', 0.45 * b);
    out += rect(615 + i * 90, y - 60, 60, 10, { fill: '#a9b4ff', opacity: 0.8 * b, rx: 4 });
    out += rect(615 + i * 90, y + 50, 60, 10, { fill: '#a9b4ff', opacity: 0.8 * b, rx: 4 });
  }
  out += glow(`M600 ${y}H960`, { color: ink, width: 4, spread: 3, strength: 0.3 });
  out += pulley(1040, y + 14, 16, angle * 3);
  out += label(130, 590, 'PAY-OFF') + label(480, 190, 'INK') + label(780, 210, 'UV CURING') + label(1150, 590, 'TAKE-UP');
  // Colour order strip with the current ink picked out.
  const sx = 356;
  for (const [i, col] of FIBRE_COLOURS.entries()) {
    const active = i === (clip.colour ?? 0);
    out += rect(sx + i * 48, 630, 40, 22, { fill: col, rx: 4, opacity: active ? 1 : 0.55 });
    if (active) out += rect(sx + i * 48 - 4, 626, 48, 30, { stroke: C.white, sw: 2, rx: 6 });
  }
  out += text(sx, 618, 'COLOUR ORDER', { size: 14, fill: C.muted, spacing: 3 });
  if (clip.detail) out += hud(VW - 360, 40, 'FIBRE COLOURING', `ink ${['blue', 'orange', 'green', 'brown'][clip.colour ?? 0] ?? ''}  ·  UV cured`);
  return out;
}

/* ------------------------------------------------------------ Buffering -- */

export function bufferingScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  const dieX = 500;
  const y = 360;
  const tube = pick(FIBRE_COLOURS, clip.tubeColour ?? 0);
  let out = backdrop(VW, VH, { id: 'buf' });
  // Twelve fibres fan in to the die.
  for (const [i, col] of FIBRE_COLOURS.entries()) {
    const sy = 120 + i * 42;
    const d = `M-10 ${sy}C200 ${sy} 320 ${y + (i - 5.5) * 2} ${dieX} ${y + (i - 5.5) * 1.6}`;
    out += path(d, { stroke: col, sw: 3, opacity: 0.95 });
    out += path(d, { stroke: C.navy950, sw: 3, dash: '4 30', offset: n(-(u / D) * 34 * 8), opacity: 0.5 });
  }
  // Extruder crosshead.
  out += rect(dieX - 30, y - 110, 120, 220, { fill: C.metal, rx: 10 });
  out += rect(dieX - 10, y - 190, 80, 90, { fill: C.steelDark, rx: 8 });
  out += poly([[dieX - 20, y - 240], [dieX + 80, y - 240], [dieX + 50, y - 190], [dieX + 10, y - 190]], { fill: C.steel });
  out += text(dieX + 30, y - 260, 'GEL + PBT', { size: 15, fill: C.muted, anchor: 'middle', spacing: 2 });
  // Tube: translucent wall with the fibres visible inside.
  const tx = dieX + 90;
  out += trough(tx + 90, y - 60, 420, 120, u, D);
  out += rect(tx, y - 20, VW - tx, 40, { fill: tube, opacity: 0.35, rx: 20 });
  for (let k = 0; k < 12; k += 1) {
    const yy = y - 12 + (k % 6) * 4.6;
    out += line(tx, yy, VW, yy + Math.sin(k) * 2, { stroke: FIBRE_COLOURS[k], sw: 1.6, opacity: 0.8 });
  }
  out += rect(tx, y - 20, VW - tx, 40, { stroke: tube, sw: 3, rx: 20 });
  out += line(tx, y - 14, VW, y - 14, { stroke: C.white, sw: 2, opacity: 0.35 });
  out += motionTicks(tx, y + 20, VW, y + 20, u, D, { colour: C.white, opacity: 0.35, laps: 8 });
  out += label(tx + 300, y + 100, 'COOLING');
  // Cross-section inset.
  const cx = 1090;
  const cy = 170;
  out += circle(cx, cy, 96, { fill: C.navy950, stroke: C.navy700, sw: 2 });
  out += circle(cx, cy, 70, { fill: '#f2d28a', opacity: 0.25 });
  out += circle(cx, cy, 70, { stroke: tube, sw: 10 });
  for (const [i, col] of FIBRE_COLOURS.entries()) {
    const a = (i / 12) * Math.PI * 2 + Math.sin((u / D) * Math.PI * 2) * 0.15;
    const r = i % 2 ? 40 : 20;
    out += circle(cx + Math.cos(a) * r, cy + Math.sin(a) * r, 7, { fill: col });
  }
  out += label(cx, cy + 128, 'LOOSE TUBE · 12F');
  if (clip.detail) out += hud(40, 40, 'SECONDARY COATING', 'loose tube · gel filled');
  return out;
}

/* ------------------------------------------------------------ Sheathing -- */

function marking(x0: number, x1: number, y: number, u: number, D: number, laps: number, size: number): string {
  // Printed legend along the jacket; it moves one full legend length per lap.
  const legend = 'LUMORA  ▸  G.652D  ▸  ';
  const step = legend.length * size * 0.62;
  const shift = mod((u / D) * step * laps, step);
  let out = '';
  for (let x = x0 - step + shift; x < x1; x += step) {
    out += text(x, y, legend, { size, fill: C.white, opacity: 0.75, family: MONO });
  }
  return out;
}

export function sheathingScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  const flat = clip.cable === 'flat';
  const y = 380;
  const head = 430;
  const thickness = flat ? 30 : 42;
  const laps = 2;
  let out = backdrop(VW, VH, { id: flat ? 'ftths' : 'shth' });
  // Core going in: stranded tubes, or one fibre between two strength members.
  if (flat) {
    out += line(0, y - 9, head, y - 9, { stroke: '#aab4bf', sw: 5 }) + line(0, y + 9, head, y + 9, { stroke: '#aab4bf', sw: 5 });
    out += glow(`M0 ${y}H${head}`, { color: FIBRE_COLOURS[0], width: 3, spread: 2, strength: 0.2 });
  } else {
    for (let k = 0; k < 4; k += 1) {
      let d = '';
      for (let x = 0; x <= head; x += 8) {
        const yy = y + 10 * Math.sin(x / 40 + (k * Math.PI) / 2 - (u / D) * 2 * Math.PI * 2);
        d += `${x === 0 ? 'M' : 'L'}${x} ${n(yy)}`;
      }
      out += path(d, { stroke: FIBRE_COLOURS[k], sw: 7, opacity: 0.95 });
    }
  }
  out += motionTicks(0, y + 22, head, y + 22, u, D, { colour: C.muted, opacity: 0.3, laps: 4 });
  // Extruder: hopper, barrel and crosshead.
  out += poly([[head - 200, 110], [head - 100, 110], [head - 130, 180], [head - 170, 180]], { fill: C.steel });
  const rnd = seeded(2);
  for (let i = 0; i < 22; i += 1) out += circle(head - 190 + rnd() * 80, 116 + rnd() * 30, 5, { fill: C.jacket });
  out += rect(head - 190, 180, 100, 80, { fill: C.metal, rx: 6 });
  out += rect(head - 190, 250, 260, 60, { fill: C.metal, rx: 10 });
  out += rect(head, y - 90, 100, 180, { fill: C.steelDark, rx: 12 }) + rect(head, y - 90, 100, 180, { stroke: C.steel, sw: 2, rx: 12 });
  out += rect(head + 20, y - 70, 60, 12, { fill: C.amber500, opacity: 0.85, rx: 4 });
  out += label(head - 60, 90, 'EXTRUDER');
  // Jacketed cable out through the cooling trough to the caterpillar.
  const jx = head + 100;
  out += `<defs>${linearGradient('jacket', [[0, '#4a5668'], [0.3, '#222a36'], [1, '#0c1118']])}</defs>`;
  out += rect(jx, y - thickness / 2, VW - jx, thickness, { fill: 'url(#jacket)', rx: flat ? 6 : thickness / 2 });
  out += rect(jx, y - thickness / 2, VW - jx, thickness, { stroke: '#5d6b7d', sw: 1.5, rx: flat ? 6 : thickness / 2 });
  if (flat) out += line(jx, y, VW, y, { stroke: C.navy950, sw: 2, opacity: 0.7 });
  // Water drawn over the jacket: the cable runs through the trough, not above it.
  out += trough(jx + 60, y - 60, 440, 120, u, D);
  out += motionTicks(jx, y + thickness / 2 - 5, VW, y + thickness / 2 - 5, u, D, { colour: C.white, opacity: 0.12, laps: 6 });
  out += group(marking(jx + 520, VW, y + 5, u, D, laps, 13), {});
  out += label(jx + 280, y + 100, 'COOLING TROUGH');
  // Caterpillar haul-off: two belts with moving treads.
  for (const by of [y - thickness / 2 - 50, y + thickness / 2 + 4]) {
    out += rect(1060, by, 200, 46, { fill: C.steelDark, rx: 23 });
    out += line(1080, by + 23, 1240, by + 23, { stroke: C.steel, sw: 30, dash: '6 14', offset: n(-(u / D) * 20 * 10), cap: 'butt', opacity: 0.5 });
  }
  out += label(1160, y - 110, 'HAUL-OFF');
  const metres = Math.floor(1200 + (u / D) * 40);
  out += hud(40, 560, flat ? 'FTTH SHEATHING' : 'OUTER SHEATH', `length ${String(metres).padStart(5, '0')} m`, 330);
  return out;
}

/* ------------------------------------------------------ FTTH drop cable -- */

export function ftthScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  const w2 = (2 * Math.PI * u) / D;
  let out = backdrop(VW, VH, { id: 'ftth' });
  // Cross-section: jacket with tear notches, two strength members, one fibre.
  const cx = 380;
  const cy = 330;
  const jw = 380;
  const jh = 200;
  const notch = 26;
  const d = `M${cx - jw / 2 + 40} ${cy - jh / 2}H${cx - notch}L${cx} ${cy - jh / 2 + notch}L${cx + notch} ${cy - jh / 2}H${cx + jw / 2 - 40}A40 40 0 0 1 ${cx + jw / 2} ${cy - jh / 2 + 40}V${cy + jh / 2 - 40}A40 40 0 0 1 ${cx + jw / 2 - 40} ${cy + jh / 2}H${cx + notch}L${cx} ${cy + jh / 2 - notch}L${cx - notch} ${cy + jh / 2}H${cx - jw / 2 + 40}A40 40 0 0 1 ${cx - jw / 2} ${cy + jh / 2 - 40}V${cy - jh / 2 + 40}A40 40 0 0 1 ${cx - jw / 2 + 40} ${cy - jh / 2}Z`;
  out += path(d, { fill: C.jacket, stroke: C.steelDark, sw: 3 });
  for (const sx of [cx - 120, cx + 120]) {
    out += circle(sx, cy, 34, { fill: '#aab4bf' }) + circle(sx - 8, cy - 8, 12, { fill: C.white, opacity: 0.35 });
  }
  const b = 0.5 + 0.5 * Math.sin(w2 * 3);
  out += bloom(cx, cy, 70, C.cyan400, 0.3 + b * 0.3);
  out += circle(cx, cy, 22, { fill: '#dfe6ee', opacity: 0.5 }) + circle(cx, cy, 14, { fill: FIBRE_COLOURS[0] });
  out += circle(cx, cy, 5, { fill: C.cyan100, opacity: 0.6 + b * 0.4 });
  // Callouts.
  const callout = (x1: number, y1: number, x2: number, y2: number, str: string): string =>
    line(x1, y1, x2, y2, { stroke: C.muted, sw: 1.5, opacity: 0.8 }) + circle(x1, y1, 4, { fill: C.muted }) + text(x2 + (x2 > x1 ? 8 : -8), y2 + 6, str, { size: 17, fill: C.white, anchor: x2 > x1 ? 'start' : 'end' });
  out += callout(cx, cy - 14, cx + 40, cy - 170, 'Fibre · G.652D');
  out += callout(cx - 120, cy + 30, cx - 170, cy + 170, 'Strength member');
  out += callout(cx + 150, cy - 70, cx + 210, cy - 170, 'Jacket');
  out += callout(cx, cy + jh / 2 - notch, cx + 60, cy + jh / 2 + 70, 'Tear notch');
  // Side run of the cable with light travelling through it.
  const y = 330;
  const x0 = 720;
  out += rect(x0, y - 26, VW - x0, 52, { fill: C.jacket, rx: 10 });
  out += rect(x0, y - 22, VW - x0, 4, { fill: C.white, opacity: 0.15 });
  out += line(x0, y - 14, VW, y - 14, { stroke: '#aab4bf', sw: 4, opacity: 0.5 });
  out += line(x0, y + 14, VW, y + 14, { stroke: '#aab4bf', sw: 4, opacity: 0.5 });
  const period = 300;
  out += path(`M${x0} ${y}H${VW}`, { stroke: C.cyan400, sw: 8, opacity: 0.2, dash: `60 ${period - 60}`, offset: n(-(u / D) * period * 3), cap: 'round' });
  out += path(`M${x0} ${y}H${VW}`, { stroke: C.cyan100, sw: 3, dash: `60 ${period - 60}`, offset: n(-(u / D) * period * 3), cap: 'round' });
  out += marking(x0 + 10, VW, y + 48, u, D, 1, 13);
  out += label(x0 + 280, y - 60, 'FLAT DROP CABLE');
  if (clip.detail) out += hud(40, 40, 'FTTH DROP', 'one fibre · two strength members');
  return out;
}

/* ------------------------------------------------------- OTDR test set -- */

const EVENTS = [
  { at: 0.3, kind: 'splice', label: 'Splice' },
  { at: 0.58, kind: 'connector', label: 'Connector' },
  { at: 0.84, kind: 'end', label: 'Fibre end' },
];

function otdrTrace(p: number): number {
  // Normalised backscatter level (1 top, 0 floor) along the fibre.
  let level = 0.92 - p * 0.5;
  if (p > 0.3) level -= 0.05;
  if (p > 0.58) level -= 0.08;
  if (p > 0.84) return 0.06;
  return level;
}

export function otdrScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  const sweep = easeInOut(span(u, 0.05 * D, 0.6 * D));
  const resultIn = span(u, 0.62 * D, 0.72 * D);
  const fade = 1 - span(u, 0.9 * D, 0.99 * D);
  let out = backdrop(VW, VH, { id: 'otdr' });
  // Instrument body and screen.
  const sx = 380;
  const sy = 80;
  const sw = 820;
  const sh = 560;
  out += rect(sx - 30, sy - 30, sw + 60, sh + 60, { fill: '#1e2a38', rx: 26 }) + rect(sx - 30, sy - 30, sw + 60, sh + 60, { stroke: C.metal, sw: 3, rx: 26 });
  out += rect(sx, sy, sw, sh, { fill: '#050d1a', rx: 8 });
  out += text(sx + 20, sy + 34, 'OTDR  ·  1310 nm', { size: 18, fill: C.cyan400, family: MONO });
  out += text(sx + sw - 20, sy + 34, 'SM  ·  G.652D', { size: 18, fill: C.muted, family: MONO, anchor: 'end' });
  const gx = sx + 60;
  const gy = sy + 60;
  const gw = sw - 100;
  const gh = 300;
  for (let i = 0; i <= 5; i += 1) out += line(gx, gy + (i * gh) / 5, gx + gw, gy + (i * gh) / 5, { stroke: C.navy700, sw: 1, opacity: 0.7 });
  for (let i = 0; i <= 8; i += 1) out += line(gx + (i * gw) / 8, gy, gx + (i * gw) / 8, gy + gh, { stroke: C.navy700, sw: 1, opacity: 0.7 });
  out += text(gx - 10, gy + 14, 'dB', { size: 14, fill: C.muted, anchor: 'end', family: MONO });
  out += text(gx + gw, gy + gh + 22, 'km', { size: 14, fill: C.muted, anchor: 'end', family: MONO });
  const rnd = seeded(31);
  let d = `M${gx} ${gy + gh * 0.02}`;
  const steps = 220;
  for (let i = 1; i <= steps * sweep * fade + (fade < 1 ? 0 : 0); i += 1) {
    const p = i / steps;
    let v = otdrTrace(p);
    const near = (e: number): boolean => Math.abs(p - e) < 0.008;
    if (near(0.58) || near(0.84)) v += 0.25;
    if (p > 0.84) v = 0.05 + rnd() * 0.05;
    else v += (rnd() - 0.5) * 0.006;
    d += `L${n(gx + p * gw)} ${n(gy + gh * (1 - v))}`;
  }
  out += path(d, { stroke: C.amber500, sw: 2.5, opacity: fade });
  for (const [i, e] of EVENTS.entries()) {
    if (sweep < e.at || fade <= 0) continue;
    const x = gx + e.at * gw;
    out += line(x, gy, x, gy + gh, { stroke: C.cyan400, sw: 1.5, dash: '6 6', opacity: fade });
    out += rect(x - 14, gy + gh + 4, 28, 22, { fill: C.cyan400, rx: 4, opacity: fade });
    out += text(x, gy + gh + 21, `${i + 1}`, { size: 15, fill: C.navy950, anchor: 'middle', weight: 'bold' });
  }
  // Event table and verdict.
  const ty = gy + gh + 56;
  for (const [i, e] of EVENTS.entries()) {
    const o = clamp((sweep - e.at) * 10) * fade;
    out += text(gx, ty + i * 30, `${i + 1}`, { size: 17, fill: C.cyan400, family: MONO, opacity: o });
    out += text(gx + 40, ty + i * 30, e.label, { size: 17, fill: C.white, family: MONO, opacity: o });
    out += text(gx + 300, ty + i * 30, e.kind === 'end' ? 'end of fibre' : 'within limit', { size: 17, fill: C.muted, family: MONO, opacity: o });
  }
  if (resultIn > 0 && fade > 0) {
    out += group(rect(sx + sw - 220, ty - 22, 180, 70, { fill: C.cyan400, rx: 10, opacity: 0.15 }) + rect(sx + sw - 220, ty - 22, 180, 70, { stroke: C.cyan400, sw: 3, rx: 10 }) + text(sx + sw - 130, ty + 24, 'PASS', { size: 34, weight: 'bold', fill: C.cyan400, anchor: 'middle' }), { opacity: resultIn * fade });
  }
  // Fibre spool under test, patched into the port.
  out += spool(170, 420, 120, { angle: 0, fill: FIBRE_COLOURS[clip.colour ?? 1], wound: 0.7 });
  out += path(`M170 300C170 200 300 160 ${sx - 30} 200`, { stroke: C.amber500, sw: 5 });
  out += rect(sx - 46, 186, 24, 28, { fill: '#2b72d6', rx: 3 });
  // A test pulse runs down the patch lead while the trace is acquired.
  if (sweep > 0 && sweep < 1) out += circle(lerp(sx - 30, 190, mod(u * 2, 1)), lerp(200, 250, mod(u * 2, 1)), 6, { fill: C.cyan100 });
  out += label(170, 590, clip.detail ? 'SPOOL UNDER TEST' : 'TEST · PACK');
  return out;
}

/* --------------------------------------------------- Cable testing/packing -- */

const CHECKS = ['Attenuation 1310 nm ≤ 0.4 dB/km', 'Attenuation 1550 nm ≤ 0.2 dB/km', 'Length and marking', 'Drum label'];

export function cablePackScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  const fade = 1 - span(u, 0.9 * D, 0.99 * D);
  let out = backdrop(VW, VH, { id: 'pack' });
  // Cable drum, front view, turning as cable winds on.
  const cx = 360;
  const cy = 380;
  const a = (u / D) * Math.PI * 2;
  out += circle(cx, cy, 250, { fill: '#7a4e24' }) + circle(cx, cy, 250, { stroke: '#a8743c', sw: 8 });
  for (let r = 70; r < 240; r += 24) out += circle(cx, cy, r, { stroke: '#5e3a19', sw: 2, opacity: 0.6 });
  for (let k = 0; k < 8; k += 1) {
    const ang = a + (k * Math.PI) / 4;
    out += circle(cx + Math.cos(ang) * 160, cy + Math.sin(ang) * 160, 16, { fill: '#3b2410' });
  }
  out += circle(cx, cy, 56, { fill: C.steelDark, stroke: C.steel, sw: 6 });
  out += circle(cx, cy, 18, { fill: C.navy950 });
  // Cable being wound over the top of the drum.
  out += path(`M-20 90C140 90 220 140 ${cx} 138`, { stroke: C.jacket, sw: 20, cap: 'round' });
  out += path(`M-20 90C140 90 220 140 ${cx} 138`, { stroke: C.white, sw: 2, opacity: 0.35, dash: '8 30', offset: n(-(u / D) * 38 * 4) });
  // Label pressed onto the flange once every check has passed.
  const labelIn = span(u, 0.68 * D, 0.76 * D) * fade;
  if (labelIn > 0) {
    const s = lerp(1.4, 1, easeOut(labelIn));
    out += group(
      rect(-110, -46, 220, 92, { fill: '#f4f1e8', rx: 6 }) +
        text(-96, -14, 'LUMORA', { size: 22, weight: 'bold', fill: C.navy950, spacing: 2 }) +
        text(-96, 12, 'DROP · 2F · G.652D', { size: 14, fill: C.navy950, family: MONO }) +
        rect(-96, 22, 140, 14, { fill: C.navy950 }),
      { transform: `translate(${cx} ${cy + 150}) scale(${n(s)})`, opacity: clamp(labelIn * 2) },
    );
  }
  out += panel(720, 150, 500, 330);
  out += text(750, 196, 'FINAL INSPECTION', { size: 18, weight: 'bold', spacing: 3 });
  for (const [i, check] of CHECKS.entries()) {
    const p = span(u, (0.1 + i * 0.14) * D, (0.16 + i * 0.14) * D) * fade;
    const y = 250 + i * 56;
    out += checkBadge(764, y, 16, p, C.cyan400);
    out += text(796, y + 6, check, { size: 18, fill: p > 0 ? C.white : C.muted, opacity: 0.5 + p * 0.5 });
  }
  out += text(750, 530, 'TESTING AND PACKING', { size: 15, fill: C.muted, spacing: 3 });
  return out;
}

/* ---------------------------------------------------------- HDPE testing -- */

export function hdpeScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  const ramp = easeOut(span(u, 0.05 * D, 0.35 * D));
  const release = span(u, 0.88 * D, 0.99 * D);
  const pressure = ramp * (1 - release);
  let out = backdrop(VW, VH, { id: 'hdpe' });
  // Duct under test between two end caps.
  const y = 470;
  out += `<defs>${linearGradient('duct', [[0, '#e08a36'], [0.45, '#c46d1c'], [1, '#7a3f0c']])}</defs>`;
  out += rect(160, y - 40, 960, 80, { fill: 'url(#duct)', rx: 8 });
  for (const sy of [y - 22, y + 14]) out += rect(160, sy, 960, 6, { fill: C.navy950, opacity: 0.5 });
  out += text(640, y + 6, 'LUMORA HDPE DUCT', { size: 16, fill: C.white, anchor: 'middle', family: MONO, opacity: 0.85 });
  for (const x of [120, 1120]) out += rect(x, y - 60, 40, 120, { fill: C.metal, rx: 8 });
  // Pressure medium flowing in.
  out += path(`M80 ${y}H120`, { stroke: C.cyan400, sw: 8 });
  out += path(`M160 ${y - 30}H1120`, { stroke: C.cyan100, sw: 2, dash: '10 50', offset: n(-(u / D) * 60 * 6), opacity: 0.5 * (1 - span(u, 0.35 * D, 0.45 * D)) });
  out += rect(30, y - 80, 70, 160, { fill: C.steelDark, rx: 10 });
  out += text(65, y + 110, 'PUMP', { size: 15, fill: C.muted, anchor: 'middle', spacing: 2 });
  // Chart: ramp, hold, release.
  const gx = 160;
  const gy = 80;
  const gw = 640;
  const gh = 240;
  out += panel(gx - 30, gy - 40, gw + 60, gh + 80);
  out += text(gx, gy - 12, 'PRESSURE HOLD TEST', { size: 16, fill: C.muted, spacing: 3 });
  out += line(gx, gy + gh, gx + gw, gy + gh, { stroke: C.navy700, sw: 2 }) + line(gx, gy, gx, gy + gh, { stroke: C.navy700, sw: 2 });
  const p = u / D;
  let d = `M${gx} ${gy + gh}`;
  for (let i = 1; i <= 120 * p; i += 1) {
    const q = i / 120;
    const v = easeOut(clamp((q - 0.05) / 0.3)) * (1 - clamp((q - 0.88) / 0.11));
    d += `L${n(gx + q * gw)} ${n(gy + gh - v * gh * 0.8)}`;
  }
  out += path(d, { stroke: C.amber500, sw: 3 });
  out += circle(gx + p * gw, gy + gh - pressure * gh * 0.8, 6, { fill: C.amber500 });
  out += line(gx, gy + gh * 0.2, gx + gw, gy + gh * 0.2, { stroke: C.cyan400, sw: 1.5, dash: '8 8', opacity: 0.7 });
  // Gauge.
  const cx = 1020;
  const cy = 200;
  const a0 = Math.PI * 0.75;
  const a = lerp(a0, Math.PI * 2.25, pressure * 0.8);
  out += circle(cx, cy, 110, { fill: C.navy950, stroke: C.navy700, sw: 4 });
  for (let i = 0; i <= 10; i += 1) {
    const ta = lerp(a0, Math.PI * 2.25, i / 10);
    out += line(cx + Math.cos(ta) * 84, cy + Math.sin(ta) * 84, cx + Math.cos(ta) * 98, cy + Math.sin(ta) * 98, { stroke: C.muted, sw: i % 5 ? 2 : 4 });
  }
  out += line(cx, cy, cx + Math.cos(a) * 80, cy + Math.sin(a) * 80, { stroke: C.amber500, sw: 5 }) + circle(cx, cy, 10, { fill: C.amber500 });
  const holding = p > 0.4 && p < 0.88;
  out += text(cx, cy + 150, holding ? 'HOLDING · NO LEAK' : p <= 0.4 ? 'PRESSURISING' : 'RELEASE', { size: 17, fill: holding ? C.cyan400 : C.muted, anchor: 'middle', weight: 'bold', spacing: 2 });
  return out;
}

/* ------------------------------------------------------------ Packaging -- */

export function packagingScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = local(t, clip);
  let out = backdrop(VW, VH, { id: 'pkg' });
  const beltY = 500;
  out += rect(0, beltY, VW, 20, { fill: C.steelDark }) + rect(0, beltY, VW, 4, { fill: C.steel });
  for (let i = 0; i < 28; i += 1) out += circle(i * 48, beltY + 34, 10, { fill: C.steelDark, stroke: C.steel, sw: 2 });
  const spacing = 330;
  const speed = (spacing * 2) / D;
  const labeler = 640;
  let boxes = '';
  for (let i = -1; i < 5; i += 1) {
    const x = mod(u * speed + i * spacing, spacing * 5) - 300;
    const cxBox = x + 110;
    const labelled = cxBox > labeler + 4;
    boxes += rect(x, beltY - 170, 220, 170, { fill: '#a57a45', rx: 4 }) + rect(x, beltY - 170, 220, 24, { fill: '#8c6538' });
    boxes += line(x + 110, beltY - 170, x + 110, beltY - 146, { stroke: '#6e4c27', sw: 3 });
    boxes += text(x + 16, beltY - 110, 'LUMORA', { size: 22, weight: 'bold', fill: '#4a3117', spacing: 2 });
    boxes += text(x + 16, beltY - 86, 'FTTH DROP CABLE', { size: 13, fill: '#4a3117', family: MONO });
    if (labelled) {
      boxes += rect(x + 120, beltY - 80, 86, 60, { fill: '#f4f1e8', rx: 3 });
      for (let b = 0; b < 9; b += 1) boxes += rect(x + 128 + b * 8, beltY - 70, b % 3 ? 3 : 5, 30, { fill: C.navy950 });
    }
  }
  out += boxes;
  // Label applicator: presses each time a box centre passes under it.
  const phase = mod(u * speed + 110 - labeler + 300, spacing) / spacing;
  const press = pulse(phase, 0.0, 0.12);
  out += rect(labeler - 60, 120, 120, 150, { fill: C.metal, rx: 10 });
  out += rect(labeler - 8, 270, 16, 60 + press * 90, { fill: C.steel });
  out += rect(labeler - 50, 330 + press * 90, 100, 16, { fill: C.amber500, rx: 4 });
  out += text(labeler, 100, 'LABELLER', { size: 15, fill: C.muted, anchor: 'middle', spacing: 3 });
  // Scanner verifying the label downstream.
  out += rect(960, 180, 100, 60, { fill: C.metal, rx: 8 });
  out += poly([[995, 240], [1025, 240], [1060, beltY - 40], [960, beltY - 40]], { fill: C.cyan400, opacity: 0.08 + 0.08 * Math.sin(u * 12) ** 2 });
  out += text(1010, 160, 'VERIFY', { size: 15, fill: C.muted, anchor: 'middle', spacing: 3 });
  return out;
}
