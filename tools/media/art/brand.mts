/**
 * Brand files Next serves by convention (app/icon.svg, app/apple-icon.png,
 * app/favicon.ico) and the web-manifest icons, all drawn from the mark
 * geometry in lib/brand/mark.ts. The share pictures, the default
 * among them, are drawn at build time by scripts/build-share-images.tsx.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { markGroup, root, svg, type Mark } from '../../../scripts/lib/art-kit.mjs';

function markSvg(mark: Mark, size: number, options?: { fullBleed?: boolean }): string {
  return svg(size, size, [], [markGroup(mark, 0, 0, size, options)]);
}

/** The maskable icon keeps the mark inside the central 80% safe zone on a full navy field. */
function maskableSvg(mark: Mark, size: number): string {
  const inner = size * 0.8;
  return svg(size, size, [], [`<rect width="${size}" height="${size}" fill="${mark.tile.fill}"/>`, markGroup(mark, (size - inner) / 2, (size - inner) / 2, inner, { fullBleed: true })]);
}

/** ICO container holding PNG images (Vista+ and every browser read PNG entries). */
export function icoFromPngs(pngs: readonly { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const at = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

export async function writeBrandFiles(mark: Mark): Promise<number> {
  const out = (...p: string[]): string => path.join(root, ...p);
  await mkdir(out('public/icons'), { recursive: true });
  const png = (source: string, size: number): Promise<Buffer> => sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9, palette: true, quality: 100 }).toBuffer();

  const icon = markSvg(mark, 64);
  await writeFile(out('app/icon.svg'), icon);
  await writeFile(out('app/apple-icon.png'), await png(markSvg(mark, 180, { fullBleed: true }), 180));
  const small = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await sharp(Buffer.from(markSvg(mark, size * 4))).resize(size, size).png().toBuffer() })));
  await writeFile(out('app/favicon.ico'), icoFromPngs(small));
  await writeFile(out('public/icons/icon-192.png'), await png(markSvg(mark, 192), 192));
  await writeFile(out('public/icons/icon-512.png'), await png(markSvg(mark, 512), 512));
  await writeFile(out('public/icons/icon-maskable-512.png'), await png(maskableSvg(mark, 512), 512));
  return 6;
}
