import { catalogueRoutes } from '@/lib/catalogue-routes';
import { paths, type PageKey } from '@/content/paths';

/**
 * The route table: every path the static export writes, and what renders it.
 * Later features add their entries here (catalogue pages come from content
 * loaders). A path can be registered once; a second registration throws.
 */

export type RouteEntry =
  | { path: string; kind: 'page'; render: string }
  | { path: string; kind: 'redirect'; to: string };

export class DuplicateRouteError extends Error {
  constructor(path: string) {
    super(`Route ${path} is registered twice`);
    this.name = 'DuplicateRouteError';
  }
}

export function buildRouteTable(entries: readonly RouteEntry[]): ReadonlyMap<string, RouteEntry> {
  const table = new Map<string, RouteEntry>();
  for (const entry of entries) {
    if (!entry.path.startsWith('/')) throw new Error(`Route ${entry.path} must start with '/'`);
    if (table.has(entry.path)) throw new DuplicateRouteError(entry.path);
    table.set(entry.path, entry);
  }
  return table;
}

const page = (key: PageKey, render: string): RouteEntry => ({ path: paths[key], kind: 'page', render });

const CATALOGUE_RENDERER = 'app/[...path]/page.tsx';

/** Pages built so far. */
export const routeEntries: readonly RouteEntry[] = [
  page('home', 'app/page.tsx'),
  page('about', 'app/about/page.tsx'),
  page('publication', 'app/publication/page.tsx'),
  page('contact', 'app/contact/page.tsx'),
  page('thankYou', 'app/thank-you/page.tsx'),
  page('partner', 'app/partner/page.tsx'),
  page('products', 'app/products/page.tsx'),
  page('specCatv', 'app/spec-catv/page.tsx'),
  page('contactHeader', 'app/contactheader/page.tsx'),
  page('landingAbout', 'app/landingabout/page.tsx'),
  page('educational', 'app/educationalpage/page.tsx'),
  page('ofc', 'app/ofcpage/page.tsx'),
  page('surfaceMounting', 'app/surface-mounting/page.tsx'),
  page('mi', 'app/mi/page.tsx'),
  page('tutorials', 'app/tutorials/page.tsx'),
  page('search', 'app/search/page.tsx'),
  ...catalogueRoutes.map(
    (r): RouteEntry =>
      r.kind === 'redirect'
        ? { path: r.path, kind: 'redirect', to: r.to }
        : { path: r.path, kind: 'page', render: `${CATALOGUE_RENDERER} (${r.kind})` },
  ),
];

export const routeTable = buildRouteTable(routeEntries);

/**
 * Pages that the site already links to but that later work builds. The crawl
 * accepts links to these and fails on any other unresolved link; each feature
 * removes its routes from this list when it lands.
 */
export const pendingPageKeys: readonly PageKey[] = [];

export const pendingRoutes: readonly string[] = pendingPageKeys.map((k) => paths[k]);

export function isExported(path: string): boolean {
  return routeTable.has(path);
}
