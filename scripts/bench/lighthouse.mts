/**
 * `npm run bench:lighthouse` (after `npm run build`): Lighthouse's mobile
 * performance audit on each page type, side by side with the floor, the
 * smallest Next.js static export built with the same Next and React
 * (scripts/lib/floor-app.mts, built into a temp folder).
 *
 * Both exports are served by the `npm start` server on loopback ports. Each
 * round audits the floor and every page once, in a rotating order, so a busy
 * moment of the machine spreads over all of them; three rounds, and each
 * figure is the median of its three values. Prints one table with the ratios
 * to the floor and exits non-zero when a page misses a target (TARGETS).
 *
 * Beside them runs the weighted floor (scripts/lib/html-weight.ts): the
 * floor's page padded with an inert comment to the pages' median HTML size
 * on the wire. Its row shows what that weight alone costs on the throttled
 * phone, so the table separates the price of sending a page's HTML from the
 * price of what the page does with it. It is a reference, not a target.
 *
 * Options: `--runs n` (default 3), page paths to audit other pages
 * (`npm run bench:lighthouse -- /about /lumora-pon`).
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { brotliWireBytes, roundTrips } from '@/lib/hosting/round-trips';
import { compressedGet } from '../lib/compressed-get';
import { buildFloorApp } from '../lib/floor-app.mjs';
import { padToWireSize } from '../lib/html-weight';
import { categoryScore, launchChromium, runLighthouse, type LighthouseChromium } from '../lib/lighthouse.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { median } from '../lib/stats.mjs';

/** What every page type must reach, from issue 17. */
export const TARGETS = {
  performance: 98,
  lcpRatio: 1.25,
  tbtExtraMs: 50,
  jsExtraBytes: 15 * 1024,
  /** First view (every byte but video) of these pages, in bytes. */
  firstView: { '/': 450 * 1024, '/sumitomo/S1V': 200 * 1024 } as Readonly<Record<string, number>>,
};

const PAGE_TYPES = [
  { label: 'home', path: '/' },
  { label: 'family landing', path: '/sumitomo' },
  { label: 'product', path: '/sumitomo/S1V' },
  { label: 'contact', path: '/contact' },
  { label: 'search', path: '/search' },
];

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const customPages = args.filter((a) => a.startsWith('/'));
const pages = customPages.length > 0 ? customPages.map((p) => ({ label: p, path: p })) : PAGE_TYPES;

if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('bench:lighthouse: --runs takes a whole number of at least 1');
  process.exit(1);
}
if (!existsSync('out/index.html')) {
  console.error('bench:lighthouse: no out/index.html; run `npm run build` first');
  process.exit(1);
}

const kib = (n: number) => `${(n / 1024).toFixed(1)}`;

/** A row of Lighthouse's network-requests table, as far as the figures read it. */
interface RequestRow {
  resourceType?: string;
  transferSize?: number;
}

/** The figures of one audit that the table shows. */
interface Figures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  js: number;
  firstView: number;
  lcpElement: string;
  html: number;
}

/** The rows of an audit's table (details of type 'table' or 'list'), none where it has none. */
const detailItems = (lhr: Result, id: string): Record<string, unknown>[] => {
  const details = lhr.audits[id]?.details;
  return details !== undefined && 'items' in details && Array.isArray(details.items) ? (details.items as Record<string, unknown>[]) : [];
};

function figures(lhr: Result): Figures {
  const requests = detailItems(lhr, 'network-requests') as RequestRow[];
  const bytes = (filter: (r: RequestRow) => boolean) => requests.filter(filter).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: categoryScore(lhr, 'performance') ?? 0,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    js: bytes((r) => r.resourceType === 'Script'),
    firstView: bytes((r) => r.resourceType !== 'Media'),
    lcpElement: String(detailItems(lhr, 'lcp-breakdown-insight').find((item) => item.type === 'node')?.selector ?? '—'),
    html: requests.find((r) => r.resourceType === 'Document')?.transferSize ?? 0,
  };
}

/** The body of `url` as the server sends it to a browser (compressed), in bytes. */
async function wireBytes(url: string): Promise<number> {
  const { status, bytes } = await compressedGet(url);
  if (status !== 200) throw new Error(`${url}: HTTP ${status}`);
  return bytes;
}

/** One audit; a run that Lighthouse itself could not record (NO_NAVSTART and the like) is tried again, twice at most. */
async function audit(url: string, chromium: LighthouseChromium): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, { categories: ['performance'], formFactor: 'mobile', chromium });
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${error instanceof Error ? error.message : String(error)}: trying again`);
    }
  }
}

const started = performance.now();
console.log(`bench:lighthouse: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log('building the floor app …');
const floor = await buildFloorApp();
const floorServer = await startStaticServer(floor.out);
const siteServer = await startStaticServer('out');
const pageHtmlBytes = median(await Promise.all(pages.map((p) => wireBytes(siteServer.origin + p.path))));
const floorHtml = await readFile(path.join(floor.out, 'index.html'), 'utf8');
await writeFile(path.join(floor.out, 'weighted.html'), padToWireSize(floorHtml, pageHtmlBytes, brotliWireBytes));
const plainFloor = { label: 'floor', path: '/', origin: floorServer.origin };
const weighted = { label: 'weighted floor', path: '/weighted', origin: floorServer.origin };
console.log(`the weighted floor: the floor's page padded to ${kib(await wireBytes(weighted.origin + weighted.path))} KiB on the wire (the pages' median HTML, ${kib(pageHtmlBytes)} KiB)`);
const targets = [plainFloor, weighted, ...pages.map((p) => ({ ...p, origin: siteServer.origin }))];
type Target = (typeof targets)[number];
const isReference = (target: Target) => target === plainFloor || target === weighted;
const results = new Map(targets.map((t): [Target, Figures[]] => [t, []]));
let lighthouseVersion = '';
try {
  for (let run = 0; run < RUNS; run += 1) {
    // A fresh browser each round; the order rotates so no page always follows the same one.
    const chromium = await launchChromium();
    try {
      const order = targets.map((_, i) => targets[(i + run) % targets.length]!);
      for (const target of order) {
        const lhr = await audit(target.origin + target.path, chromium);
        lighthouseVersion = lhr.lighthouseVersion;
        const f = figures(lhr);
        results.get(target)?.push(f);
        console.log(`  round ${run + 1}: ${target.label.padEnd(16)} ${String(f.performance).padStart(3)}  LCP ${Math.round(f.lcp)} ms  TBT ${Math.round(f.tbt)} ms  JS ${kib(f.js)} KiB`);
      }
    } finally {
      await chromium.close();
    }
  }
} finally {
  floorServer.stop();
  siteServer.stop();
  await floor.remove();
}

/** Each figure's median over the rounds; the LCP element as the first round found it. */
function medianFigures(runs: readonly Figures[]): Figures {
  const of = (key: Exclude<keyof Figures, 'lcpElement'>) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    si: of('si'),
    js: of('js'),
    firstView: of('firstView'),
    lcpElement: runs[0]?.lcpElement ?? '—',
    html: of('html'),
  };
}
const medians = new Map([...results].map(([target, runs]) => [target, medianFigures(runs)]));
const mediansOf = (target: Target): Figures => medians.get(target) ?? medianFigures([]);
const roundsOf = (target: Target): Figures[] => results.get(target) ?? [];
const floorFigures = mediansOf(plainFloor);
const misses: string[] = [];
const rows: string[][] = [];
for (const target of targets) {
  const m = mediansOf(target);
  const isFloor = target === plainFloor;
  const lcpRatio = m.lcp / floorFigures.lcp;
  const tbtExtra = m.tbt - floorFigures.tbt;
  const jsExtra = m.js - floorFigures.js;
  const firstViewLimit = isFloor ? undefined : TARGETS.firstView[target.path];
  if (!isReference(target)) {
    const miss = (what: string) => misses.push(`${target.label} (${target.path}): ${what}`);
    if (m.performance < TARGETS.performance) miss(`performance ${m.performance} < ${TARGETS.performance}`);
    if (lcpRatio > TARGETS.lcpRatio) miss(`LCP ${lcpRatio.toFixed(2)}x the floor > ${TARGETS.lcpRatio}x`);
    if (tbtExtra > TARGETS.tbtExtraMs) miss(`TBT ${Math.round(tbtExtra)} ms over the floor > ${TARGETS.tbtExtraMs} ms`);
    if (Number(m.cls.toFixed(3)) > 0) miss(`CLS ${m.cls.toFixed(3)} > 0`);
    if (jsExtra > TARGETS.jsExtraBytes) miss(`JS ${kib(jsExtra)} KiB over the floor > ${kib(TARGETS.jsExtraBytes)} KiB`);
    if (firstViewLimit !== undefined && m.firstView >= firstViewLimit) miss(`first view ${kib(m.firstView)} KiB >= ${kib(firstViewLimit)} KiB`);
  }
  rows.push([
    isFloor ? `floor (Next ${floor.nextVersion})` : target === weighted ? `floor, HTML ${kib(m.html)} KiB` : `${target.label} ${target.path}`,
    String(m.performance),
    `${(m.fcp / 1000).toFixed(2)} s`,
    `${(m.lcp / 1000).toFixed(2)} s`,
    isFloor ? '1.00' : lcpRatio.toFixed(2),
    `${Math.round(m.tbt)} ms`,
    isFloor ? '—' : `${tbtExtra >= 0 ? '+' : ''}${Math.round(tbtExtra)}`,
    m.cls.toFixed(3),
    kib(m.js),
    isFloor ? '—' : `${jsExtra >= 0 ? '+' : ''}${kib(jsExtra)}`,
    kib(m.firstView) + (firstViewLimit ? ` (< ${kib(firstViewLimit)})` : ''),
  ]);
}
const head = ['page', 'perf', 'FCP', 'LCP', 'LCP/floor', 'TBT', 'TBT-floor', 'CLS', 'JS KiB', 'JS-floor', 'first view KiB'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: readonly string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
console.log(`\nLighthouse ${lighthouseVersion}, mobile (simulated slow 4G, 4x CPU), median of ${RUNS} interleaved runs`);
console.log(line(head));
console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
for (const row of rows) console.log(line(row));
for (const target of targets.filter((t) => !isReference(t))) console.log(`  LCP element on ${target.path}: ${mediansOf(target).lcpElement}`);
// The floor's HTML fits the first round trip; a page's that does not pays 150 ms (0.22x a 0.67 s floor) before it can paint.
for (const target of targets) {
  const bytes = mediansOf(target).html;
  console.log(`  HTML of ${isReference(target) ? `the ${target.label}` : target.path}: ${kib(bytes)} KiB on the wire, ${roundTrips(bytes)} round trip(s)`);
}
console.log(`  floor LCP by round: ${roundsOf(plainFloor).map((r) => Math.round(r.lcp)).join(', ')} ms`);
console.log(`  weighted floor LCP by round: ${roundsOf(weighted).map((r) => Math.round(r.lcp)).join(', ')} ms`);
const weightRatio = mediansOf(weighted).lcp / floorFigures.lcp;
const worstPage = Math.max(...targets.filter((t) => !isReference(t)).map((t) => mediansOf(t).lcp));
console.log(
  `  HTML weight alone: the floor padded to the pages' HTML size paints its LCP at ${weightRatio.toFixed(2)}x the floor; ` +
    `the slowest page paints at ${(worstPage / mediansOf(weighted).lcp).toFixed(2)}x the weighted floor.`,
);
console.log(
  `\nTargets: performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpRatio}x floor, TBT <= floor + ${TARGETS.tbtExtraMs} ms, CLS 0, ` +
    `JS <= floor + ${kib(TARGETS.jsExtraBytes)} KiB, first view of / < 450 KiB and of a product page < 200 KiB.`,
);
console.log(`${Math.round((performance.now() - started) / 1000)} s, load average now ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
if (misses.length > 0) {
  console.error(`\nbench:lighthouse: ${misses.length} target(s) missed:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
console.log('every page type within its targets');
