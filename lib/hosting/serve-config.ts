import { CACHE_CONTROL } from './cache';
import { assertPlainPath } from './limits';
import type { HostingPlan } from './plan';

/**
 * The `serve.json` that `npm start` (scripts/serve.mts, on serve's own
 * request handler) reads. serve applies every matching header rule in
 * order, a later value replacing an earlier one, so the site-wide rule sets
 * revalidate and the immutable and service-worker rules after it replace
 * Cache-Control.
 */
export interface ServeConfig {
  cleanUrls: boolean;
  trailingSlash: boolean;
  directoryListing: boolean;
  redirects: { source: string; destination: string; type: 301 }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

export function serveConfig(plan: HostingPlan): ServeConfig {
  const headerList = (headers: readonly (readonly [string, string])[]) => headers.map(([key, value]) => ({ key, value }));
  return {
    // `/about` serves about.html, and `/about.html` answers 301 to `/about`, as on Cloudflare Pages.
    cleanUrls: true,
    // `/about/` answers 301 to `/about`.
    trailingSlash: false,
    // Folders such as out/about/ hold Next's navigation payloads, not pages.
    directoryListing: false,
    redirects: plan.redirects.map(({ from, to }) => {
      // serve reads sources as path patterns: a plain path matches only itself.
      assertPlainPath(from);
      return { source: from, destination: to, type: 301 };
    }),
    headers: [
      { source: '**', headers: headerList([...plan.headers, ['Cache-Control', CACHE_CONTROL.revalidate]]) },
      ...plan.immutable.map((rule) => ({
        source: rule.kind === 'folder' ? `${rule.path}**` : rule.path,
        headers: headerList([['Cache-Control', CACHE_CONTROL.immutable]]),
      })),
      ...plan.workers.map((path) => {
        assertPlainPath(path);
        return { source: path, headers: headerList([['Cache-Control', CACHE_CONTROL.worker]]) };
      }),
    ],
  };
}
