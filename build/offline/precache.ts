/**
 * What the service worker precaches at install: the pages every visitor has
 * offline (PRECACHED_PAGES) with everything they load after their HTML, the
 * JSON they fetch (the search index behind /search, the enquiry products,
 * the field kit's list), and the web app manifest with its icons. Everything
 * else is cached as it is used, or saved through the field kit.
 */
import { FIELD_KIT_MANIFEST_PATH } from '@/lib/offline/caches';
import { PRECACHE_BUDGET_BYTES } from '@/lib/offline/worker-settings';
import { SEARCH_INDEX_PATH, SUGGEST_INDEX_PATH } from '@/lib/search/index-file';
import { pageAssets, pageFile } from './page-assets';

/** JSON files pages fetch that must answer offline. */
export const PRECACHED_DATA = [SEARCH_INDEX_PATH, SUGGEST_INDEX_PATH, '/enquiry-products.json', FIELD_KIT_MANIFEST_PATH] as const;

/** The web app manifest, and the icons it names (read from it, so a new icon cannot be forgotten). */
export const WEB_APP_MANIFEST = '/manifest.webmanifest';

export interface PrecacheInput {
  /** The pages to precache, as URL paths. */
  pages: readonly string[];
  /** Every file in out/, as '/'-rooted paths ('/contact.html'). */
  files: ReadonlySet<string>;
  /** A file's text, by its '/'-rooted path, or null when out/ has no such file. */
  read: (file: string) => string | null;
}

/**
 * The files to precache, as out/ paths without the leading '/' (workbox-build's
 * glob patterns), sorted. Throws naming every page, asset or file that is not
 * in out/, so a renamed page cannot leave the worker precaching nothing.
 */
export function precacheFiles({ pages, files, read }: PrecacheInput): string[] {
  const wanted = new Set<string>();
  const missing: string[] = [];
  const want = (file: string, by: string) => {
    if (files.has(file)) wanted.add(file);
    else missing.push(`${file} (${by})`);
  };
  for (const page of pages) {
    const html = `/${pageFile(page)}`;
    want(html, `page ${page}`);
    if (!files.has(html)) continue;
    for (const asset of pageAssets(read(html) ?? '', read)) want(asset, `loaded by ${page}`);
  }
  for (const data of PRECACHED_DATA) want(data, 'fetched by the pages');
  want(WEB_APP_MANIFEST, 'linked by every page');
  if (files.has(WEB_APP_MANIFEST)) {
    const manifest = JSON.parse(read(WEB_APP_MANIFEST) ?? '{}') as { icons?: { src: string }[]; shortcuts?: { icons?: { src: string }[] }[] };
    const icons = [...(manifest.icons ?? []), ...(manifest.shortcuts ?? []).flatMap((s) => s.icons ?? [])];
    for (const icon of icons) want(new URL(icon.src, 'https://x').pathname, 'named by the web app manifest');
  }
  if (missing.length > 0) throw new Error(`the service worker would precache files out/ does not have:\n${missing.join('\n')}`);
  return [...wanted].map((f) => f.slice(1)).sort();
}

/** Whether a file's name changes with its content, so Workbox needs no revision for it. */
export function fingerprinted(url: string): boolean {
  return url.startsWith('/_next/static/');
}

/** The budget's verdict on a precache of `wireBytes` (gzip), or null when it fits. */
export function precacheOverBudget(wireBytes: number, budget = PRECACHE_BUDGET_BYTES): string | null {
  if (wireBytes < budget) return null;
  return `the precache is ${(wireBytes / 1024).toFixed(1)} KB gzip, over its ${(budget / 1024).toFixed(0)} KB budget (lib/offline/worker-settings.ts)`;
}
