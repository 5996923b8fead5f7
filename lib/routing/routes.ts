import { datasheetPath, getProduct, getProducts, hasDatasheet, type ProductKey } from '@/content/catalogue';
import type { FamilyKey } from '@/content/catalogue/types';
import { getPage, pages, sitePageKeys, wordsModule, type SitePageKey } from '@/content/pages';
import { catalogueRoutes } from '@/lib/catalogue/routes';

/**
 * The route table: every HTML page the static export writes, what kind of
 * page it is, the record it shows and the file that renders it, so a URL
 * leads to its code in one step (`npm run routes`). A path can be
 * registered once; a second registration throws.
 */

interface Entry<K extends string, Key extends string> {
  path: string;
  kind: K;
  /** The record the page shows: a page key, a family key or a product key. */
  key: Key;
  /** The file that renders it: the page's route file, or the catalogue template the catch-all route calls. */
  render: string;
  /** The content module that holds the page's words and figures. */
  record: string;
}

export type RouteEntry =
  | Entry<'page', SitePageKey>
  | Entry<'landing', FamilyKey>
  | Entry<'product', ProductKey>
  | (Entry<'redirect', ProductKey> & { to: string });

export type RouteKind = RouteEntry['kind'];

/** What a route entry shows, in the words of the content checks: `s1v › page.route`, `content/pages.ts 'about'`. */
function ownerOf(entry: RouteEntry): string {
  switch (entry.kind) {
    case 'page':
      return `content/pages.ts '${entry.key}'`;
    case 'landing':
      return `family ${entry.key} (content/pages.ts '${entry.key}')`;
    case 'product':
      return `${entry.key} › page.route`;
    case 'redirect':
      return `${entry.key} › page.legacyPaths`;
  }
}

export class DuplicateRouteError extends Error {
  constructor(path: string, first: RouteEntry, second: RouteEntry) {
    super(`'${path}' is claimed 2 times: ${ownerOf(first)}, ${ownerOf(second)}; give one of them another address`);
    this.name = 'DuplicateRouteError';
  }
}

export function buildRouteTable(entries: readonly RouteEntry[]): ReadonlyMap<string, RouteEntry> {
  const table = new Map<string, RouteEntry>();
  for (const entry of entries) {
    if (!entry.path.startsWith('/')) throw new Error(`Route ${entry.path} must start with '/'`);
    const first = table.get(entry.path);
    if (first) throw new DuplicateRouteError(entry.path, first, entry);
    table.set(entry.path, entry);
  }
  return table;
}

/** Templates the catch-all route `app/[...path]/page.tsx` renders catalogue paths with. */
export const CATALOGUE_ROUTE_FILE = 'app/[...path]/page.tsx';
export const catalogueTemplates = {
  landing: 'components/catalogue/family-landing.tsx',
  product: 'components/catalogue/product-detail/product-detail.tsx',
  redirect: 'components/catalogue/redirect-notice.tsx',
} as const;

/** The route file of a page in the registry: `app/page.tsx` for `/`, `app/about/page.tsx` for `/about`. */
export function routeFile(path: string): string {
  return path === '/' ? 'app/page.tsx' : `app${path}/page.tsx`;
}

const page = (key: SitePageKey): RouteEntry => {
  const { path } = pages[key];
  return { path, kind: 'page', key, render: routeFile(path), record: wordsModule(getPage(key)) };
};
/** A family's landing record, and a product's own file beside it (content/catalogue/<family>/<key>.ts). */
const familyModule = (family: FamilyKey) => `content/catalogue/${family}/index.ts`;
const productModule = (product: { family: FamilyKey; key: ProductKey }) => `content/catalogue/${product.family}/${product.key}.ts`;

/** Every exported HTML page: the registry's own pages (content/pages.ts), then the catalogue's. */
export const routeEntries: readonly RouteEntry[] = [
  ...sitePageKeys.map(page),
  ...catalogueRoutes.map((r): RouteEntry => {
    switch (r.kind) {
      case 'family':
        return { path: r.path, kind: 'landing', key: r.family.key, render: catalogueTemplates.landing, record: familyModule(r.family.key) };
      case 'product':
        return { path: r.path, kind: 'product', key: r.product.key, render: catalogueTemplates.product, record: productModule(r.product) };
      case 'redirect':
        return {
          path: r.path,
          kind: 'redirect',
          key: r.product.key,
          to: r.to,
          render: catalogueTemplates.redirect,
          record: productModule(r.product),
        };
    }
  }),
];

export const routeTable = buildRouteTable(routeEntries);

export function isExported(path: string): boolean {
  return routeTable.has(path);
}

/** Files the export writes besides the HTML pages, each with what renders it. */
export interface ExportedFile {
  path: string;
  kind: 'datasheet' | 'search-index' | 'not-found';
  key: ProductKey | null;
  render: string;
  record: string;
}

export function exportedFiles(): readonly ExportedFile[] {
  return [
    { path: '/404', kind: 'not-found', key: null, render: 'app/not-found.tsx', record: 'content/families.ts' },
    { path: '/search-index.json', kind: 'search-index', key: null, render: 'app/search-index.json/route.ts', record: 'lib/search/build-index.ts' },
    { path: '/search-suggest.json', kind: 'search-index', key: null, render: 'app/search-suggest.json/route.ts', record: 'lib/search/build-index.ts' },
    ...getProducts()
      .filter(hasDatasheet)
      .map(
        (p): ExportedFile => ({
          path: datasheetPath(p),
          kind: 'datasheet',
          key: p.key,
          render: 'app/datasheets/[file]/route.ts',
          record: productModule(p),
        }),
      ),
  ];
}

/**
 * One row of `npm run routes`: URL, kind, record key, what renders it and the
 * module holding its words. A redirect row names where it leads and the model
 * shown there, so an old address can be checked against the spec's list
 * (`→ /sumitomoproducttwelve (FC-6M / FC-6S)`).
 */
export function routeListing(entry: RouteEntry | ExportedFile): readonly [string, string, string, string, string] {
  const renderedBy = entry.kind === 'redirect' ? `→ ${entry.to} (${getProduct(entry.key)?.model ?? entry.key})` : entry.render;
  return [entry.path, entry.kind, entry.key ?? '-', renderedBy, entry.record];
}
