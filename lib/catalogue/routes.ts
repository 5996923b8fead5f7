import { getFamilies, getLegacyRedirects, getPagedProducts, type PagedProduct } from '@/content/catalogue';
import type { Family } from '@/content/catalogue/types';
import { paths } from '@/content/paths';

/**
 * Every catalogue path and what it shows: family landing pages, product
 * pages and the redirect pages of old links. The catch-all route renders
 * these; the route table registers them.
 */
export type CatalogueRoute =
  | { kind: 'family'; path: string; family: Family }
  | { kind: 'product'; path: string; product: PagedProduct }
  | { kind: 'redirect'; path: string; to: string; product: PagedProduct };

export const catalogueRoutes: readonly CatalogueRoute[] = [
  ...getFamilies().map((family): CatalogueRoute => ({ kind: 'family', path: paths[family.page], family })),
  ...getPagedProducts().map((product): CatalogueRoute => ({ kind: 'product', path: product.page.route, product })),
  ...getLegacyRedirects().map(({ from, to, product }): CatalogueRoute => ({ kind: 'redirect', path: from, to, product })),
];

const byPath = new Map(catalogueRoutes.map((r) => [r.path, r]));

export function resolveCataloguePath(segments: readonly string[]): CatalogueRoute | null {
  return byPath.get(`/${segments.map(decodeURIComponent).join('/')}`) ?? null;
}

export function catalogueSegments(route: CatalogueRoute): string[] {
  return route.path.slice(1).split('/');
}
