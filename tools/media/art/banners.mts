/**
 * Page banners, 1920x640: night-navy optical-networking motifs on the right,
 * a calm left third for the page title. Each motif says what its page is
 * about (branch network, fusion splice, OTDR trace, PON tree …).
 */
import type { Branch, BranchKey } from '@/content/branches';
import {
  c, darkBase, darkDefs, darkFinish, extra, fibre, fibreColours, linear, node, pick, r1, radial, rng, route, smoothPath, spark, svg,
  type Haze, type Point,
} from '../../../scripts/lib/art-kit.mjs';

export const W = 1920;
export const H = 640;

function banner(body: readonly string[], defs: readonly string[] = [], haze: Haze = {}): string {
  return svg(W, H, [...darkDefs(), ...defs], [...darkBase(W, H, haze), ...body, ...darkFinish(W, H)]);
}

/** Quadratic arc from a to b bowed sideways by `bow` of their distance. */
function arc([ax, ay]: Point, [bx, by]: Point, bow = 0.18): string {
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const dx = bx - ax;
  const dy = by - ay;
  return `M${r1(ax)} ${r1(ay)} Q${r1(mx - dy * bow)} ${r1(my + dx * bow)} ${r1(bx)} ${r1(by)}`;
}

function pointOnQuad([ax, ay]: Point, [bx, by]: Point, bow: number, t: number): Point {
  const cx = (ax + bx) / 2 - (by - ay) * bow;
  const cy = (ay + by) / 2 + (bx - ax) * bow;
  const u = 1 - t;
  return [u * u * ax + 2 * u * t * cx + t * t * bx, u * u * ay + 2 * u * t * cy + t * t * by];
}

/** About: our twelve branch offices on a lit backbone ring, New Delhi the hub. */
function about({ branches }: BannerContext): string {
  const rand = rng(11);
  const project = ({ lat, lon }: Branch): Point => [1030 + (lon - 68) * 25.5, 612 - (lat - 8) * 25];
  const at = Object.fromEntries(branches.map((b) => [b.key, project(b)]));
  const place = (key: BranchKey): Point => {
    const point = at[key];
    if (point === undefined) throw new Error(`banners: no branch ${key} to draw`);
    return point;
  };
  const body: string[] = [];
  // Settlement haze: faint dots clustered round each office.
  for (const [x, y] of Object.values(at)) {
    for (let i = 0; i < 34; i += 1) {
      const a = rand() * Math.PI * 2;
      const d = Math.pow(rand(), 0.6) * 110;
      body.push(`<circle cx="${r1(x + Math.cos(a) * d)}" cy="${r1(y + Math.sin(a) * d * 0.8)}" r="${r1(0.8 + rand() * 1.5)}" fill="${c['on-dark-muted']}" opacity="${r1(0.1 + rand() * 0.28)}"/>`);
    }
  }
  // Long-haul links leaving the frame: the network carries on.
  const links: readonly (readonly [BranchKey, Point])[] = [['guwahati', [1990, 250]], ['mumbai', [700, 690]], ['chennai', [1990, 660]], ['new-delhi', [820, -60]]];
  for (const [from, target] of links) {
    body.push(route(arc(place(from), target, 0.12), { dash: '2 8', opacity: 0.4 }));
  }
  const backbone: readonly BranchKey[] = ['new-delhi', 'patna', 'kolkata', 'chennai', 'bangalore', 'kochi', 'mumbai', 'ahmedabad', 'new-delhi'];
  const spurs: readonly (readonly [BranchKey, BranchKey])[] = [
    ['new-delhi', 'noida'],
    ['kolkata', 'siliguri'],
    ['siliguri', 'guwahati'],
    ['hyderabad', 'mumbai'],
    ['hyderabad', 'chennai'],
    ['hyderabad', 'bangalore'],
  ];
  const cross: readonly (readonly [BranchKey, BranchKey])[] = [
    ['new-delhi', 'hyderabad'],
    ['patna', 'hyderabad'],
    ['ahmedabad', 'hyderabad'],
  ];
  for (const [a, b] of cross) body.push(route(arc(place(a), place(b), 0.08), { opacity: 0.3, dash: '4 6' }));
  for (const [a, b] of spurs) body.push(fibre(arc(place(a), place(b), 0.1), { width: 1.6, halo: 0.35, colour: c['blue-500'] }));
  for (let i = 0; i < backbone.length - 1; i += 1) {
    body.push(fibre(arc(place(pick(backbone, i)), place(pick(backbone, i + 1)), -0.12), { width: 2.6, halo: 0.5 }));
  }
  // Pulses travelling along the ring.
  for (let i = 0; i < backbone.length - 1; i += 2) {
    const [x, y] = pointOnQuad(place(pick(backbone, i)), place(pick(backbone, i + 1)), -0.12, 0.5);
    body.push(spark(x, y, 3.4, c['amber-500'], { halo: 3 }));
  }
  for (const [key, [x, y]] of Object.entries(at)) {
    if (key === 'new-delhi' || key === 'noida') continue;
    body.push(node(x, y, 7.5));
  }
  const [noidaX, noidaY] = place('noida');
  const [delhiX, delhiY] = place('new-delhi');
  body.push(node(noidaX, noidaY, 5));
  body.push(node(delhiX, delhiY, 12, { centre: c['amber-500'] }), spark(delhiX, delhiY, 5));
  return banner(body, [], { hazeX: 0.72, hazeY: 0.5 });
}

/** Contact: a signal radiating from one point and answered by nodes around it. */
function contact(): string {
  const cx = 1380;
  const cy = 320;
  const body: string[] = [];
  [70, 130, 200, 280, 370, 470].forEach((r, i) => {
    body.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${c['cyan-400']}" stroke-width="${i < 2 ? 2 : 1.4}" opacity="${r1(0.55 - i * 0.08)}"${i > 2 ? ' stroke-dasharray="3 9"' : ''}/>`);
  });
  const rand = rng(5);
  const peers: readonly Point[] = [
    [-150, -190],
    [230, -170],
    [320, 60],
    [180, 210],
    [-240, 170],
    [-330, -20],
    [440, -250],
    [-470, 230],
  ];
  peers.forEach(([dx, dy], i) => {
    const p: Point = [cx + dx, cy + dy];
    body.push(fibre(arc([cx, cy], p, i % 2 ? 0.1 : -0.1), { width: 1.8, halo: 0.4, colour: i % 3 === 0 ? c['amber-500'] : c['cyan-400'], opacity: 0.9 }));
    body.push(node(p[0], p[1], 6 + rand() * 3));
  });
  // A speech-bubble of light: a message on its way.
  body.push(
    `<path d="M${cx - 70} ${cy - 46} h140 a18 18 0 0 1 18 18 v56 a18 18 0 0 1 -18 18 h-86 l-30 26 v-26 h-24 a18 18 0 0 1 -18 -18 v-56 a18 18 0 0 1 18 -18z" fill="${c['navy-900']}" stroke="${c['cyan-400']}" stroke-width="3" filter="url(#glow-m)"/>`,
    spark(cx - 34, cy, 6, c['cyan-400'], { halo: 2 }),
    spark(cx, cy, 6, c['cyan-400'], { halo: 2 }),
    spark(cx + 34, cy, 6, c['amber-500'], { halo: 2 }),
  );
  return banner(body);
}

/** Partner: two bundles of fibre joined into one brighter beam. */
function partner(): string {
  const J: Point = [1310, 330];
  const body: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const a = smoothPath([[560 + i * 40, -30], [900 + i * 30, 90 + i * 16], [1180, 290 + i * 6], J]);
    const b = smoothPath([[600 + i * 36, 680], [930 + i * 26, 560 - i * 14], [1190, 380 - i * 6], J]);
    body.push(fibre(a, { width: 2, colour: c['cyan-400'], halo: 0.4, opacity: 0.65 + i * 0.05 }));
    body.push(fibre(b, { width: 2, colour: c['amber-500'], halo: 0.4, opacity: 0.65 + i * 0.05 }));
  }
  body.push(fibre(`M${J[0]} ${J[1]} C1500 330 1640 300 1960 300`, { width: 9, colour: '#9fe8f2', halo: 0.7 }));
  body.push(fibre(`M${J[0]} ${J[1]} C1500 336 1640 318 1960 322`, { width: 3, colour: c['amber-500'], halo: 0.3 }));
  // The splice sleeve where they meet.
  body.push(
    `<rect x="${J[0] - 46}" y="${J[1] - 18}" width="92" height="36" rx="18" fill="${c['navy-800']}" stroke="${c['on-dark-muted']}" stroke-opacity="0.5" stroke-width="2"/>`,
    spark(J[0], J[1], 9, '#ffffff', { halo: 5 }),
  );
  return banner(body, [], { hazeX: 0.68 });
}

/** Products: five families, five coloured fibres fanned out of one bundle. */
function products(): string {
  const colours = [c['cyan-400'], c['blue-500'], c['amber-500'], '#e9f1fb', '#2fd0a8'];
  const body: string[] = [];
  // Ends on an arc, like fibres fanned from a breakout.
  const ends = [0, 1, 2, 3, 4].map((i): Point => {
    const a = ((i - 2) / 2) * 0.95;
    return [1520 - Math.cos(a) * 520, 320 + Math.sin(a) * 250];
  });
  ends.forEach(([x, y], i) => {
    const d = smoothPath([[1990, 300 + i * 10], [1680, 302 + i * 9], [1480, 300 + i * 10], [1300, 320 + (y - 320) * 0.55], [x, y]]);
    body.push(fibre(d, { width: 4, colour: colours[i], halo: 0.5 }));
  });
  ends.forEach(([x, y], i) => {
    body.push(`<circle cx="${x}" cy="${y}" r="34" fill="${colours[i]}" opacity="0.12"/>`);
    body.push(node(x, y, 16, { ring: colours[i], centre: colours[i] }));
  });
  body.push(`<rect x="1560" y="286" width="120" height="76" rx="20" fill="${c['navy-800']}" stroke="${c['on-dark-muted']}" stroke-opacity="0.35" stroke-width="2"/>`);
  return banner(body, [], { hazeX: 0.62 });
}

/** Thank you: the message arrived: a fibre runs home into a lit tick. */
function thankYou(): string {
  const cx = 1390;
  const cy = 320;
  const rand = rng(21);
  const body: string[] = [];
  for (const r of [150, 215, 290]) body.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${c['cyan-400']}" stroke-width="1.4" opacity="${r1(0.5 - r / 800)}"/>`);
  body.push(fibre(smoothPath([[620, 700], [860, 540], [1060, 420], [1240, 340], [cx - 110, cy]]), { width: 3 }));
  body.push(`<circle cx="${cx}" cy="${cy}" r="110" fill="${c['navy-900']}" stroke="${c['cyan-400']}" stroke-width="5" filter="url(#glow-m)"/>`);
  body.push(fibre(`M${cx - 48} ${cy + 4} L${cx - 12} ${cy + 40} L${cx + 54} ${cy - 38}`, { width: 12, colour: c['amber-500'], halo: 0.6 }));
  for (let i = 0; i < 40; i += 1) {
    const a = rand() * Math.PI * 2;
    const d = 150 + rand() * 260;
    body.push(spark(cx + Math.cos(a) * d * 1.3, cy + Math.sin(a) * d * 0.75, 1.2 + rand() * 2.6, rand() > 0.5 ? c['amber-500'] : c['cyan-400'], { halo: 2.5 }));
  }
  return banner(body);
}

/** Search: a lens of light over the network, the nodes under it magnified. */
function search(): string {
  const rand = rng(8);
  const grid: [x: number, y: number, k: number][] = [];
  for (let x = 760; x <= 1940; x += 72) {
    for (let y = 20; y <= 640; y += 72) grid.push([x + (rand() - 0.5) * 30, y + (rand() - 0.5) * 30, rand()]);
  }
  const net: string[] = [];
  grid.forEach(([x, y, k], i) => {
    const right = grid[i + 9];
    if (right !== undefined && k > 0.35) net.push(route(`M${r1(x)} ${r1(y)} L${r1(right[0])} ${r1(right[1])}`, { opacity: 0.18 }));
    const down = grid[i + 1];
    if (down !== undefined && k < 0.6 && down[1] > y) net.push(route(`M${r1(x)} ${r1(y)} L${r1(down[0])} ${r1(down[1])}`, { opacity: 0.18 }));
    net.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${k > 0.85 ? 4 : 2.4}" fill="${k > 0.85 ? c['amber-500'] : c['cyan-400']}" opacity="${k > 0.85 ? 0.9 : 0.55}"/>`);
  });
  const cx = 1340;
  const cy = 290;
  const R = 175;
  const defs = [
    `<clipPath id="lens"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath>`,
    radial('glass', [[0, c['cyan-400'], 0.2], [0.75, c['blue-500'], 0.08], [1, c['cyan-400'], 0.25]]),
    linear('handle', [[0, '#8e9bab'], [0.5, '#dfe6ee'], [1, '#5b6b80']], [0, 0, 1, 1]),
  ];
  const body = [
    ...net,
    `<g clip-path="url(#lens)"><rect x="${cx - R}" y="${cy - R}" width="${2 * R}" height="${2 * R}" fill="${c['navy-950']}" opacity="0.6"/>` +
      `<g transform="translate(${cx} ${cy}) scale(1.7) translate(${-cx} ${-cy})">${net.join('').replace(/opacity="0.18"/g, 'opacity="0.45"')}</g></g>`,
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#glass)"/>`,
    `<path d="M${cx + R * 0.74} ${cy + R * 0.74} L${cx + R * 1.42} ${cy + R * 1.42}" stroke="url(#handle)" stroke-width="30" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${c['cyan-400']}" stroke-width="10" filter="url(#glow-m)"/>`,
    `<path d="M${cx - R * 0.78} ${cy - R * 0.22} A${R * 0.82} ${R * 0.82} 0 0 1 ${cx - R * 0.28} ${cy - R * 0.76}" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.35"/>`,
  ];
  return banner(body, defs);
}

/** Not found: the link is broken; red locator light leaks at the break. */
function notFound(): string {
  const rand = rng(404);
  const bx = 1250;
  const by = 318;
  const body = [
    fibre(smoothPath([[-20, 430], [400, 400], [800, 330], [1050, 318], [bx, by]]), { width: 4, colour: extra.fault, halo: 0.55 }),
    route(smoothPath([[bx + 70, by - 6], [1500, 296], [1720, 250], [1960, 240]]), { width: 4, opacity: 0.35 }),
    route(smoothPath([[bx + 70, by - 6], [1500, 296], [1720, 250], [1960, 240]]), { width: 10, opacity: 0.08 }),
  ];
  body.push(`<circle cx="${bx + 10}" cy="${by}" r="120" fill="${extra.fault}" opacity="0.28" filter="url(#blur-xl)"/>`);
  for (let i = 0; i < 26; i += 1) {
    const a = (rand() - 0.5) * Math.PI * 1.6;
    const len = 60 + rand() * 170;
    body.push(`<path d="M${bx} ${by} l${r1(Math.cos(a) * len)} ${r1(Math.sin(a) * len)}" stroke="${extra.fault}" stroke-width="${r1(0.8 + rand() * 1.8)}" stroke-linecap="round" opacity="${r1(0.15 + rand() * 0.35)}"/>`);
  }
  for (let i = 0; i < 22; i += 1) {
    const a = (rand() - 0.5) * Math.PI * 1.8;
    const d = 40 + rand() * 200;
    body.push(spark(bx + Math.cos(a) * d, by + Math.sin(a) * d, 1 + rand() * 2.4, rand() > 0.3 ? extra.fault : c['amber-500'], { halo: 2.5 }));
  }
  body.push(spark(bx, by, 7, '#ffd9d6', { halo: 6 }));
  // The cleaved ends, a hand's width apart.
  body.push(`<rect x="${bx + 64}" y="${by - 13}" width="18" height="20" rx="3" fill="${c['navy-700']}" stroke="${c['on-dark-muted']}" stroke-opacity="0.5"/>`);
  return banner(body, [], { hazeColour: extra.fault, hazeX: 0.64 });
}

/** Educational: video lessons: stacked frames, a play button, a playhead of light. */
function educational(): string {
  const body: string[] = [];
  const frames = [
    [1500, 110, 0.35],
    [1400, 150, 0.55],
  ] as const;
  for (const [x, y, o] of frames) {
    body.push(`<rect x="${x}" y="${y}" width="420" height="250" rx="18" fill="${c['navy-800']}" stroke="${c['cyan-400']}" stroke-width="2" opacity="${o}"/>`);
  }
  const fx = 1150;
  const fy = 170;
  body.push(`<rect x="${fx}" y="${fy}" width="500" height="300" rx="22" fill="${c['navy-900']}" stroke="${c['cyan-400']}" stroke-width="3" filter="url(#glow-m)"/>`);
  // Inside the frame: a small splice diagram, the kind of thing the lessons show.
  body.push(fibre(`M${fx + 40} ${fy + 130} L${fx + 235} ${fy + 130}`, { width: 3, opacity: 0.8 }));
  body.push(fibre(`M${fx + 265} ${fy + 130} L${fx + 460} ${fy + 130}`, { width: 3, opacity: 0.8 }));
  body.push(`<path d="M${fx + 250} ${fy + 70} l-14 32 h28 z M${fx + 250} ${fy + 190} l-14 -32 h28 z" fill="${c['on-dark-muted']}" opacity="0.55"/>`);
  body.push(`<circle cx="${fx + 250}" cy="${fy + 150}" r="54" fill="${c['navy-950']}" opacity="0.55"/>`);
  body.push(`<circle cx="${fx + 250}" cy="${fy + 150}" r="54" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.9"/>`);
  body.push(`<path d="M${fx + 234} ${fy + 124} L${fx + 276} ${fy + 150} L${fx + 234} ${fy + 176} z" fill="#ffffff"/>`);
  // Timeline under the frame.
  body.push(route(`M${fx} ${fy + 350} L${fx + 500} ${fy + 350}`, { width: 6, opacity: 0.25 }));
  body.push(fibre(`M${fx} ${fy + 350} L${fx + 310} ${fy + 350}`, { width: 6, colour: c['amber-500'], halo: 0.5 }));
  body.push(spark(fx + 310, fy + 350, 9, c['amber-500'], { halo: 3 }));
  // Chapter ticks.
  for (const t of [0.18, 0.42, 0.77]) body.push(`<rect x="${fx + 500 * t - 1.5}" y="${fy + 338}" width="3" height="24" rx="1.5" fill="#ffffff" opacity="0.6"/>`);
  body.push(...[0, 1, 2, 3].map((i) => `<rect x="${fx + 540}" y="${fy + 20 + i * 72}" width="${[150, 110, 130, 90][i]}" height="10" rx="5" fill="${c['on-dark-muted']}" opacity="0.25"/>`));
  return banner(body, [], { hazeX: 0.68 });
}

/** Sumitomo: a fusion splice: two fibres meeting in the arc between electrodes. */
function sumitomo(): string {
  const x = 1330;
  const y = 320;
  const defs = [
    linear('steel', [[0, '#5b6b80'], [0.45, '#dfe6ee'], [0.55, '#f7f9fb'], [1, '#4a586b']], [0, 0, 1, 0]),
    linear('glass-fibre', [[0, '#bfeff6', 0.55], [0.5, '#ffffff', 0.85], [1, '#9fdde8', 0.55]], [0, 0, 0, 1]),
    radial('plasma', [[0, '#ffffff', 1], [0.25, '#d9f6ff', 0.9], [0.6, c['cyan-400'], 0.45], [1, c['blue-500'], 0]]),
  ];
  const body = [
    // V-groove blocks under each fibre.
    `<path d="M820 356 h420 l-20 60 h-380 z M1420 356 h500 v60 h-480 z" fill="${c['navy-800']}" stroke="${c['on-dark-muted']}" stroke-opacity="0.25"/>`,
    `<path d="M860 356 l18 20 l18 -20 M1460 356 l18 20 l18 -20" fill="none" stroke="${c['cyan-400']}" stroke-opacity="0.4" stroke-width="2"/>`,
    // Fibres: glass with a lit core.
    `<rect x="700" y="${y - 11}" width="${x - 706}" height="22" rx="11" fill="url(#glass-fibre)"/>`,
    `<rect x="${x + 6}" y="${y - 11}" width="${1960 - x}" height="22" rx="11" fill="url(#glass-fibre)"/>`,
    fibre(`M700 ${y} L${x - 8} ${y}`, { width: 3, colour: c['cyan-400'], halo: 0.5 }),
    fibre(`M${x + 8} ${y} L1960 ${y}`, { width: 3, colour: c['cyan-400'], halo: 0.35, opacity: 0.6 }),
    // Electrodes.
    `<path d="M${x - 34} -10 L${x + 34} -10 L${x + 34} 150 L${x + 4} ${y - 62} L${x - 4} ${y - 62} L${x - 34} 150 z" fill="url(#steel)"/>`,
    `<path d="M${x - 34} 650 L${x + 34} 650 L${x + 34} 490 L${x + 4} ${y + 62} L${x - 4} ${y + 62} L${x - 34} 490 z" fill="url(#steel)"/>`,
    // The arc.
    `<ellipse cx="${x}" cy="${y}" rx="120" ry="150" fill="url(#plasma)"/>`,
    `<path d="M${x} ${y - 62} C${x - 12} ${y - 30} ${x + 10} ${y - 10} ${x} ${y} C${x - 10} ${y + 14} ${x + 12} ${y + 34} ${x} ${y + 62}" fill="none" stroke="#ffffff" stroke-width="4" filter="url(#glow-s)"/>`,
    `<path d="M${x} ${y - 62} C${x + 14} ${y - 24} ${x - 9} ${y + 8} ${x + 3} ${y + 20} C${x + 10} ${y + 30} ${x - 8} ${y + 44} ${x} ${y + 62}" fill="none" stroke="#d9f6ff" stroke-width="2" opacity="0.8"/>`,
    spark(x, y, 10, '#ffffff', { halo: 7 }),
  ];
  return banner(body, defs, { hazeX: 0.69 });
}

/** Deviser: an OTDR trace: launch pulse, splice step, connector spike, fibre end. */
function deviser(): string {
  const x0 = 760;
  const x1 = 1860;
  const top = 90;
  const bottom = 560;
  const body: string[] = [];
  for (let gx = x0; gx <= x1; gx += 110) body.push(route(`M${gx} ${top} V${bottom}`, { opacity: 0.1, width: 1 }));
  for (let gy = top; gy <= bottom; gy += 47) body.push(route(`M${x0} ${gy} H${x1}`, { opacity: 0.1, width: 1 }));
  body.push(route(`M${x0} ${top} V${bottom} H${x1}`, { opacity: 0.45, width: 2 }));
  for (let gx = x0; gx <= x1; gx += 110) body.push(route(`M${gx} ${bottom} v10`, { opacity: 0.45, width: 2 }));
  const rand = rng(3);
  const slope = 0.12;
  const pts: Point[] = [[x0, 420], [x0 + 12, 130], [x0 + 30, 176]];
  let y = 176;
  const events = [
    { at: 1080, kind: 'splice' },
    { at: 1330, kind: 'connector' },
    { at: 1640, kind: 'end' },
  ];
  let cursor = x0 + 30;
  for (const event of events) {
    for (; cursor < event.at; cursor += 10) {
      y += 10 * slope;
      pts.push([cursor, y + (rand() - 0.5) * 1.5]);
    }
    if (event.kind === 'splice') {
      pts.push([event.at + 4, y + 28]);
      y += 28;
    } else if (event.kind === 'connector') {
      pts.push([event.at + 4, y - 90], [event.at + 14, y + 22]);
      y += 22;
    } else {
      pts.push([event.at + 4, y - 120], [event.at + 16, bottom - 40]);
      y = bottom - 40;
    }
    cursor = event.at + 20;
  }
  for (; cursor <= x1; cursor += 8) pts.push([cursor, y + (rand() - 0.5) * 26]);
  const d = `M${pts.map(([px, py]) => `${r1(px)} ${r1(py)}`).join(' L')}`;
  body.push(fibre(d, { width: 3, colour: c['cyan-400'], halo: 0.45, core: false }));
  for (const event of events) {
    body.push(route(`M${event.at} ${top - 10} V${bottom}`, { colour: c['amber-500'], opacity: 0.7, width: 2, dash: '6 6' }));
    body.push(`<path d="M${event.at} ${top - 30} l12 14 l-12 14 l-12 -14 z" fill="${c['amber-500']}"/>`);
  }
  return banner(body, [], { hazeX: 0.72 });
}

/** PON: one OLT port split 1:4, then 1:4 again, to sixteen homes. */
function pon(): string {
  const olt: Point = [880, 320];
  const s1: Point = [1130, 320];
  const s2x = 1420;
  const leafX = 1760;
  const body = [fibre(`M${olt[0] + 40} ${olt[1]} L${s1[0]} ${s1[1]}`, { width: 5 })];
  const s2 = [95, 245, 395, 545];
  s2.forEach((sy, i) => {
    body.push(fibre(smoothPath([s1, [s1[0] + 120, s1[1] + (sy - s1[1]) * 0.6], [s2x, sy]]), { width: 3 }));
    for (let j = 0; j < 4; j += 1) {
      const ly = 50 + (i * 4 + j) * 36;
      body.push(fibre(smoothPath([[s2x, sy], [s2x + 140, sy + (ly - sy) * 0.7], [leafX, ly]]), { width: 1.8, halo: 0.35, opacity: 0.85 }));
      body.push(`<rect x="${leafX}" y="${ly - 11}" width="54" height="22" rx="6" fill="${c['navy-800']}" stroke="${c['cyan-400']}" stroke-width="1.6"/>`);
      body.push(`<circle cx="${leafX + 14}" cy="${ly}" r="3.4" fill="${(i + j) % 5 === 0 ? c['amber-500'] : '#34d399'}"/>`);
      body.push(`<rect x="${leafX + 24}" y="${ly - 2}" width="22" height="4" rx="2" fill="${c['on-dark-muted']}" opacity="0.5"/>`);
    }
  });
  for (const sy of s2) body.push(node(s2x, sy, 10, { centre: c['amber-500'] }));
  body.push(node(s1[0], s1[1], 14, { centre: c['amber-500'] }));
  // The OLT: a rack unit with port lights.
  body.push(`<rect x="${olt[0] - 90}" y="${olt[1] - 60}" width="130" height="120" rx="12" fill="${c['navy-800']}" stroke="${c['cyan-400']}" stroke-width="2.5" filter="url(#glow-s)"/>`);
  for (let i = 0; i < 4; i += 1) {
    body.push(`<rect x="${olt[0] - 72}" y="${olt[1] - 42 + i * 24}" width="94" height="14" rx="3" fill="${c['navy-950']}"/>`);
    for (let j = 0; j < 4; j += 1) body.push(`<circle cx="${olt[0] - 62 + j * 22}" cy="${olt[1] - 35 + i * 24}" r="3" fill="${(i * 4 + j) % 3 === 0 ? c['amber-500'] : c['cyan-400']}"/>`);
  }
  return banner(body, [], { hazeX: 0.7 });
}

/** Fibre: a loose-tube cable in cross-section, tubes and fibres in the standard colour code. */
function fiber(): string {
  const cx = 1430;
  const cy = 320;
  const defs = [
    radial('jacket', [[0.82, c['navy-700']], [0.93, '#20518f'], [1, c['navy-800']]]),
    radial('core-glow', [[0, c['cyan-400'], 0.5], [1, c['cyan-400'], 0]]),
  ];
  const rand = rng(17);
  const body = [`<circle cx="${cx}" cy="${cy}" r="300" fill="${c['cyan-400']}" opacity="0.12" filter="url(#blur-xl)"/>`];
  // Light streaming out of the tubes, leftwards, toward the title; drawn first so the cable sits on top.
  for (let i = 0; i < 5; i += 1) {
    const y = 200 + i * 60;
    body.push(fibre(smoothPath([[cx - 230, cy - 40 + i * 20], [1000, y], [700, y + (i - 2) * 30]]), { width: 1.6, colour: fibreColours[i] === '#8a5a2b' ? c['amber-500'] : c['cyan-400'], halo: 0.4, opacity: 0.55 }));
  }
  body.push(
    `<circle cx="${cx}" cy="${cy}" r="286" fill="url(#jacket)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="286" fill="none" stroke="#5f8fcf" stroke-width="2" opacity="0.6"/>`,
    `<circle cx="${cx}" cy="${cy}" r="244" fill="${c['navy-950']}"/>`,
  );
  // Aramid yarn.
  for (let i = 0; i < 220; i += 1) {
    const a = rand() * Math.PI * 2;
    const d = 226 + rand() * 14;
    body.push(`<circle cx="${r1(cx + Math.cos(a) * d)}" cy="${r1(cy + Math.sin(a) * d)}" r="${r1(2 + rand() * 2.5)}" fill="#e6c463" opacity="${r1(0.5 + rand() * 0.4)}"/>`);
  }
  body.push(`<circle cx="${cx}" cy="${cy}" r="214" fill="none" stroke="${c['on-dark-muted']}" stroke-width="3" opacity="0.35"/>`);
  // Central strength member.
  body.push(`<circle cx="${cx}" cy="${cy}" r="46" fill="#dfe6ee"/><circle cx="${cx}" cy="${cy}" r="30" fill="#8c98a6"/>`);
  for (let t = 0; t < 6; t += 1) {
    const a = (t / 6) * Math.PI * 2 - Math.PI / 2;
    const tx = cx + Math.cos(a) * 130;
    const ty = cy + Math.sin(a) * 130;
    body.push(`<circle cx="${r1(tx)}" cy="${r1(ty)}" r="74" fill="${fibreColours[t]}" opacity="0.92"/>`);
    body.push(`<circle cx="${r1(tx)}" cy="${r1(ty)}" r="64" fill="${c['navy-950']}"/>`);
    body.push(`<circle cx="${r1(tx)}" cy="${r1(ty)}" r="60" fill="url(#core-glow)"/>`);
    for (let f = 0; f < 12; f += 1) {
      const ring = f < 8 ? 40 : 17;
      const count = f < 8 ? 8 : 4;
      const fa = ((f < 8 ? f : f - 8) / count) * Math.PI * 2 + t;
      const fx = tx + Math.cos(fa) * ring;
      const fy = ty + Math.sin(fa) * ring;
      body.push(`<circle cx="${r1(fx)}" cy="${r1(fy)}" r="9.5" fill="${fibreColours[f]}"/><circle cx="${r1(fx)}" cy="${r1(fy)}" r="3" fill="#ffffff" opacity="0.9"/>`);
    }
  }
  return banner(body, defs, { hazeX: 0.74 });
}

/** EDFA: a weak signal through a coil of erbium fibre, pumped, comes out strong. */
function edfa(): string {
  const cx = 1330;
  const cy = 320;
  const body: string[] = [];
  const wave = (xa: number, xb: number, amp: number, phase = 0): string => {
    const pts: Point[] = [];
    for (let x = xa; x <= xb; x += 6) pts.push([x, cy + Math.sin((x - xa) / 26 + phase) * amp]);
    return `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(' L')}`;
  };
  body.push(fibre(wave(720, 1190, 12), { width: 2.5, halo: 0.35, opacity: 0.7 }));
  body.push(`<ellipse cx="${cx}" cy="${cy}" rx="170" ry="150" fill="${c['amber-500']}" opacity="0.22" filter="url(#blur-xl)"/>`);
  for (let i = 0; i < 9; i += 1) {
    const rx = 120 - i * 2;
    const ry = 118 - i * 3;
    body.push(`<ellipse cx="${cx - 40 + i * 10}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${i % 2 ? c['amber-500'] : '#ffc46b'}" stroke-width="3.2" opacity="${r1(0.45 + i * 0.05)}" filter="url(#glow-s)"/>`);
  }
  // Pump laser feeding the coil.
  body.push(`<rect x="${cx - 45}" y="36" width="90" height="56" rx="10" fill="${c['navy-800']}" stroke="${c['amber-500']}" stroke-width="2.5"/>`);
  body.push(`<rect x="${cx - 28}" y="54" width="56" height="8" rx="4" fill="${c['amber-500']}" opacity="0.8"/>`);
  body.push(fibre(smoothPath([[cx, 92], [cx + 10, 140], [cx + 30, cy - 118]]), { width: 3, colour: c['amber-500'], halo: 0.5 }));
  body.push(fibre(`M1190 ${cy} L${cx - 158} ${cy}`, { width: 2.5 }));
  body.push(fibre(`M${cx + 158} ${cy} L1500 ${cy}`, { width: 4 }));
  body.push(fibre(wave(1500, 1960, 80, Math.PI / 2), { width: 5, halo: 0.6 }));
  return banner(body, [], { hazeX: 0.7 });
}

/** OFC factory: twelve coloured fibres drawn through a die into one sheathed cable. */
function ofc(): string {
  const body: string[] = [];
  const dieX = 1330;
  const cy = 330;
  // A take-up drum behind the line.
  body.push(`<circle cx="1700" cy="210" r="200" fill="none" stroke="${c['on-dark-muted']}" stroke-width="2" opacity="0.15"/>`);
  body.push(`<circle cx="1700" cy="210" r="150" fill="none" stroke="${c['on-dark-muted']}" stroke-width="26" opacity="0.07"/>`);
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * Math.PI * 2;
    body.push(route(`M1700 210 L${r1(1700 + Math.cos(a) * 200)} ${r1(210 + Math.sin(a) * 200)}`, { opacity: 0.1 }));
  }
  fibreColours.forEach((colour, i) => {
    const y = 110 + i * 40;
    const d = smoothPath([[420, y], [900, y], [1150, cy + (y - cy) * 0.35], [dieX - 50, cy + (y - cy) * 0.06]]);
    const lit = colour === '#1b1f24' ? '#52606d' : colour;
    body.push(fibre(d, { width: 3, colour: lit, halo: 0.4, opacity: 0.95 }));
  });
  // Extrusion die.
  body.push(`<path d="M${dieX - 60} ${cy - 90} L${dieX + 40} ${cy - 34} L${dieX + 40} ${cy + 34} L${dieX - 60} ${cy + 90} z" fill="#8e9bab"/>`);
  body.push(`<path d="M${dieX - 60} ${cy - 90} L${dieX + 40} ${cy - 34} L${dieX + 40} ${cy - 10} L${dieX - 60} ${cy - 40} z" fill="#d5dde6"/>`);
  // The finished cable.
  body.push(`<rect x="${dieX + 40}" y="${cy - 30}" width="${1960 - dieX}" height="60" rx="30" fill="${c['navy-700']}"/>`);
  body.push(`<rect x="${dieX + 40}" y="${cy - 24}" width="${1960 - dieX}" height="14" rx="7" fill="#5f8fcf" opacity="0.55"/>`);
  body.push(spark(dieX + 40, cy, 8, c['cyan-400'], { halo: 6 }));
  return banner(body, [], { hazeX: 0.66 });
}

/** SMT: a board routed at 45 degrees round a QFP, passives and vias, traces lit. */
function smt(): string {
  const rand = rng(31);
  const body: string[] = [];
  const qx = 1330;
  const qy = 300;
  const half = 90;
  const traces: [d: string, x: number, y: number, k: number][] = [];
  const pins = 10;
  for (let side = 0; side < 4; side += 1) {
    for (let p = 0; p < pins; p += 1) {
      const off = -half + 12 + p * ((2 * half - 24) / (pins - 1));
      const [dx, dy, nx, ny] = pick<readonly [number, number, number, number]>([
        [off, -half, 0, -1],
        [half, off, 1, 0],
        [off, half, 0, 1],
        [-half, off, -1, 0],
      ], side);
      const sx = qx + dx + nx * 16;
      const sy = qy + dy + ny * 16;
      const l1 = 24 + rand() * 60;
      const diag = 30 + rand() * 80;
      const turn = (p < pins / 2 ? -1 : 1) * (side % 2 === 0 ? 1 : 1);
      const bx = sx + nx * l1;
      const by = sy + ny * l1;
      const cx2 = bx + (nx === 0 ? turn * diag : nx * diag);
      const cy2 = by + (ny === 0 ? turn * diag : ny * diag);
      const l3 = 60 + rand() * 260;
      const ex = cx2 + nx * l3;
      const ey = cy2 + ny * l3;
      traces.push([`M${r1(sx)} ${r1(sy)} L${r1(bx)} ${r1(by)} L${r1(cx2)} ${r1(cy2)} L${r1(ex)} ${r1(ey)}`, ex, ey, rand()]);
    }
  }
  for (const [d, ex, ey, k] of traces) {
    body.push(k > 0.55 ? fibre(d, { width: 2.2, halo: 0.35, colour: k > 0.9 ? c['amber-500'] : c['cyan-400'], core: false }) : route(d, { width: 2.2, opacity: 0.32, colour: c['cyan-400'] }));
    body.push(`<circle cx="${r1(ex)}" cy="${r1(ey)}" r="6" fill="${c['navy-950']}" stroke="${c['cyan-400']}" stroke-width="2" opacity="0.8"/>`);
  }
  // The QFP body and its pins.
  for (let side = 0; side < 4; side += 1) {
    for (let p = 0; p < pins; p += 1) {
      const off = -half + 12 + p * ((2 * half - 24) / (pins - 1));
      const [x, y, w, h] = pick<readonly [number, number, number, number]>([
        [qx + off - 3, qy - half - 16, 6, 16],
        [qx + half, qy + off - 3, 16, 6],
        [qx + off - 3, qy + half, 6, 16],
        [qx - half - 16, qy + off - 3, 16, 6],
      ], side);
      body.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${w}" height="${h}" fill="#c9d3de"/>`);
    }
  }
  body.push(`<rect x="${qx - half}" y="${qy - half}" width="${2 * half}" height="${2 * half}" rx="8" fill="#0b1a30" stroke="#2a3f5e" stroke-width="3"/>`);
  body.push(`<circle cx="${qx - half + 22}" cy="${qy - half + 22}" r="7" fill="#2a3f5e"/>`);
  body.push(`<rect x="${qx - 50}" y="${qy - 8}" width="100" height="16" rx="4" fill="${c['on-dark-muted']}" opacity="0.12"/>`);
  // Passives scattered along the board.
  for (let i = 0; i < 18; i += 1) {
    const x = 820 + rand() * 1060;
    const y = 40 + rand() * 560;
    if (Math.abs(x - qx) < 200 && Math.abs(y - qy) < 200) continue;
    const vertical = rand() > 0.5;
    const [w, h] = vertical ? ([16, 34] as const) : ([34, 16] as const);
    body.push(`<g opacity="0.9"><rect x="${r1(x)}" y="${r1(y)}" width="${w}" height="${h}" rx="2" fill="${i % 3 ? '#3a2f26' : '#c8a46a'}"/>`);
    body.push(vertical ? `<rect x="${r1(x)}" y="${r1(y)}" width="16" height="8" fill="#c9d3de"/><rect x="${r1(x)}" y="${r1(y + 26)}" width="16" height="8" fill="#c9d3de"/></g>` : `<rect x="${r1(x)}" y="${r1(y)}" width="8" height="16" fill="#c9d3de"/><rect x="${r1(x + 26)}" y="${r1(y)}" width="8" height="16" fill="#c9d3de"/></g>`);
  }
  return banner(body, [], { hazeX: 0.7 });
}

/** MI: through-hole parts on a board riding over a glowing solder wave. */
function mi(): string {
  const boardY = 300;
  const defs = [
    linear('solder', [[0, '#ffe2a6'], [0.12, c['amber-500']], [0.4, '#9a520e', 0.7], [0.58, c['navy-950'], 0]], [0, 0, 0, 1]),
    linear('board', [[0, '#1c4f46'], [1, '#0f302a']], [0, 0, 0, 1]),
  ];
  const body: string[] = [];
  // The pumped wave: a flat-topped mound of molten solder meeting the board's underside.
  const crest = (x: number): number => 520 - (520 - (boardY + 16)) * Math.exp(-(((x - 1380) / 250) ** 4)) + Math.sin((x - 900) / 30) * 1.6;
  const pts: Point[] = [];
  for (let x = 900; x <= 1860; x += 8) pts.push([x, crest(x)]);
  const top = pts.map(([x, y]) => `${x} ${r1(y)}`).join(' L');
  body.push(`<ellipse cx="1380" cy="${boardY + 70}" rx="440" ry="130" fill="${c['amber-500']}" opacity="0.3" filter="url(#blur-xl)"/>`);
  body.push(`<path d="M${top} L1860 660 L900 660 z" fill="url(#solder)"/>`);
  body.push(`<path d="M${pts.filter(([x]) => x > 1060 && x < 1700).map(([x, y]) => `${x} ${r1(y)}`).join(' L')}" fill="none" stroke="#fff1cc" stroke-width="3" filter="url(#glow-m)"/>`);
  // The board, moving right to left over the wave.
  body.push(`<rect x="760" y="${boardY - 14}" width="1240" height="28" fill="url(#board)"/>`);
  body.push(`<rect x="760" y="${boardY - 14}" width="1240" height="3" fill="#4fb08f" opacity="0.6"/>`);
  const parts: readonly ({ x: number; kind: 'res' | 'dip' } | { x: number; kind: 'cap'; h: number })[] = [
    { x: 880, kind: 'res' },
    { x: 1010, kind: 'cap', h: 120 },
    { x: 1150, kind: 'dip' },
    { x: 1340, kind: 'res' },
    { x: 1460, kind: 'cap', h: 170 },
    { x: 1600, kind: 'res' },
    { x: 1730, kind: 'cap', h: 90 },
    { x: 1850, kind: 'dip' },
  ];
  for (const part of parts) {
    const leads = part.kind === 'dip' ? [part.x - 45, part.x - 15, part.x + 15, part.x + 45] : part.kind === 'cap' ? [part.x - 14, part.x + 14] : [part.x - 40, part.x + 40];
    // Parts already past the wave have bright fillets; those still to come have bare leads.
    const soldered = part.x < 1380;
    for (const lx of leads) {
      body.push(`<rect x="${lx - 2.5}" y="${boardY - 40}" width="5" height="${soldered ? 58 : 66}" fill="#c9d3de"/>`);
      if (soldered) body.push(`<ellipse cx="${lx}" cy="${boardY + 17}" rx="10" ry="7" fill="#e3e9ef"/><ellipse cx="${lx - 3}" cy="${boardY + 15}" rx="3.5" ry="2.2" fill="#ffffff" opacity="0.8"/>`);
    }
    if (part.kind === 'res') {
      body.push(`<path d="M${part.x - 40} ${boardY - 40} V${boardY - 62} H${part.x + 40} V${boardY - 40}" fill="none" stroke="#c9d3de" stroke-width="5"/>`);
      body.push(`<rect x="${part.x - 30}" y="${boardY - 78}" width="60" height="32" rx="14" fill="#d8b27a"/>`);
      for (const [i, colour] of [c['blue-500'], '#1b1f24', c['amber-700'], '#d4af37'].entries()) body.push(`<rect x="${part.x - 20 + i * 11}" y="${boardY - 78}" width="5" height="32" fill="${colour}"/>`);
    } else if (part.kind === 'cap') {
      body.push(`<rect x="${part.x - 34}" y="${boardY - 40 - part.h}" width="68" height="${part.h}" rx="10" fill="${c['blue-600']}"/>`);
      body.push(`<rect x="${part.x + 12}" y="${boardY - 40 - part.h}" width="12" height="${part.h}" fill="#c3d2e6" opacity="0.55"/>`);
      body.push(`<ellipse cx="${part.x}" cy="${boardY - 40 - part.h}" rx="34" ry="8" fill="#8fb2e3"/>`);
    } else {
      body.push(`<rect x="${part.x - 64}" y="${boardY - 76}" width="128" height="40" rx="4" fill="#101b2b" stroke="#2a3f5e" stroke-width="2"/>`);
      body.push(`<circle cx="${part.x - 48}" cy="${boardY - 56}" r="5" fill="#2a3f5e"/>`);
    }
  }
  return banner(body, defs, { hazeColour: c['amber-500'], hazeX: 0.7, hazeY: 0.7 });
}

/** What a banner may draw from besides the palette: the branch offices, for the About banner's map. */
export interface BannerContext {
  branches: readonly Branch[];
}

export function banners(context: BannerContext): Record<string, string> {
  return {
    about: about(context),
    contact: contact(),
    partner: partner(),
    products: products(),
    'thank-you': thankYou(),
    search: search(),
    'not-found': notFound(),
    educational: educational(),
    sumitomo: sumitomo(),
    deviser: deviser(),
    pon: pon(),
    fiber: fiber(),
    edfa: edfa(),
    ofc: ofc(),
    smt: smt(),
    mi: mi(),
  };
}
