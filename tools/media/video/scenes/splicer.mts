/**
 * Fusion splicer illustrations: the educational page's featured clip and the
 * eight step-by-step tutorials. A tutorial is data (title + steps, each step a
 * sentence and a drawing of progress p ∈ [0, 1]); tutorialScene lays out the
 * title card, the step list beside the drawing, and the closing card.
 */
import {
  C, backdrop, bloom, checkBadge, circle, clamp, easeInOut, easeOut, glow, group, lerp, line,
  linearGradient, mod, n, panel, path, pick, poly, pulse, rect, span, text, textBlock, wrap, type Pair,
} from '../lib/svg.mjs';
import type { SceneOptions } from '../lib/scene.mjs';

const VW = 1280;
const VH = 720;
const MONO = 'DejaVu Sans Mono';

const TITLE_SECONDS = 3;
const STEP_SECONDS = 4.5;
const OUTRO_SECONDS = 2.5;

/** A step of a tutorial: its sentence, and its drawing at progress `p` (0..1) of the step, `t` seconds into the clip. */
export interface TutorialStep {
  text: string;
  draw: (p: number, t: number) => string;
}

export interface Tutorial {
  title: string;
  steps: readonly TutorialStep[];
  /** The closing card's line. */
  outro: string;
}

export const tutorialDuration = (tutorial: Tutorial): number => TITLE_SECONDS + tutorial.steps.length * STEP_SECONDS + OUTRO_SECONDS;

/* --------------------------------------------------------------- Pieces -- */

/** Glass fibre seen from the side under magnification: cladding with its core. */
function fibreSide(x1: number, x2: number, y: number, { r = 26, end = 'flat', angle = 0 }: { r?: number; end?: 'flat' | 'angled'; angle?: number } = {}): string {
  const left = Math.min(x1, x2);
  const right = Math.max(x1, x2);
  let out = `<defs>${linearGradient('glass', [[0, '#5d7898'], [0.3, '#c9d8ea'], [0.55, '#e9f1fa'], [1, '#4c6584']])}</defs>`;
  if (end === 'angled') {
    const tip = x2 > x1 ? right : left;
    const slant = r * 2 * Math.tan((angle * Math.PI) / 180);
    const pts: readonly Pair[] = x2 > x1
      ? [[left, y - r], [tip + slant / 2, y - r], [tip - slant / 2, y + r], [left, y + r]]
      : [[right, y - r], [tip - slant / 2, y - r], [tip + slant / 2, y + r], [right, y + r]];
    out += poly(pts, { fill: 'url(#glass)' });
  } else {
    out += rect(left, y - r, right - left, r * 2, { fill: 'url(#glass)' });
  }
  out += line(left, y, right, y, { stroke: '#7d93ad', sw: r * 0.3, cap: 'butt', opacity: 0.8 });
  return out;
}

/** An electrode tip pointing at (x, y) from above (dir −1) or below (dir 1). */
function electrode(x: number, y: number, dir: 1 | -1, { gap = 30 }: { gap?: number } = {}): string {
  const tip = y + dir * -gap;
  const base = tip + dir * -160;
  return poly([[x - 18, base], [x + 18, base], [x + 18, tip + dir * -60], [x, tip], [x - 18, tip + dir * -60]], { fill: '#8a96a6' }) +
    line(x - 10, base, x - 10, tip + dir * -64, { stroke: C.white, sw: 3, opacity: 0.3 });
}

function arcGlow(x: number, y: number, strength: number): string {
  if (strength <= 0) return '';
  return bloom(x, y, 160 * strength + 40, C.amber500, 0.9 * strength) + bloom(x, y, 60, '#fff3d6', strength) +
    path(`M${x} ${y - 48}C${x - 10} ${y - 20} ${x + 10} ${y + 20} ${x} ${y + 48}`, { stroke: '#fff6e0', sw: 4 * strength, opacity: strength });
}

function highlightRing(x: number, y: number, r: number, t: number): string {
  const b = 0.5 + 0.5 * Math.sin(t * 7);
  return circle(x, y, r + b * 6, { stroke: C.amber500, sw: 4, opacity: 0.6 + b * 0.4 }) +
    circle(x, y, r + 16 + b * 10, { stroke: C.amber500, sw: 2, opacity: 0.25 });
}

function highlightBox(x: number, y: number, w: number, h: number, t: number): string {
  const b = 0.5 + 0.5 * Math.sin(t * 7);
  return rect(x - 6 - b * 4, y - 6 - b * 4, w + 12 + b * 8, h + 12 + b * 8, { stroke: C.amber500, sw: 4, rx: 14, opacity: 0.6 + b * 0.4 });
}

function swab(x: number, y: number, angle = -30, { wet = true }: { wet?: boolean } = {}): string {
  return group(
    rect(0, -5, 220, 10, { fill: '#e8e1cf', rx: 5 }) +
      `<ellipse cx="-6" cy="0" rx="30" ry="15" fill="${wet ? '#d7eef3' : '#f4f1e8'}"/>` +
      (wet ? `<ellipse cx="-10" cy="-4" rx="14" ry="5" fill="#ffffff" opacity="0.6"/>` : ''),
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` },
  );
}

/* ---------------------------------------------------------- The splicer -- */

const DEV = { x: 600, y: 140, w: 600, h: 430 };

/** A menu on the splicer's screen: its title bar and rows. */
interface Menu {
  title: string;
  rows: readonly string[];
}

/** What the splice screen reads out under the two fibre views. */
interface SpliceReadout {
  loss?: string;
  verdict?: 'PASS' | 'FAIL';
  /** The fibre ends are cleaved at an angle, and the screen says so. */
  angled?: boolean;
}

/** Screen contents, drawn in a 252×182 box. */
const screens = {
  off: (): string => rect(0, 0, 252, 182, { fill: '#04070c' }),
  boot: (p: number): string =>
    rect(0, 0, 252, 182, { fill: '#07111f' }) +
    text(126, 70, 'SELF CHECK', { size: 18, anchor: 'middle', weight: 'bold', spacing: 3 }) +
    rect(36, 98, 180, 12, { fill: C.navy800, rx: 6 }) + rect(36, 98, 180 * p, 12, { fill: C.cyan400, rx: 6 }) +
    text(126, 140, `${Math.round(p * 100)}%`, { size: 15, anchor: 'middle', fill: C.muted, family: MONO }),
  menu: (items: Menu, sel: number, { toggle }: { toggle?: number } = {}): string => {
    let out = rect(0, 0, 252, 182, { fill: '#07111f' }) + rect(0, 0, 252, 30, { fill: C.navy800 });
    out += text(12, 21, items.title, { size: 15, weight: 'bold', spacing: 2 });
    for (const [i, item] of items.rows.entries()) {
      const y = 40 + i * 34;
      if (i === sel) out += rect(6, y, 240, 28, { fill: C.cyan600, rx: 5 });
      out += text(16, y + 20, item, { size: 15, fill: i === sel ? C.white : C.muted });
    }
    if (toggle !== undefined) {
      const y = 40 + items.rows.length * 34 - 34 + 14;
      out += rect(190, y - 10, 46, 22, { fill: toggle > 0.5 ? C.cyan400 : C.navy700, rx: 11 });
      out += circle(lerp(201, 225, toggle), y + 1, 8, { fill: C.white });
    }
    return out;
  },
  splice: ({ loss, verdict, angled }: SpliceReadout): string => {
    let out = rect(0, 0, 252, 182, { fill: '#07111f' });
    out += text(10, 20, 'X', { size: 13, fill: C.muted, family: MONO }) + text(10, 80, 'Y', { size: 13, fill: C.muted, family: MONO });
    for (const y of [36, 96]) {
      out += rect(0, y - 9, 252, 18, { fill: '#a8b8cc' });
      out += line(0, y, 252, y, { stroke: '#6b809a', sw: 3 });
      if (angled) out += poly([[118, y - 9], [134, y - 9], [128, y + 9], [112, y + 9]], { fill: '#07111f' });
    }
    out += rect(0, 118, 252, 64, { fill: C.navy950, opacity: 0.9 });
    if (loss) out += text(10, 146, `Est. loss ${loss}`, { size: 14, family: MONO });
    if (angled) out += text(12, 146, 'Cleave angle: too large', { size: 13, family: MONO, fill: C.amber500 });
    if (verdict) {
      const col = verdict === 'PASS' ? C.cyan400 : C.amber500;
      out += rect(172, 128, 72, 40, { fill: col, rx: 6 }) + text(208, 155, verdict, { size: 19, weight: 'bold', anchor: 'middle', fill: C.navy950 });
    }
    return out;
  },
  arc: (count: number): string =>
    rect(0, 0, 252, 182, { fill: '#07111f' }) + text(126, 50, 'ARC COUNT', { size: 16, anchor: 'middle', fill: C.muted, spacing: 3 }) +
    text(126, 104, String(count), { size: 40, anchor: 'middle', weight: 'bold', family: MONO }) +
    text(126, 150, 'electrode life 6,000 arcs', { size: 13, anchor: 'middle', fill: C.muted }),
};

/**
 * The splicer from above: screen and keys on the left, the splicing section
 * under its wind protector on the right, the tube heater below it.
 */
interface SplicerState {
  /** The screen's contents (screens.*). */
  screen?: string;
  /** How far the wind protector is open, 0..1. */
  lid?: number;
  /** How far the battery pack is in, 0..1. */
  battery?: number;
  /** The tube heater's glow, 0..1. */
  heater?: number;
  /** The part ringed for the viewer to look at. */
  highlight?: 'power' | 'lid' | 'screen' | 'battery' | 'keys';
  /** Seconds, for the highlight's pulse. */
  t?: number;
  /** Fibres lie in the V-grooves. */
  fibres?: boolean;
}

function splicer({ screen = screens.off(), lid = 0, battery = 1, heater = 0, highlight, t = 0, fibres = false }: SplicerState = {}): string {
  const { x, y, w, h } = DEV;
  let out = '';
  // Battery pack slides in from below.
  out += rect(x + 110, y + h - 20 + (1 - battery) * 140, 380, 60, { fill: '#2a3543', rx: 10, opacity: clamp(battery * 3) });
  out += rect(x + 130, y + h + 8 + (1 - battery) * 140, 60, 14, { fill: C.cyan600, rx: 4, opacity: clamp(battery * 3) });
  out += rect(x, y, w, h, { fill: '#1b2430', rx: 34 }) + rect(x, y, w, h, { stroke: '#3a4758', sw: 3, rx: 34 });
  out += rect(x + 8, y + 6, w - 16, 10, { fill: C.white, opacity: 0.06, rx: 5 });
  // Screen.
  out += rect(x + 30, y + 40, 280, 210, { fill: '#0b1119', rx: 14 });
  out += group(screen, { transform: `translate(${x + 44} ${y + 54})` });
  // Keys.
  out += circle(x + 76, y + 330, 30, { fill: '#2a3543', stroke: '#4e5b6b', sw: 2 });
  out += path(`M${x + 76} ${y + 314}V${y + 330}M${x + 66} ${y + 318}A16 16 0 1 0 ${x + 86} ${y + 318}`, { stroke: C.cyan400, sw: 3 });
  for (const [i, k] of ['SET', 'RESET', '◀', '▶'].entries()) {
    out += circle(x + 150 + i * 52, y + 330, 20, { fill: '#2a3543', stroke: '#4e5b6b', sw: 2 });
    out += text(x + 150 + i * 52, y + 372, k, { size: 12, fill: C.muted, anchor: 'middle' });
  }
  // Splicing section: clamps, V-grooves and electrodes.
  const sx = x + 340;
  const sy = y + 40;
  out += rect(sx, sy, 240, 210, { fill: '#10161f', rx: 12 });
  out += rect(sx + 20, sy + 85, 70, 40, { fill: '#3a4758', rx: 6 }) + rect(sx + 150, sy + 85, 70, 40, { fill: '#3a4758', rx: 6 });
  out += rect(sx + 94, sy + 95, 52, 20, { fill: '#8a96a6', rx: 3 });
  out += line(sx + 94, sy + 105, sx + 146, sy + 105, { stroke: '#4e5b6b', sw: 2 });
  out += poly([[sx + 114, sy + 40], [sx + 126, sy + 40], [sx + 120, sy + 88]], { fill: '#8a96a6' });
  out += poly([[sx + 114, sy + 170], [sx + 126, sy + 170], [sx + 120, sy + 122]], { fill: '#8a96a6' });
  if (fibres) out += line(sx + 6, sy + 105, sx + 234, sy + 105, { stroke: '#dfe6ee', sw: 3 });
  // Wind protector: closed it covers the section; opening swings it back.
  const lidH = lerp(218, 26, easeInOut(lid));
  const lidY = sy - 4 - easeInOut(lid) * 40;
  out += rect(sx - 4, lidY, 248, lidH, { fill: '#2a3543', rx: 14, opacity: 0.97 });
  out += rect(sx - 4, lidY, 248, lidH, { stroke: '#4e5b6b', sw: 2, rx: 14 });
  if (lid < 0.5) out += rect(sx + 40, lidY + 20, 160, lidH - 40, { fill: C.navy950, opacity: 0.5, rx: 8 });
  // Tube heater.
  out += rect(sx, y + 290, 240, 100, { fill: '#10161f', rx: 12 });
  out += rect(sx + 20, y + 325, 200, 30, { fill: heater > 0 ? C.amber700 : '#2a3543', rx: 8, opacity: heater > 0 ? 0.6 + heater * 0.4 : 1 });
  out += text(sx + 120, y + 312, 'HEATER', { size: 12, fill: C.muted, anchor: 'middle', spacing: 2 });
  // Where to look.
  if (highlight === 'power') out += highlightRing(x + 76, y + 330, 38, t);
  if (highlight === 'lid') out += highlightBox(sx - 4, sy - 4, 248, 218, t);
  if (highlight === 'screen') out += highlightBox(x + 30, y + 40, 280, 210, t);
  if (highlight === 'battery') out += highlightBox(x + 110, y + h - 10, 380, 60, t);
  if (highlight === 'keys') out += highlightBox(x + 120, y + 300, 220, 60, t);
  return out;
}

/* ------------------------------------------------------------ Close-ups -- */

const CU = { x: 560, y: 110, w: 680, h: 500 };

function closeUpFrame(label: string): string {
  return panel(CU.x, CU.y, CU.w, CU.h, { fill: '#050d1a', opacity: 0.9 }) +
    text(CU.x + 24, CU.y + 36, label, { size: 15, fill: C.muted, spacing: 3 });
}

/** A speck of dirt: x, y and radius. */
type Speck = readonly [x: number, y: number, r: number];

function vGrooveBlock(cx: number, cy: number, { dirt = [] }: { dirt?: readonly Speck[] } = {}): string {
  let out = rect(cx - 260, cy - 90, 520, 180, { fill: '#7d8b9c', rx: 10 });
  out += `<defs>${linearGradient('vg', [[0, '#9aa7b6'], [1, '#5d6b7d']])}</defs>`;
  for (const dy of [-50, 0, 50]) {
    out += poly([[cx - 260, cy + dy - 16], [cx + 260, cy + dy - 16], [cx + 260, cy + dy], [cx - 260, cy + dy]], { fill: 'url(#vg)' });
    out += line(cx - 260, cy + dy, cx + 260, cy + dy, { stroke: '#3a4758', sw: 3 });
  }
  for (const [x, y, r] of dirt) out += circle(x, y, r, { fill: '#3b2a18', opacity: 0.9 });
  return out;
}

const DIRT: readonly Speck[] = [[-180, 0, 7], [-60, -50, 6], [40, 0, 8], [150, 50, 6], [210, 0, 5], [-120, 50, 6]];

/* ------------------------------------------------------------ Tutorials -- */

/** The splicer at 78 % beside a phone, for the wireless steps. */
function smallSplicer(t: number): string {
  return group(splicer({ screen: screens.menu(wlanMenu, 3, { toggle: 1 }), t }), {
    transform: `translate(${DEV.x - 40} ${DEV.y + 40}) scale(0.78) translate(${-DEV.x} ${-DEV.y})`,
  });
}

const bootMenu: Menu = { title: 'SPLICE PROGRAM', rows: ['SM AUTO', 'MM AUTO', 'NZ AUTO', 'DS AUTO'] };
const settingsMenu: Menu = { title: 'MENU', rows: ['Splice program', 'Heater program', 'Settings', 'Maintenance'] };
const wlanMenu: Menu = { title: 'SETTINGS', rows: ['Language', 'Power save', 'Date / time', 'Wireless LAN'] };

function phone(x: number, y: number, { list = 0, joined = 0, files = 0 }: { list?: number; joined?: number; files?: number } = {}): string {
  let out = rect(x, y, 200, 380, { fill: '#141b24', rx: 30 }) + rect(x, y, 200, 380, { stroke: '#4e5b6b', sw: 3, rx: 30 });
  out += rect(x + 14, y + 40, 172, 300, { fill: '#07111f', rx: 8 });
  out += text(x + 28, y + 72, 'Wi-Fi', { size: 17, weight: 'bold' });
  const nets = ['SPLICER-4C21', 'Office-5G', 'Guest'];
  for (const [i, net] of nets.entries()) {
    const yy = y + 100 + i * 44;
    const sel = i === 0 && joined > 0;
    out += rect(x + 22, yy, 156, 36, { fill: sel ? C.cyan600 : C.navy900, rx: 6, opacity: clamp(list * 3 - i) });
    out += text(x + 32, yy + 24, net, { size: 13, fill: C.white, opacity: clamp(list * 3 - i), family: MONO });
  }
  if (joined > 0) out += text(x + 100, y + 260, 'Connected', { size: 15, fill: C.cyan400, anchor: 'middle', opacity: joined });
  if (files > 0) {
    for (let i = 0; i < 3; i += 1) out += rect(x + 30 + i * 50, y + 280, 40, 40, { fill: C.navy700, rx: 4, opacity: clamp(files * 3 - i) });
  }
  return out;
}

function wifiWaves(x: number, y: number, strength: number, t: number): string {
  let out = '';
  for (let i = 0; i < 3; i += 1) {
    const r = 24 + i * 22;
    const b = 0.5 + 0.5 * Math.sin(t * 6 - i);
    out += path(`M${n(x - r * 0.7)} ${n(y - r * 0.7)}A${r} ${r} 0 0 1 ${n(x + r * 0.7)} ${n(y - r * 0.7)}`, { stroke: C.cyan400, sw: 5, opacity: strength * (0.4 + 0.6 * b), cap: 'round' });
  }
  return out + circle(x, y, 6, { fill: C.cyan400, opacity: strength });
}

interface StripState {
  /** How far the protection sleeve has slid on, 0..1. */
  sleeve?: number;
  /** How far the coating has been stripped, 0..1. */
  strip?: number;
  /** Where the tissue is along the bare fibre, 0..1; below 0, no tissue. */
  wipe?: number;
  /** How far the cleave has gone, 0..1. */
  cleave?: number;
  /** Labels the coating and cladding diameters. */
  showDims?: boolean;
}

function fibreStrip({ sleeve = 0, strip = 0, wipe = -1, cleave = 0, showDims = false }: StripState): string {
  // One fibre across the close-up: coating on the left, glass where stripped.
  const y = CU.y + 280;
  const x0 = CU.x + 40;
  const x1 = CU.x + CU.w - 40;
  const stripX = lerp(x1, CU.x + 320, easeInOut(strip));
  let out = rect(x0, y - 22, stripX - x0, 44, { fill: '#e8eef5', rx: 4 });
  out += line(x0, y - 14, stripX, y - 14, { stroke: C.white, sw: 4, opacity: 0.6 });
  if (stripX < x1) out += fibreSide(stripX, x1 - (cleave > 0 ? 140 * cleave : 0), y, { r: 11 });
  // Coating slug pulled off by the stripper.
  if (strip > 0 && strip < 1) out += rect(stripX + 10 + strip * 160, y - 22, 100, 44, { fill: '#e8eef5', rx: 4, opacity: 1 - strip });
  if (sleeve > 0) {
    const sx = lerp(x1 + 40, x0 + 60, easeInOut(sleeve));
    out += rect(sx, y - 34, 150, 68, { fill: '#a9dbe4', opacity: 0.35, rx: 12 }) + rect(sx, y - 34, 150, 68, { stroke: '#a9dbe4', sw: 2, rx: 12 });
    out += line(sx + 10, y + 26, sx + 140, y + 26, { stroke: '#c3d2e6', sw: 5, opacity: 0.7 });
  }
  if (showDims && strip >= 1) {
    out += text(CU.x + 180, y - 60, '250 µm coating', { size: 18, anchor: 'middle' });
    out += text(CU.x + 500, y - 60, '125 µm cladding', { size: 18, anchor: 'middle', fill: C.cyan100 });
  }
  if (wipe >= 0) {
    const wx = lerp(CU.x + 330, x1 - 20, easeInOut(wipe));
    out += rect(wx - 50, y - 46, 100, 92, { fill: '#f4f1e8', rx: 16, opacity: 0.92 });
    out += path(`M${wx - 40} ${y - 30}q20 10 40 0t40 0`, { stroke: '#d7cfbd', sw: 2 });
  }
  if (cleave > 0) {
    const cx = x1 - 140 * cleave;
    out += line(cx, y - 90, cx, y + 90, { stroke: C.amber500, sw: 2, dash: '6 6' });
    out += line(CU.x + 320, y + 70, cx, y + 70, { stroke: C.cyan400, sw: 2 });
    out += line(CU.x + 320, y + 60, CU.x + 320, y + 80, { stroke: C.cyan400, sw: 2 }) + line(cx, y + 60, cx, y + 80, { stroke: C.cyan400, sw: 2 });
    out += text((CU.x + 320 + cx) / 2, y + 104, 'cleave length 10 mm', { size: 18, anchor: 'middle', fill: C.cyan400 });
  }
  return out;
}

function stripper(x: number, y: number, closed: number): string {
  const gap = lerp(50, 22, closed);
  return rect(x - 30, y - gap - 160, 60, 160, { fill: C.amber700, rx: 12 }) + rect(x - 30, y + gap, 60, 160, { fill: C.amber700, rx: 12 }) +
    rect(x - 20, y - gap - 14, 40, 14, { fill: '#8a96a6' }) + rect(x - 20, y + gap, 40, 14, { fill: '#8a96a6' });
}

export const TUTORIALS = {
  'tutorial-power-on': {
    title: 'How to turn on the splicer',
    steps: [
      { text: 'Fit a charged battery, or connect the AC adapter.', draw: (p, t) => splicer({ battery: easeOut(span(p, 0.1, 0.6)), highlight: p > 0.6 ? 'battery' : undefined, t }) },
      {
        text: 'Press and hold the power key until the screen lights.',
        draw: (p, t) => {
          const hold = span(p, 0.1, 0.7);
          return splicer({ highlight: 'power', t, screen: p > 0.72 ? screens.boot(0) : screens.off() }) +
            circle(DEV.x + 76, DEV.y + 330, 48, { stroke: C.cyan400, sw: 5, dash: `${n(hold * 302)} 302`, transform: `rotate(-90 ${DEV.x + 76} ${DEV.y + 330})` });
        },
      },
      { text: 'Wait while the splicer runs its start-up self-check.', draw: (p, t) => splicer({ screen: screens.boot(easeInOut(span(p, 0, 0.85))), highlight: 'screen', t }) },
      {
        text: 'Choose a splice program. The splicer is ready.',
        draw: (p, t) => splicer({ screen: screens.menu(bootMenu, p < 0.3 ? 2 : p < 0.5 ? 1 : 0), t, highlight: p > 0.6 ? 'screen' : 'keys' }) +
          (p > 0.6 ? checkBadge(DEV.x + DEV.w - 20, DEV.y - 10, 30, span(p, 0.6, 0.8)) : ''),
      },
    ],
    outro: 'Keep a spare charged battery for long jobs.',
  },
  'tutorial-pass-fail': {
    title: 'Pass and fail functions',
    steps: [
      { text: 'After each splice, the splicer estimates the loss from its fibre images.', draw: (p, t) => splicer({ screen: screens.splice({ loss: p > 0.4 ? '0.02 dB' : '…' }), highlight: 'screen', t, fibres: true }) },
      { text: 'Within your loss limit, the splice is marked PASS.', draw: (p, t) => splicer({ screen: screens.splice({ loss: '0.02 dB', verdict: p > 0.25 ? 'PASS' : undefined }), highlight: 'screen', t, fibres: true }) },
      { text: 'Over the limit, or with a poor cleave angle, it shows FAIL.', draw: (p, t) => splicer({ screen: screens.splice({ angled: true, verdict: p > 0.3 ? 'FAIL' : undefined }), highlight: 'screen', t, fibres: true }) },
      {
        text: 'After a FAIL: strip, clean and cleave the fibre again, then re-splice.',
        draw: (p) => {
          let out = closeUpFrame('RECOVERY LOOP');
          const labels = ['Strip', 'Clean', 'Cleave', 'Splice'];
          const cx = CU.x + CU.w / 2;
          const cy = CU.y + CU.h / 2 + 20;
          out += circle(cx, cy, 150, { stroke: C.navy700, sw: 6 });
          out += circle(cx, cy, 150, { stroke: C.cyan400, sw: 6, dash: `${n(p * 942)} 942`, transform: `rotate(-90 ${cx} ${cy})` });
          for (const [i, l] of labels.entries()) {
            const a = -Math.PI / 2 + (i * Math.PI) / 2;
            const on = p * 4 > i;
            out += circle(cx + Math.cos(a) * 150, cy + Math.sin(a) * 150, 44, { fill: on ? C.cyan600 : C.navy800, stroke: on ? C.cyan400 : C.navy700, sw: 3 });
            out += text(cx + Math.cos(a) * 150, cy + Math.sin(a) * 150 + 6, l, { size: 17, anchor: 'middle', weight: 'bold' });
          }
          return out;
        },
      },
    ],
    outro: 'Set the loss limit once in the splice program.',
  },
  'tutorial-nanotune': {
    title: 'What NanoTune is',
    steps: [
      {
        text: 'The splicer images both fibres and reads their cores.',
        draw: (p) => {
          let out = closeUpFrame('FIBRE IMAGES · X / Y');
          for (const [i, y] of [CU.y + 180, CU.y + 360].entries()) {
            out += fibreSide(CU.x + 40, CU.x + 320, y, { r: 36 }) + fibreSide(CU.x + 360, CU.x + CU.w - 40, y, { r: 36 });
            out += text(CU.x + 40, y - 50, i ? 'Y' : 'X', { size: 16, fill: C.muted, family: MONO });
            const sx = lerp(CU.x + 40, CU.x + CU.w - 40, mod(p * 1.6, 1));
            out += line(sx, y - 50, sx, y + 50, { stroke: C.cyan400, sw: 3, opacity: 0.8 });
          }
          return out;
        },
      },
      {
        text: 'NanoTune fine-tunes the arc to suit the fibres it sees.',
        draw: (p) => {
          let out = closeUpFrame('ARC CONDITIONS');
          for (const [i, [name, target]] of ([['Power', 0.62], ['Duration', 0.48], ['Position', 0.55]] as const).entries()) {
            const y = CU.y + 140 + i * 110;
            const v = lerp(0.3 + i * 0.2, target, easeInOut(span(p, 0.1 + i * 0.1, 0.6 + i * 0.1)));
            out += text(CU.x + 60, y, name, { size: 20 });
            out += rect(CU.x + 60, y + 20, 560, 10, { fill: C.navy700, rx: 5 });
            out += rect(CU.x + 60, y + 20, 560 * v, 10, { fill: C.cyan400, rx: 5 });
            out += circle(CU.x + 60 + 560 * v, y + 25, 14, { fill: C.white, stroke: C.cyan400, sw: 3 });
          }
          return out;
        },
      },
      {
        text: 'The aim: lower and more consistent splice loss.',
        draw: (p) => {
          let out = closeUpFrame('SPLICE LOSS · DISTRIBUTION');
          const base = CU.y + CU.h - 80;
          for (let i = 0; i < 12; i += 1) {
            const x = CU.x + 80 + i * 46;
            const wide = Math.exp(-(((i - 6) / 3.2) ** 2)) * 200;
            const narrow = Math.exp(-(((i - 3) / 1.4) ** 2)) * 300;
            const h = lerp(wide, narrow, easeInOut(span(p, 0.15, 0.75)));
            out += rect(x, base - h, 34, h, { fill: p > 0.5 ? C.cyan400 : C.steel, rx: 4, opacity: 0.9 });
          }
          out += line(CU.x + 60, base, CU.x + CU.w - 60, base, { stroke: C.muted, sw: 2 });
          out += text(CU.x + 60, base + 32, 'lower loss', { size: 16, fill: C.muted }) + text(CU.x + CU.w - 60, base + 32, 'higher loss', { size: 16, fill: C.muted, anchor: 'end' });
          return out;
        },
      },
      {
        text: 'It works automatically, with no extra steps for the operator.',
        draw: (p, t) => splicer({ screen: screens.splice({ loss: '0.02 dB', verdict: 'PASS' }), t, fibres: true }) + checkBadge(DEV.x + DEV.w - 20, DEV.y - 10, 30, span(p, 0.2, 0.5)),
      },
    ],
    outro: 'Check your model’s manual for NanoTune settings.',
  },
  'tutorial-wireless-lan': {
    title: 'Wireless LAN setup',
    steps: [
      { text: 'Open the menu and go to Settings.', draw: (p, t) => splicer({ screen: screens.menu(settingsMenu, Math.min(2, Math.floor(p * 4))), highlight: 'keys', t }) },
      { text: 'Select Wireless LAN and switch it on.', draw: (p, t) => splicer({ screen: screens.menu(wlanMenu, 3, { toggle: easeInOut(span(p, 0.35, 0.55)) }), highlight: 'screen', t }) },
      {
        text: 'On your phone or tablet, join the splicer’s network.',
        draw: (p, t) => smallSplicer(t) + phone(1050, 170, { list: span(p, 0, 0.4), joined: span(p, 0.6, 0.8) }) + wifiWaves(1040, 150, 1, t),
      },
      {
        text: 'Splice records and images can now be viewed in the app.',
        draw: (p, t) => {
          let out = smallSplicer(t);
          out += phone(1050, 170, { list: 1, joined: 1, files: span(p, 0.4, 0.9) });
          for (let i = 0; i < 3; i += 1) {
            const q = mod(p * 2 + i / 3, 1);
            out += rect(lerp(800, 1090, q), lerp(260, 440, q) - Math.sin(q * Math.PI) * 90, 30, 36, { fill: C.navy700, stroke: C.cyan400, sw: 2, rx: 4, opacity: Math.sin(q * Math.PI) });
          }
          return out;
        },
      },
    ],
    outro: 'Switch Wireless LAN off when you do not need it.',
  },
  'tutorial-electrode-change': {
    title: 'Changing the electrode',
    steps: [
      { text: 'Turn the splicer off before you start.', draw: (p, t) => splicer({ screen: p < 0.5 ? screens.menu(bootMenu, 0) : screens.off(), highlight: 'power', t }) },
      {
        text: 'Loosen the electrode cover screw and lift the old electrode out.',
        draw: (p, t) => {
          let out = closeUpFrame('ELECTRODE · TOP');
          const cx = CU.x + CU.w / 2;
          const lift = easeInOut(span(p, 0.45, 0.9)) * 150;
          out += group(electrode(cx, CU.y + 380, 1, { gap: 0 }), { transform: `translate(0 ${n(-lift)})` });
          out += rect(cx - 70, CU.y + 120 - lift * 0.6, 140, 40, { fill: '#2a3543', rx: 8 });
          const spin = span(p, 0.05, 0.4) * 720;
          out += group(circle(0, 0, 20, { fill: '#8a96a6' }) + line(-14, 0, 14, 0, { stroke: '#3a4758', sw: 4 }), { transform: `translate(${cx} ${CU.y + 140 - lift * 0.6}) rotate(${n(spin)})` });
          out += fibreSide(CU.x + 60, CU.x + CU.w - 60, CU.y + 420, { r: 12 });
          if (p < 0.45) out += highlightRing(cx, CU.y + 140, 30, t);
          return out;
        },
      },
      {
        text: 'Fit the new electrode and tighten the cover. Repeat on the other side.',
        draw: (p) => {
          let out = closeUpFrame('ELECTRODE · TOP');
          const cx = CU.x + CU.w / 2;
          const drop = (1 - easeOut(span(p, 0.05, 0.5))) * 150;
          out += group(electrode(cx, CU.y + 380, 1, { gap: 0 }), { transform: `translate(0 ${n(-drop)})` });
          out += bloom(cx, CU.y + 370 - drop, 40, C.cyan400, 0.4);
          out += rect(cx - 70, CU.y + 120 - drop * 0.6, 140, 40, { fill: '#2a3543', rx: 8 });
          const spin = -span(p, 0.55, 0.9) * 720;
          out += group(circle(0, 0, 20, { fill: '#8a96a6' }) + line(-14, 0, 14, 0, { stroke: '#3a4758', sw: 4 }), { transform: `translate(${cx} ${CU.y + 140 - drop * 0.6}) rotate(${n(spin)})` });
          out += fibreSide(CU.x + 60, CU.x + CU.w - 60, CU.y + 420, { r: 12 });
          return out;
        },
      },
      {
        text: 'Run arc stabilisation, then reset the arc counter.',
        draw: (p, t) => splicer({ screen: screens.arc(p < 0.55 ? 6000 : 0), highlight: 'screen', t }) + (p > 0.55 ? checkBadge(DEV.x + DEV.w - 20, DEV.y - 10, 30, span(p, 0.6, 0.8)) : ''),
      },
    ],
    outro: 'Replace both electrodes together, as a pair.',
  },
  'tutorial-v-groove-cleaning': {
    title: 'Cleaning the V-groove',
    steps: [
      { text: 'Open the wind protector.', draw: (p, t) => splicer({ lid: easeInOut(span(p, 0.2, 0.7)), highlight: 'lid', t, screen: screens.menu(bootMenu, 0) }) },
      {
        text: 'Moisten a thin cotton swab with pure alcohol.',
        draw: (p) => {
          let out = closeUpFrame('PREPARE');
          const bx = CU.x + 420;
          const by = CU.y + 230;
          out += rect(bx, by, 130, 220, { fill: '#a9dbe4', opacity: 0.3, rx: 18 }) + rect(bx, by, 130, 220, { stroke: '#a9dbe4', sw: 3, rx: 18 });
          out += rect(bx + 30, by - 40, 70, 44, { fill: C.steel, rx: 8 });
          out += rect(bx + 8, by + 100, 114, 110, { fill: '#a9dbe4', opacity: 0.35, rx: 12 });
          out += text(bx + 65, by + 80, 'IPA', { size: 22, weight: 'bold', anchor: 'middle', fill: C.navy950 });
          const dip = pulse(p, 0.2, 0.8);
          out += swab(bx + 60, by - 80 + dip * 90, -90, { wet: p > 0.5 });
          return out;
        },
      },
      {
        text: 'Stroke the swab along the V-groove to lift dust out.',
        draw: (p) => {
          const cx = CU.x + CU.w / 2;
          const cy = CU.y + CU.h / 2 + 20;
          const sx = lerp(cx - 280, cx + 280, easeInOut(p));
          const dirt = DIRT.filter(([dx]) => cx + dx > sx).map(([dx, dy, r]): Speck => [cx + dx, cy + dy, r]);
          return closeUpFrame('V-GROOVE') + vGrooveBlock(cx, cy, { dirt }) + swab(sx, cy - 4, -20);
        },
      },
      {
        text: 'For stubborn dirt, push it out with a cleaved fibre end.',
        draw: (p) => {
          const cx = CU.x + CU.w / 2;
          const cy = CU.y + CU.h / 2 + 20;
          const tip = lerp(cx - 240, cx + 300, easeInOut(span(p, 0.1, 0.9)));
          const speck = Math.max(cx + 40, tip + 8);
          return closeUpFrame('V-GROOVE') + vGrooveBlock(cx, cy, { dirt: [[speck, cy, 8]] }) + fibreSide(CU.x - 100, tip, cy - 2, { r: 7 });
        },
      },
    ],
    outro: 'Clean V-grooves mean straight fibres and low loss.',
  },
  'tutorial-general-cleaning': {
    title: 'General cleaning',
    steps: [
      {
        text: 'Clamp pads: wipe with a swab moistened with alcohol.',
        draw: (p) => {
          let out = closeUpFrame('FIBRE CLAMPS');
          const cx = CU.x + CU.w / 2;
          const cy = CU.y + CU.h / 2 + 20;
          for (const dx of [-170, 170]) out += rect(cx + dx - 110, cy - 70, 220, 140, { fill: '#3a4758', rx: 14 }) + rect(cx + dx - 90, cy - 50, 180, 100, { fill: '#1b2430', rx: 10 });
          out += swab(lerp(cx - 250, cx - 90, mod(p * 3, 1)), cy, -10);
          return out;
        },
      },
      {
        text: 'Objective lenses: swab gently in a circle, from the centre out.',
        draw: (p) => {
          let out = closeUpFrame('OBJECTIVE LENSES');
          const cx = CU.x + CU.w / 2;
          const cy = CU.y + CU.h / 2 + 20;
          for (const dx of [-150, 150]) {
            out += circle(cx + dx, cy, 100, { fill: '#2a3543', stroke: '#8a96a6', sw: 6 });
            out += circle(cx + dx, cy, 70, { fill: '#14324a' }) + circle(cx + dx - 22, cy - 22, 20, { fill: C.white, opacity: 0.2 });
          }
          const a = p * Math.PI * 6;
          const r = 10 + p * 50;
          out += swab(cx - 150 + Math.cos(a) * r, cy + Math.sin(a) * r, -60);
          return out;
        },
      },
      {
        text: 'Wind-protector mirrors: wipe lightly and let them dry.',
        draw: (p) => {
          let out = closeUpFrame('WIND PROTECTOR · MIRRORS');
          const cx = CU.x + CU.w / 2;
          const cy = CU.y + CU.h / 2 + 20;
          out += rect(cx - 240, cy - 120, 480, 240, { fill: '#2a3543', rx: 18 });
          for (const dx of [-110, 110]) {
            out += rect(cx + dx - 80, cy - 60, 160, 120, { fill: '#5f7c99', rx: 8 });
            out += poly([[cx + dx - 60, cy - 60], [cx + dx - 20, cy - 60], [cx + dx - 70, cy + 60], [cx + dx - 80, cy + 60], [cx + dx - 80, cy + 30]], { fill: C.white, opacity: 0.25 });
          }
          out += swab(lerp(cx - 200, cx + 200, easeInOut(p)), cy, -35, { wet: true });
          return out;
        },
      },
      {
        text: 'Body, screen and heater: use a dry lint-free cloth.',
        draw: (p, t) => {
          const wx = lerp(DEV.x + 40, DEV.x + 260, 0.5 + 0.5 * Math.sin(p * Math.PI * 4));
          return splicer({ screen: screens.menu(bootMenu, 0), t, highlight: 'screen' }) +
            rect(wx, DEV.y + 90, 120, 110, { fill: '#f4f1e8', rx: 22, opacity: 0.9 }) + path(`M${wx + 16} ${DEV.y + 130}q26 12 44 0t44 0`, { stroke: '#d7cfbd', sw: 2 });
        },
      },
    ],
    outro: 'Never use compressed air on the lenses.',
  },
  'tutorial-fiber-stripping': {
    title: 'Stripping the fibre coating',
    steps: [
      { text: 'Slide the protection sleeve onto the fibre first.', draw: (p) => closeUpFrame('PREPARE') + fibreStrip({ sleeve: span(p, 0.1, 0.8) }) },
      {
        text: 'Strip the 250 µm coating down to the 125 µm cladding.',
        draw: (p) => {
          const close = span(p, 0.05, 0.3);
          const pull = span(p, 0.35, 0.85);
          const x = lerp(CU.x + 340, CU.x + CU.w - 60, pull);
          return closeUpFrame('STRIP') + fibreStrip({ sleeve: 1, strip: pull, showDims: true }) + stripper(x, CU.y + 280, close);
        },
      },
      { text: 'Wipe the bare fibre once with alcohol on a lint-free tissue.', draw: (p) => closeUpFrame('CLEAN') + fibreStrip({ sleeve: 1, strip: 1, wipe: span(p, 0.1, 0.85) }) },
      { text: 'Cleave straight away: cleave length 10 mm.', draw: (p) => closeUpFrame('CLEAVE') + fibreStrip({ sleeve: 1, strip: 1, cleave: easeOut(span(p, 0.1, 0.6)) }) },
    ],
    outro: 'Never touch the bare glass after cleaning it.',
  },
} satisfies Record<string, Tutorial>;

export type TutorialKey = keyof typeof TUTORIALS;

const isTutorialKey = (key: string): key is TutorialKey => Object.hasOwn(TUTORIALS, key);

export const TUTORIAL_KEYS = Object.keys(TUTORIALS).filter(isTutorialKey);

/* -------------------------------------------------------- Tutorial layout -- */

function stepList(tutorial: Tutorial, current: number, stepP: number, x: number, y: number): string {
  let out = '';
  let yy = y;
  for (const [i, step] of tutorial.steps.entries()) {
    const lines = wrap(step.text, 30);
    const state = i < current ? 'done' : i === current ? 'now' : 'next';
    const col = state === 'now' ? C.amber500 : C.cyan400;
    if (state === 'done') out += checkBadge(x + 18, yy - 7, 17, 1);
    else {
      out += circle(x + 18, yy - 7, 17, { fill: state === 'now' ? C.amber500 : 'none', stroke: col, sw: 2.5, opacity: state === 'next' ? 0.5 : 1 });
      out += text(x + 18, yy - 1, String(i + 1), { size: 17, weight: 'bold', anchor: 'middle', fill: state === 'now' ? C.navy950 : C.cyan400, opacity: state === 'next' ? 0.6 : 1 });
    }
    out += textBlock(x + 50, yy, lines, { size: 19, fill: state === 'now' ? C.white : C.muted, opacity: state === 'next' ? 0.55 : 1, leading: 1.3 });
    if (state === 'now') out += rect(x + 50, yy + lines.length * 25 - 12, 300 * stepP, 3, { fill: C.amber500, opacity: 0.8 });
    yy += lines.length * 25 + 28;
  }
  return out;
}

function titleCard(tutorial: Tutorial, index: number, total: number, p: number, { title = tutorial.title, kicker }: { title?: string; kicker?: string } = {}): string {
  const o = easeOut(span(p, 0, 0.25));
  let out = '';
  const d = `M-40 ${VH - 160}C300 ${VH - 260} 700 ${VH - 90} ${VW + 40} ${VH - 200}`;
  out += path(d, { stroke: C.navy700, sw: 2 });
  out += glow(d, { color: C.cyan400, width: 3, spread: 3, strength: 0.25, dash: '140 2000', offset: n(-p * 1800) });
  out += text(120, 250, kicker ?? `LUMORA · SPLICER TUTORIALS · ${index} / ${total}`, { size: 18, fill: C.amber500, weight: 'bold', spacing: 4, opacity: o });
  const lines = wrap(title, 26);
  out += textBlock(120, 330, lines, { size: 58, weight: 'bold', opacity: o, leading: 1.15 });
  return out;
}

/** The tutorial named by the clip's key: title card, one step at a time beside the step list, closing card. */
export function tutorialScene(t: number, clip: SceneOptions & { key: string }): string {
  const key = clip.key;
  if (!isTutorialKey(key)) throw new Error(`tutorialScene: no tutorial ${key}`);
  const tutorial: Tutorial = TUTORIALS[key];
  const total = TUTORIAL_KEYS.length;
  const index = TUTORIAL_KEYS.indexOf(key) + 1;
  const D = tutorialDuration(tutorial);
  let out = backdrop(VW, VH, { id: 'tut', glowAt: [1000, 330, 520, C.blue600] });
  if (t < TITLE_SECONDS) {
    out += titleCard(tutorial, index, total, t / TITLE_SECONDS);
    out += text(120, 330 + wrap(tutorial.title, 26).length * 67 + 10, `${tutorial.steps.length} steps`, { size: 22, fill: C.muted });
    return out;
  }
  if (t >= D - OUTRO_SECONDS) {
    const p = (t - (D - OUTRO_SECONDS)) / OUTRO_SECONDS;
    out += checkBadge(VW / 2, 260, 60, easeOut(span(p, 0, 0.4)));
    out += text(VW / 2, 390, 'Done', { size: 52, weight: 'bold', anchor: 'middle' });
    out += text(VW / 2, 440, tutorial.outro, { size: 24, fill: C.muted, anchor: 'middle' });
    out += text(VW / 2, 560, 'LUMORA PHOTONICS · SERVICE AND TRAINING', { size: 16, fill: C.amber500, anchor: 'middle', spacing: 4 });
    return out;
  }
  const s = t - TITLE_SECONDS;
  const current = Math.min(tutorial.steps.length - 1, Math.floor(s / STEP_SECONDS));
  const p = (s - current * STEP_SECONDS) / STEP_SECONDS;
  out += text(48, 70, `TUTORIAL ${index} / ${total}`, { size: 15, fill: C.amber500, weight: 'bold', spacing: 4 });
  const titleLines = wrap(tutorial.title, 24);
  out += textBlock(48, 112, titleLines, { size: 30, weight: 'bold', leading: 1.2 });
  out += stepList(tutorial, current, p, 48, 112 + titleLines.length * 36 + 48);
  // Step drawing, cross-faded from the previous step's final state.
  const fadeIn = current === 0 ? 1 : easeOut(span(p, 0, 0.08));
  const previous = tutorial.steps[current - 1];
  if (previous && fadeIn < 1) out += group(previous.draw(1, t), { opacity: n(1 - fadeIn) });
  out += group(pick(tutorial.steps, current).draw(p, t), { opacity: n(fadeIn) });
  out += text(VW - 48, 70, `STEP ${current + 1} OF ${tutorial.steps.length}`, { size: 15, fill: C.muted, anchor: 'end', spacing: 4 });
  // Whole-video progress along the bottom, segmented by step.
  const barX = 48;
  const barW = VW - 96;
  const segW = barW / tutorial.steps.length;
  for (let i = 0; i < tutorial.steps.length; i += 1) {
    const fill = i < current ? 1 : i === current ? p : 0;
    out += rect(barX + i * segW + 3, VH - 36, segW - 6, 6, { fill: C.navy700, rx: 3 });
    out += rect(barX + i * segW + 3, VH - 36, (segW - 6) * fill, 6, { fill: i === current ? C.amber500 : C.cyan400, rx: 3 });
  }
  return out;
}

/* ------------------------------------------------- Featured splice loop -- */

/**
 * The educational page's featured loop: two fibres align in X and Y views,
 * the arc fires, the estimated loss reads out, and the fibres withdraw.
 */
export function featuredSpliceScene(t: number, clip: SceneOptions): string {
  const D = clip.duration;
  const u = mod(t + (clip.phase ?? 0), D);
  let out = backdrop(VW, VH, { id: 'feat', glowAt: [640, 360, 600, C.blue600] });
  const approach = easeInOut(span(u, 0.3, 2.0));
  const align = easeInOut(span(u, 1.4, 2.4));
  const arc = pulse(u, 2.7, 3.6);
  const fused = u > 3.15;
  const result = span(u, 3.8, 4.2) * (1 - span(u, 7.0, 7.4));
  const withdraw = easeInOut(span(u, 7.0, 7.9));
  const gap = lerp(220, 10, approach) + withdraw * 700;
  const cx = 470;
  const views = [['X', 230, 26], ['Y', 500, -18]] as const;
  out += rect(60, 90, 820, 560, { fill: '#050d1a', rx: 16, opacity: 0.9 }) + rect(60, 90, 820, 560, { stroke: C.navy700, sw: 2, rx: 16 });
  for (const [name, y, offset] of views) {
    const dy = offset * (1 - align);
    out += text(84, y - 96, `${name} VIEW`, { size: 15, fill: C.muted, spacing: 3, family: MONO });
    out += group(
      (fused && withdraw === 0
        ? fibreSide(60, 880, y, { r: 44 })
        : fibreSide(60, cx - gap / 2, y + dy, { r: 44 }) + fibreSide(cx + gap / 2, 880, y - dy, { r: 44 })),
      {},
    );
    out += arcGlow(cx, y, arc);
  }
  out += rect(60, 360, 820, 8, { fill: C.navy700 });
  // Electrodes beside the monitor, and the steps as they complete.
  out += panel(930, 90, 290, 560);
  out += electrode(1075, 250, 1, { gap: 34 }) + electrode(1075, 250, -1, { gap: 34 });
  out += fibreSide(950, 1200, 250, { r: 8 });
  out += arcGlow(1075, 250, arc * 0.8);
  const steps: readonly (readonly [label: string, progress: number])[] = [['Align cores', span(u, 1.4, 2.4)], ['Arc fusion', span(u, 2.7, 3.4)], ['Estimate loss', span(u, 3.6, 4.2)]];
  for (const [i, [label, p]] of steps.entries()) {
    const done = p * (1 - span(u, 7.0, 7.4));
    out += checkBadge(968, 470 + i * 56, 16, done);
    out += text(998, 477 + i * 56, label, { size: 19, fill: done > 0 ? C.white : C.muted });
  }
  if (result > 0) {
    out += group(
      rect(560, 590, 300, 44, { fill: C.navy950, rx: 8 }) + rect(560, 590, 300, 44, { stroke: C.cyan400, sw: 2, rx: 8 }) +
        text(710, 620, 'Est. loss 0.02 dB  PASS', { size: 19, fill: C.cyan400, anchor: 'middle', family: MONO, weight: 'bold' }),
      { opacity: result },
    );
  }
  return out;
}
