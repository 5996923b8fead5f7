/**
 * Brand files Next serves by convention (app/icon.svg, app/apple-icon.png,
 * app/favicon.ico) and the web-manifest icons, all drawn from the mark
 * geometry in lib/brand/mark.ts, and the manifest's shortcut icons: each
 * shortcut's lucide drawing on the mark's tile (content/app-manifest.ts).
 * The share pictures, the default among them, are drawn at build time by
 * scripts/build-share-images.tsx.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SHORTCUT_ICON_SIZE, appShortcuts } from '@/content/app-manifest';
import { markGroup, r1, root, svg, type Mark } from '../../../scripts/lib/art-kit.mjs';

function markSvg(mark: Mark, size: number, options?: { fullBleed?: boolean }): string {
  return svg(size, size, [], [markGroup(mark, 0, 0, size, options)]);
}

/** The maskable icon keeps the mark inside the central 80% safe zone on a full navy field. */
function maskableSvg(mark: Mark, size: number): string {
  const inner = size * 0.8;
  return svg(size, size, [], [`<rect width="${size}" height="${size}" fill="${mark.tile.fill}"/>`, markGroup(mark, (size - inner) / 2, (size - inner) / 2, inner, { fullBleed: true })]);
}

/** A lucide drawing: its elements, each a tag and its attributes, on a 24-unit grid. */
type IconNode = [tag: string, attributes: Record<string, string>][];

/** A shortcut's icon: the mark's rounded navy tile with a lucide drawing stroked across its middle 60 %. */
async function shortcutSvg(mark: Mark, glyph: string, size: number): Promise<string> {
  const { __iconData } = (await import(`lucide-react/icons/${glyph}`)) as { __iconData: { node: IconNode } };
  const elements = __iconData.node.map(([tag, attributes]) => {
    const attrs = Object.entries(attributes).filter(([name]) => name !== 'key').map(([name, value]) => `${name}="${value}"`);
    return `<${tag} ${attrs.join(' ')}/>`;
  });
  const drawn = size * 0.6;
  const tile = `<rect width="${size}" height="${size}" rx="${r1((mark.tile.rx / mark.tile.width) * size)}" fill="${mark.tile.fill}"/>`;
  const drawing =
    `<g transform="translate(${r1((size - drawn) / 2)} ${r1((size - drawn) / 2)}) scale(${drawn / 24})" fill="none" stroke="${mark.core.stroke}" ` +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${elements.join('')}</g>`;
  return svg(size, size, [], [tile, drawing]);
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
  for (const shortcut of appShortcuts) {
    await writeFile(out('public', shortcut.icon), await png(await shortcutSvg(mark, shortcut.glyph, SHORTCUT_ICON_SIZE), SHORTCUT_ICON_SIZE));
  }
  return 6 + appShortcuts.length;
}
