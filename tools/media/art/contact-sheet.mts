/**
 * A contact sheet of every source in media/images/ (or those whose key starts
 * with the first argument), written to .cache/contact-sheet.png for a look
 * at the art as a set.
 */
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { c, escapeXml, FONT, root } from '../../../scripts/lib/art-kit.mjs';

const filter = process.argv[2] ?? '';
const dir = path.join(root, 'media/images');
const files = (await readdir(dir, { recursive: true }))
  .filter((f) => /\.(svg|png|jpe?g|webp|avif)$/.test(f) && f.startsWith(filter))
  .sort();
const cols = Number(process.env.COLS ?? 3);
const cellW = Number(process.env.CELL ?? 600);
const aspect = Number(process.env.ASPECT ?? 0.62);
const tiles: { f: string; image: Buffer }[] = [];
for (const f of files) {
  const image = await sharp(path.join(dir, f)).resize(cellW, Math.round(cellW * aspect), { fit: 'contain', background: '#e8eef6' }).png().toBuffer();
  tiles.push({ f, image });
}
const cellH = Math.round(cellW * aspect) + 34;
const rows = Math.ceil(tiles.length / cols);
const width = cols * (cellW + 16) + 16;
const height = rows * (cellH + 16) + 16;
const labels = tiles
  .map(({ f }, i) => {
    const x = 16 + (i % cols) * (cellW + 16);
    const y = 16 + Math.floor(i / cols) * (cellH + 16) + cellH - 10;
    return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="18" fill="${c['ink']}">${escapeXml(f)}</text>`;
  })
  .join('');
const base = sharp({ create: { width, height, channels: 3, background: '#ffffff' } });
await mkdir(path.join(root, '.cache'), { recursive: true });
const out = path.join(root, '.cache', `contact-sheet${filter ? `-${filter.replace(/\W+/g, '-')}` : ''}.png`);
await base
  .composite([
    ...tiles.map(({ image }, i) => ({ input: image, left: 16 + (i % cols) * (cellW + 16), top: 16 + Math.floor(i / cols) * (cellH + 16) })),
    { input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${labels}</svg>`), left: 0, top: 0 },
  ])
  .png()
  .toFile(out);
console.log(out);
