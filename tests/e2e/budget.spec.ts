import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { test, expect } from '@playwright/test';
import { deferredChunkSources } from '@/lib/hosting/first-paint';
import { routeEntries } from '@/lib/routes';
import { exportedPages, resolveInOut } from './support/out-files';

/**
 * Byte budgets over out/, exact and checked on every run, per page type:
 * first-load JavaScript (gzip: the chunks a page requests after its first
 * paint, lib/hosting/first-paint.ts, and any script it loads itself) and the
 * HTML (gzip, inline styles and payload included). Each budget is the
 * largest page of its type at issue 17's close plus about 2 %, so growth
 * fails here first and a deliberate increase moves the figure in one place.
 * The floor, the smallest Next.js export, loads 132 KB of JavaScript (gzip).
 */
type PageType = 'home' | 'page' | 'landing' | 'product' | 'redirect' | 'not-found';
const KB = 1024;
const BUDGETS: Record<PageType, { js: number; html: number }> = {
  home: { js: 155 * KB, html: 60 * KB },
  page: { js: 154 * KB, html: 47.5 * KB },
  landing: { js: 154 * KB, html: 41.5 * KB },
  product: { js: 154 * KB, html: 48.5 * KB },
  redirect: { js: 154 * KB, html: 30.5 * KB },
  'not-found': { js: 149 * KB, html: 31 * KB },
};

const kinds = new Map(routeEntries.map((r) => [r.path, r.kind]));
const pageType = (pagePath: string): PageType => (pagePath === '/' ? 'home' : pagePath === '/404' ? 'not-found' : (kinds.get(pagePath) ?? 'page'));

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function measure(pagePath: string) {
  const file = resolveInOut(pagePath)!;
  const html = readFileSync(file);
  const text = html.toString('utf8');
  const scripts = new Set<string>(deferredChunkSources(text));
  for (const m of text.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = m[1] ?? '';
    // Modern browsers skip the legacy polyfill bundle.
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) scripts.add(src.replace(/&amp;/g, '&'));
  }
  let js = 0;
  for (const src of scripts) {
    const asset = resolveInOut(new URL(src, 'http://x').pathname);
    if (!asset) throw new Error(`${pagePath}: script ${src} is not in out/`);
    js += gz(readFileSync(asset));
  }
  return { pagePath, type: pageType(pagePath), js, html: gz(html), scripts: scripts.size };
}

test('every page stays within its type’s JavaScript and HTML byte budgets', () => {
  const rows = exportedPages().map(measure);
  console.log(
    ['page'.padEnd(40) + 'type'.padStart(10) + 'first-load JS (gz)'.padStart(20) + 'scripts'.padStart(9) + 'HTML (gz)'.padStart(12)]
      .concat(rows.map((r) => r.pagePath.padEnd(40) + r.type.padStart(10) + kb(r.js).padStart(20) + String(r.scripts).padStart(9) + kb(r.html).padStart(12)))
      .join('\n'),
  );
  for (const type of Object.keys(BUDGETS) as PageType[]) {
    const ofType = rows.filter((r) => r.type === type);
    if (ofType.length === 0) continue;
    console.log(`${type.padEnd(10)} largest JS ${kb(Math.max(...ofType.map((r) => r.js)))} of ${kb(BUDGETS[type].js)}, largest HTML ${kb(Math.max(...ofType.map((r) => r.html)))} of ${kb(BUDGETS[type].html)}`);
  }
  for (const r of rows) {
    expect.soft(r.scripts, `${r.pagePath} loads its chunks`).toBeGreaterThan(0);
    expect.soft(r.js, `${r.pagePath} first-load JS`).toBeLessThanOrEqual(BUDGETS[r.type].js);
    expect.soft(r.html, `${r.pagePath} HTML`).toBeLessThanOrEqual(BUDGETS[r.type].html);
  }
});
