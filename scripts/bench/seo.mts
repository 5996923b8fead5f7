#!/usr/bin/env node
/**
 * `npm run bench:seo` (after `npm run build`): Lighthouse's SEO category on
 * the home page, a family landing, a product page and the contact page,
 * served from out/ by the static server. Prints each score and any audit
 * that did not pass; exits non-zero when a page scores under 100.
 * Pass page paths to audit others: `npm run bench:seo -- /about /lumora-pon`.
 */
import { existsSync } from 'node:fs';
import { categoryScore, failedAudits, launchChromium, runLighthouse } from '../lib/lighthouse.mjs';
import { startStaticServer } from '../lib/static-server.mjs';

const TARGET = 100;
const DEFAULT_PAGES = ['/', '/sumitomo', '/sumitomo/S1V', '/contact'];
const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));

if (!existsSync('out/index.html')) {
  console.error('bench:seo: no out/index.html; run `npm run build` first');
  process.exit(1);
}

const server = await startStaticServer('out');
const chromium = await launchChromium();
let missed = 0;
try {
  console.log(`${'page'.padEnd(24)}${'SEO'.padStart(5)}  audits not passed`);
  for (const page of pages.length > 0 ? pages : DEFAULT_PAGES) {
    const lhr = await runLighthouse(server.origin + page, { categories: ['seo'], chromium });
    const score = categoryScore(lhr, 'seo');
    const failed = failedAudits(lhr, 'seo');
    if (score === null || score < TARGET) missed += 1;
    console.log(`${page.padEnd(24)}${String(score ?? '—').padStart(5)}  ${failed.map((a) => `${a.id}${a.explanation ? ` (${a.explanation})` : ''}`).join('; ') || '—'}`);
  }
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${missed === 0 ? `every page at ${TARGET}` : `${missed} page(s) under ${TARGET}`}`);
} finally {
  await chromium.close();
  server.stop();
}
process.exit(missed === 0 ? 0 : 1);
