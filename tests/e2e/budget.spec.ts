import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { test, expect } from '@playwright/test';
import { exportedPages, resolveInOut } from './support/out-files';

/**
 * Byte budgets over out/, exact and checked on every run:
 * first-load JavaScript (gzip, the scripts a modern browser loads) and HTML (gzip).
 */
const JS_BUDGET = 160 * 1024;
const HTML_BUDGET = 120 * 1024;

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function measure(pagePath: string) {
  const file = resolveInOut(pagePath)!;
  const html = readFileSync(file);
  const scripts = new Set<string>();
  for (const m of html.toString('utf8').matchAll(/<script\b([^>]*)>/g)) {
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
  return { pagePath, js, html: gz(html), scripts: scripts.size };
}

test('every page stays within its JavaScript and HTML byte budgets', () => {
  const rows = exportedPages().map(measure);
  console.log(
    ['page'.padEnd(40) + 'first-load JS (gz)'.padStart(20) + 'scripts'.padStart(9) + 'HTML (gz)'.padStart(12)]
      .concat(rows.map((r) => r.pagePath.padEnd(40) + kb(r.js).padStart(20) + String(r.scripts).padStart(9) + kb(r.html).padStart(12)))
      .join('\n'),
  );
  for (const r of rows) {
    expect.soft(r.js, `${r.pagePath} first-load JS`).toBeLessThanOrEqual(JS_BUDGET);
    expect.soft(r.html, `${r.pagePath} HTML`).toBeLessThanOrEqual(HTML_BUDGET);
  }
});
