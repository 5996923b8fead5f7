/**
 * What an exported page needs to open with no network, read from its HTML
 * as build/post-export/ left it: the page itself, the hydration payload and
 * chunk scripts its loader requests, every chunk those and the payload name
 * (what its islands load later, as a visitor opens a menu or a picker), and
 * the web fonts its inline styles name. Styles are inline and pictures
 * degrade to their alt text, so these are all a saved page needs to work.
 */
import { chunkMentions, deferredChunkSources, deferredFlightSource, reachableChunks } from '../post-export/first-paint';

/** A font file an inline @font-face names (Next writes them under /_next/static/media/). */
const FONT_URL = /url\((\/_next\/static\/media\/[^)\s"']+\.woff2)\)/g;

/**
 * The files a page loads after its HTML, each once: its payload, its chunks
 * in load order followed by those they reach, its fonts. `read` returns a
 * file's text by its '/'-rooted path, or null when out/ has no such file (a
 * chunk named in passing that was never written is not a file to keep).
 */
export function pageAssets(html: string, read: (href: string) => string | null): string[] {
  const flight = deferredFlightSource(html);
  const named = [...deferredChunkSources(html), ...chunkMentions(flight ? (read(flight) ?? '') : '')];
  const fonts = [...html.matchAll(FONT_URL)].map((m) => m[1]!);
  return [...new Set([...(flight ? [flight] : []), ...reachableChunks(named, read), ...fonts])];
}

/**
 * The file in out/ that holds a page's HTML, for its URL path: '/' is
 * index.html, '/contact' contact.html (the hosts serve clean URLs).
 */
export function pageFile(urlPath: string): string {
  if (!urlPath.startsWith('/')) throw new Error(`${urlPath}: a URL path starts with '/'`);
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`;
}

/** The URL path of an exported file in out/ ('contact.html' → '/contact', 'icons/a.png' → '/icons/a.png'). */
export function fileUrl(file: string): string {
  const relative = file.replace(/^\/+/, '');
  if (relative === 'index.html') return '/';
  return `/${relative.endsWith('.html') ? relative.slice(0, -'.html'.length) : relative}`;
}
