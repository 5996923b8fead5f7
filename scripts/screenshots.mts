/**
 * Screenshots of built pages at the five review viewports, for looking at
 * what we build. Usage: npm run check:screenshots -- [/path …] (default /)
 * [--viewport-only] [--sizes=390x844,1366x900] (a subset of the viewports)
 * [--server=nginx] (serve with nginx and the generated configuration instead
 * of the npm start server). Writes PNGs to $SHOTS_DIR or /tmp/shots. Needs a
 * built out/.
 */
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from 'playwright-core';
import { DEFERRED_RENDER_ATTRIBUTE } from '@/lib/hosting/page-markers';
import { startNginx } from './lib/nginx.mjs';
import { CHROMIUM_ARGS, chromiumPath, startStaticServer } from './lib/static-server.mjs';

const VIEWPORTS: readonly (readonly [width: number, height: number])[] = [
  [390, 844],
  [768, 1024],
  [1147, 800],
  [1366, 900],
  [1920, 1080],
];
const sizes = process.argv.find((a) => a.startsWith('--sizes='))?.slice('--sizes='.length).split(',');
const viewports = sizes ? VIEWPORTS.filter(([w, h]) => sizes.includes(`${w}x${h}`)) : VIEWPORTS;
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const fullPage = !process.argv.includes('--viewport-only');
const dir = process.env.SHOTS_DIR || '/tmp/shots';
await mkdir(dir, { recursive: true });

const server = process.argv.includes('--server=nginx') ? await startNginx() : await startStaticServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  for (const path of paths.length ? paths : ['/']) {
    for (const [width, height] of viewports) {
      // bypassCSP: the capture's own style below is an inline stylesheet the site's CSP would refuse.
      const page = await browser.newPage({ viewport: { width, height }, bypassCSP: true });
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
      await page.goto(server.origin + path, { waitUntil: 'networkidle' });
      if (fullPage) await scrollThrough(page);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}x${height}.png`;
      // A full-page capture paints without scrolling, so it must draw what content-visibility: auto leaves out.
      await page.screenshot({ path: `${dir}/${name}`, fullPage, style: fullPage ? '* { content-visibility: visible !important; }' : undefined });
      console.log(`${dir}/${name}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

/**
 * A full-page shot never scrolls, so lazy images and scroll-triggered
 * reveals below the first screen would stay unloaded, and sections that
 * render only near the viewport would stay blank. Visit every screen's
 * worth of the page first, wait for every section to render, then return to
 * the top and let it settle.
 */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Sections skip rendering away from the viewport until the page is idle (DEFERRED_RENDER_ATTRIBUTE),
  // and a full-page shot does not move the viewport: wait until the loader has rendered them all.
  await page.waitForFunction((marked) => document.querySelector(marked) === null, `[${DEFERRED_RENDER_ATTRIBUTE}]`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
}
