/**
 * Draws every share picture (lib/seo/share-images.ts) into public/og/ as a
 * 1200x630 PNG: the record's drawing, its title and brand in the site's
 * colours, or the brand art for the default. Run by
 * scripts/steps/30-share-images.mts before `next build`.
 *
 * All text is set as outlines from the Inter files of @fontsource/inter
 * (lib/seo/outline.ts), including the labels inside the drawings, so the
 * pictures look the same on any machine whatever fonts it has. A picture is
 * redrawn only when its fingerprint changes: what it shows, the drawing's
 * bytes, this renderer, the kit and the fonts.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { mark } from '@/lib/brand/mark';
import { illustrationFileName, ILLUSTRATIONS_DIR } from '@/lib/illustrations/files';
import { getImage } from '@/lib/media/images';
import { SHARE_FONT_SUBSETS, SHARE_FONT_WEIGHTS, shareFontModule } from '@/lib/seo/share-fonts';
import { fitText, keepFiguresTogether, outlineSvgText, type Outline, type TextStyle, type Typesetter } from '@/lib/seo/outline';
import { allShareImages, SHARE_DIR, SHARE_HEIGHT, SHARE_MAX_BYTES, SHARE_WIDTH, type ShareCard, type ShareImage } from '@/lib/seo/share-images';
// The drawing kit of the site's generated art: token colours, the dark base, lit fibres and the mark.
import { c, darkBase, darkDefs, fibre, markGroup, radial, smoothPath, spark, svg } from './lib/art-kit.mjs';

const root = process.cwd();
const outDir = path.join(root, 'public', SHARE_DIR);
const manifestFile = path.join(root, '.cache', 'share-images.json');
const require = createRequire(import.meta.url);

/** Files whose change changes every picture. */
const RENDERER_FILES = ['scripts/build-share-images.tsx', 'lib/seo/outline.ts', 'lib/seo/share-fonts.ts', 'scripts/lib/art-kit.mts', 'app/tokens.css'];

// Fonts -----------------------------------------------------------------

type Face = fontkit.Font;

function loadFaces(): Map<number, Face[]> {
  return new Map(
    SHARE_FONT_WEIGHTS.map((w) => [w, SHARE_FONT_SUBSETS.map((s) => fontkit.openSync(require.resolve(shareFontModule(s, w))) as Face)]),
  );
}

function nearestWeight(weight: number): number {
  return SHARE_FONT_WEIGHTS.reduce<number>((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), SHARE_FONT_WEIGHTS[0]);
}

/** Splits text into runs that one subset file can set, so kerning works within each run. */
function runs(text: string, faces: readonly Face[]): { face: Face; text: string }[] {
  const out: { face: Face; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const face = faces.find((f) => f.hasGlyphForCodePoint(cp));
    if (!face) throw new Error(`Inter has no glyph for "${ch}" (U+${cp.toString(16).toUpperCase().padStart(4, '0')})`);
    const last = out.at(-1);
    if (last && last.face === face) last.text += ch;
    else out.push({ face, text: ch });
  }
  return out;
}

function interTypesetter(): Typesetter & { measure(text: string, style: TextStyle): number } {
  const faces = loadFaces();
  const cache = new Map<string, Outline>();
  const outline = (text: string, style: TextStyle): Outline => {
    const weight = nearestWeight(style.weight);
    const key = `${weight}|${style.size}|${style.spacing ?? 0}|${text}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const spacing = style.spacing ?? 0;
    let x = 0;
    const parts: string[] = [];
    for (const run of runs(text, faces.get(weight)!)) {
      const scale = style.size / run.face.unitsPerEm;
      const laid = run.face.layout(run.text);
      laid.glyphs.forEach((glyph, i) => {
        const pos = laid.positions[i]!;
        const d = glyph.path
          .scale(scale, -scale)
          .translate(x + pos.xOffset * scale, -pos.yOffset * scale)
          .toSVG();
        if (d) parts.push(d);
        x += pos.xAdvance * scale + spacing;
      });
    }
    const result = { d: compactPath(parts.join('')), width: x };
    cache.set(key, result);
    return result;
  };
  return { outline, measure: (text, style) => outline(text, style).width };
}

/** Two decimals are finer than a pixel at any size here, and a third of the bytes. */
function compactPath(d: string): string {
  return d.replace(/-?\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100));
}

// Layout ----------------------------------------------------------------

const W = SHARE_WIDTH;
const H = SHARE_HEIGHT;
const MARGIN = 72;
/** The picture's box on the right; drawings are 4:3. */
const PICTURE = { x: 600, y: 96, width: 560, height: 420 };
const TEXT_WIDTH = PICTURE.x - MARGIN - 24;
const TITLE_SIZES = [64, 58, 52, 48, 44, 40];
const FOOTER_Y = 574;

type Typeset = ReturnType<typeof interTypesetter>;

/**
 * The banners' dark base without their dot grid: at 256 colours the faint
 * dots cost a fifth of each file and band the gradient around them.
 */
function base(hazeX: number, hazeY: number): string[] {
  return darkBase(W, H, { hazeX, hazeY }).filter((layer) => !layer.includes('url(#dots)'));
}

function textPath(t: Typeset, text: string, x: number, y: number, style: TextStyle, fill: string): string {
  const { d } = t.outline(text, style);
  return `<path d="${d}" fill="${fill}" transform="translate(${x} ${y})"/>`;
}

function footer(t: Typeset, card: ShareCard): string[] {
  const small: TextStyle = { size: 20, weight: 600 };
  const hostWidth = t.measure(card.host, small);
  return [
    `<rect x="0" y="${FOOTER_Y - 52}" width="${W}" height="1" fill="${c['on-dark-muted']}" opacity="0.18"/>`,
    markGroup(mark, MARGIN, FOOTER_Y - 30, 40),
    textPath(t, card.footer, MARGIN + 56, FOOTER_Y, small, c['on-dark']),
    textPath(t, card.host, W - MARGIN - hostWidth, FOOTER_Y, { size: 20, weight: 400 }, c['on-dark-muted']),
  ];
}

/** Eyebrow, title (as large as fits in four lines), detail line and the amber rule, centred in the space above the footer. */
function textBlock(t: Typeset, card: ShareCard, width: number): string[] {
  const eyebrow: TextStyle = { size: 22, weight: 700, spacing: 3 };
  const title = keepFiguresTogether(card.title);
  const measureTitle = (line: string, size: number) => t.measure(line, { size, weight: 700 });
  // Three lines at a good size read better than four at the largest; four only when the title needs them.
  const threeLines = fitText(title, { maxWidth: width, maxLines: 3, sizes: TITLE_SIZES.filter((s) => s >= 48) }, measureTitle);
  const fit = threeLines.lines.length <= 3 ? threeLines : fitText(title, { maxWidth: width, maxLines: 4, sizes: TITLE_SIZES }, measureTitle);
  const lineHeight = Math.round(fit.size * 1.14);
  const detail: TextStyle = { size: 26, weight: 400 };
  const detailLines = fitText(card.detail, { maxWidth: width, maxLines: 2, sizes: [26] }, (line) => t.measure(line, detail)).lines;
  const blockHeight = 22 + 30 + lineHeight * fit.lines.length + 20 + 34 * detailLines.length + 28 + 5;
  const top = Math.max(56, Math.round((FOOTER_Y - 60 - blockHeight) / 2 + 8));
  const out: string[] = [];
  let y = top + 22;
  out.push(textPath(t, card.eyebrow.toUpperCase(), MARGIN, y, eyebrow, c['cyan-400']));
  y += 30;
  for (const line of fit.lines) {
    y += lineHeight;
    out.push(textPath(t, line, MARGIN, y - Math.round(fit.size * 0.22), { size: fit.size, weight: 700, spacing: -0.5 }, c['on-dark']));
  }
  y += 20;
  for (const line of detailLines) {
    y += 34;
    out.push(textPath(t, line, MARGIN, y, detail, c['on-dark-muted']));
  }
  y += 28;
  out.push(`<rect x="${MARGIN}" y="${y}" width="72" height="5" rx="2.5" fill="${c['amber-500']}"/>`);
  return out;
}

/** A drawing's SVG, its labels outlined, placed in the picture box. */
function drawing(svgSource: string, t: Typeset): string {
  const body = outlineSvgText(svgSource.replace(/<\?xml[^>]*>\s*/, ''), t);
  return body.replace(/^<svg\b[^>]*>/, (open) =>
    open
      .replace(/\s(width|height)="[^"]*"/g, '')
      .replace(/^<svg\b/, `<svg x="${PICTURE.x}" y="${PICTURE.y}" width="${PICTURE.width}" height="${PICTURE.height}" preserveAspectRatio="xMidYMid meet"`),
  );
}

/**
 * What every product and family card shares: the dark base, the light behind
 * the picture and the footer. Drawn once per run; each card is an overlay.
 */
function cardBackgroundSvg(t: Typeset, card: ShareCard): string {
  const cx = PICTURE.x + PICTURE.width / 2;
  const cy = PICTURE.y + PICTURE.height / 2;
  return svg(
    W,
    H,
    [...darkDefs(), radial('stage', [[0, c['cyan-400'], 0.3], [0.55, c['blue-500'], 0.12], [1, c['navy-950'], 0]])],
    [
      ...base(cx / W, cy / H),
      `<ellipse cx="${cx}" cy="${cy + 10}" rx="${PICTURE.width * 0.55}" ry="${PICTURE.height * 0.5}" fill="url(#stage)"/>`,
      ...footer(t, card),
    ],
  );
}

/** One card's own layer: its picture and words, on a transparent ground. */
function cardOverlaySvg(t: Typeset, card: ShareCard, picture: string | null): string {
  return svg(W, H, [], [picture ?? '', ...textBlock(t, card, TEXT_WIDTH)]);
}

/** The default: the brand art of the site's banners, the mark, the company name and what it sells. */
function defaultCardSvg(t: Typeset, card: ShareCard): string {
  const art: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const d = smoothPath([
      [820 + i * 36, 660],
      [920 + i * 30, 470],
      [1030 + i * 22, 300 - i * 6],
      [1240, 170 + i * 26],
    ]);
    art.push(fibre(d, { width: 2.4, colour: i % 3 === 0 ? c['amber-500'] : c['cyan-400'], halo: 0.45, opacity: 0.55 + i * 0.06 }));
  }
  art.push(spark(1098, 290, 8, '#ffffff', { halo: 6 }));
  const name: TextStyle = { size: 76, weight: 700, spacing: -1 };
  const width = W - 2 * MARGIN - 120;
  const strap = fitText(card.detail, { maxWidth: width, maxLines: 2, sizes: [26] }, (line) => t.measure(line, { size: 26, weight: 400 })).lines;
  return svg(
    W,
    H,
    darkDefs(),
    [
      ...base(0.78, 0.55),
      ...art,
      markGroup(mark, MARGIN, 96, 112),
      textPath(t, card.title, MARGIN, 320, name, c['on-dark']),
      textPath(t, card.eyebrow, MARGIN, 378, { size: 34, weight: 400 }, c['cyan-400']),
      `<rect x="${MARGIN}" y="414" width="72" height="5" rx="2.5" fill="${c['amber-500']}"/>`,
      ...strap.map((line, i) => textPath(t, line, MARGIN, 472 + i * 34, { size: 26, weight: 400 }, c['on-dark-muted'])),
      ...footer(t, card).slice(0, 1),
      textPath(t, card.host, MARGIN, FOOTER_Y, { size: 20, weight: 600 }, c['on-dark-muted']),
    ],
  );
}

// Pictures --------------------------------------------------------------

interface Source {
  /** The drawing's SVG text, or null for a photo or the default. */
  svg: string | null;
  /** A photo's file, composited over the card by sharp. */
  photo: string | null;
}

async function pictureSource(card: ShareCard): Promise<Source> {
  const picture = card.picture;
  if (!picture) return { svg: null, photo: null };
  if (picture.kind === 'illustration') {
    const file = path.join(root, 'public', ILLUSTRATIONS_DIR, illustrationFileName(picture.spec));
    if (!existsSync(file)) throw new Error(`${card.key}: drawing ${path.relative(root, file)} is missing; run the drawings step first`);
    return { svg: await readFile(file, 'utf8'), photo: null };
  }
  const largest = getImage(picture.image, card.key).variants.at(-1);
  if (!largest) throw new Error(`${card.key}: photo ${picture.image} has no encoded variant`);
  return { svg: null, photo: path.join(root, 'public', largest.webp) };
}

/** Renders cards over one shared background, so its large blurs are drawn once, not once per card. */
function cardRenderer(t: Typeset) {
  let background: Promise<Buffer> | null = null;
  return async function render(image: ShareImage, source: Source): Promise<Buffer> {
    const card = image.card;
    let pipeline: Sharp;
    if (card.picture === null) {
      pipeline = sharp(Buffer.from(defaultCardSvg(t, card)));
    } else {
      background ??= sharp(Buffer.from(cardBackgroundSvg(t, card))).png({ compressionLevel: 1 }).toBuffer();
      const layers: OverlayOptions[] = [{ input: Buffer.from(cardOverlaySvg(t, card, source.svg ? drawing(source.svg, t) : null)) }];
      if (source.photo) {
        const photo = await sharp(source.photo).resize(PICTURE.width, PICTURE.height, { fit: 'inside' }).png().toBuffer();
        const { width = 0, height = 0 } = await sharp(photo).metadata();
        const left = PICTURE.x + Math.round((PICTURE.width - width) / 2);
        layers.push({ input: photo, left, top: PICTURE.y + Math.round((PICTURE.height - height) / 2) });
      }
      pipeline = sharp(await background).composite(layers);
    }
    // A 256-colour palette keeps each file under the byte budget; full dithering keeps the dark gradients free of bands.
    const png = await pipeline.png({ palette: true, quality: 95, colours: 256, dither: 1, effort: 8, compressionLevel: 9 }).toBuffer();
    if (png.length > SHARE_MAX_BYTES) throw new Error(`${image.path} is ${png.length} bytes, over the ${SHARE_MAX_BYTES}-byte budget`);
    return png;
  };
}

// Fingerprints ----------------------------------------------------------

async function rendererFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of RENDERER_FILES) hash.update(await readFile(path.join(root, file)));
  hash.update(JSON.parse(await readFile(require.resolve('@fontsource/inter/package.json'), 'utf8')).version);
  hash.update(sharp.versions.vips);
  return hash.digest('hex');
}

function fingerprint(renderer: string, image: ShareImage, source: Source): string {
  return createHash('sha256')
    .update(renderer)
    .update(JSON.stringify(image.card))
    .update(source.svg ?? source.photo ?? '')
    .digest('hex')
    .slice(0, 24);
}

async function readManifest(): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Draws the pictures whose fingerprint changed; answers the step's summary line. */
export async function buildShareImages(): Promise<string> {
  const images = allShareImages();
  const names = new Set(images.map((i) => path.basename(i.path)));
  await mkdir(outDir, { recursive: true });
  for (const existing of await readdir(outDir)) {
    if (!names.has(existing)) await rm(path.join(outDir, existing));
  }

  const renderer = await rendererFingerprint();
  const previous = await readManifest();
  const manifest: Record<string, string> = {};
  const t = interTypesetter();
  const render = cardRenderer(t);
  const todo: { image: ShareImage; source: Source; file: string }[] = [];
  for (const image of images) {
    const source = await pictureSource(image.card);
    const file = path.join(outDir, path.basename(image.path));
    const print = fingerprint(renderer, image, source);
    manifest[path.basename(image.path)] = print;
    if (previous[path.basename(image.path)] !== print || !existsSync(file)) todo.push({ image, source, file });
  }

  // libvips already uses both cores inside one render; two at a time keeps them busy between renders.
  const parallel = Math.max(1, Math.min(2, os.availableParallelism()));
  let bytes = 0;
  for (let i = 0; i < todo.length; i += parallel) {
    await Promise.all(
      todo.slice(i, i + parallel).map(async ({ image, source, file }) => {
        const png = await render(image, source);
        bytes += png.length;
        await writeFile(file, png);
      }),
    );
  }
  await mkdir(path.dirname(manifestFile), { recursive: true });
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
  const drawn = todo.length === 0 ? 'none redrawn' : `${todo.length} drawn, ${Math.round(bytes / 1024)} KB`;
  return `${images.length} share pictures, ${drawn}`;
}
