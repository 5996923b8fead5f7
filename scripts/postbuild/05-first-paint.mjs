/**
 * First paint from the HTML alone (lib/hosting/first-paint.ts): each page's
 * stylesheets go inline, their links stay disabled for React, the images it
 * marks go inline too, the paint waits
 * for the parser to reach the footer, the hydration payload moves to a file
 * of its own, and Next's chunk scripts and that file are requested once the
 * page has loaded and painted. Runs before the
 * Content-Security-Policy step, which hashes the inline style and script.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { OUT_DIR, exportFiles } from '../lib/export-files.mjs';

export async function run() {
  await import('../lib/register-ts.mjs');
  const { classWords, firstPaintPage } = await import('../../lib/hosting/first-paint.ts');
  const { inlineStyles } = await import('../../lib/hosting/html.ts');
  const pages = (await exportFiles()).filter((f) => f.endsWith('.html'));
  if (pages.length === 0) throw new Error('no HTML in out/; run next build first');
  // Each file the pages name, read once however many pages name it.
  const cached = (read) => {
    const files = new Map();
    return (href) => {
      if (!files.has(href)) files.set(href, read(path.join(OUT_DIR, href)));
      return files.get(href);
    };
  };
  const stylesheet = cached((file) => readFileSync(file, 'utf8'));
  const icon = cached((file) => readFileSync(file, 'utf8'));
  const image = cached((file) => readFileSync(file));
  // Every class any script of the site names (CSS module maps, toggled classes), whichever page loads it.
  const chunksDir = path.join(OUT_DIR, '_next', 'static', 'chunks');
  const scriptWords = new Set();
  for (const name of (await readdir(chunksDir)).filter((n) => n.endsWith('.js'))) {
    for (const word of classWords(await readFile(path.join(chunksDir, name), 'utf8'))) scriptWords.add(word);
  }
  let inlined = 0;
  let cssBefore = 0;
  let cssAfter = 0;
  let deferred = 0;
  let largestStyle = 0;
  let flights = 0;
  let flightBytes = 0;
  await mkdir(path.join(OUT_DIR, '_next', 'static', 'flight'), { recursive: true });
  for (const page of pages) {
    const file = path.join(OUT_DIR, page);
    const html = await readFile(file, 'utf8');
    const done = firstPaintPage(html, { stylesheet, icon, image, scriptWords });
    if (done.flight !== null) {
      await writeFile(path.join(OUT_DIR, done.flight.path), done.flight.text);
      flights += 1;
      flightBytes = Math.max(flightBytes, gzipSync(done.flight.text).length);
    }
    if (done.stylesheets > 0) inlined += 1;
    if (done.chunks > 0) deferred += 1;
    cssBefore += done.cssBefore;
    cssAfter += done.cssAfter;
    largestStyle = Math.max(largestStyle, gzipSync(inlineStyles(done.html).join('')).length);
    await writeFile(file, done.html);
  }
  return `${inlined} pages paint from inline styles (largest ${(largestStyle / 1024).toFixed(1)} KB gz; ${Math.round((100 * cssAfter) / Math.max(cssBefore, 1))} % of their stylesheets' text kept), ${deferred} request their scripts after load and the first paint, ${flights} fetch their hydration payload from a file (largest ${(flightBytes / 1024).toFixed(1)} KB gz)`;
}
