/**
 * Brand files Next serves by convention (app/icon.svg, app/apple-icon.png,
 * app/favicon.ico, app/opengraph-image.png) and the web-manifest icons, all
 * drawn from the mark geometry in lib/brand/mark.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { c, darkBase, darkDefs, fibre, markGroup, root, smoothPath, spark, svg, text } from './kit.mjs';

function markSvg(mark, size, options) {
  return svg(size, size, [], [markGroup(mark, 0, 0, size, options)]);
}

/** The maskable icon keeps the mark inside the central 80% safe zone on a full navy field. */
function maskableSvg(mark, size) {
  const inner = size * 0.8;
  return svg(size, size, [], [`<rect width="${size}" height="${size}" fill="${mark.tile.fill}"/>`, markGroup(mark, (size - inner) / 2, (size - inner) / 2, inner, { fullBleed: true })]);
}

/** ICO container holding PNG images (Vista+ and every browser read PNG entries). */
export function icoFromPngs(pngs) {
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

function openGraphSvg(mark, { name, tagline }) {
  const w = 1200;
  const h = 630;
  const art = [];
  for (let i = 0; i < 7; i += 1) {
    art.push(fibre(smoothPath([[860 + i * 34, 670], [950 + i * 30, 500], [1050 + i * 22, 340 - i * 6], [1240, 200 + i * 26]]), { width: 2.2, colour: i % 3 === 0 ? c['amber-500'] : c['cyan-400'], halo: 0.45, opacity: 0.55 + i * 0.06 }));
  }
  art.push(spark(1052 + 66, 322, 8, '#ffffff', { halo: 6 }));
  const x = 88;
  return svg(
    w,
    h,
    darkDefs(),
    [
      ...darkBase(w, h, { hazeX: 0.78, hazeY: 0.6 }),
      ...art,
      `<rect width="${w}" height="${h}" fill="url(#fade-left)" opacity="0.8"/>`,
      markGroup(mark, x, 150, 128),
      text(x, 360, name, { size: 76, fill: '#ffffff', spacing: -1 }),
      text(x, 420, tagline, { size: 36, weight: 400, fill: c['cyan-400'] }),
      `<rect x="${x}" y="462" width="72" height="5" rx="2.5" fill="${c['amber-500']}"/>`,
      text(x, 520, 'Fusion splicers · Test instruments · PON · EDFA · Optical fibre cable', { size: 25, weight: 400, fill: c['on-dark-muted'] }),
    ],
  );
}

export async function writeBrandFiles(mark, site) {
  const name = `${site.name} Photonics`;
  const out = (...p) => path.join(root, ...p);
  await mkdir(out('public/icons'), { recursive: true });
  const png = (source, size) => sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9, palette: true, quality: 100 }).toBuffer();

  const icon = markSvg(mark, 64);
  await writeFile(out('app/icon.svg'), icon);
  await writeFile(out('app/apple-icon.png'), await png(markSvg(mark, 180, { fullBleed: true }), 180));
  const small = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await sharp(Buffer.from(markSvg(mark, size * 4))).resize(size, size).png().toBuffer() })));
  await writeFile(out('app/favicon.ico'), icoFromPngs(small));
  await writeFile(out('public/icons/icon-192.png'), await png(markSvg(mark, 192), 192));
  await writeFile(out('public/icons/icon-512.png'), await png(markSvg(mark, 512), 512));
  await writeFile(out('public/icons/icon-maskable-512.png'), await png(maskableSvg(mark, 512), 512));

  const og = openGraphSvg(mark, { name, tagline: site.tagline });
  await writeFile(out('app/opengraph-image.png'), await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true, quality: 95, effort: 10, dither: 0.6 }).toBuffer());
  await writeFile(out('app/opengraph-image.alt.txt'), `${name} logo with the tagline "${site.tagline}" over lit optical fibres on deep navy`);
  return 8;
}
