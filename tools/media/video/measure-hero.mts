#!/usr/bin/env -S npx tsx
/**
 * Decodes the hero clips and reports their brightest frame, so the claim that
 * white text stays at ≥ 4.5:1 over every frame is measured, not assumed.
 * Exits non-zero if any pixel of any frame would drop white text below 4.5:1.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.resolve(here, '../../../public/media/video');
const HEROES: readonly (readonly [key: string, width: number, height: number])[] = [
  ['home-hero-desktop', 1280, 720],
  ['home-hero-mobile', 540, 960],
];
/** WCAG: white (L = 1) reaches 4.5:1 only over backgrounds with L ≤ 0.1833. */
const MAX_LUMINANCE = 1.05 / 4.5 - 0.05;

const toLinear = new Float64Array(256).map((_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** Whether every pixel of every frame of the clip keeps white text at 4.5:1; prints the brightest frames. */
async function measure(key: string, width: number, height: number): Promise<boolean> {
  const ff = spawn('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-threads', '1', '-i', path.join(dir, `${key}.mp4`),
    '-vf', 'scale=in_color_matrix=bt709:in_range=tv,format=rgb24', '-f', 'rawvideo', '-',
  ]);
  const frameBytes = width * height * 3;
  let pending = Buffer.alloc(0);
  let index = 0;
  const worst = { frame: -1, max: 0, mean: 0 };
  let brightestMean = { frame: -1, mean: 0 };
  for await (const chunk of ff.stdout as AsyncIterable<unknown>) {
    if (!Buffer.isBuffer(chunk)) throw new TypeError('measure-hero: ffmpeg wrote something other than bytes');
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= frameBytes) {
      const frame = pending.subarray(0, frameBytes);
      let max = 0;
      let sum = 0;
      for (let i = 0; i < frameBytes; i += 3) {
        // i + 2 < frameBytes = frame.length, and toLinear has an entry for every byte value.
        const l = 0.2126 * toLinear[frame[i]!]! + 0.7152 * toLinear[frame[i + 1]!]! + 0.0722 * toLinear[frame[i + 2]!]!;
        sum += l;
        if (l > max) max = l;
      }
      const mean = sum / (width * height);
      if (max > worst.max) Object.assign(worst, { frame: index, max, mean });
      if (mean > brightestMean.mean) brightestMean = { frame: index, mean };
      pending = Buffer.from(pending.subarray(frameBytes));
      index += 1;
    }
  }
  const contrast = (l: number): string => (1.05 / (l + 0.05)).toFixed(2);
  console.log(
    `${key}: ${index} frames; brightest pixel L=${worst.max.toFixed(4)} (frame ${worst.frame}, white ${contrast(worst.max)}:1); ` +
      `brightest frame mean L=${brightestMean.mean.toFixed(4)} (frame ${brightestMean.frame}, white ${contrast(brightestMean.mean)}:1)`,
  );
  return worst.max <= MAX_LUMINANCE;
}

let ok = true;
for (const [key, w, h] of HEROES) ok = (await measure(key, w, h)) && ok;
if (!ok) {
  console.error(`measure-hero: a hero frame is brighter than L=${MAX_LUMINANCE.toFixed(4)}; white text would fall below 4.5:1`);
  process.exit(1);
}
