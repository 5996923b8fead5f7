/**
 * Home page first-view report (`npm run bench:home`): largest contentful
 * paint and bytes over the wire at 390x844, in Chromium against the built
 * out/ on a loopback static server.
 *
 * Two runs: unthrottled, and throttled like a mid-range phone on a slow 4G
 * link (the figures Lighthouse's mobile preset simulates), so LCP means
 * something on a fast machine. Bytes are counted until the network is quiet
 * after load; video is reported apart, because the hero clip is only added
 * after the load event and the tiles fetch nothing until they play.
 *
 * `--lighthouse` also runs Lighthouse's mobile preset (npx, or LIGHTHOUSE_BIN), when it
 * is installed (not a dependency: it is large and needs a network install).
 *
 * Fails when the first view (everything but video) exceeds FIRST_VIEW_BUDGET.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath, limitRun, startStaticServer } from '../lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE = process.argv.slice(2).find((a) => a.startsWith('/')) ?? '/';
const VIEWPORT = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** First view of the home page at 390x844, before any video plays. */
const FIRST_VIEW_BUDGET = 600 * 1024;
/** Lighthouse's mobile throttling: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x slower CPU. */
const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };
const QUIET_MS = 1500;
const RUN_LIMIT_MS = 240_000;

/** How a run is slowed: CDP's network conditions and CPU rate. */
type Throttle = typeof SLOW_4G;
/** What the page reports of its first view: largest and first contentful paint, layout shift. */
interface Vitals {
  lcp: number | null;
  lcpElement: string | null;
  fcp: number | null;
  cls: number;
}
interface Measured {
  vitals: Vitals;
  bytesByType: Map<string, number>;
  firstView: number;
  video: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function measure(browser: Browser, origin: string, throttle: Throttle | null): Promise<Measured> {
  const context = await browser.newContext(VIEWPORT);
  const page = await context.newPage();
  // The site's outside world (map tiles, embeds) is not part of the first view we ship.
  await page.route((url) => url.origin !== origin, (route) => route.fulfill({ status: 204, body: '' }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttle.latency,
      downloadThroughput: throttle.downloadThroughput,
      uploadThroughput: throttle.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
  }

  const types = new Map<string, string>();
  const bytesByType = new Map<string, number>();
  let lastActivity = Date.now();
  let inFlight = 0;
  cdp.on('Network.requestWillBeSent', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  const done = (e: { requestId: string }, bytes: number) => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
    const type = types.get(e.requestId) ?? 'Other';
    bytesByType.set(type, (bytesByType.get(type) ?? 0) + bytes);
  };
  cdp.on('Network.loadingFinished', (e) => done(e, e.encodedDataLength));
  cdp.on('Network.loadingFailed', (e) => done(e, 0));

  await page.goto(origin + PAGE, { waitUntil: 'load', timeout: 120_000 });
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);

  const vitals = await page.evaluate(
    () =>
      new Promise<Vitals>((resolve) => {
        const out: Vitals = { lcp: null, lcpElement: null, fcp: null, cls: 0 };
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as LargestContentfulPaint | undefined;
          if (!last) return;
          out.lcp = last.startTime;
          out.lcpElement = last.url ? new URL(last.url).pathname : (last.element?.tagName.toLowerCase() ?? null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          // Layout Instability API entries, which the DOM types leave out.
          for (const e of list.getEntries() as (PerformanceEntry & { hadRecentInput: boolean; value: number })[]) if (!e.hadRecentInput) out.cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        out.fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        setTimeout(() => resolve(out), 50);
      }),
  );
  await context.close();

  const video = bytesByType.get('Media') ?? 0;
  const total = [...bytesByType.values()].reduce((a, b) => a + b, 0);
  return { vitals, bytesByType, firstView: total - video, video };
}

function report(label: string, r: Measured): void {
  const ms = (v: number | null) => (v === null ? 'n/a' : `${Math.round(v)} ms`);
  console.log(`\n${label}`);
  console.log(`  LCP ${ms(r.vitals.lcp)} (${r.vitals.lcpElement ?? 'unknown'}), FCP ${ms(r.vitals.fcp)}, CLS ${r.vitals.cls.toFixed(3)}`);
  const rows = [...r.bytesByType].filter(([t]) => t !== 'Media').sort((a, b) => b[1] - a[1]);
  for (const [type, bytes] of rows) console.log(`    ${type.padEnd(12)} ${kb(bytes).padStart(10)}`);
  const verdict = r.firstView <= FIRST_VIEW_BUDGET ? 'within' : 'OVER';
  console.log(`  first view (all but video): ${kb(r.firstView)}, ${verdict} the ${kb(FIRST_VIEW_BUDGET)} budget`);
  console.log(`  video, fetched after load:  ${kb(r.video)}`);
}

function lighthouse(origin: string): void {
  // LIGHTHOUSE_BIN names a Lighthouse installed elsewhere (it is large, so not a dependency of the site).
  const [command, ...prefix] = process.env.LIGHTHOUSE_BIN ? [process.env.LIGHTHOUSE_BIN] : ['npx', '--no-install', 'lighthouse'];
  const probe = spawnSync(command, [...prefix, '--version'], { cwd: root, encoding: 'utf8' });
  if (probe.status !== 0) {
    console.log('\nLighthouse: not installed (npm install --no-save lighthouse, or set LIGHTHOUSE_BIN), skipped.');
    return;
  }
  const run = spawnSync(
    command,
    [
      ...prefix,
      origin + PAGE,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) {
    console.log(`\nLighthouse failed: ${run.stderr.split('\n').slice(-5).join('\n')}`);
    return;
  }
  const lhr = JSON.parse(run.stdout) as Result;
  const audit = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
  console.log(
    `\nLighthouse ${lhr.lighthouseVersion} mobile: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}; ` +
      `LCP ${audit('largest-contentful-paint')}, FCP ${audit('first-contentful-paint')}, TBT ${audit('total-blocking-time')}, ` +
      `CLS ${audit('cumulative-layout-shift')}, transfer ${audit('total-byte-weight')}`,
  );
}

if (!existsSync(path.join(root, 'out', 'index.html'))) {
  console.error('bench:home needs a built out/: run `npm run build` first.');
  process.exit(1);
}

const server = await startStaticServer(path.join(root, 'out'));
const lift = limitRun('bench:home', RUN_LIMIT_MS, server);
let browser: Browser | undefined;
let withinBudget = true;
try {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  console.log(`${PAGE} at 390x844 @3x (mobile, touch), cache disabled`);
  const fast = await measure(browser, server.origin, null);
  report('Unthrottled', fast);
  const slow = await measure(browser, server.origin, SLOW_4G);
  report('Slow 4G, 4x CPU slowdown', slow);
  withinBudget = fast.firstView <= FIRST_VIEW_BUDGET;
  await browser.close();
  browser = undefined;
  if (process.argv.includes('--lighthouse')) lighthouse(server.origin);
} finally {
  lift();
  await browser?.close();
  server.stop();
}
if (!withinBudget) process.exitCode = 1;
