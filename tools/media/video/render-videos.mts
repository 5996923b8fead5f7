#!/usr/bin/env -S npx tsx
/**
 * Renders every clip in clips.mts: each frame is an SVG string rasterised by
 * sharp and piped to ffmpeg as raw RGB, so no frame ever touches the disk.
 *
 *   npx tsx tools/media/video/render-videos.mts                 all clips
 *   npx tsx tools/media/video/render-videos.mts key1 key2       only these
 *   npx tsx tools/media/video/render-videos.mts --posters [keys]   only the posters
 *   npx tsx tools/media/video/render-videos.mts --preview 0,2.5 key   PNG stills in /tmp/media-preview
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { clips, type Clip } from './clips.mjs';
import { svgDoc } from './lib/svg.mjs';

// The machine that runs this is shared; one libvips thread keeps it polite.
sharp.concurrency(1);

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../../../public/media/video');
const previewDir = '/tmp/media-preview';

function frameSvg(clip: Clip, t: number): string {
  const [width, height] = clip.size;
  const [vw, vh] = clip.view;
  return svgDoc({ width, height, vw, vh, body: clip.scene(t, clip) });
}

const rasterise = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();

async function writePoster(clip: Clip): Promise<void> {
  const svg = frameSvg(clip, clip.posterAt ?? 0);
  await sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 72, effort: 5 }).toFile(path.join(outDir, `${clip.key}.webp`));
  if (clip.inlinePoster) {
    // The same frame drawn at the smaller size (the scene is vector), for the page's HTML: content/media/videos.ts.
    const { width, quality } = clip.inlinePoster;
    const small: Clip = { ...clip, size: [width, Math.round((width * clip.size[1]) / clip.size[0])] };
    await sharp(Buffer.from(frameSvg(small, clip.posterAt ?? 0))).removeAlpha().avif({ quality, effort: 9 }).toFile(path.join(outDir, `${clip.key}.inline.avif`));
  }
}

async function encode(clip: Clip): Promise<void> {
  const [width, height] = clip.size;
  const fps = clip.fps ?? 25;
  const frames = Math.round(clip.duration * fps);
  const args = [
    '-y', '-hide_banner', '-loglevel', 'error',
    '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', String(fps), '-i', '-',
    '-an',
    // Tag and convert as BT.709 so browsers do not shift the navy towards green.
    '-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
    '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
    '-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-profile:v', 'high',
    '-crf', String(clip.crf ?? 26), '-g', String(clip.gop ?? fps * 4),
    '-threads', '1', '-movflags', '+faststart',
    path.join(outDir, `${clip.key}.mp4`),
  ];
  const ff = spawn('ffmpeg', args, { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = once(ff, 'close');
  let lastSvg = '';
  let lastBuf: Buffer = Buffer.alloc(0);
  for (let i = 0; i < frames; i += 1) {
    const svg = frameSvg(clip, i / fps);
    // Title cards and held steps repeat frames; skip re-rasterising them.
    if (svg !== lastSvg) {
      lastBuf = await rasterise(svg);
      lastSvg = svg;
    }
    if (!ff.stdin.write(lastBuf)) await once(ff.stdin, 'drain');
  }
  ff.stdin.end();
  const [code]: unknown[] = await done;
  if (code !== 0) throw new Error(`ffmpeg exited with ${code} for ${clip.key}`);
}

async function preview(clip: Clip, times: readonly number[]): Promise<void> {
  await mkdir(previewDir, { recursive: true });
  for (const t of times) {
    const file = path.join(previewDir, `${clip.key}-${t}.png`);
    await sharp(Buffer.from(frameSvg(clip, t))).removeAlpha().png().toFile(file);
    console.log(file);
  }
}

const argv = process.argv.slice(2);
if (argv[0] === '--preview' && argv[1] === undefined) {
  console.error('--preview takes the times to draw, in seconds: --preview 0,2.5 [keys]');
  process.exit(1);
}
const previewAt = argv[0] === '--preview' ? (argv[1] ?? '').split(',').map(Number) : null;
const postersOnly = argv[0] === '--posters';
const keys = previewAt ? argv.slice(2) : postersOnly ? argv.slice(1) : argv;
const unknown = keys.filter((k) => !clips.some((c) => c.key === k));
if (unknown.length) {
  console.error(`Unknown clip key(s): ${unknown.join(', ')}`);
  process.exit(1);
}
const selected = keys.length ? clips.filter((c) => keys.includes(c.key)) : clips;

await mkdir(outDir, { recursive: true });
for (const clip of selected) {
  if (previewAt) {
    await preview(clip, previewAt);
    continue;
  }
  const started = performance.now();
  if (!postersOnly) await encode(clip);
  await writePoster(clip);
  console.log(`${clip.key}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
