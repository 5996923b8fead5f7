/**
 * First paint from the HTML alone (lib/hosting/first-paint.ts): each page's
 * stylesheets go inline, their links stay disabled for React, the paint waits
 * for the parser to reach the footer, and Next's chunk scripts are requested
 * after the first frame. Runs before the
 * Content-Security-Policy step, which hashes the inline style and script.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { OUT_DIR, exportFiles } from '../lib/export-files.mjs';

export async function run() {
  await import('../lib/register-ts.mjs');
  const { deferChunkScripts, inlineStylesheets, paintAfterMainContent } = await import('../../lib/hosting/first-paint.ts');
  const pages = (await exportFiles()).filter((f) => f.endsWith('.html'));
  if (pages.length === 0) throw new Error('no HTML in out/; run next build first');
  const css = new Map();
  const read = (href) => {
    if (!css.has(href)) throw new Error(`stylesheet ${href} was not read`);
    return css.get(href);
  };
  let inlined = 0;
  let deferred = 0;
  let largestStyle = 0;
  for (const page of pages) {
    const file = path.join(OUT_DIR, page);
    let html = await readFile(file, 'utf8');
    for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
      if (!css.has(href)) css.set(href, await readFile(path.join(OUT_DIR, href), 'utf8'));
    }
    const styles = inlineStylesheets(html, read);
    const scripts = deferChunkScripts(paintAfterMainContent(styles.html));
    html = scripts.html;
    if (styles.hrefs.length > 0) inlined += 1;
    if (scripts.sources.length > 0) deferred += 1;
    const style = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    largestStyle = Math.max(largestStyle, gzipSync(style).length);
    await writeFile(file, html);
  }
  return `${inlined} pages paint from inline styles (largest ${(largestStyle / 1024).toFixed(1)} KB gz), ${deferred} request their scripts after the first frame`;
}
