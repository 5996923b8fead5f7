/**
 * Longer clips stitched from the factory scenes: the SMT video tour (with a
 * caption per stage) and the /tutorials line video, whose five stages must
 * look different from one another and name themselves in the frame.
 */
import type { Scene, SceneSettings } from '../lib/scene.mjs';
import { C, backdrop, caption, clamp, easeOut, glow, group, n, path, pick, rect, span, text, textBlock, wrap } from '../lib/svg.mjs';
import { PARTS } from './pcb.mjs';
import {
  aoiScene, bakingScene, loaderScene, pickPlaceScene, printerScene, reflowScene, spiScene, stencilCleanScene,
  unloaderScene, xrayScene,
} from './smt.mjs';

const VW = 1280;
const VH = 720;
const FADE = 0.3;

/** A stretch of a sequence, start and end in seconds, drawn by one scene with its own options. */
interface Stage {
  name: string;
  scene: Scene;
  opts: SceneSettings;
  start: number;
  end: number;
}

/** Which stage holds time t, and the time inside it. */
function stageAt<S extends Stage>(stages: readonly S[], t: number): { index: number; stage: S; local: number; length: number } {
  const i = stages.findIndex((s) => t < s.end);
  const index = i === -1 ? stages.length - 1 : i;
  const stage = pick(stages, index);
  return { index, stage, local: t - stage.start, length: stage.end - stage.start };
}

/** Stage content dips through navy at every cut so hard scene changes read as edits. */
function stageBody(stage: Stage, local: number, length: number, extra: SceneSettings = {}): string {
  const opacity = Math.min(clamp(local / FADE), clamp((length - local) / FADE));
  const body = stage.scene(local, { duration: length, sequence: true, hud: false, ...stage.opts, ...extra });
  return group(body, { opacity: n(opacity) });
}

function cardBackdrop(id: string): string {
  return backdrop(VW, VH, { id, glowAt: [900, 300, 560, C.blue600] });
}

function titleCard(kicker: string, title: string, sub: string, p: number): string {
  const o = easeOut(span(p, 0, 0.3));
  const d = `M-40 ${VH - 150}C300 ${VH - 250} 700 ${VH - 80} ${VW + 40} ${VH - 190}`;
  let out = path(d, { stroke: C.navy700, sw: 2 });
  out += glow(d, { color: C.cyan400, width: 3, spread: 3, strength: 0.25, dash: '140 2000', offset: n(-p * 1800) });
  out += text(120, 260, kicker, { size: 18, fill: C.amber500, weight: 'bold', spacing: 4, opacity: o });
  out += textBlock(120, 340, wrap(title, 26), { size: 60, weight: 'bold', opacity: o, leading: 1.15 });
  if (sub) out += text(120, 420, sub, { size: 24, fill: C.muted, opacity: o });
  return out;
}

/* ------------------------------------------------------------ SMT tour -- */

const TOUR_INTRO = 2.5;
const TOUR_STAGE = 4.5;
const TOUR_OUTRO = 2.5;

const TOUR_STAGES: readonly Stage[] = ([
  ['Solder paste printer', printerScene, {}],
  ['Solder paste inspection', spiScene, { phase: 0 }],
  ['Chip mounter', pickPlaceScene, {}],
  ['Reflow oven', reflowScene, {}],
  ['3D optical inspection', aoiScene, { phase: 0 }],
  ['X-ray inspection', xrayScene, {}],
  ['PCB baking oven', bakingScene, {}],
  ['Stencil cleaning', stencilCleanScene, {}],
] satisfies [string, Scene, SceneSettings][]).map(([name, scene, opts], i) => ({
  name, scene, opts, start: TOUR_INTRO + i * TOUR_STAGE, end: TOUR_INTRO + (i + 1) * TOUR_STAGE,
}));

export const TOUR_DURATION = TOUR_INTRO + TOUR_STAGES.length * TOUR_STAGE + TOUR_OUTRO;

export function smtTourScene(t: number): string {
  if (t < TOUR_INTRO) {
    return cardBackdrop('tourA') + titleCard('LUMORA PHOTONICS · ELECTRONICS', 'SMT line video tour', 'Eight stations, from paste to clean-down', t / TOUR_INTRO);
  }
  if (t >= TOUR_DURATION - TOUR_OUTRO) {
    const p = (t - (TOUR_DURATION - TOUR_OUTRO)) / TOUR_OUTRO;
    return cardBackdrop('tourB') + titleCard('LUMORA PHOTONICS · ELECTRONICS', 'Built, inspected, traced', 'Surface mounting under one roof', p);
  }
  const { index, stage, local, length } = stageAt(TOUR_STAGES, t);
  let out = rect(0, 0, VW, VH, { fill: C.navy950 });
  out += stageBody(stage, local, length);
  const o = easeOut(span(local, 0.2, 0.6));
  out += caption(72, VH - 60, `${String(index + 1).padStart(2, '0')} / ${String(TOUR_STAGES.length).padStart(2, '0')}`, stage.name, { size: 34, opacity: o });
  return out;
}

/* ----------------------------------------------- /tutorials line video -- */

// Spread across the board so the mounter visibly works every area.
const LINE_TARGETS = [0, 1, 2, 3, 4, 6, 10, 14, 17, 21, 24, 27, 30, 33, 37, 41].filter((id) => id < PARTS.length);

/** Stage boundaries from the catalogue spec (2.15): whole seconds, 75 s in all. */
export const LINE_STAGES: readonly (Stage & { short: string; accent: string })[] = [
  { name: 'Loader', short: 'Loader', start: 0, end: 20, scene: loaderScene, opts: { cycles: 5 }, accent: C.blue500 },
  { name: 'Solder Paste Printer', short: 'Printer', start: 20, end: 27, scene: printerScene, opts: {}, accent: '#aab4bf' },
  { name: 'Pick and Place', short: 'Pick & Place', start: 27, end: 50, scene: pickPlaceScene, opts: { targets: LINE_TARGETS, counter: true }, accent: C.cyan400 },
  { name: 'Reflow Oven', short: 'Reflow', start: 50, end: 59, scene: reflowScene, opts: {}, accent: C.amber500 },
  { name: 'Unloader', short: 'Unloader', start: 59, end: 75, scene: unloaderScene, opts: { cycles: 4 }, accent: '#3fd0b0' },
];

export const LINE_DURATION = pick(LINE_STAGES, LINE_STAGES.length - 1).end;

export function smtLineStagesScene(t: number): string {
  const { index, stage, local, length } = stageAt(LINE_STAGES, t);
  let out = rect(0, 0, VW, VH, { fill: C.navy950 });
  out += stageBody(stage, local, length);
  // Stage name, large, top left; it stays on screen for the whole stage.
  const w = Math.max(300, stage.name.length * 27 + 80);
  out += rect(32, 28, w, 104, { fill: C.navy950, opacity: 0.82, rx: 10 });
  out += rect(32, 28, 8, 104, { fill: stage.accent });
  out += text(62, 64, `STAGE ${index + 1} / ${LINE_STAGES.length}`, { size: 17, fill: stage.accent, weight: 'bold', spacing: 4 });
  out += text(62, 110, stage.name, { size: 42, weight: 'bold' });
  // Line map along the bottom: every stage named, the current one lit.
  const y = VH - 44;
  const x0 = 32;
  const total = VW - 64;
  out += rect(0, y - 30, VW, 74, { fill: C.navy950, opacity: 0.8 });
  for (const [i, s] of LINE_STAGES.entries()) {
    const x = x0 + (s.start / LINE_DURATION) * total;
    const w2 = ((s.end - s.start) / LINE_DURATION) * total - 6;
    const now = i === index;
    const fill = i < index ? 1 : now ? local / length : 0;
    out += rect(x, y - 14, w2, 6, { fill: C.navy700, rx: 3 });
    out += rect(x, y - 14, w2 * fill, 6, { fill: now ? s.accent : C.steel, rx: 3 });
    out += text(x, y + 16, s.short.toUpperCase(), { size: 13, fill: now ? C.white : C.muted, weight: now ? 'bold' : 'normal', spacing: 1.5, opacity: now ? 1 : 0.7 });
  }
  return out;
}
