/**
 * Home hero: a bundle of fibres fanning across a night-navy field with light
 * pulses running along them. White headline text sits on top of this clip, so
 * every colour here is capped. The brightest core colour has a relative
 * luminance of about 0.135; H.264's 4:2:0 chroma pushes thin lines up to
 * ~0.045 brighter once decoded, and white text needs the decoded frame to
 * stay at or below 0.183 (4.5:1). measure-hero.mts checks the real frames.
 */
import type { SceneOptions } from '../lib/scene.mjs';
import { C, backdrop, circle, group, mod, n, path, seeded, type Pair } from '../lib/svg.mjs';

// Capped versions of cyan-400 and amber-500 (relative luminance ≈ 0.135).
const CORE_CYAN = '#18717f';
const CORE_AMBER = '#905a17';
const STRAND = '#17427f';

/** A cubic Bézier: start, two control points, end. */
type Bezier = readonly [Pair, Pair, Pair, Pair];
type Orientation = 'landscape' | 'portrait';

function bezier(p: Bezier): string {
  return `M${n(p[0][0])} ${n(p[0][1])}C${p.slice(1).map(([x, y]) => `${n(x)} ${n(y)}`).join(' ')}`;
}

/** A comet: faint long tail, brighter head; `s` is the head position along the path. */
function comet(d: string, s: number, period: number, colour: string, width: number): string {
  const tail = 150;
  const head = 26;
  const gapTail = period - tail;
  const gapHead = period - head;
  return (
    path(d, { stroke: colour, sw: width * 5, opacity: 0.07, dash: `${tail} ${gapTail}`, offset: n(-(s - tail)), cap: 'round' }) +
    path(d, { stroke: colour, sw: width * 2.4, opacity: 0.2, dash: `${tail} ${gapTail}`, offset: n(-(s - tail)), cap: 'round' }) +
    path(d, { stroke: colour, sw: width * 3.2, opacity: 0.35, dash: `${head} ${gapHead}`, offset: n(-(s - head)), cap: 'round' }) +
    path(d, { stroke: colour, sw: width, dash: `${head} ${gapHead}`, offset: n(-(s - head)), cap: 'round' })
  );
}

function strands(orientation: Orientation): Bezier[] {
  const out: Bezier[] = [];
  const count = 12;
  for (let i = 0; i < count; i += 1) {
    const k = i / (count - 1);
    if (orientation === 'landscape') {
      out.push([
        [-80, 610 + k * 150],
        [360, 640 + k * 40],
        [760, 230 + k * 150],
        [1360, 40 + k * 330],
      ]);
    } else {
      out.push([
        [90 + k * 260, 1360],
        [150 + k * 120, 900],
        [560 - k * 60 + k * 120, 560],
        [-40 + k * 820, -80],
      ]);
    }
  }
  return out;
}

function farStrands(orientation: Orientation): Bezier[] {
  const rnd = seeded(7);
  const out: Bezier[] = [];
  for (let i = 0; i < 7; i += 1) {
    if (orientation === 'landscape') {
      const y = 60 + rnd() * 420;
      out.push([[-60, y + 200], [420, y - 80], [900, y + 140], [1340, y - 60]]);
    } else {
      const x = 40 + rnd() * 640;
      out.push([[x - 160, 1340], [x + 140, 900], [x - 120, 420], [x + 100, -60]]);
    }
  }
  return out;
}

/** `t` in seconds; the clip's view box decides landscape or portrait. */
export function heroScene(t: number, clip: SceneOptions & { view: Pair }): string {
  const [vw, vh] = clip.view;
  const orientation: Orientation = vw > vh ? 'landscape' : 'portrait';
  // One motion cycle per `period`, which may be shorter than the file: see clips.mts.
  const phase = t / (clip.period ?? clip.duration);
  let body = backdrop(vw, vh, {
    grid: 0,
    id: 'hero',
    glowAt: orientation === 'landscape' ? [980, 220, 520, C.blue600] : [470, 430, 520, C.blue600],
  });

  // Dust motes sway through one whole orbit per cycle, so the loop has no seam.
  const rnd = seeded(3);
  for (let i = 0; i < 40; i += 1) {
    const a = 2 * Math.PI * (phase + rnd());
    const x = rnd() * vw + Math.sin(a) * 18;
    const y = rnd() * vh + Math.cos(a) * 12;
    body += circle(x, y, 1 + rnd() * 2.2, { fill: C.navy700, opacity: 0.25 + rnd() * 0.35 });
  }

  for (const [i, p] of farStrands(orientation).entries()) {
    const d = bezier(p);
    body += path(d, { stroke: STRAND, sw: 1, opacity: 0.28 });
    body += comet(d, mod(phase * 2 * 900 + i * 260, 900), 900, CORE_CYAN, 1.2);
  }

  const bundle = strands(orientation);
  for (const p of bundle) {
    const d = bezier(p);
    body += path(d, { stroke: STRAND, sw: 1.6, opacity: 0.6 });
  }
  for (const [i, p] of bundle.entries()) {
    const d = bezier(p);
    const period = 760;
    const laps = 2 + (i % 3);
    const amber = i === 3 || i === 9;
    body += comet(d, mod(phase * laps * period + i * 173, period), period, amber ? CORE_AMBER : CORE_CYAN, 2);
  }

  // Splice closures: rings on the bundle that breathe once per loop.
  const nodes: readonly Pair[] = orientation === 'landscape' ? [[560, 505], [905, 318]] : [[360, 950], [420, 480]];
  for (const [j, [x, y]] of nodes.entries()) {
    const b = 0.5 + 0.5 * Math.sin(2 * Math.PI * (phase * 2 + j * 0.37));
    body += circle(x, y, 26 + b * 6, { stroke: CORE_AMBER, sw: 1.5, opacity: 0.35 + b * 0.35 });
    body += circle(x, y, 9, { fill: CORE_AMBER, opacity: 0.5 + b * 0.4 });
    body += circle(x, y, 46 + b * 10, { stroke: CORE_AMBER, sw: 1, opacity: 0.12 + b * 0.1 });
  }

  return group(body);
}
