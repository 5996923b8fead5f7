/**
 * The founder's portrait slot and the testimonial avatars. No real people:
 * the founder is an unmistakable silhouette, the avatars are geometric, so
 * neither suggests a face or an identity the site does not have.
 */
import { c, darkDefs, fibre, linear, r1, radial, rng, smoothPath, svg, type Point } from '../../../scripts/lib/art-kit.mjs';

export function founder(): string {
  const w = 960;
  const h = 1200;
  const defs = [
    ...darkDefs(),
    linear('portrait-bg', [[0, c['navy-800']], [1, c['navy-950']]], [0, 0, 0.4, 1]),
    linear('suit', [[0, '#1d3e6e'], [1, '#112b50']], [0, 0, 0, 1]),
    linear('head', [[0, '#2a5288'], [1, '#1a3865']], [0, 0, 0, 1]),
    radial('halo', [[0, c['cyan-400'], 0.35], [1, c['cyan-400'], 0]]),
  ];
  const rand = rng(7);
  const body = [`<rect width="${w}" height="${h}" fill="url(#portrait-bg)"/>`, `<rect width="${w}" height="${h}" fill="url(#dots)"/>`];
  // Bokeh of out-of-focus lights behind the sitter.
  for (let i = 0; i < 26; i += 1) {
    const x = rand() * w;
    const y = rand() * h * 0.7;
    body.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(12 + rand() * 40)}" fill="${rand() > 0.7 ? c['amber-500'] : c['cyan-400']}" opacity="${r1(0.05 + rand() * 0.1)}" filter="url(#blur-l)"/>`);
  }
  for (let i = 0; i < 4; i += 1) {
    body.push(fibre(smoothPath([[-40, 200 + i * 70], [300, 260 + i * 50], [700, 160 + i * 60], [1000, 240 + i * 40]]), { width: 1.4, halo: 0.3, opacity: 0.22, colour: i === 2 ? c['amber-500'] : c['cyan-400'] }));
  }
  body.push(`<ellipse cx="480" cy="520" rx="330" ry="360" fill="url(#halo)"/>`);
  // Silhouette: shoulders in a jacket, open collar, head; no features.
  const cx = 480;
  body.push(
    `<path d="M${cx - 380} ${h} C${cx - 370} 980 ${cx - 300} 900 ${cx - 150} 860 L${cx - 70} 830 L${cx + 70} 830 L${cx + 150} 860 C${cx + 300} 900 ${cx + 370} 980 ${cx + 380} ${h} z" fill="url(#suit)"/>`,
    `<path d="M${cx - 70} 830 L${cx} 990 L${cx + 70} 830 z" fill="#dfe8f4"/>`,
    `<path d="M${cx - 70} 830 L${cx - 150} 860 L${cx - 40} 1100 L${cx} 990 z M${cx + 70} 830 L${cx + 150} 860 L${cx + 40} 1100 L${cx} 990 z" fill="#16355f"/>`,
    `<path d="M${cx - 74} 690 L${cx - 78} 840 L${cx} 900 L${cx + 78} 840 L${cx + 74} 690 z" fill="#1f4275"/>`,
    `<ellipse cx="${cx}" cy="575" rx="142" ry="170" fill="url(#head)"/>`,
    `<path d="M${cx + 60} ${575 - 154} A142 170 0 0 1 ${cx + 134} ${575 + 56}" fill="none" stroke="${c['cyan-400']}" stroke-width="5" stroke-linecap="round" opacity="0.6" filter="url(#glow-s)"/>`,
    `<path d="M${cx + 150} 880 C${cx + 300} 915 ${cx + 360} 990 ${cx + 375} ${h}" fill="none" stroke="${c['cyan-400']}" stroke-width="4" opacity="0.45" filter="url(#glow-s)"/>`,
    `<path d="M${cx - 150} 880 C${cx - 300} 915 ${cx - 360} 990 ${cx - 375} ${h}" fill="none" stroke="${c['cyan-400']}" stroke-width="4" opacity="0.25"/>`,
  );
  body.push(`<rect width="${w}" height="${h}" fill="url(#fade-bottom)"/>`);
  return svg(w, h, defs, body);
}

const AVATAR = 256;

/** Eight geometric avatars: one gradient pair and one optical motif each. */
export function avatars(): Record<string, string> {
  const pairs: readonly (readonly [from: string, to: string])[] = [
    [c['navy-700'], c['blue-500']],
    [c['cyan-600'], c['cyan-400']],
    [c['amber-700'], c['amber-500']],
    [c['navy-900'], c['navy-700']],
    [c['blue-600'], c['cyan-400']],
    [c['navy-800'], c['cyan-600']],
    [c['amber-800'], c['blue-600']],
    [c['navy-950'], c['blue-600']],
  ];
  const s = AVATAR;
  const m = s / 2;
  const line = (d: string, width = 10, opacity = 0.95): string => `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
  const motifs = [
    // Signal arcs.
    [44, 78, 112].map((r, i) => {
      const [cx, cy] = [m, m + 44];
      const at = (deg: number): string => `${r1(cx + Math.cos((deg * Math.PI) / 180) * r)} ${r1(cy + Math.sin((deg * Math.PI) / 180) * r)}`;
      return line(`M${at(225)} A${r} ${r} 0 0 1 ${at(315)}`, 11, 1 - i * 0.25);
    }).join('') + `<circle cx="${m}" cy="${m + 44}" r="15" fill="#ffffff"/>`,
    // Splitter: one in, four out.
    line(`M46 ${m} H${m - 20}`) + [-66, -22, 22, 66].map((dy) => line(`M${m - 20} ${m} C${m + 10} ${m} ${m + 20} ${m + dy} ${s - 56} ${m + dy}`, 8)).join('') + `<circle cx="${m - 20}" cy="${m}" r="13" fill="#ffffff"/>`,
    // Waveform.
    line(smoothPath(Array.from({ length: 9 }, (_, i): Point => [40 + i * 22, m + Math.sin(i * 1.2) * (20 + i * 6)])), 10),
    // Hexagonal cell.
    `<path d="${hexPath(m, m, 78)}" fill="none" stroke="#ffffff" stroke-width="11" stroke-linejoin="round"/><path d="${hexPath(m, m, 36)}" fill="#ffffff" opacity="0.85"/>`,
    // Overlapping circles.
    `<circle cx="${m - 30}" cy="${m}" r="58" fill="none" stroke="#ffffff" stroke-width="10"/><circle cx="${m + 30}" cy="${m}" r="58" fill="#ffffff" opacity="0.35"/>`,
    // Diamond lattice.
    [-1, 0, 1].flatMap((i) => [-1, 0, 1].map((j) => `<rect x="${m + i * 52 - 14}" y="${m + j * 52 - 14}" width="28" height="28" rx="4" transform="rotate(45 ${m + i * 52} ${m + j * 52})" fill="#ffffff" opacity="${(i + j + 2) % 2 === 0 ? 0.95 : 0.45}"/>`)).join(''),
    // Prism: one beam in, a spread of light out.
    line(`M32 ${m + 22} L${m - 29} ${m - 6}`, 9) +
      `<path d="M${m} ${m - 62} L${m + 58} ${m + 46} L${m - 58} ${m + 46} z" fill="none" stroke="#ffffff" stroke-width="10" stroke-linejoin="round"/>` +
      [-34, 0, 34].map((dy, i) => line(`M${m + 29} ${m - 6} L${s - 30} ${m - 6 + dy}`, 7, 1 - i * 0.25)).join(''),
    // Orbit.
    `<circle cx="${m}" cy="${m}" r="74" fill="none" stroke="#ffffff" stroke-width="10" stroke-dasharray="300 165" transform="rotate(-30 ${m} ${m})"/><circle cx="${m}" cy="${m}" r="24" fill="#ffffff"/><circle cx="${m + 64}" cy="${m - 37}" r="15" fill="#ffffff"/>`,
  ];
  const out: Record<string, string> = {};
  pairs.forEach(([from, to], i) => {
    const defs = [linear('av', [[0, from], [1, to]], [0, 0, 1, 1])];
    out[String(i + 1).padStart(2, '0')] = svg(s, s, defs, [`<rect width="${s}" height="${s}" fill="url(#av)"/>`, motifs[i] ?? '']);
  });
  return out;
}

function hexPath(cx: number, cy: number, r: number): string {
  const pts = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${r1(cx + Math.cos(a) * r)} ${r1(cy + Math.sin(a) * r)}`;
  });
  return `M${pts.join(' L')} z`;
}
