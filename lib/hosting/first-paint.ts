/**
 * What the post-build step scripts/postbuild/05-first-paint.mjs does to each
 * exported page so its first paint needs nothing but the HTML:
 *
 * - Next's stylesheet links become one inline <style data-precedence> with the same rules in
 *   the same order (relative url()s made absolute). Each link stays, disabled:
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
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)" data-precedence="([^"]+)"\/>/g;
/** Next's chunk script, as the export writes it (in <head>, and its entry in <body>). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;

/** Set on <html> by the layout (ScrollToTop) once the page has hydrated, which is after its first paint. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The footer's id: the first paint waits until the parser has reached it. */
export const FIRST_PAINT_UNTIL_ID = 'site-footer';

const CHARSET = /<meta charSet="utf-8"\/>/;

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

/**
 * The page with its stylesheet links replaced by one inline <style> (where the
 * first link was) followed by the links, disabled. `read(href)` returns a
 * stylesheet's text. Returns the page and the hrefs inlined.
 */
export function inlineStylesheets(html: string, read: (href: string) => string): { html: string; hrefs: string[] } {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return { html, hrefs: [] };
  const hrefs = links.map((m) => m[1]!);
  // data-precedence, as on the links: React's hydration passes over such a <style> in <head> instead of taking it for one of its own.
  const style = `<style data-precedence="${links[0]![2]}">${hrefs.map((href) => inlineCss(read(href), href)).join('\n')}</style>`;
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
 * the content for the line. A visitor who presses a key or touches the
 * screen first starts it at once; where either never comes (a picture that
 * stalls, a tab in the background), CHUNK_LOAD_FALLBACK_MS after the HTML.
 */
export function chunkLoader(sources: readonly string[]): string {
  const events = JSON.stringify(CHUNK_LOAD_EARLY_EVENTS);
  return (
    `(function(s){var d=0,n=2,w=window,t=${events},P=w.PerformanceObserver;function l(){if(d)return;d=1;` +
    `t.forEach(function(e){w.removeEventListener(e,l,true)});` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;e.setAttribute("async","");document.head.appendChild(e)})}` +
    `function r(){if(--n==0)requestAnimationFrame(function(){setTimeout(l,0)})}` +
    `if(document.readyState=="complete")r();else w.addEventListener("load",r);` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(x){` +
    `if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}});o.observe({type:"paint",buffered:true})}else r();` +
    `t.forEach(function(e){w.addEventListener(e,l,true)});setTimeout(l,${CHUNK_LOAD_FALLBACK_MS})})(${JSON.stringify(sources)})`
  );
}

/** Where `load` or the first paint never comes (a stalled picture, a background tab), the chunks load this long after the HTML. */
export const CHUNK_LOAD_FALLBACK_MS = 3000;

/** What a visitor does that starts the chunks before `load`. */
export const CHUNK_LOAD_EARLY_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Next's low-priority preload of a chunk in <head>; the chunk joins the loader instead. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/**
 * The page with Next's chunk scripts (and its chunk preload) taken out,
 * wherever they are, and requested by chunkLoader at the end of <body>.
 */
export function deferChunkScripts(html: string): { html: string; sources: string[] } {
  const sources = [...new Set([...html.matchAll(CHUNK_PRELOAD), ...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]!))];
  if (sources.length === 0) return { html, sources };
  const stripped = html.replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, '');
  const bodyEnd = stripped.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('no </body> to carry the chunk loader');
  return { html: stripped.slice(0, bodyEnd) + `<script>${chunkLoader(sources)}</script>` + stripped.slice(bodyEnd), sources };
}

/** The chunk URLs a page's loader requests (deferChunkScripts wrote them), in order; none when the page has no loader. */
export function deferredChunkSources(html: string): string[] {
  const match = /<script>\(function\(s\)\{var d=0,n=2,w=window[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as string[]) : [];
}
