/**
 * The post-export step, run by `npm run postbuild` after `next build` and
 * before the hosting steps of scripts/postbuild/. Everything here reads or
 * rewrites the HTML Next exported, which is Next's private output; this
 * folder is the only code that does.
 *
 * The steps:
 * 1. the canary (next-markers.ts), over every page before any is
 *    rewritten: each must carry every tag the rewriting finds, or the build
 *    stops with a message naming the Next version;
 * 2. first paint (first-paint.ts): the stylesheets inline, the hydration
 *    payload into a file of its own, the chunk scripts deferred until the
 *    page has loaded and painted; then the canary again: no Next script may
 *    still run the stock way;
 * 3. the Content-Security-Policy (lib/hosting/csp.ts, html.ts): each inline
 *    script and style the page now has, hashed into a <meta> policy.
 *
 * STOCK_NEXT_OUTPUT=1 skips steps 1 and 2, to bisect a Next upgrade: the
 * pages stay as Next wrote them, and step 3 still hashes Next's own inline
 * scripts, without which the policy would block hydration.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { documentPolicy, scriptHash, styleHash } from '@/lib/hosting/csp';
import { SERVICE_WORKER_PATH } from '@/lib/offline/caches';
import { serviceWorkerSwitchedOff } from '../offline/switch';
import { OUT_DIR, exportFiles } from '../../scripts/lib/export-files.mjs';
import { classWords, deferredChunkSources, firstPaintPage, type FirstPaintSources } from './first-paint';
import { CHARSET_PREFIX_BYTES, charsetDeclarationEnd, governedInlineScripts, inlineCodeOutsideScripts, inlineStyles, withPolicyMeta } from './html';
import { canaryMessage, nextVersion } from './next-markers';

/** Whether the build leaves Next's HTML as Next wrote it (the rewriting off). */
const stock = process.env.STOCK_NEXT_OUTPUT === '1';

/** The service worker the pages register once loaded (scripts/postbuild/15-service-worker.mts writes it), or none. */
const worker = serviceWorkerSwitchedOff() ? null : SERVICE_WORKER_PATH;

/** A reader of out/ that reads each file once, however many pages name it. */
function cached<T>(read: (file: string) => T): (href: string) => T {
  const files = new Map<string, T>();
  return (href) => {
    if (!files.has(href)) files.set(href, read(path.join(OUT_DIR, href)));
    return files.get(href)!;
  };
}

/** What the first paint reads besides the page: the files pages name, each read once. */
function firstPaintSources(): FirstPaintSources {
  const text = (file: string) => readFileSync(file, 'utf8');
  const chunk = cached((file) => (existsSync(file) ? text(file) : null));
  // Words from the text chunk() already holds: each chunk is read from disk once.
  const words = new Map<string, ReadonlySet<string>>();
  const chunkWords = (href: string): ReadonlySet<string> => {
    if (!words.has(href)) words.set(href, classWords(chunk(href) ?? ''));
    return words.get(href)!;
  };
  return { stylesheet: cached(text), icon: cached(text), image: cached((file) => readFileSync(file)), chunk, chunkWords };
}

/** Totals for the build log. */
const tally = { paintMs: 0, policyMs: 0, pages: 0, inlined: 0, cssBefore: 0, cssAfter: 0, largestStyle: 0, deferred: 0, flights: 0, flightBytes: 0, scripts: 0, styles: 0, longestPolicy: 0, charsetEnd: 0 };

/** The page through the first paint, the canary before and after; its payload file written. */
async function rewrite(page: string, html: string, sources: FirstPaintSources, version: ReturnType<typeof nextVersion>): Promise<string> {
  // A page an earlier run rewrote (npm run postbuild run again) has the loader already.
  if (deferredChunkSources(html).length > 0) return html;
  const done = firstPaintPage(html, sources, worker);
  const after = canaryMessage(page, done.html, version, true);
  if (after) throw new Error(after);
  if (done.flight !== null) {
    await writeFile(path.join(OUT_DIR, done.flight.path), done.flight.text);
    tally.flights += 1;
    tally.flightBytes = Math.max(tally.flightBytes, gzipSync(done.flight.text).length);
  }
  if (done.stylesheets > 0) tally.inlined += 1;
  if (done.chunks > 0) tally.deferred += 1;
  tally.cssBefore += done.cssBefore;
  tally.cssAfter += done.cssAfter;
  tally.largestStyle = Math.max(tally.largestStyle, gzipSync(inlineStyles(done.html).join('')).length);
  return done.html;
}

/**
 * The page with its Content-Security-Policy: every inline script and style
 * it runs, by hash, in a <meta> after <meta charset>. Adds to `problems`
 * inline code no hash can allow, and a charset pushed past the first 1024 bytes.
 */
function withPolicy(page: string, html: string, problems: string[]): string {
  for (const problem of inlineCodeOutsideScripts(html)) problems.push(`${page}: ${problem}`);
  const scripts = governedInlineScripts(html);
  const styles = inlineStyles(html);
  const policy = documentPolicy(scripts.map(scriptHash), undefined, styles.map(styleHash));
  const stamped = withPolicyMeta(html, policy);
  // The policy comes first, so it pushes the charset declaration along.
  const end = charsetDeclarationEnd(stamped);
  if (end === null) problems.push(`${page}: no <meta charset>`);
  else if (end > CHARSET_PREFIX_BYTES) problems.push(`${page}: <meta charset> ends at byte ${end}, past the first ${CHARSET_PREFIX_BYTES}; the policy before it is ${policy.length} characters`);
  else tally.charsetEnd = Math.max(tally.charsetEnd, end);
  tally.scripts += scripts.length;
  tally.styles += styles.length;
  tally.longestPolicy = Math.max(tally.longestPolicy, policy.length);
  return stamped;
}

/** The canary over every page before any is rewritten, so a failure leaves out/ as Next wrote it. */
async function checkMarkers(pages: readonly string[], version: ReturnType<typeof nextVersion>): Promise<void> {
  const failures: string[] = [];
  for (const page of pages) {
    const html = await readFile(path.join(OUT_DIR, page), 'utf8');
    const message = deferredChunkSources(html).length > 0 ? null : canaryMessage(page, html, version);
    if (message) failures.push(message);
  }
  if (failures.length > 1) throw new Error(`${failures[0]} (and ${failures.length - 1} more pages)`);
  if (failures.length === 1) throw new Error(failures[0]);
}

async function main(): Promise<void> {
  const pages = (await exportFiles()).filter((f) => f.endsWith('.html'));
  if (pages.length === 0) throw new Error('no HTML in out/; run next build first');
  const version = nextVersion();
  const sources = stock ? null : firstPaintSources();
  if (sources) await mkdir(path.join(OUT_DIR, '_next', 'static', 'flight'), { recursive: true });
  if (sources) await checkMarkers(pages, version);
  const problems: string[] = [];
  for (const page of pages) {
    const file = path.join(OUT_DIR, page);
    const exported = await readFile(file, 'utf8');
    const paintStart = performance.now();
    const painted = sources ? await rewrite(page, exported, sources, version) : exported;
    const policyStart = performance.now();
    const stamped = withPolicy(page, painted, problems);
    tally.policyMs += performance.now() - policyStart;
    tally.paintMs += policyStart - paintStart;
    await writeFile(file, stamped);
    tally.pages += 1;
  }
  if (problems.length > 0) throw new Error(`pages the Content-Security-Policy cannot cover:\n${problems.join('\n')}`);
  const t = tally;
  const firstPaint = stock
    ? `STOCK_NEXT_OUTPUT=1: ${t.pages} pages left as Next ${version.installed} wrote them`
    : `${t.inlined} pages paint from inline styles (largest ${(t.largestStyle / 1024).toFixed(1)} KB gz; ${Math.round((100 * t.cssAfter) / Math.max(t.cssBefore, 1))} % of their stylesheets' text kept), ` +
      `${t.deferred} request their scripts after load and the first paint, ${t.flights} fetch their hydration payload from a file (largest ${(t.flightBytes / 1024).toFixed(1)} KB gz)`;
  // The same form as the steps of scripts/postbuild/ (scripts/lib/run-steps.mjs), which bench:scale reads.
  console.log(`postbuild post-export/first-paint: ${firstPaint} (${Math.round(t.paintMs)} ms)`);
  console.log(
    `postbuild post-export/csp: ${t.pages} pages carry their policy; ${t.scripts} inline scripts and ${t.styles} inline styles hashed; longest policy ${t.longestPolicy} characters; <meta charset> ends by byte ${t.charsetEnd} (${Math.round(t.policyMs)} ms)`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`postbuild post-export: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
