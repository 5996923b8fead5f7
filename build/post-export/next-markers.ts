import { readFileSync } from 'node:fs';
import path from 'node:path';
import { governedInlineScripts } from './html';
import { CHARSET, CHUNK_SCRIPT, FLIGHT_INIT, FLIGHT_PREFIX, STYLESHEET_LINK, SVG_ICON_LINK } from './first-paint';

/**
 * The canary over Next's private output. The first-paint rewriting
 * (first-paint.ts) finds Next's tags by their exact text; a Next release that
 * writes one of them differently would leave it matching nothing, and a page
 * could ship with its payload moved out but its scripts still running at
 * once, which breaks hydration without an error. So the build checks every
 * page for each marker before rewriting it, and for leftovers after, and
 * stops with a message that names the Next version and the way out.
 */

/** A tag of Next's export that the rewriting finds by its text. */
export interface NextMarker {
  name: string;
  found: (html: string) => boolean;
}

const has = (pattern: RegExp) => (html: string) => html.search(pattern) >= 0;
const inlineScript = (test: (text: string) => boolean) => (html: string) => governedInlineScripts(html).some(test);

/** What every exported page carries, as Next writes it, and the rewriting relies on. */
export const NEXT_MARKERS: readonly NextMarker[] = [
  { name: '<meta charSet="utf-8"/>', found: has(CHARSET) },
  { name: 'stylesheet link with data-precedence', found: has(STYLESHEET_LINK) },
  { name: 'async chunk <script src="/_next/static/…">', found: has(CHUNK_SCRIPT) },
  { name: `inline script that starts the payload (${FLIGHT_INIT})`, found: inlineScript((text) => text === FLIGHT_INIT) },
  { name: `inline payload script (${FLIGHT_PREFIX}[1,"…"]))`, found: inlineScript((text) => text.startsWith(`${FLIGHT_PREFIX}[1,"`)) },
  { name: 'SVG favicon link', found: has(SVG_ICON_LINK) },
];

/** The markers a page lacks, by name. */
export function missingMarkers(html: string): string[] {
  return NEXT_MARKERS.filter((marker) => !marker.found(html)).map((marker) => marker.name);
}

/** The loader first-paint.ts writes; it names self.__next_f too. */
const LOADER_START = '(function(s,F,W)';

/**
 * What Next code a rewritten page still runs the stock way: a chunk script
 * the rewriting did not recognise (it would run before its payload is in) or
 * a payload script left inline.
 */
export function leftoverNextCode(html: string): string[] {
  // The polyfills' noModule script runs only where modules do not, which no browser the site serves is.
  const chunks = [...html.matchAll(/<script\b[^>]*\ssrc="\/_next\/[^"]*"[^>]*>/g)]
    .filter((m) => !/\snoModule=""/.test(m[0]))
    .map((m) => `chunk script left in place: ${m[0]}`);
  const payload = governedInlineScripts(html)
    .filter((text) => text.includes('self.__next_f') && !text.startsWith(LOADER_START))
    .map((text) => `payload script left inline: ${text.slice(0, 60)}`);
  return [...chunks, ...payload];
}

/** The Next version package.json pins and the one installed. */
export interface NextVersion {
  pinned: string;
  installed: string;
}

export function nextVersion(root: string = process.cwd()): NextVersion {
  const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { version?: string; dependencies?: Record<string, string> };
  return { pinned: read('package.json').dependencies?.next ?? '(none)', installed: read('node_modules/next/package.json').version ?? '(unknown)' };
}

/** The steps after a failed canary, for every message. */
export const BISECT_HINT =
  'run STOCK_NEXT_OUTPUT=1 npm run build to build without the rewriting, then update build/post-export/first-paint.ts and its fixture (build/post-export/fixtures/) to the new output';

/** The plain message for a page (`where`) lacking markers or still running Next code the stock way; null when all is well. */
export function canaryMessage(where: string, html: string, version: NextVersion, rewritten = false): string | null {
  const problems = rewritten ? leftoverNextCode(html) : missingMarkers(html);
  if (problems.length === 0) return null;
  const what = rewritten
    ? `the rewriting left Next ${version.installed}'s code in ${where} running as Next wrote it (${problems.join('; ')})`
    : `Next ${version.installed}'s exported HTML (${where}) no longer has the ${problems.join(', ')} that build/post-export rewrites`;
  return `${what}; ${BISECT_HINT}`;
}
