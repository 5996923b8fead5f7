/**
 * Event scenes, 1440x960, flat illustration in the brand palette: the annual
 * day at Kotdwar, the free service camp and the Cable TV Show India booth in
 * Kolkata. People appear only as faceless silhouettes; nobody real is shown.
 */
import {
  c, darkDefs, extra, fibre, fibreColours, FONT, linear, markGroup, node, pick, r1, radial, rng, shadowFilter, smoothPath, spark, svg, text,
  type Mark, type Point,
} from '../../../scripts/lib/art-kit.mjs';

const W = 1440;
const H = 960;

function scene(defs: readonly string[], body: readonly string[]): string {
  return svg(W, H, [...darkDefs(), shadowFilter('sh'), shadowFilter('sh-soft', { dy: 4, std: 6, opacity: 0.18 }), ...defs], body);
}

/** A faceless standing figure seen from behind, feet at (x, y). */
/** A figure's colours, and how far it leans (degrees). */
interface Figure {
  body?: string;
  head?: string;
  legs?: string;
  lean?: number;
}

function person(x: number, y: number, s = 1, { body = extra.figureA, head = extra.figureC, legs = c['navy-800'], lean = 0 }: Figure = {}): string {
  const k = (n: number): number => r1(n * s);
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${lean})">` +
    `<rect x="${k(-17)}" y="${k(-92)}" width="${k(15)}" height="${k(92)}" rx="${k(7)}" fill="${legs}"/>` +
    `<rect x="${k(2)}" y="${k(-92)}" width="${k(15)}" height="${k(92)}" rx="${k(7)}" fill="${legs}"/>` +
    `<path d="M${k(-30)} ${k(-80)} L${k(-26)} ${k(-150)} Q${k(-24)} ${k(-170)} ${k(-4)} ${k(-172)} L${k(4)} ${k(-172)} Q${k(24)} ${k(-170)} ${k(26)} ${k(-150)} L${k(30)} ${k(-80)} z" fill="${body}"/>` +
    `<circle cx="0" cy="${k(-192)}" r="${k(21)}" fill="${head}"/>` +
    `</g>`
  );
}

/** Head and shoulders from behind: an audience member seated. */
function seated(x: number, y: number, s = 1, colour: string = extra.figureC): string {
  const k = (n: number): number => r1(n * s);
  return `<path d="M${r1(x - 40 * s)} ${r1(y)} Q${r1(x - 40 * s)} ${r1(y - 46 * s)} ${r1(x)} ${r1(y - 48 * s)} Q${r1(x + 40 * s)} ${r1(y - 46 * s)} ${r1(x + 40 * s)} ${r1(y)} z" fill="${colour}"/><circle cx="${r1(x)}" cy="${r1(y - 66 * s)}" r="${k(20)}" fill="${colour}"/>`;
}

function garland(x1: number, x2: number, y: number, sag: number, { bead = 7, colours = [extra.marigold, extra.marigoldDeep] }: { bead?: number; colours?: readonly string[] } = {}): string {
  const out: string[] = [];
  const n = Math.round((x2 - x1) / (bead * 1.7));
  for (let i = 0; i <= n; i += 1) {
    const t = i / n;
    const x = x1 + (x2 - x1) * t;
    const yy = y + Math.sin(Math.PI * t) * sag;
    out.push(`<circle cx="${r1(x)}" cy="${r1(yy)}" r="${bead}" fill="${colours[i % colours.length]}"/>`);
  }
  return out.join('');
}

function stringLights(x1: number, x2: number, y: number, sag: number, count: number, colour = '#ffd58a'): string {
  const pts: Point[] = [];
  for (let i = 0; i <= 40; i += 1) {
    const t = i / 40;
    pts.push([x1 + (x2 - x1) * t, y + Math.sin(Math.PI * t) * sag]);
  }
  const out = [`<path d="M${pts.map(([x, yy]) => `${r1(x)} ${r1(yy)}`).join(' L')}" fill="none" stroke="${c['navy-950']}" stroke-width="2" opacity="0.6"/>`];
  for (let i = 1; i < count; i += 1) {
    const t = i / count;
    out.push(spark(x1 + (x2 - x1) * t, y + Math.sin(Math.PI * t) * sag + 6, 4.5, colour, { halo: 3.5 }));
  }
  return out.join('');
}

function bunting(x1: number, x2: number, y: number, sag: number, colours: readonly string[]): string {
  const n = 14;
  const out = [`<path d="M${x1} ${y} Q${(x1 + x2) / 2} ${y + sag * 2} ${x2} ${y}" fill="none" stroke="${c['ink-muted']}" stroke-width="2"/>`];
  for (let i = 0; i < n; i += 1) {
    const t = (i + 0.5) / n;
    const x = x1 + (x2 - x1) * t;
    const yy = y + 4 * sag * t * (1 - t);
    out.push(`<path d="M${r1(x - 22)} ${r1(yy - 2)} L${r1(x + 22)} ${r1(yy - 2)} L${r1(x)} ${r1(yy + 48)} z" fill="${colours[i % colours.length]}"/>`);
  }
  return out.join('');
}

/** `n` pieces scattered in `box` (left, top, right, bottom). */
function confetti(seed: number, n: number, box: readonly [number, number, number, number], colours: readonly string[]): string {
  const rand = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const x = box[0] + rand() * (box[2] - box[0]);
    const y = box[1] + rand() * (box[3] - box[1]);
    out.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(6 + rand() * 8)}" height="${r1(3 + rand() * 4)}" rx="1.5" fill="${colours[i % colours.length]}" transform="rotate(${Math.round(rand() * 180)} ${r1(x)} ${r1(y)})" opacity="0.9"/>`);
  }
  return out.join('');
}

function flame(x: number, y: number, s = 1): string {
  return (
    `<ellipse cx="${r1(x)}" cy="${r1(y - 18 * s)}" rx="${r1(30 * s)}" ry="${r1(40 * s)}" fill="#ffb547" opacity="0.45" filter="url(#blur-l)"/>` +
    `<path d="M${r1(x)} ${r1(y - 46 * s)} C${r1(x + 14 * s)} ${r1(y - 24 * s)} ${r1(x + 12 * s)} ${r1(y)} ${r1(x)} ${r1(y)} C${r1(x - 12 * s)} ${r1(y)} ${r1(x - 14 * s)} ${r1(y - 24 * s)} ${r1(x)} ${r1(y - 46 * s)} z" fill="url(#flame)"/>`
  );
}

const flameDefs = (): string[] => [radial('flame', [[0, '#ffffff'], [0.35, '#fff2b0'], [0.7, '#ffb02e'], [1, '#f0701a']], { cy: 0.75, r: 0.7 })];

/** A backdrop panel: the mark, a title and a line under it. */
function backdrop(mark: Mark, x: number, y: number, w: number, h: number, { title, line, date, fill = 'url(#panel)' }: { title: string; line: string; date?: string; fill?: string }): string {
  const cx = x + w / 2;
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${fill}" filter="url(#sh)"/>`,
    `<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="6" fill="none" stroke="${c['amber-500']}" stroke-width="2" opacity="0.7"/>`,
    markGroup(mark, cx - 36, y + 40, 72),
    text(cx, y + 170, title, { size: 50, fill: '#ffffff', anchor: 'middle' }),
    text(cx, y + 214, line, { size: 22, weight: 400, fill: c['cyan-400'], anchor: 'middle', spacing: 5 }),
    date === undefined ? '' : text(cx, y + 256, date, { size: 20, weight: 400, fill: c['on-dark-muted'], anchor: 'middle' }),
  ].join('');
}

const panelDefs = (): string[] => [linear('panel', [[0, c['navy-800']], [1, c['navy-950']]], [0, 0, 0.3, 1])];

// ——— Annual day, Kotdwar ———————————————————————————————————————————

function annualStage(mark: Mark): string {
  const defs = [
    ...panelDefs(),
    linear('eve', [[0, c['navy-950']], [0.5, c['navy-800']], [0.8, '#5b3f6e'], [1, '#c9733a']], [0, 0, 0, 1]),
    linear('beam', [[0, '#ffffff', 0.55], [1, '#ffffff', 0]], [0, 0, 0, 1]),
    linear('stage-front', [[0, c['navy-900']], [1, c['navy-950']]], [0, 0, 0, 1]),
  ];
  const rand = rng(2);
  const body = [`<rect width="${W}" height="${H}" fill="url(#eve)"/>`];
  for (let i = 0; i < 70; i += 1) body.push(`<circle cx="${r1(rand() * W)}" cy="${r1(rand() * 300)}" r="${r1(0.8 + rand() * 1.4)}" fill="#ffffff" opacity="${r1(0.3 + rand() * 0.6)}"/>`);
  // Garhwal foothills behind Kotdwar.
  body.push(`<path d="${smoothPath([[-20, 520], [160, 430], [380, 480], [600, 400], [820, 470], [1040, 390], [1260, 450], [1460, 410]])} L1460 960 L-20 960 z" fill="#2a2f5c" opacity="0.9"/>`);
  body.push(`<path d="${smoothPath([[-20, 560], [240, 500], [480, 545], [760, 490], [1000, 540], [1240, 500], [1460, 530]])} L1460 960 L-20 960 z" fill="#1c2348"/>`);
  // Truss and stage.
  body.push(`<rect x="250" y="170" width="940" height="22" fill="#3a4356"/><path d="${Array.from({ length: 24 }, (_, i) => `M${250 + i * 39} 170 l19.5 22 l19.5 -22`).join(' ')}" stroke="#6b778c" stroke-width="2" fill="none"/>`);
  body.push(`<rect x="250" y="170" width="22" height="470" fill="#3a4356"/><rect x="1168" y="170" width="22" height="470" fill="#3a4356"/>`);
  for (const lx of [360, 540, 720, 900, 1080]) {
    body.push(`<path d="M${lx - 10} 196 L${lx + 10} 196 L${lx + 170} 640 L${lx - 170} 640 z" fill="url(#beam)" opacity="0.5"/>`);
    body.push(`<rect x="${lx - 14}" y="188" width="28" height="22" rx="5" fill="#20283a"/>`, spark(lx, 212, 6, '#fff6d8', { halo: 3 }));
  }
  body.push(backdrop(mark, 330, 250, 780, 360, { title: '2nd Annual Day Celebration', line: 'LUMORA PHOTONICS · KOTDWAR', date: '2 February 2025' }));
  body.push(`<path d="M200 640 L1240 640 L1280 676 L160 676 z" fill="#4a5874"/>`);
  body.push(`<rect x="160" y="676" width="1120" height="110" fill="url(#stage-front)"/>`);
  body.push(`<rect x="160" y="676" width="1120" height="6" fill="${c['amber-500']}"/>`);
  for (let i = 0; i < 7; i += 1) body.push(garland(160 + i * 160, 320 + i * 160, 690, 34, { bead: 8 }));
  for (let i = 0; i < 8; i += 1) body.push(`<circle cx="${160 + i * 160}" cy="690" r="12" fill="${extra.marigoldDeep}"/>`);
  body.push(stringLights(-20, 250, 150, 70, 8), stringLights(1190, 1460, 150, 70, 8));
  // Audience heads in the foreground.
  const heads = rng(9);
  for (let i = 0; i < 13; i += 1) body.push(seated(40 + i * 112 + heads() * 30, 980, 1.6 + heads() * 0.2, i % 2 ? '#0b1730' : '#0f1f3d'));
  return scene(defs, body);
}

function annualLamp(): string {
  const defs = [
    ...flameDefs(),
    radial('warm', [[0, '#7a4a1c'], [0.55, '#3a2233'], [1, c['navy-950']]], { cy: 0.45, r: 0.75 }),
    linear('brass', [[0, extra.brassDark], [0.4, '#f3cd74'], [0.6, extra.brass], [1, extra.brassDark]], [0, 0, 1, 0]),
    linear('cloth', [[0, '#f4ede2'], [1, '#e2d6c3']], [0, 0, 0, 1]),
  ];
  const rand = rng(12);
  const body = [`<rect width="${W}" height="${H}" fill="url(#warm)"/>`];
  for (let i = 0; i < 30; i += 1) body.push(`<circle cx="${r1(rand() * W)}" cy="${r1(rand() * 600)}" r="${r1(14 + rand() * 46)}" fill="${rand() > 0.3 ? '#ffb547' : c['cyan-400']}" opacity="${r1(0.06 + rand() * 0.14)}" filter="url(#blur-l)"/>`);
  // Marigold strings hanging either side (toran).
  for (const x of [120, 210, 300, 1140, 1230, 1320]) {
    for (let j = 0; j < 22; j += 1) body.push(`<circle cx="${x + Math.sin(j / 2) * 3}" cy="${-10 + j * 26}" r="13" fill="${j % 2 ? extra.marigold : extra.marigoldDeep}"/>`);
    body.push(`<path d="M${x - 8} 566 l8 30 l8 -30 z" fill="${extra.green}"/>`);
  }
  // Table and rangoli.
  body.push(`<path d="M0 700 L1440 700 L1440 960 L0 960 z" fill="url(#cloth)"/>`);
  body.push(`<rect x="0" y="700" width="1440" height="10" fill="#c9a46a" opacity="0.6"/>`);
  body.push(`<ellipse cx="720" cy="850" rx="420" ry="80" fill="none" stroke="${extra.marigoldDeep}" stroke-width="6" opacity="0.7"/>`);
  for (let i = 0; i < 24; i += 1) {
    const a = (i / 24) * Math.PI * 2;
    body.push(`<ellipse cx="${r1(720 + Math.cos(a) * 360)}" cy="${r1(850 + Math.sin(a) * 66)}" rx="20" ry="9" fill="${i % 3 === 0 ? c['blue-600'] : i % 3 === 1 ? extra.marigold : '#d63b5b'}" transform="rotate(${r1((a * 180) / Math.PI + 90)} ${r1(720 + Math.cos(a) * 360)} ${r1(850 + Math.sin(a) * 66)})"/>`);
  }
  for (let i = 0; i < 36; i += 1) {
    const x = 80 + rand() * 1280;
    const y = 730 + rand() * 210;
    if (Math.abs(x - 720) < 250 && y < 820) continue;
    body.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(5 + rand() * 5)}" fill="${rand() > 0.5 ? extra.marigold : extra.marigoldDeep}"/>`);
  }
  // The samai: base, stem with rings, the wick plate with five flames.
  const x = 720;
  body.push(`<ellipse cx="${x}" cy="820" rx="150" ry="26" fill="#000" opacity="0.25"/>`);
  body.push(`<path d="M${x - 140} 812 Q${x} 770 ${x + 140} 812 Q${x} 836 ${x - 140} 812 z" fill="url(#brass)"/>`);
  body.push(`<path d="M${x - 70} 792 L${x - 24} 700 L${x + 24} 700 L${x + 70} 792 z" fill="url(#brass)"/>`);
  body.push(`<rect x="${x - 13}" y="380" width="26" height="330" fill="url(#brass)"/>`);
  for (const y of [430, 520, 610, 690]) body.push(`<ellipse cx="${x}" cy="${y}" rx="34" ry="12" fill="url(#brass)"/>`);
  body.push(`<path d="M${x - 150} 372 Q${x} 430 ${x + 150} 372 Q${x} 392 ${x - 150} 372 z" fill="url(#brass)"/>`);
  body.push(`<ellipse cx="${x}" cy="372" rx="150" ry="20" fill="#f3cd74"/>`);
  body.push(`<path d="M${x} 230 C${x + 30} 270 ${x + 26} 330 ${x} 356 C${x - 26} 330 ${x - 30} 270 ${x} 230 z" fill="url(#brass)"/>`);
  for (const dx of [-124, -62, 0, 62, 124]) body.push(flame(x + dx, dx === 0 ? 362 : 366 + Math.abs(dx) * 0.02, 1));
  return scene(defs, body);
}

function annualAwards(mark: Mark): string {
  const defs = [
    ...panelDefs(),
    linear('gold', [[0, '#a8781f'], [0.35, '#ffe08a'], [0.55, '#f2b93b'], [1, '#9a6a12']], [0, 0, 1, 0]),
    linear('spot', [[0, '#ffffff', 0.4], [1, '#ffffff', 0]], [0, 0, 0, 1]),
    linear('crystal', [[0, '#e6fbff', 0.95], [1, c['cyan-400'], 0.55]], [0, 0, 1, 1]),
    linear('cloth', [[0, '#ffffff'], [1, '#e3e9f1']], [0, 0, 0, 1]),
  ];
  const body = [`<rect width="${W}" height="${H}" fill="${c['navy-950']}"/>`, `<rect width="${W}" height="${H}" fill="url(#dots)"/>`];
  body.push(`<rect x="140" y="60" width="1160" height="520" rx="12" fill="url(#panel)"/>`);
  body.push(markGroup(mark, 690, 100, 60), text(720, 210, 'Awards & Recognition', { size: 44, fill: '#ffffff', anchor: 'middle' }), text(720, 250, '2ND ANNUAL DAY · KOTDWAR', { size: 20, weight: 400, fill: c['cyan-400'], anchor: 'middle', spacing: 5 }));
  body.push(`<path d="M560 0 L880 0 L1180 960 L260 960 z" fill="url(#spot)" opacity="0.5"/>`);
  // The table.
  body.push(`<path d="M120 600 L1320 600 L1380 680 L60 680 z" fill="url(#cloth)"/>`);
  body.push(`<rect x="60" y="680" width="1320" height="280" fill="${c['navy-800']}"/><rect x="60" y="680" width="1320" height="8" fill="${c['amber-500']}"/>`);
  for (let i = 0; i < 10; i += 1) body.push(`<path d="M${60 + i * 132} 688 Q${126 + i * 132} 740 ${192 + i * 132} 688" fill="none" stroke="${c['navy-700']}" stroke-width="3"/>`);
  // Cup.
  const cup = (x: number, s: number): string => [
    `<g transform="translate(${x} 640) scale(${s})" filter="url(#sh)">`,
    `<rect x="-70" y="-40" width="140" height="40" rx="6" fill="#2b2f3a"/><rect x="-40" y="-30" width="80" height="18" rx="3" fill="url(#gold)"/>`,
    `<path d="M-40 -40 L-26 -80 L26 -80 L40 -40 z" fill="url(#gold)"/><rect x="-10" y="-140" width="20" height="62" fill="url(#gold)"/>`,
    `<path d="M-90 -300 L90 -300 Q86 -160 0 -140 Q-86 -160 -90 -300 z" fill="url(#gold)"/>`,
    `<path d="M-88 -280 C-150 -280 -150 -190 -70 -180 M88 -280 C150 -280 150 -190 70 -180" fill="none" stroke="url(#gold)" stroke-width="12"/>`,
    `<ellipse cx="0" cy="-300" rx="90" ry="14" fill="#ffe9a8"/>`,
    `</g>`,
  ].join('');
  const star = (x: number): string => [
    `<g transform="translate(${x} 640)" filter="url(#sh)">`,
    `<rect x="-56" y="-36" width="112" height="36" rx="5" fill="#2b2f3a"/><rect x="-18" y="-200" width="36" height="166" fill="url(#gold)"/>`,
    `<path d="${starPath(0, -260, 78, 34)}" fill="url(#gold)"/>`,
    `</g>`,
  ].join('');
  const crystal = (x: number): string => [
    `<g transform="translate(${x} 640)" filter="url(#sh)">`,
    `<rect x="-60" y="-30" width="120" height="30" rx="4" fill="#2b2f3a"/>`,
    `<path d="M-44 -30 L-54 -200 L0 -270 L54 -200 L44 -30 z" fill="url(#crystal)" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2"/>`,
    `<path d="M0 -270 L-10 -30 M-54 -200 L54 -200" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`,
    markGroup(mark, -22, -180, 44),
    `</g>`,
  ].join('');
  body.push(star(420), cup(720, 1), crystal(1010));
  // Certificates: a framed one standing, a rolled one with a ribbon.
  body.push(`<g filter="url(#sh)"><rect x="190" y="470" width="150" height="170" rx="4" fill="#7a5a3a"/><rect x="202" y="482" width="126" height="146" fill="#fbf8f2"/></g>`);
  for (let i = 0; i < 5; i += 1) body.push(`<rect x="${222}" y="${510 + i * 18}" width="${i === 0 ? 86 : 70 + (i % 2) * 16}" height="${i === 0 ? 8 : 5}" rx="2" fill="${i === 0 ? c['navy-700'] : '#b9c3d0'}"/>`);
  body.push(`<circle cx="300" cy="606" r="12" fill="${c['amber-500']}"/>`);
  body.push(`<g filter="url(#sh-soft)"><rect x="1130" y="610" width="190" height="30" rx="15" fill="#fbf8f2"/><ellipse cx="1320" cy="625" rx="9" ry="15" fill="#e9e1d2"/><rect x="1210" y="606" width="18" height="38" fill="#c0392b"/><path d="M1219 644 l-14 30 l14 -8 l14 8 z" fill="#c0392b"/></g>`);
  body.push(confetti(44, 70, [150, 60, 1290, 420], [c['amber-500'], c['cyan-400'], '#ffffff', extra.marigold]));
  return scene(defs, body);
}

function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    pts.push(`${r1(cx + Math.cos(a) * r)} ${r1(cy + Math.sin(a) * r)}`);
  }
  return `M${pts.join(' L')} z`;
}

function annualAudience(mark: Mark): string {
  const defs = [
    ...panelDefs(),
    radial('stage-glow', [[0, '#ffd59a', 0.8], [0.5, '#f2a33a', 0.25], [1, '#f2a33a', 0]]),
    linear('hall', [[0, c['navy-950']], [1, '#0b1a33']], [0, 0, 0, 1]),
  ];
  const body = [`<rect width="${W}" height="${H}" fill="url(#hall)"/>`];
  body.push(`<ellipse cx="720" cy="330" rx="700" ry="330" fill="url(#stage-glow)"/>`);
  // Distant stage: screen, podium and speaker.
  body.push(`<rect x="430" y="110" width="580" height="300" rx="8" fill="url(#panel)" stroke="#3d557a"/>`);
  body.push(markGroup(mark, 680, 150, 80), text(720, 290, 'Annual Day 2025', { size: 38, fill: '#ffffff', anchor: 'middle' }), text(720, 330, 'Thank you, team Lumora', { size: 22, weight: 400, fill: c['cyan-400'], anchor: 'middle' }));
  body.push(`<rect x="330" y="410" width="780" height="40" fill="#3b2b2b"/><rect x="330" y="410" width="780" height="5" fill="${c['amber-500']}"/>`);
  body.push(garland(330, 1110, 420, 16, { bead: 5 }));
  body.push(`<path d="M960 410 L1000 410 L994 340 L966 340 z" fill="#5a3e2b"/>`, person(930, 410, 0.42, { body: '#24406e', head: '#1a2d4d' }));
  // Spot beams from the ceiling.
  for (const x of [520, 920]) body.push(`<path d="M${x - 8} 0 L${x + 8} 0 L${x + 130} 420 L${x - 130} 420 z" fill="#ffffff" opacity="0.06"/>`);
  // Rows of seated audience, nearer rows larger.
  const rand = rng(14);
  const rows = [
    { y: 560, s: 0.7, n: 15 },
    { y: 660, s: 0.95, n: 12 },
    { y: 790, s: 1.25, n: 9 },
    { y: 960, s: 1.65, n: 7 },
  ];
  for (const { y, s, n } of rows) {
    const step = W / (n - 0.4);
    body.push(`<rect x="0" y="${y - 36 * s}" width="${W}" height="${44 * s}" fill="#0a1428" opacity="0.5"/>`);
    for (let i = 0; i < n; i += 1) body.push(seated(step * (i + 0.2) + (rand() - 0.5) * 14, y, s, [extra.figureC, '#16305a', '#1f3b6a'][i % 3]));
  }
  return scene(defs, body);
}

function annualCake(mark: Mark): string {
  const defs = [
    ...flameDefs(),
    linear('room', [[0, '#fdf6ea'], [1, '#f3e4cc']], [0, 0, 0, 1]),
    linear('icing', [[0, '#ffffff'], [1, '#eef2f7']], [0, 0, 0, 1]),
    linear('gold', [[0, '#a8781f'], [0.4, '#ffe08a'], [1, '#c8901f']], [0, 0, 1, 0]),
  ];
  const body = [`<rect width="${W}" height="${H}" fill="url(#room)"/>`];
  body.push(bunting(-20, 1460, 60, 40, [c['navy-700'], c['cyan-400'], c['amber-500'], '#ffffff']));
  // Balloons.
  const balloon = (x: number, y: number, colour: string, s = 1): string =>
    `<path d="M${x} ${y + 90 * s} C${x - 20} ${y + 150 * s} ${x + 24} ${y + 190 * s} ${x} ${y + 300 * s}" fill="none" stroke="${c['ink-muted']}" stroke-width="2"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${62 * s}" ry="${78 * s}" fill="${colour}" filter="url(#sh-soft)"/><ellipse cx="${x - 22 * s}" cy="${y - 30 * s}" rx="${12 * s}" ry="${20 * s}" fill="#ffffff" opacity="0.4"/>` +
    `<path d="M${x - 8} ${y + 78 * s} l8 12 l8 -12 z" fill="${colour}"/>`;
  body.push(balloon(150, 300, c['cyan-400']), balloon(260, 250, c['amber-500'], 0.9), balloon(120, 470, c['navy-700'], 0.8));
  body.push(balloon(1290, 280, c['navy-700']), balloon(1180, 230, c['cyan-400'], 0.85), balloon(1320, 460, c['amber-500'], 0.8));
  // Table.
  body.push(`<path d="M160 700 L1280 700 L1340 760 L100 760 z" fill="#ffffff"/><rect x="100" y="760" width="1240" height="200" fill="${c['navy-800']}"/>`);
  // Two-tier cake.
  body.push(`<ellipse cx="720" cy="712" rx="300" ry="30" fill="#c9ced6"/><ellipse cx="720" cy="704" rx="290" ry="26" fill="#ffffff"/>`);
  body.push(`<g filter="url(#sh)"><rect x="480" y="520" width="480" height="180" rx="16" fill="url(#icing)"/><rect x="560" y="380" width="320" height="150" rx="14" fill="url(#icing)"/></g>`);
  body.push(`<rect x="480" y="600" width="480" height="22" fill="${c['navy-700']}"/><rect x="560" y="460" width="320" height="18" fill="${c['cyan-400']}"/>`);
  for (let i = 0; i < 16; i += 1) body.push(`<circle cx="${500 + i * 29.5}" cy="530" r="9" fill="#f3f6fa" stroke="#dbe2ea"/>`);
  for (let i = 0; i < 11; i += 1) body.push(`<circle cx="${578 + i * 28.5}" cy="390" r="8" fill="#f3f6fa" stroke="#dbe2ea"/>`);
  body.push(markGroup(mark, 690, 640, 60));
  // The "2" candle.
  body.push(`<text x="720" y="372" font-family="${FONT}" font-size="150" font-weight="700" fill="url(#gold)" text-anchor="middle" filter="url(#sh-soft)">2</text>`);
  body.push(`<rect x="716" y="230" width="8" height="26" fill="#5b4636"/>`, flame(720, 236, 0.9));
  body.push(confetti(77, 120, [40, 120, 1400, 700], [c['amber-500'], c['cyan-400'], c['navy-700'], extra.marigoldDeep]));
  return scene(defs, body);
}

// ——— Free service camp ————————————————————————————————————————————————

const dayDefs = (): string[] => [linear('day', [[0, '#bfe6f1'], [0.6, '#eaf7fb'], [1, '#f7fbfd']], [0, 0, 0, 1])];

function tree(x: number, y: number, s: number, colour: string = extra.green): string {
  return `<rect x="${x - 8 * s}" y="${y - 60 * s}" width="${16 * s}" height="${60 * s}" fill="#6b4a2f"/><circle cx="${x}" cy="${y - 110 * s}" r="${62 * s}" fill="${colour}"/><circle cx="${x - 40 * s}" cy="${y - 80 * s}" r="${40 * s}" fill="${colour}"/><circle cx="${x + 44 * s}" cy="${y - 84 * s}" r="${44 * s}" fill="${colour}"/>`;
}

function serviceTent(mark: Mark): string {
  const defs = [...dayDefs(), linear('canopy', [[0, c['navy-700']], [1, c['navy-900']]], [0, 0, 0, 1])];
  const body = [`<rect width="${W}" height="${H}" fill="url(#day)"/>`];
  for (const [x, y, s] of [[260, 150, 1], [1100, 110, 1.3], [760, 200, 0.8]] as const) body.push(`<g opacity="0.9" fill="#ffffff"><ellipse cx="${x}" cy="${y}" rx="${90 * s}" ry="${28 * s}"/><ellipse cx="${x + 50 * s}" cy="${y - 20 * s}" rx="${60 * s}" ry="${30 * s}"/></g>`);
  body.push(`<rect x="0" y="640" width="${W}" height="320" fill="#cfd8c4"/><rect x="0" y="640" width="${W}" height="8" fill="#b7c4ac"/>`);
  body.push(tree(80, 650, 1.4, '#3f8f5f'), tree(230, 650, 1.1, '#2f7d52'), tree(1250, 650, 1.5, '#3f8f5f'), tree(1390, 650, 1.1, '#2f7d52'));
  // Canopy.
  body.push(`<path d="M300 300 L720 170 L1140 300 z" fill="url(#canopy)"/>`);
  body.push(`<rect x="300" y="300" width="840" height="90" fill="${c['amber-500']}"/>`);
  body.push(text(720, 360, 'FREE SERVICE CAMP', { size: 46, fill: c['navy-950'], anchor: 'middle', spacing: 4 }));
  body.push(`<path d="${Array.from({ length: 12 }, (_, i) => `M${300 + i * 70} 390 q35 26 70 0`).join(' ')}" fill="${c['amber-700']}"/>`);
  body.push(`<rect x="316" y="390" width="14" height="330" fill="#8e9bab"/><rect x="1110" y="390" width="14" height="330" fill="#8e9bab"/>`);
  body.push(`<rect x="330" y="390" width="780" height="330" fill="${c['navy-900']}" opacity="0.06"/>`);
  // Counter with instruments on it.
  body.push(`<rect x="380" y="560" width="680" height="160" fill="${c['blue-600']}"/><rect x="380" y="548" width="680" height="16" fill="#dfe6ee"/>`);
  body.push(markGroup(mark, 690, 600, 60));
  body.push(`<g filter="url(#sh-soft)"><rect x="430" y="490" width="110" height="60" rx="8" fill="#2b3440"/><rect x="446" y="500" width="50" height="36" rx="3" fill="${c['cyan-400']}"/><rect x="880" y="470" width="76" height="80" rx="10" fill="${c['amber-500']}"/><rect x="892" y="482" width="52" height="34" rx="3" fill="${c['navy-900']}"/><rect x="590" y="506" width="90" height="44" rx="6" fill="#ffffff"/><rect x="980" y="514" width="60" height="36" rx="5" fill="#2b3440"/></g>`);
  body.push(fibre(`M904 499 l8 -6 l8 10 l10 -14`, { width: 2, colour: c['cyan-400'], halo: 0.2, core: false }));
  // Roll-up banner.
  body.push(`<g filter="url(#sh)"><rect x="1180" y="330" width="150" height="380" fill="#ffffff"/><rect x="1170" y="704" width="170" height="16" rx="4" fill="#8e9bab"/></g>`);
  body.push(markGroup(mark, 1229, 350, 52));
  for (const [i, line] of ['Splicers', 'OTDRs', 'PON', 'EDFA'].entries()) body.push(text(1255, 450 + i * 42, line, { size: 22, fill: c['navy-900'], anchor: 'middle' }));
  body.push(`<rect x="1196" y="620" width="118" height="44" rx="6" fill="${c['amber-500']}"/>`, text(1255, 649, '18 JAN 2025', { size: 16, fill: c['navy-950'], anchor: 'middle' }));
  // Visitors bringing instruments.
  const carry = (x: number, s: number, colour: string): string => person(x, 900, s, { body: colour }) + `<rect x="${x + 22 * s}" y="${900 - 110 * s}" width="${44 * s}" height="${34 * s}" rx="${5 * s}" fill="#2b3440"/>`;
  body.push(carry(520, 1.25, extra.figureB), carry(760, 1.35, extra.figureA), carry(1000, 1.3, '#2f6f8f'));
  return scene(defs, body);
}

function splicerDevice(x: number, y: number, s = 1): string {
  return [
    `<g transform="translate(${x} ${y}) scale(${s})" filter="url(#sh)">`,
    `<rect x="-260" y="-120" width="520" height="240" rx="30" fill="#343e4c"/>`,
    `<rect x="-260" y="-120" width="520" height="40" rx="20" fill="#434f60"/>`,
    `<rect x="-230" y="60" width="460" height="40" rx="8" fill="#262e39"/>`,
    ...[-180, -110, -40].map((bx) => `<rect x="${bx}" y="70" width="50" height="20" rx="5" fill="#56657a"/>`),
    `<rect x="60" y="70" width="60" height="20" rx="5" fill="${c['amber-500']}"/>`,
    // Wind protector, open.
    `<path d="M-120 -120 L-90 -230 L90 -230 L120 -120 z" fill="#9fdde8" opacity="0.45" stroke="#dff6f9" stroke-width="3"/>`,
    // V-groove stage with fibres and the electrodes.
    `<rect x="-150" y="-112" width="300" height="26" rx="6" fill="#1b222c"/>`,
    `<rect x="-150" y="-103" width="140" height="6" fill="#dff6f9"/><rect x="10" y="-103" width="140" height="6" fill="#dff6f9"/>`,
    `<path d="M-6 -140 L6 -140 L2 -106 L-2 -106 z M-6 -66 L6 -66 L2 -94 L-2 -94 z" fill="#c9d3de"/>`,
    `</g>`,
    // Monitor on its hinge, showing the two aligned fibres.
    `<g transform="translate(${r1(x + 150 * s)} ${r1(y - 250 * s)}) scale(${s})" filter="url(#sh)">`,
    `<rect x="-120" y="-90" width="240" height="180" rx="16" fill="#262e39"/><rect x="-104" y="-74" width="208" height="148" rx="6" fill="${c['navy-950']}"/>`,
    `<rect x="-96" y="-26" width="86" height="18" fill="#9fdde8" opacity="0.8"/><rect x="10" y="-26" width="86" height="18" fill="#9fdde8" opacity="0.8"/>`,
    `<rect x="-96" y="22" width="86" height="18" fill="#9fdde8" opacity="0.5"/><rect x="10" y="22" width="86" height="18" fill="#9fdde8" opacity="0.5"/>`,
    `<rect x="-30" y="-62" width="60" height="14" rx="3" fill="${c['amber-500']}"/>`,
    `<rect x="-10" y="90" width="20" height="40" fill="#434f60"/>`,
    `</g>`,
  ].join('');
}

/** The workshop wall, pegboard and mat; adds its gradients to `defs`. */
function bench(defs: string[], { mat = '#5f7c8a' }: { mat?: string } = {}): string[] {
  defs.push(linear('wall', [[0, '#eef3f8'], [1, '#dde6ef']], [0, 0, 0, 1]), linear('mat', [[0, mat], [1, '#3e5663']], [0, 0, 0, 1]));
  const body = [`<rect width="${W}" height="${H}" fill="url(#wall)"/>`];
  // Pegboard with tool outlines.
  body.push(`<rect x="80" y="70" width="1280" height="420" rx="10" fill="#d3dde8"/>`);
  for (let x = 110; x < 1350; x += 40) for (let y = 100; y < 480; y += 40) body.push(`<circle cx="${x}" cy="${y}" r="3.2" fill="#b4c2d1"/>`);
  body.push(`<path d="M1000 130 l30 0 l0 210 l-30 0 z M990 130 l50 0 l0 30 l-50 0 z" fill="${c['ink-muted']}" opacity="0.7"/>`);
  body.push(`<path d="M1110 130 q40 0 40 40 q0 30 -24 36 l0 180 l-30 0 l0 -180 q-24 -6 -24 -36 q0 -40 38 -40z" fill="${c['ink-muted']}" opacity="0.55"/>`);
  body.push(`<path d="M1220 140 l16 0 l14 140 l-22 80 l-10 0 l-16 -80 z" fill="${c['ink-muted']}" opacity="0.65"/>`);
  body.push(`<path d="M0 620 L1440 620 L1440 960 L0 960 z" fill="url(#mat)"/><rect x="0" y="612" width="1440" height="14" fill="#8e9bab"/>`);
  return body;
}

function serviceSplicer(): string {
  const defs: string[] = [];
  const body = bench(defs);
  body.push(splicerDevice(640, 700, 1.1));
  // Cleaver, spool, tweezers.
  body.push(`<g filter="url(#sh)"><rect x="1010" y="690" width="220" height="110" rx="18" fill="#d8dee6"/><rect x="1010" y="690" width="220" height="40" rx="18" fill="#f3f6f9"/><rect x="1040" y="670" width="160" height="26" rx="10" fill="${c['blue-600']}"/></g>`);
  body.push(`<g filter="url(#sh-soft)"><circle cx="1200" cy="880" r="60" fill="#e9edf2"/><circle cx="1200" cy="880" r="44" fill="${c['amber-500']}"/><circle cx="1200" cy="880" r="14" fill="#e9edf2"/></g>`);
  body.push(`<path d="M130 880 L420 820 M130 888 L420 836" stroke="#c9d3de" stroke-width="8" stroke-linecap="round"/>`);
  body.push(`<g filter="url(#sh-soft)"><rect x="150" y="700" width="170" height="70" rx="8" fill="#ffffff"/><rect x="150" y="700" width="170" height="16" rx="8" fill="${c['cyan-400']}"/></g>`);
  body.push(text(235, 752, 'SERVICE TAG', { size: 14, fill: c['ink-muted'], anchor: 'middle', spacing: 2 }));
  return scene(defs, body);
}

function otdrDevice(x: number, y: number, s: number, { screen = true }: { screen?: boolean } = {}): string {
  let trace = `M-150 -80 L-140 -120 L-130 -70`;
  for (let i = 0; i < 26; i += 1) trace += ` L${-120 + i * 10} ${-70 + i * 2.2}`;
  trace += ' L140 -110 L146 -10';
  return [
    `<g transform="translate(${x} ${y}) scale(${s})" filter="url(#sh)">`,
    `<rect x="-200" y="-200" width="400" height="330" rx="34" fill="${c['amber-500']}"/>`,
    `<rect x="-184" y="-184" width="368" height="298" rx="24" fill="#2b3440"/>`,
    screen ? `<rect x="-164" y="-166" width="328" height="176" rx="8" fill="${c['navy-950']}"/>` : '',
    screen ? `<path d="M-150 -150 V0 H150" stroke="${c['on-dark-muted']}" stroke-opacity="0.4" fill="none"/>` : '',
    screen ? `<path d="${trace}" fill="none" stroke="${c['cyan-400']}" stroke-width="3" filter="url(#glow-s)"/>` : '',
    ...[-120, -40, 40, 120].map((bx) => `<rect x="${bx - 28}" y="36" width="56" height="26" rx="6" fill="#434f60"/>`),
    `<circle cx="0" cy="92" r="18" fill="#434f60"/>`,
    `<rect x="150" y="-230" width="30" height="34" rx="4" fill="#1b222c"/>`,
    `</g>`,
  ].join('');
}

function serviceOtdr(): string {
  const defs: string[] = [];
  const body = bench(defs, { mat: '#4f6f86' });
  body.push(otdrDevice(560, 760, 1.05));
  // Patch cord from the OTDR port to a launch-cable box.
  body.push(`<path d="${smoothPath([[735, 520], [800, 470], [900, 520], [960, 640], [1000, 720]])}" fill="none" stroke="#f2d22e" stroke-width="8" stroke-linecap="round"/>`);
  body.push(`<g filter="url(#sh)"><rect x="950" y="700" width="170" height="120" rx="14" fill="#2b3440"/><circle cx="1035" cy="760" r="34" fill="#434f60"/><circle cx="1035" cy="760" r="12" fill="#1b222c"/></g>`);
  // Clipboard checklist.
  body.push(`<g filter="url(#sh)" transform="rotate(-6 1250 760)"><rect x="1160" y="640" width="190" height="260" rx="10" fill="#b9875a"/><rect x="1174" y="664" width="162" height="224" fill="#ffffff"/><rect x="1220" y="630" width="70" height="26" rx="6" fill="#8e9bab"/></g>`);
  for (let i = 0; i < 5; i += 1) {
    const y = 700 + i * 38;
    body.push(`<g transform="rotate(-6 1250 760)"><rect x="1190" y="${y}" width="20" height="20" rx="4" fill="none" stroke="${c['ink-muted']}" stroke-width="2"/>${i < 4 ? `<path d="M1194 ${y + 10} l5 6 l10 -12" stroke="${extra.green}" stroke-width="3.5" fill="none"/>` : ''}<rect x="1222" y="${y + 6}" width="${90 - (i % 2) * 24}" height="8" rx="3" fill="#c3ccd7"/></g>`);
  }
  body.push(`<g filter="url(#sh-soft)"><rect x="190" y="760" width="110" height="120" rx="14" fill="#ffffff"/><path d="M300 790 q44 0 44 30 q0 30 -44 30" fill="none" stroke="#ffffff" stroke-width="14"/><rect x="202" y="772" width="86" height="12" rx="6" fill="${c['cyan-400']}"/></g>`);
  return scene(defs, body);
}

function serviceSupport(): string {
  const defs = [linear('screen-bg', [[0, c['navy-900']], [1, c['navy-800']]], [0, 0, 0, 1])];
  const body = bench(defs, { mat: '#566f7e' });
  // Shelf of instruments in for service, each tagged.
  body.push(`<rect x="120" y="250" width="760" height="14" fill="#8e9bab"/>`);
  const tagged = (x: number, w: number, h: number, colour: string, done: boolean): string => `<g filter="url(#sh-soft)"><rect x="${x}" y="${250 - h}" width="${w}" height="${h}" rx="10" fill="${colour}"/></g><path d="M${x + w - 20} ${262} l0 36" stroke="${c['ink-muted']}" stroke-width="2"/><rect x="${x + w - 44}" y="296" width="48" height="30" rx="4" fill="#ffffff" stroke="#c3ccd7"/>${done ? `<path d="M${x + w - 32} 311 l7 7 l13 -14" stroke="${extra.green}" stroke-width="4" fill="none"/>` : `<circle cx="${x + w - 20}" cy="311" r="6" fill="${c['amber-500']}"/>`}`;
  body.push(tagged(140, 170, 110, '#343e4c', true), tagged(340, 130, 130, c['amber-500'], true), tagged(500, 150, 80, '#ffffff', false), tagged(680, 170, 100, '#343e4c', true));
  // Laptop running an update.
  body.push(`<g filter="url(#sh)"><path d="M820 560 L1180 560 L1200 690 L800 690 z" fill="#c9d3de"/><rect x="840" y="380" width="320" height="190" rx="10" fill="#2b3440"/><rect x="854" y="394" width="292" height="162" rx="4" fill="url(#screen-bg)"/></g>`);
  body.push(text(1000, 440, 'Firmware update', { size: 20, fill: '#ffffff', anchor: 'middle' }));
  body.push(`<rect x="880" y="470" width="240" height="14" rx="7" fill="${c['navy-700']}"/><rect x="880" y="470" width="180" height="14" rx="7" fill="${c['cyan-400']}"/>`);
  body.push(text(1000, 520, '75%', { size: 18, weight: 400, fill: c['on-dark-muted'], anchor: 'middle' }));
  // Splicer on the bench, cabled to the laptop.
  body.push(splicerDevice(520, 760, 0.7));
  body.push(`<path d="${smoothPath([[700, 770], [760, 800], [820, 760], [860, 690]])}" fill="none" stroke="#1b222c" stroke-width="7"/>`);
  // The technician, from behind.
  body.push(person(1240, 1010, 2.2, { body: c['blue-600'], head: extra.figureC, legs: c['navy-900'] }));
  return scene(defs, body);
}

// ——— Cable TV Show India, Kolkata ———————————————————————————————————

const hallDefs = (): string[] => [
  linear('hall', [[0, '#1a2436'], [0.45, '#34435c'], [1, '#c7d1de']], [0, 0, 0, 1]),
  linear('floor', [[0, '#b8c3d1'], [1, '#8997aa']], [0, 0, 0, 1]),
  linear('wall-art', [[0, c['navy-900']], [1, c['navy-700']]], [0, 0, 1, 1]),
];

/** The exhibition hall behind a stand: ceiling truss and lights, floor, neighbouring stands. */
function hall(body: string[]): void {
  body.push(`<rect width="${W}" height="${H}" fill="url(#hall)"/>`);
  // Ceiling truss and lights.
  for (let x = 0; x < W; x += 180) body.push(`<path d="M${x} 0 L${x + 90} 60 L${x + 180} 0" stroke="#46546d" stroke-width="4" fill="none"/>`);
  body.push(`<rect x="0" y="58" width="${W}" height="6" fill="#46546d"/>`);
  for (let x = 90; x < W; x += 180) body.push(spark(x, 80, 7, '#fff6d8', { halo: 4 }));
  body.push(`<path d="M0 720 L${W} 720 L${W} ${H} L0 ${H} z" fill="url(#floor)"/>`);
  // Neighbouring stands, out of focus.
  body.push(`<rect x="-40" y="330" width="200" height="390" fill="#55657e" opacity="0.7"/><rect x="1280" y="330" width="200" height="390" fill="#55657e" opacity="0.7"/>`);
}

function boothWall(mark: Mark, x: number, y: number, w: number, h: number): string {
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#wall-art)"/>`,
    ...[0, 1, 2, 3, 4].map((i) => fibre(smoothPath([[x + w * 0.45, y + h + 10], [x + w * 0.62, y + h * 0.6 - i * 12], [x + w * 0.8, y + h * 0.38 - i * 10], [x + w, y + h * 0.3 - i * 16]]), { width: 2, colour: i % 2 ? c['amber-500'] : c['cyan-400'], halo: 0.4, opacity: 0.8 })),
  ].join('');
}

function showBooth(mark: Mark): string {
  const defs = hallDefs();
  const body: string[] = [];
  hall(body);
  // Booth: fascia, back wall, side walls, carpet.
  body.push(`<path d="M220 740 L1220 740 L1320 900 L120 900 z" fill="${c['navy-800']}"/>`);
  body.push(`<path d="M220 180 L300 230 L300 740 L220 740 z M1220 180 L1140 230 L1140 740 L1220 740 z" fill="#e8edf3"/>`);
  body.push(boothWall(mark, 300, 230, 840, 510));
  body.push(`<rect x="200" y="120" width="1040" height="96" fill="#ffffff" filter="url(#sh)"/>`);
  body.push(markGroup(mark, 430, 132, 72), text(530, 192, 'LUMORA PHOTONICS', { size: 50, fill: c['navy-900'], spacing: 3 }));
  body.push(text(360, 326, 'Concept of One Stop Solution', { size: 30, fill: '#ffffff' }));
  body.push(text(360, 364, 'Splicing · Testing · PON · EDFA · Fibre cable', { size: 20, weight: 400, fill: c['cyan-400'] }));
  // Wall screen.
  body.push(`<rect x="850" y="290" width="260" height="160" rx="6" fill="#111826" stroke="#46546d" stroke-width="4"/>`);
  body.push(`<g transform="translate(864 304) scale(0.116)">${ponDiagram()}</g>`);
  // Shelves with product.
  body.push(`<rect x="360" y="470" width="320" height="10" fill="#dfe6ee"/><rect x="360" y="590" width="320" height="10" fill="#dfe6ee"/>`);
  body.push(`<rect x="380" y="426" width="130" height="44" rx="4" fill="#2b3440"/><rect x="530" y="440" width="120" height="30" rx="6" fill="#ffffff"/>`);
  for (let i = 0; i < 6; i += 1) body.push(`<circle cx="${396 + i * 18}" cy="448" r="3" fill="${i % 2 ? c['cyan-400'] : '#34d399'}"/>`);
  body.push(`<circle cx="430" cy="556" r="34" fill="${c['amber-500']}"/><circle cx="430" cy="556" r="12" fill="#e9edf2"/><rect x="500" y="534" width="70" height="56" rx="10" fill="${c['amber-500']}"/><rect x="590" y="546" width="70" height="44" rx="6" fill="#343e4c"/>`);
  body.push(person(960, 760, 1.05, { body: c['blue-600'], head: extra.figureC }));
  // Counter.
  body.push(`<g filter="url(#sh)"><rect x="560" y="600" width="320" height="200" rx="8" fill="#ffffff"/><rect x="540" y="586" width="360" height="20" rx="6" fill="#dfe6ee"/></g>`);
  body.push(markGroup(mark, 685, 650, 70));
  // Visitors.
  body.push(person(200, 960, 1.45, { body: extra.figureB }), person(1010, 980, 1.6, { body: '#2f6f8f' }), person(1110, 970, 1.5, { body: extra.figureA }));
  return scene(defs, body);
}

/** A PON tree drawn for a screen, in a 2000x1000 box. */
function ponDiagram(): string {
  const out = [`<rect width="2000" height="1000" fill="${c['navy-950']}"/>`];
  out.push(`<rect x="120" y="420" width="220" height="160" rx="20" fill="${c['navy-800']}" stroke="${c['cyan-400']}" stroke-width="8"/>`);
  out.push(fibre('M340 500 L760 500', { width: 14 }));
  [150, 383, 616, 850].forEach((y) => {
    out.push(fibre(smoothPath([[760, 500], [1000, 500 + (y - 500) * 0.6], [1300, y]]), { width: 9 }));
    out.push(`<rect x="1300" y="${y - 40}" width="380" height="80" rx="18" fill="${c['navy-800']}" stroke="${c['cyan-400']}" stroke-width="6"/>`, `<circle cx="1350" cy="${y}" r="16" fill="#34d399"/>`);
  });
  out.push(node(760, 500, 40, { centre: c['amber-500'] }));
  return out.join('');
}

function showProducts(): string {
  const defs = [...hallDefs(), linear('shelf-wall', [[0, '#f3f6fa'], [1, '#e2e9f1']], [0, 0, 0, 1])];
  const body = [`<rect width="${W}" height="${H}" fill="url(#shelf-wall)"/>`];
  body.push(`<rect x="0" y="0" width="${W}" height="90" fill="${c['navy-900']}"/>`, text(720, 58, 'PON · EDFA · FIBRE CABLE', { size: 30, fill: '#ffffff', anchor: 'middle', spacing: 6 }));
  const shelves = [330, 600, 870];
  for (const y of shelves) body.push(`<rect x="100" y="${y}" width="1240" height="18" fill="#c3ccd7"/><rect x="100" y="${y + 18}" width="1240" height="8" fill="#9aa7b7"/>`);
  // Top shelf: two OLTs, rack units with port lights.
  for (const [i, x] of [140, 740].entries()) {
    body.push(`<g filter="url(#sh)"><rect x="${x}" y="${330 - 110}" width="560" height="110" rx="8" fill="#2b3440"/><rect x="${x}" y="${330 - 110}" width="560" height="18" rx="8" fill="#434f60"/></g>`);
    for (let p = 0; p < 16; p += 1) {
      const px = x + 30 + (p % 8) * 46;
      const py = 330 - 78 + Math.floor(p / 8) * 34;
      body.push(`<rect x="${px}" y="${py}" width="34" height="22" rx="3" fill="#111826"/><circle cx="${px + 17}" cy="${py + 11}" r="4" fill="${(p + i) % 5 === 0 ? c['amber-500'] : '#34d399'}"/>`);
    }
    body.push(`<rect x="${x + 420}" y="${330 - 74}" width="110" height="40" rx="5" fill="${c['navy-950']}"/><rect x="${x + 430}" y="${330 - 64}" width="60" height="8" rx="3" fill="${c['cyan-400']}"/>`);
  }
  // Middle shelf: ONTs with antennas, SFP modules.
  for (let i = 0; i < 4; i += 1) {
    const x = 150 + i * 230;
    body.push(`<g filter="url(#sh)"><rect x="${x - 6}" y="${600 - 200}" width="12" height="110" rx="6" fill="#e9edf2"/><rect x="${x + 160}" y="${600 - 200}" width="12" height="110" rx="6" fill="#e9edf2"/><rect x="${x}" y="${600 - 100}" width="170" height="100" rx="14" fill="#ffffff"/></g>`);
    for (let l = 0; l < 4; l += 1) body.push(`<circle cx="${x + 30 + l * 22}" cy="${600 - 30}" r="4.5" fill="${l === 3 ? c['amber-500'] : '#34d399'}"/>`);
  }
  for (let i = 0; i < 5; i += 1) body.push(`<g filter="url(#sh-soft)"><rect x="${1080 + i * 48}" y="${600 - 86}" width="34" height="86" rx="4" fill="#c9d3de"/><rect x="${1080 + i * 48}" y="${600 - 86}" width="34" height="18" rx="4" fill="${i % 2 ? c['blue-600'] : '#1b1f24'}"/></g>`);
  // Bottom shelf: EDFA units and small drums of cable.
  for (const x of [150, 480]) {
    body.push(`<g filter="url(#sh)"><rect x="${x}" y="${870 - 150}" width="290" height="150" rx="10" fill="#343e4c"/><rect x="${x + 20}" y="${870 - 130}" width="130" height="46" rx="4" fill="#111826"/></g>`);
    body.push(text(x + 85, 870 - 98, '19.0', { size: 26, fill: c['cyan-400'], anchor: 'middle', family: "'DejaVu Sans Mono', monospace" }));
    for (let p = 0; p < 4; p += 1) body.push(`<circle cx="${x + 180 + (p % 2) * 44}" cy="${870 - 110 + Math.floor(p / 2) * 44}" r="12" fill="#111826" stroke="${c['amber-500']}" stroke-width="3"/>`);
  }
  for (const [i, x] of [900, 1080, 1240].entries()) {
    body.push(`<g filter="url(#sh)"><circle cx="${x}" cy="${870 - 90}" r="90" fill="${extra.wood}"/><circle cx="${x}" cy="${870 - 90}" r="70" fill="${[c['navy-700'], '#111826', c['amber-700']][i]}"/><circle cx="${x}" cy="${870 - 90}" r="26" fill="${extra.woodDark}"/></g>`);
    for (let r = 34; r < 70; r += 9) body.push(`<circle cx="${x}" cy="${870 - 90}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="2"/>`);
  }
  return scene(defs, body);
}

function showDemo(mark: Mark): string {
  const defs = hallDefs();
  const body: string[] = [];
  hall(body);
  // Big screen on a stand.
  body.push(`<rect x="700" y="640" width="40" height="120" fill="#46546d"/><rect x="600" y="750" width="240" height="20" rx="6" fill="#46546d"/>`);
  body.push(`<g filter="url(#sh)"><rect x="300" y="150" width="840" height="500" rx="14" fill="#111826"/></g>`);
  body.push(`<g transform="translate(320 170) scale(0.4)">${ponDiagram()}</g>`);
  body.push(markGroup(mark, 1070, 590, 44));
  // Staff member pointing at the screen; two visitors watching.
  body.push(person(1230, 900, 1.7, { body: c['navy-700'], head: extra.figureC }));
  body.push(`<path d="M1230 620 L1150 560" stroke="${c['navy-700']}" stroke-width="22" stroke-linecap="round"/>`);
  body.push(person(520, 1010, 2.1, { body: extra.figureB }), person(800, 1040, 2.3, { body: '#2f6f8f' }));
  return scene(defs, body);
}

function showKolkata(mark: Mark): string {
  const defs = [
    linear('dusk', [[0, c['navy-900']], [0.28, '#3b4f86'], [0.43, '#e59a5b'], [0.5, '#f5c27a']], [0, 0, 0, 1]),
    linear('river', [[0, '#45608f'], [1, c['navy-900']]], [0, 0, 0, 1]),
  ];
  const body = [`<rect width="${W}" height="${H}" fill="url(#dusk)"/>`];
  // Howrah Bridge in the distance: anchor arms, two towers, the suspended span over the Hooghly.
  const deck = 470;
  const towers = [300, 380, 1060, 1140] as const;
  const top = (x: number): number => {
    if (x <= towers[0]) return deck - ((x + 60) / (towers[0] + 60)) * 230;
    if (x <= towers[1]) return deck - 230;
    if (x < towers[2]) return deck - 230 + Math.sin(((x - towers[1]) / (towers[2] - towers[1])) * Math.PI) * 150;
    if (x <= towers[3]) return deck - 230;
    return deck - ((1500 - x) / (1500 - towers[3])) * 230;
  };
  const chord: string[] = [];
  const web: string[] = [];
  for (let x = -60; x <= 1500; x += 20) chord.push(`${x} ${r1(top(x))}`);
  for (let x = -60; x <= 1500; x += 80) {
    web.push(`M${x} ${deck} L${x} ${r1(top(x))}`);
    if (x + 80 <= 1500) web.push(`M${x} ${deck} L${x + 40} ${r1(top(x + 40))} L${x + 80} ${deck}`);
  }
  body.push(`<g stroke="#243352" fill="none" opacity="0.8"><path d="M${chord.join(' L')}" stroke-width="8"/><path d="${web.join(' ')}" stroke-width="3"/>${towers.map((x) => `<path d="M${x} ${deck} L${x} ${deck - 250}" stroke-width="12"/>`).join('')}</g>`);
  body.push(`<rect x="0" y="${deck}" width="1440" height="14" fill="#243352"/>`);
  body.push(`<rect x="0" y="${deck + 14}" width="1440" height="230" fill="url(#river)"/>`);
  for (let i = 0; i < 18; i += 1) body.push(`<rect x="${(i * 97) % 1400}" y="${deck + 40 + (i % 6) * 28}" width="${60 + (i % 4) * 20}" height="3" rx="1.5" fill="#f5c27a" opacity="0.35"/>`);
  // Venue entrance and road.
  body.push(`<rect x="0" y="700" width="1440" height="260" fill="#3a4356"/><rect x="0" y="700" width="1440" height="10" fill="#55657e"/>`);
  for (let x = 40; x < 1440; x += 140) body.push(`<rect x="${x}" y="830" width="70" height="8" rx="4" fill="#e8edf3" opacity="0.6"/>`);
  body.push(`<g filter="url(#sh)"><rect x="330" y="300" width="28" height="420" fill="#e8edf3"/><rect x="1082" y="300" width="28" height="420" fill="#e8edf3"/><rect x="300" y="250" width="840" height="130" rx="10" fill="${c['navy-900']}"/></g>`);
  body.push(`<rect x="300" y="370" width="840" height="10" fill="${c['amber-500']}"/>`);
  body.push(text(720, 320, 'CABLE TV SHOW INDIA', { size: 44, fill: '#ffffff', anchor: 'middle', spacing: 4 }));
  body.push(text(720, 358, 'KOLKATA', { size: 24, weight: 400, fill: c['cyan-400'], anchor: 'middle', spacing: 10 }));
  // Flags on poles.
  for (const [i, x] of [180, 240, 1200, 1260].entries()) body.push(`<rect x="${x}" y="420" width="6" height="290" fill="#c9d3de"/><path d="M${x + 6} 424 l70 14 l-70 18 z" fill="${[c['cyan-400'], c['amber-500']][i % 2]}"/>`);
  // Yellow taxi, Kolkata's own.
  const taxi = (x: number, y: number, flip = 1): string =>
    `<g transform="translate(${x} ${y}) scale(${flip} 1)" filter="url(#sh)"><path d="M-150 0 L-150 -50 Q-140 -62 -100 -66 L-70 -110 Q-60 -120 -40 -120 L50 -120 Q70 -120 82 -106 L110 -66 Q146 -62 150 -46 L150 0 z" fill="#f2c230"/>` +
    `<path d="M-58 -104 L-40 -108 L-4 -108 L-4 -70 L-84 -70 z M8 -108 L46 -108 Q60 -106 70 -94 L86 -70 L8 -70 z" fill="#3b4f6e"/>` +
    `<rect x="-150" y="-34" width="300" height="12" fill="#1b1f24" opacity="0.85"/><circle cx="-90" cy="0" r="28" fill="#1b1f24"/><circle cx="-90" cy="0" r="12" fill="#8e9bab"/><circle cx="90" cy="0" r="28" fill="#1b1f24"/><circle cx="90" cy="0" r="12" fill="#8e9bab"/></g>`;
  body.push(taxi(300, 900), taxi(1150, 880, -1));
  body.push(person(660, 780, 0.8, { body: extra.figureB }), person(740, 786, 0.85, { body: '#2f6f8f' }), person(860, 776, 0.78, { body: extra.figureA }));
  body.push(markGroup(mark, 320, 268, 56));
  return scene(defs, body);
}

function showDrums(mark: Mark): string {
  const defs = hallDefs();
  const body: string[] = [];
  hall(body);
  body.push(`<rect x="160" y="200" width="1120" height="520" fill="url(#wall-art)"/>`);
  body.push(markGroup(mark, 220, 250, 60), text(300, 296, 'Optical Fibre Cable', { size: 40, fill: '#ffffff' }));
  body.push(text(300, 334, 'FTTH drop · Flat · NEO · Gold · Platinum', { size: 22, weight: 400, fill: c['cyan-400'] }));
  // Platform with three large drums.
  body.push(`<path d="M140 760 L1300 760 L1360 840 L80 840 z" fill="#e8edf3"/><rect x="80" y="840" width="1280" height="40" fill="#b8c3d1"/>`);
  for (const [i, [x, r, colour]] of ([[400, 210, c['navy-700']], [760, 170, '#111826'], [1060, 140, c['amber-700']]] as const).entries()) {
    body.push(`<g filter="url(#sh)"><circle cx="${x}" cy="${770 - r}" r="${r}" fill="${extra.wood}"/><circle cx="${x}" cy="${770 - r}" r="${r - 24}" fill="${colour}"/><circle cx="${x}" cy="${770 - r}" r="${r * 0.28}" fill="${extra.woodDark}"/><circle cx="${x}" cy="${770 - r}" r="${r * 0.1}" fill="#3b2b20"/></g>`);
    for (let k = r * 0.32; k < r - 24; k += 10) body.push(`<circle cx="${x}" cy="${770 - r}" r="${r1(k)}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="3"/>`);
    body.push(`<rect x="${x - 60}" y="${780}" width="120" height="34" rx="6" fill="#ffffff"/>`, text(x, 804, pick(['12F', '8F', '2F'], i), { size: 20, fill: c['navy-900'], anchor: 'middle' }));
  }
  // A cut sample showing the tubes.
  body.push(`<g filter="url(#sh)"><rect x="1190" y="716" width="120" height="44" rx="22" fill="${c['navy-700']}"/><circle cx="1310" cy="738" r="22" fill="#111826"/></g>`);
  for (let t = 0; t < 6; t += 1) body.push(`<circle cx="${r1(1310 + Math.cos((t * Math.PI) / 3) * 11)}" cy="${r1(738 + Math.sin((t * Math.PI) / 3) * 11)}" r="4.5" fill="${fibreColours[t]}"/>`);
  body.push(person(180, 980, 1.5, { body: extra.figureA }), person(1330, 990, 1.6, { body: extra.figureB }));
  return scene(defs, body);
}

export function events(mark: Mark): Record<string, string> {
  return {
    'annual-day-stage': annualStage(mark),
    'annual-day-lamp': annualLamp(),
    'annual-day-awards': annualAwards(mark),
    'annual-day-audience': annualAudience(mark),
    'annual-day-cake': annualCake(mark),
    'service-camp-tent': serviceTent(mark),
    'service-camp-splicer': serviceSplicer(),
    'service-camp-otdr': serviceOtdr(),
    'service-camp-support': serviceSupport(),
    'trade-show-booth': showBooth(mark),
    'trade-show-products': showProducts(),
    'trade-show-demo': showDemo(mark),
    'trade-show-kolkata': showKolkata(mark),
    'trade-show-drums': showDrums(mark),
  };
}
