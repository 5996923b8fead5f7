/**
 * Still pictures for the factory showcases (/ofcpage, /surface-mounting,
 * /mi). Most are single frames of the scenes the factory videos are rendered
 * from (tools/media/video/scenes), chosen at a moment, or with an option, that
 * differs from the clip beside them, so a carousel's still and clip show two
 * things. The ONU/ONT test bench has no clip, so it is drawn here.
 */
import type { Scene, SceneSettings } from '../video/lib/scene.mjs';
import {
  C, backdrop, bloom, checkBadge, circle, line, panel, path, rect, svgDoc, text,
} from '../video/lib/svg.mjs';
import {
  bufferingScene, cablePackScene, colouringScene, ftthScene, hdpeScene, otdrScene, sheathingScene,
} from '../video/scenes/ofc.mjs';
import {
  aoiScene, bakingScene, manualInsertionScene, pickPlaceScene, printerScene, reflowScene, spiScene,
  stencilCleanScene, utilityScene, waveScene, xrayScene,
} from '../video/scenes/smt.mjs';

const VW = 1280;
const VH = 720;
const MONO = 'DejaVu Sans Mono';
/** The loop length the scenes' showcase clips use; a still is a moment in that loop. */
const LOOP = 6;

const still = (scene: Scene, t: number, options: SceneSettings = {}): string => svgDoc({ width: VW, height: VH, vw: VW, vh: VH, body: scene(t, { duration: LOOP, ...options }) });

/* ------------------------------------------------------ ONU/ONT bench -- */

const ONT_COUNT = 4;
const CHECKS = ['Registered on the PON', 'Optical power within limits', 'Ethernet throughput', 'Wi-Fi 2.4 GHz and 5 GHz'];

function ontUnit(x: number, y: number, { tested, active }: { tested: boolean; active: boolean }): string {
  const w = 300;
  const h = 92;
  let out = rect(x, y, w, h, { fill: '#e9eef4', rx: 14 });
  out += rect(x, y + h - 14, w, 14, { fill: '#cfd8e3', rx: 6 });
  out += text(x + 20, y + 34, 'LUMORA', { size: 15, fill: C.navy800, weight: 'bold', spacing: 3 });
  out += text(x + 20, y + 56, 'XPON ONT', { size: 12, fill: C.steelDark, family: MONO });
  const leds = ['PWR', 'PON', 'LOS', 'LAN', 'WLAN'];
  leds.forEach((label, i) => {
    const cx = x + 150 + i * 30;
    const lit = label === 'LOS' ? false : tested || label === 'PWR' || (active && label === 'PON');
    out += circle(cx, y + 32, 6, { fill: lit ? (label === 'PWR' ? C.cyan600 : '#2fa35a') : '#aab4bf' });
    out += text(cx, y + 56, label, { size: 9, fill: C.steelDark, anchor: 'middle', family: MONO });
  });
  if (tested) out += checkBadge(x + w + 38, y + h / 2, 20, 1);
  if (active) out += rect(x - 8, y - 8, w + 16, h + 16, { stroke: C.cyan400, sw: 3, rx: 18 });
  return out;
}

/** `progress` 0..1: how far through the batch the bench is; the unit under test is highlighted. */
function ontBenchScene(progress: number): string {
  const current = Math.min(ONT_COUNT - 1, Math.floor(progress * ONT_COUNT));
  let out = backdrop(VW, VH, { id: 'ont', glowAt: [420, 360, 520, C.blue600] });
  // The OLT and splitter feeding every unit on the bench.
  out += rect(60, 250, 150, 220, { fill: C.steelDark, rx: 12 }) + rect(60, 250, 150, 220, { stroke: C.metal, sw: 2, rx: 12 });
  for (let i = 0; i < 4; i += 1) out += rect(84, 280 + i * 40, 102, 22, { fill: C.navy900, rx: 4 });
  for (let i = 0; i < 4; i += 1) out += circle(96 + i * 26, 448, 5, { fill: '#2fa35a' });
  out += text(135, 500, 'OLT · SPLITTER', { size: 15, fill: C.muted, anchor: 'middle', spacing: 2 });
  for (let i = 0; i < ONT_COUNT; i += 1) {
    const y = 120 + i * 130;
    const d = `M210 ${300 + i * 40}C290 ${300 + i * 40} 290 ${y + 46} 360 ${y + 46}`;
    out += path(d, { stroke: '#f2d23a', sw: 4, opacity: 0.9 });
    if (i === current) out += bloom(360, y + 46, 26, C.cyan400, 0.55);
    out += ontUnit(370, y, { tested: i < current || progress >= 1, active: i === current && progress < 1 });
  }
  // The test station's read-out for the unit under test.
  const px = 820;
  out += panel(px, 120, 400, 480);
  out += circle(px + 28, 158, 7, { fill: C.cyan400 });
  out += text(px + 46, 166, 'ONU / ONT TEST', { size: 20, weight: 'bold', spacing: 1.5 });
  out += text(px + 28, 200, `Unit ${current + 1} of ${ONT_COUNT}`, { size: 15, fill: C.muted, family: MONO });
  out += line(px + 24, 222, px + 376, 222, { stroke: C.navy700, sw: 1.5 });
  CHECKS.forEach((label, i) => {
    const y = 270 + i * 70;
    const done = progress >= 1 || (progress * ONT_COUNT) % 1 > (i + 1) / (CHECKS.length + 1);
    out += done ? checkBadge(px + 44, y - 6, 16, 1) : circle(px + 44, y - 6, 16, { stroke: C.navy700, sw: 2.5 });
    out += text(px + 76, y, label, { size: 17, fill: done ? C.white : C.muted });
  });
  out += text(px + 28, 568, progress >= 1 ? 'BATCH PASSED' : 'TESTING…', { size: 18, weight: 'bold', spacing: 3, fill: progress >= 1 ? C.cyan400 : C.amber500 });
  return out;
}

const bench = (progress: number): string => svgDoc({ width: VW, height: VH, vw: VW, vh: VH, body: ontBenchScene(progress) });

/** Sources for media/images/factory/, by name. */
export function factoryStills(): Record<string, string> {
  return {
    // Cable factory: one still per showcase, beside its clip.
    'ofc-colouring': still(colouringScene, 2, { colour: 4, detail: true }),
    'ofc-buffering': still(bufferingScene, 2, { tubeColour: 3, detail: true }),
    'ofc-fibre-testing': still(otdrScene, 4, { colour: 2, detail: true }),
    'ofc-sheathing': still(sheathingScene, 3),
    'ofc-ftth-cross-section': still(ftthScene, 2),
    'ofc-hdpe-testing': still(hdpeScene, 4),
    'ofc-final-inspection': still(cablePackScene, 4),
    // SMT line: two moments of each machine that has no clip, one beside each clip.
    'smt-printer-sweep': still(printerScene, 2),
    'smt-printer-printed': still(printerScene, 5.2),
    'smt-spi': still(spiScene, 2.5),
    'smt-chip-mounter': still(pickPlaceScene, 3),
    'smt-reflow-preheat': still(reflowScene, 1),
    'smt-reflow-peak': still(reflowScene, 4),
    'smt-aoi': still(aoiScene, 3),
    'smt-xray-scan': still(xrayScene, 1.5),
    'smt-xray-result': still(xrayScene, 4.5),
    'smt-baking-loaded': still(bakingScene, 0.3, { sequence: true }),
    'smt-baking-heating': still(bakingScene, 5, { sequence: true }),
    'smt-stencil-wash': still(stencilCleanScene, 2),
    'smt-stencil-clean': still(stencilCleanScene, 4.5),
    // Manual insertion.
    'mi-wave-soldering': still(waveScene, 2),
    'mi-insertion-station': still(manualInsertionScene, 2.5),
    'mi-ont-testing': bench(0.6),
    'mi-ont-batch-passed': bench(1),
    'mi-utility': still(utilityScene, 2),
  };
}
