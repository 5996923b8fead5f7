#!/usr/bin/env node
/**
 * Screenshots of built pages at the five review viewports, for looking at
 * what we build. Usage: node scripts/screenshots.mjs [/path …] (default /).
 * Writes PNGs to $SHOTS_DIR or /tmp/shots. Needs a built out/.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, startStaticServer } from './lib/static-server.mjs';

const VIEWPORTS = [
  [390, 844],
  [768, 1024],
  [1147, 800],
  [1366, 900],
  [1920, 1080],
];
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const fullPage = !process.argv.includes('--viewport-only');
const dir = process.env.SHOTS_DIR || '/tmp/shots';
await mkdir(dir, { recursive: true });

const server = await startStaticServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const path of paths.length ? paths : ['/']) {
    for (const [width, height] of VIEWPORTS) {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
      await page.goto(server.origin + path, { waitUntil: 'networkidle' });
      const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}x${height}.png`;
      await page.screenshot({ path: `${dir}/${name}`, fullPage });
      console.log(`${dir}/${name}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}
