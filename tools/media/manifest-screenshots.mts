/**
 * Writes the web manifest's screenshots (content/app-manifest.ts
 * `appScreenshots`) into public/screenshots/: each page's first screen at
 * its record's size, in Debian's Chromium over the built site served as
 * `npm start` serves it, as a palette PNG (Chrome's install dialog takes
 * PNG and JPEG) with the most colours that stay under SCREENSHOT_MAX_BYTES. Needs a built out/ (`npm run build`); run after a
 * change to a page the screenshots show, look at them, commit them
 * (`npm run media:screenshots`).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { SCREENSHOT_MAX_BYTES, appScreenshots, type AppScreenshot } from '@/content/app-manifest';
import { root } from '../../scripts/lib/art-kit.mjs';
import { CHROMIUM_ARGS, chromiumPath, startStaticServer } from '../../scripts/lib/static-server.mjs';

/** Palette sizes tried in turn, most colours first. */
const PALETTES = [256, 192, 128, 96, 64, 48, 32] as const;

if (!existsSync(path.join(root, 'out', 'index.html'))) {
  console.error('screenshots: no out/index.html; run npm run build first');
  process.exit(1);
}

const server = await startStaticServer(path.join(root, 'out'));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  for (const shot of appScreenshots) {
    const png = await capture(shot);
    const { data, colours } = await smallestFit(png);
    const file = path.join(root, 'public', shot.src);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    console.log(`screenshots: ${shot.src} ${shot.width}x${shot.height} ${shot.form_factor}, ${colours} colours, ${(data.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
  server.stop();
}

/** The page's first screen as a phone (narrow) or a laptop (wide) shows it, with motion reduced so the video posters stand still. */
async function capture(shot: AppScreenshot): Promise<Buffer> {
  const narrow = shot.form_factor === 'narrow';
  const page = await browser.newPage({
    viewport: { width: shot.width, height: shot.height },
    deviceScaleFactor: 1,
    isMobile: narrow,
    hasTouch: narrow,
    reducedMotion: 'reduce',
  });
  try {
    // Outside services (the map, video players) are not part of the picture.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
    await page.goto(server.origin + shot.url, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    // Pictures that fade in as they load, and the deferred sections the loader renders after the first paint.
    await page.waitForTimeout(1500);
    return await page.screenshot({ type: 'png' });
  } finally {
    await page.close();
  }
}

/** The largest palette whose PNG fits the budget; the smallest one tried if none does, which the manifest test then refuses. */
async function smallestFit(png: Buffer): Promise<{ data: Buffer; colours: number }> {
  const encode = async (colours: number) => ({
    data: await sharp(png).png({ palette: true, colours, quality: 100, dither: 0.5, effort: 10, compressionLevel: 9 }).toBuffer(),
    colours,
  });
  let best = await encode(PALETTES[0]);
  for (const colours of PALETTES.slice(1)) {
    if (best.data.length <= SCREENSHOT_MAX_BYTES) break;
    best = await encode(colours);
  }
  return best;
}
