/**
 * Media budget report (`npm run bench:media`).
 *
 * 1. Bytes of committed media: image and video files tracked by git under
 *    media/ and public/, by folder, against the site's 40 MB budget.
 * 2. When out/ exists: bytes of images and video each page fetches on first
 *    view, phone and desktop, in Chromium against the `npm start` server
 *    on 127.0.0.1. Bounded: the whole run stops itself after RUN_LIMIT_MS.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, limitRun, startStaticServer } from '../lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Pages measured on first view; add paths as pages gain media. */
export const PAGES = ['/', '/ofcpage', '/surface-mounting', '/mi', '/educationalpage', '/tutorials'];

export const VIEWPORTS = [
  { name: 'phone 390x844 @3x', context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
  { name: 'desktop 1366x900 @1x', context: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 } },
];

const MEDIA_BUDGET_BYTES = 40 * 1024 * 1024;
const MEDIA_FILE = /\.(avif|webp|png|jpe?g|gif|svg|ico|mp4|webm|m4v|mov|ogv)$/i;
const VIDEO_FILE = /\.(mp4|webm|m4v|mov|ogv)$/i;
/** After `load`, how long a page may keep fetching (lazy images, video buffering) before we count. */
const SETTLE_MS = 3000;
const RUN_LIMIT_MS = 180_000;

function kb(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

function committedMedia(): boolean {
  const listed = execFileSync('git', ['ls-files', '-z', '--', 'media', 'public'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => MEDIA_FILE.test(file) && existsSync(path.join(root, file)));
  const byFolder = new Map<string, number>();
  let images = 0;
  let video = 0;
  for (const file of listed) {
    const size = statSync(path.join(root, file)).size;
    const folder = file.split('/').slice(0, 2).join('/');
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + size);
    if (VIDEO_FILE.test(file)) video += size;
    else images += size;
  }
  console.log('Committed media (git ls-files under media/ and public/)');
  for (const [folder, size] of [...byFolder].sort()) console.log(`  ${folder.padEnd(28)} ${kb(size).padStart(10)}`);
  const total = images + video;
  const verdict = total <= MEDIA_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`  images ${kb(images)}, video ${kb(video)}, total ${kb(total)}: ${verdict} the ${kb(MEDIA_BUDGET_BYTES)} budget`);
  console.log(`  ${listed.length} files`);
  return total <= MEDIA_BUDGET_BYTES;
}

async function measurePages(): Promise<void> {
  const server = await startStaticServer(path.join(root, 'out'));
  const { origin } = server;
  const lift = limitRun('bench:media', RUN_LIMIT_MS, server);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
    console.log(`\nFirst view at ${origin} (images / video bytes over the wire, ${SETTLE_MS} ms after load)`);
    console.log(`  ${'page'.padEnd(28)} ${VIEWPORTS.map((v) => v.name.padStart(30)).join(' ')}`);
    for (const pagePath of PAGES) {
      const cells: string[] = [];
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext(viewport.context);
        const page = await context.newPage();
        const pending: Promise<void>[] = [];
        let images = 0;
        let video = 0;
        page.on('requestfinished', (request) => {
          const type = request.resourceType();
          if (type !== 'image' && type !== 'media') return;
          pending.push(
            request.sizes().then(({ responseBodySize }) => {
              if (type === 'media') video += responseBodySize;
              else images += responseBodySize;
            }),
          );
        });
        const response = await page.goto(origin + pagePath, { waitUntil: 'load', timeout: 30_000 });
        if (response === null || !response.ok()) throw new Error(`${pagePath} answered ${response?.status() ?? 'nothing'}`);
        await page.waitForTimeout(SETTLE_MS);
        await Promise.all(pending);
        await context.close();
        cells.push(`${kb(images)} / ${kb(video)}`.padStart(30));
      }
      console.log(`  ${pagePath.padEnd(28)} ${cells.join(' ')}`);
    }
  } finally {
    lift();
    await browser?.close();
    server.stop();
  }
}

const withinBudget = committedMedia();
if (existsSync(path.join(root, 'out', 'index.html'))) await measurePages();
else console.log('\nNo out/ yet: run `npm run build` to measure pages.');
if (!withinBudget) process.exitCode = 1;
