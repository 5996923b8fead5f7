import { createHash } from 'node:crypto';
import postcss from 'postcss';
import { imageDataUrl } from '@/lib/media/inline-image';
import { DEFERRED_RENDER_ATTRIBUTE, FIRST_PAINT_UNTIL_ID, INLINE_IMAGE_ATTRIBUTE } from '@/lib/hosting/page-markers';

/**
 * What the post-export step (build/post-export/index.mts) does to each
 * exported page so its first paint needs nothing but the HTML. It reads
 * Next's private output: the markers below are what it finds and rewrites,
 * and build/post-export/next-markers.ts fails the build, naming the Next
 * version, when a page lacks one. STOCK_NEXT_OUTPUT=1 skips all of it.
 *
 * - Next's stylesheet links become one inline <style data-precedence> with the same rules in
 *   the same order (relative url()s made absolute), less the rules no
 *   element of the page can match (pruneCss). Each link stays, disabled:
 *   a disabled stylesheet is never fetched, and React, which looks a page's
 *   stylesheets up by href when it hydrates or navigates, finds it and loads
 *   nothing twice.
 * - The first paint waits until the parser reaches the footer
 *   (`<link rel="expect" blocking="render">`): with nothing render-blocking
 *   left, a busy browser could otherwise paint a half-parsed header or hero
 *   and shift it when the rest arrives.
 * - Next's chunk scripts, `async` in <head> (and its low-priority preload of
 *   one more), are requested once the page has loaded, or at the visitor's
 *   first key or touch: one small inline script at the end of <body> adds
 *   them then. On a slow link the HTML and the pictures in view no longer
 *   share the line with 150 KB of script that the paint does not need; the
 *   page hydrates right after. Without JavaScript nothing changes.
 */

/** Next's stylesheet link, as the export writes it. */
export const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)" data-precedence="([^"]+)"\/>/g;
/** Next's chunk script, as the export writes it (in <head>, and its entry in <body>). */
export const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;

export const CHARSET = /<meta charSet="utf-8"\/>/;

/** The page with a render-blocking `expect` link to FIRST_PAINT_UNTIL_ID after its charset declaration. */
export function paintAfterMainContent(html: string): string {
  if (html.includes('rel="expect"')) return html;
  if (!CHARSET.test(html)) throw new Error('no <meta charSet="utf-8"/> to put the render-blocking link after');
  return html.replace(CHARSET, (m) => `${m}<link rel="expect" href="#${FIRST_PAINT_UNTIL_ID}" blocking="render"/>`);
}

/** `url(...)` references of a stylesheet at `href`, resolved to absolute paths so the rules work inline on any page. */
export function absoluteCssUrls(css: string, href: string): string {
  return css.replace(/url\(\s*(["']?)([^)"']+)\1\s*\)/g, (match, quote: string, url: string) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return match;
    return `url(${quote}${new URL(url, `https://site.invalid${href}`).pathname}${quote})`;
  });
}

/** The stylesheet as it goes inline: its rules, url()s absolute, source-map comment dropped. */
export function inlineCss(css: string, href: string): string {
  const text = absoluteCssUrls(css.replace(/\/\*# sourceMappingURL=[^*]*\*\//g, ''), href).trim();
  if (/<\/style/i.test(text)) throw new Error(`${href}: a stylesheet holding "</style" cannot go inline`);
  return text;
}

/** A chunk's mention of another chunk's file: how a dynamic import names what it loads. */
const CHUNK_MENTION = /static\/chunks\/([\w~.-]+\.js)\b/g;

/** The chunk files a text (a chunk, a hydration payload) names, as hrefs. */
export function chunkMentions(text: string): string[] {
  return [...text.matchAll(CHUNK_MENTION)].map((m) => `/_next/static/chunks/${m[1]!}`);
}

/**
 * The chunks a page may run: `sources` (its own chunk scripts) and each chunk
 * they name by file, in turn (a dynamic import, which runs later). `read`
 * returns a chunk's text by its href, or null when out/ has no such file.
 */
export function reachableChunks(sources: readonly string[], read: (href: string) => string | null): string[] {
  const seen = new Set<string>();
  const queue = [...sources];
  for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
    if (seen.has(href)) continue;
    const text = read(href);
    if (text === null) continue;
    seen.add(href);
    queue.push(...chunkMentions(text));
  }
  return [...seen];
}

/** Every word that could name a class: in class attributes, in script, in the hydration payload. */
export function classWords(text: string): Set<string> {
  return new Set(text.match(/[A-Za-z_][\w-]*/g) ?? []);
}

/** The classes a selector needs, leaving out what sits inside :not(), :is(), :has() and the like, and attribute tests. */
export function selectorClasses(selector: string): string[] {
  const plain = selector
    .replace(/\[[^\]]*\]/g, '')
    .replace(/:[\w-]+\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...plain.matchAll(/\.([A-Za-z_-][\w-]*)/g)].map((m) => m[1]!);
}

/**
 * The stylesheet without the rules no element of the page can match: a
 * selector stays while every class it needs is a word the page could use
 * (`used`: its markup, its hydration payload and the scripts it may run, which
 * name the classes they toggle). Rules without classes, at-rules and
 * keyframes stay; a conditional group left empty goes. Conservative by
 * design: it keeps what it cannot judge, so only the styles of components
 * that are not on the page go, and the page looks and behaves the same,
 * with JavaScript or without.
 */
export function pruneCss(css: string, used: (className: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => selectorClasses(selector).every(used));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((at) => {
    if (/^(media|supports|container|layer)$/i.test(at.name) && at.nodes !== undefined && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

/**
 * The page with its stylesheet links replaced by one inline <style> (where the
 * first link was) followed by the links, disabled. `read(href)` returns a
 * stylesheet's text, `prune` what of it the page keeps (pruneCss). Returns
 * the page and the hrefs inlined.
 */
export function inlineStylesheets(
  html: string,
  read: (href: string) => string,
  prune: (css: string) => string = (css) => css,
): { html: string; hrefs: string[] } {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return { html, hrefs: [] };
  const hrefs = links.map((m) => m[1]!);
  // data-precedence, as on the links: React's hydration passes over such a <style> in <head> instead of taking it for one of its own.
  const style = `<style data-precedence="${links[0]![2]}">${hrefs.map((href) => prune(inlineCss(read(href), href))).join('\n')}</style>`;
  const disabled = links.map(([, href, precedence]) => `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`).join('');
  let first = true;
  const out = html.replace(STYLESHEET_LINK, () => {
    if (!first) return '';
    first = false;
    return style + disabled;
  });
  return { html: out, hrefs };
}

/**
 * The inline script that requests the chunks once the page has loaded (the
 * HTML parsed and the pictures in view arrived) and painted its first
 * content, a frame later, so on a slow link the script never competes with
 * the content for the line. From then on it also renders, one per idle
 * moment, the sections the first paint skipped (DEFERRED_RENDER_ATTRIBUTE). A visitor who presses a key or touches the
 * screen first starts it at once; where either never comes (a picture that
 * stalls, a tab in the background), CHUNK_LOAD_FALLBACK_MS after the HTML.
 */
export function chunkLoader(sources: readonly string[], flight: string | null = null, worker: string | null = null): string {
  const events = JSON.stringify(CHUNK_LOAD_EARLY_EVENTS);
  return (
    `(function(s,F,W){var d=0,n=2,m=s.length,w=window,h=document.head,t=${events},P=w.PerformanceObserver;` +
    `function a(u){var e=document.createElement("script");e.src=u;e.setAttribute("async","");e.onload=e.onerror=y;h.appendChild(e)}` +
    // The sections the first paint skipped (DEFERRED_RENDER_ATTRIBUTE), rendered one per idle moment.
    `var I=w.requestIdleCallback||setTimeout;function v(){var e=document.querySelector(${JSON.stringify(`[${DEFERRED_RENDER_ATTRIBUTE}]`)});if(e){e.removeAttribute(${JSON.stringify(DEFERRED_RENDER_ATTRIBUTE)});I(v)}}` +
    `function l(){if(d)return;d=1;t.forEach(function(e){w.removeEventListener(e,l,true)});I(v);` +
    `if(!F)return s.forEach(a);` +
    // The chunks download beside the page's data; they run once it is in self.__next_f, as if it had been inline.
    `s.forEach(function(u){var k=document.createElement("link");k.setAttribute("rel","preload");k.setAttribute("as","script");k.href=u;h.appendChild(k)});` +
    `fetch(F).then(function(r){if(!r.ok)throw Error("HTTP "+r.status);return r.text()}).then(function(x){` +
    `var f=self.__next_f=self.__next_f||[];f.push([0]);f.push([1,x]);s.forEach(a)})}` +
    // The service worker registers once the page has loaded and painted, every chunk has run (the page has hydrated),
    // and the main thread is idle: its install, which downloads the precache, never competes with the page's own
    // scripts for the line or the processor.
    `function g(){var c=navigator.serviceWorker;W&&c&&c.register(W).catch(Boolean)}function q(){m||n||I(g)}function y(){--m;q()}` +
    `function r(){if(--n==0)requestAnimationFrame(function(){setTimeout(l)});q()}` +
    `if(document.readyState=="complete")r();else w.addEventListener("load",r);` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(x){` +
    `if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}});o.observe({type:"paint",buffered:true})}else r();` +
    `t.forEach(function(e){w.addEventListener(e,l,true)});setTimeout(l,${CHUNK_LOAD_FALLBACK_MS})})(${JSON.stringify(sources)},${JSON.stringify(flight)},${JSON.stringify(worker)})`
  );
}

/** Where `load` or the first paint never comes (a stalled picture, a background tab), the chunks load this long after the HTML. */
export const CHUNK_LOAD_FALLBACK_MS = 3000;

/** What a visitor does that starts the chunks before `load`. */
export const CHUNK_LOAD_EARLY_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Next's low-priority preload of a chunk in <head>; the chunk joins the loader instead. */
export const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/** The chunks a page as Next wrote it runs: its chunk scripts and its chunk preload, each once. */
export function chunkSources(html: string): string[] {
  return [...new Set([...html.matchAll(CHUNK_PRELOAD), ...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]!))];
}

/** Next's inline scripts that carry the page's React Server Components payload for hydration. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
export const FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
export const FLIGHT_PREFIX = 'self.__next_f.push(';
const FLIGHT_CHUNK = /^self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)$/;

/**
 * The page without Next's inline payload scripts, and the payload they carry
 * (the text they push into `self.__next_f`, joined), or null when the page
 * has none. The payload only serves hydration, yet it is a third to a half of
 * a page's bytes; as a file of its own (flightPath) it no longer stands
 * between the visitor and the first paint. Anything else pushed there (form
 * state, binary rows) is refused, so a new Next that writes it fails the build
 * here instead of hydrating wrongly.
 */
export function extractFlight(html: string): { html: string; flight: string | null } {
  const parts: string[] = [];
  let found = false;
  const out = html.replace(INLINE_SCRIPT, (whole, text: string) => {
    if (text === FLIGHT_INIT) {
      found = true;
      return '';
    }
    if (!text.startsWith(FLIGHT_PREFIX)) return whole;
    const chunk = FLIGHT_CHUNK.exec(text);
    if (!chunk) throw new Error(`an inline payload script this step does not understand: ${text.slice(0, 80)}`);
    parts.push(JSON.parse(chunk[1]!) as string);
    return '';
  });
  if (!found && parts.length === 0) return { html, flight: null };
  if (!found) throw new Error('payload scripts without the script that starts self.__next_f');
  return { html: out, flight: parts.join('') };
}

/** Where a page's payload file goes: under /_next/static (cached for good), named by its content. */
export function flightPath(flight: string): string {
  return `/_next/static/flight/${createHash('sha256').update(flight, 'utf8').digest('base64url').slice(0, 16)}.txt`;
}

/**
 * The page with Next's chunk scripts (and its chunk preload) taken out,
 * wherever they are, and requested by chunkLoader at the end of <body>,
 * which first fetches the payload at `flight` when the page's was taken out.
 */
export function deferChunkScripts(html: string, flight: string | null = null, worker: string | null = null): { html: string; sources: string[] } {
  const sources = chunkSources(html);
  if (sources.length === 0) return { html, sources };
  const stripped = html.replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, '');
  const bodyEnd = stripped.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('no </body> to carry the chunk loader');
  return { html: stripped.slice(0, bodyEnd) + `<script>${chunkLoader(sources, flight, worker)}</script>` + stripped.slice(bodyEnd), sources };
}

/** The SVG favicon's link, as Next writes it for app/icon.svg. */
export const SVG_ICON_LINK = /(<link rel="icon" href=")([^"]+)(" sizes="any" type="image\/svg\+xml"\/>)/;

/**
 * The page with its SVG favicon inline as a data: URL: the browser draws the
 * tab's icon without a request of its own (`read(href)` returns the file).
 * The .ico link stays, for crawlers and older browsers. Returns the file's
 * URL and the data: URL too: the hydration payload names the link by its
 * URL, and must name the same one, or React adds the file's link back.
 */
export function inlineSvgIcon(html: string, read: (href: string) => string): { html: string; from: string | null; to: string | null } {
  const link = SVG_ICON_LINK.exec(html);
  if (!link) return { html, from: null, to: null };
  const [whole, before, href, after] = link as unknown as [string, string, string, string];
  const svg = read(href.split('?')[0]!).trim();
  if (!svg.startsWith('<svg')) throw new Error(`${href} is not an SVG`);
  // Percent-encoded, but for the characters a data: URL may carry as they are.
  const to = `data:image/svg+xml,${encodeURIComponent(svg).replace(/%(3D|3A|2F|2C)/g, (m) => decodeURIComponent(m))}`;
  return { html: html.replace(whole, `${before}${to}${after}`), from: href, to };
}

/** An <img> or <source> the page marks for inlining (INLINE_IMAGE_ATTRIBUTE); for replace() and matchAll(). */
export const INLINE_IMAGE_ELEMENT = new RegExp(`<(?:img|source)\\b[^>]*\\s${INLINE_IMAGE_ATTRIBUTE}=""[^>]*>`, 'g');

/**
 * The page with each marked image's file drawn in as a data: URL
 * (`read(href)` returns the file's bytes): its paint needs no request of its
 * own. Refuses a marked element without exactly one plain file URL.
 */
export function inlineMarkedImages(html: string, read: (href: string) => Uint8Array): string {
  return html.replace(INLINE_IMAGE_ELEMENT, (element) => {
    const attribute = /\s(srcSet|src)="([^"]*)"/.exec(element);
    if (!attribute || !attribute[2]!.startsWith('/') || /[\s,]/.test(attribute[2]!)) {
      throw new Error(`${element.slice(0, 120)}: an image marked ${INLINE_IMAGE_ATTRIBUTE} needs one file, as src or srcSet, without descriptors`);
    }
    const [whole, name, href] = attribute as unknown as [string, string, string];
    return element.replace(whole, ` ${name}="${imageDataUrl(href, read(href))}"`);
  });
}

const LOADER_ARGUMENTS = /<script>\(function\(s,F,W\)\{[\s\S]*?\}\)\((\[[^\]]*\]),((?:"[^"]*")|null),((?:"[^"]*")|null)\)<\/script>/;

/** The chunk URLs a page's loader requests (deferChunkScripts wrote them), in order; none when the page has no loader. */
export function deferredChunkSources(html: string): string[] {
  const match = LOADER_ARGUMENTS.exec(html);
  return match ? (JSON.parse(match[1]!) as string[]) : [];
}

/** The service worker a page's loader registers, or null. */
export function deferredWorker(html: string): string | null {
  const match = LOADER_ARGUMENTS.exec(html);
  return match ? (JSON.parse(match[3]!) as string | null) : null;
}

/** The payload file a page's loader fetches, or null. */
export function deferredFlightSource(html: string): string | null {
  const match = LOADER_ARGUMENTS.exec(html);
  return match ? (JSON.parse(match[2]!) as string | null) : null;
}

/** What the first-paint step reads besides the page. */
export interface FirstPaintSources {
  /** A stylesheet's text by its href. */
  stylesheet: (href: string) => string;
  /** An icon file's text by its path (`/icon.svg`). */
  icon: (href: string) => string;
  /** An image file's bytes by its path, for the images the page marks to go inline. */
  image: (href: string) => Uint8Array;
  /**
   * A chunk's text by its href, or null when out/ has no such file. The
   * words of the chunks a page may run (reachableChunks) are the classes its
   * scripts may toggle; another page's scripts cannot add a class here.
   */
  chunk: (href: string) => string | null;
  /** classWords of a chunk's text (the caller caches it: every page runs the shared chunks). */
  chunkWords: (href: string) => ReadonlySet<string>;
}

export interface FirstPaintPage {
  html: string;
  /** The hydration payload file to write, or null when the page has none. */
  flight: { path: string; text: string } | null;
  /** Stylesheets inlined, and their text before and after pruning. */
  stylesheets: number;
  cssBefore: number;
  cssAfter: number;
  /** Chunks the loader requests. */
  chunks: number;
}

/**
 * One exported page through every step above: the payload out, the styles
 * in and pruned to the page, the marked images and the favicon inline, the
 * paint held for the footer, and the loader in place of the chunk scripts,
 * registering `worker` (the service worker's path) when it is not null.
 */
export function firstPaintPage(html: string, sources: FirstPaintSources, worker: string | null = null): FirstPaintPage {
  const payload = extractFlight(html);
  const pageWords = classWords([...payload.html.matchAll(/\sclass="([^"]*)"/g)].map((m) => m[1]).join(' ') + ' ' + (payload.flight ?? ''));
  // The chunks the page's scripts name, and those its payload names for React to load as it hydrates.
  const named = [...chunkSources(payload.html), ...chunkMentions(payload.flight ?? '')];
  const scriptWords = reachableChunks(named, sources.chunk).map(sources.chunkWords);
  const used = (name: string) => pageWords.has(name) || scriptWords.some((words) => words.has(name));
  let cssBefore = 0;
  let cssAfter = 0;
  const styles = inlineStylesheets(payload.html, sources.stylesheet, (text) => {
    const kept = pruneCss(text, used);
    cssBefore += text.length;
    cssAfter += kept.length;
    return kept;
  });
  const icon = inlineSvgIcon(paintAfterMainContent(inlineMarkedImages(styles.html, sources.image)), sources.icon);
  let flight: FirstPaintPage['flight'] = null;
  if (payload.flight !== null) {
    // The payload's icon link must be the page's, or React adds the file's link back when it hydrates.
    const text = icon.from === null ? payload.flight : payload.flight.split(JSON.stringify(icon.from)).join(JSON.stringify(icon.to));
    flight = { path: flightPath(text), text };
  }
  const scripts = deferChunkScripts(icon.html, flight?.path ?? null, worker);
  return { html: scripts.html, flight, stylesheets: styles.hrefs.length, cssBefore, cssAfter, chunks: scripts.sources.length };
}
