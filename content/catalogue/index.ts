import { deviserContent } from './deviser';
import { edfaContent } from './edfa';
import { fiberContent } from './fiber';
import { ponContent } from './pon';
import { sumitomoContent } from './sumitomo';
import type { Family, FamilyKey, Product, ProductImage, ProductKey, ProductPage } from './types';

export type { ProductKey };

/**
 * Loaders over the catalogue records. Pages, the route table, the search
 * index and the datasheets all read the catalogue through these.
 */

/** A product that has a detail page. */
export type PagedProduct = Product & { page: ProductPage };

const contents = {
  sumitomo: sumitomoContent,
  deviser: deviserContent,
  pon: ponContent,
  fiber: fiberContent,
  edfa: edfaContent,
} as const;

/** Family order on the site: the Products menu order. */
export const familyOrder: readonly FamilyKey[] = ['sumitomo', 'deviser', 'pon', 'edfa', 'fiber'];

const families: readonly Family[] = familyOrder.map((key) => contents[key].family as Family);
const products: readonly Product[] = familyOrder.flatMap((key) => contents[key].products as readonly Product[]);
const byKey = new Map<string, Product>(products.map((p) => [p.key, p]));

export function getFamilies(): readonly Family[] {
  return families;
}

export function getFamily(key: FamilyKey): Family {
  return contents[key].family as Family;
}

export function getProducts(family?: FamilyKey): readonly Product[] {
  return family ? products.filter((p) => p.family === family) : products;
}

export function getProduct(key: string): Product | null {
  return byKey.get(key) ?? null;
}

export function hasPage(product: Product): product is PagedProduct {
  return product.page !== null;
}

export function getPagedProducts(family?: FamilyKey): readonly PagedProduct[] {
  return getProducts(family).filter(hasPage);
}

/**
 * Every product with a page has a datasheet, generated at build time from
 * the same record (lib/datasheet): its existence follows from the record,
 * never from a flag an editor could forget.
 */
export function hasDatasheet(product: Product): product is PagedProduct {
  return hasPage(product);
}

/** Where a product's generated datasheet is served. */
export function datasheetPath(product: Pick<Product, 'key'>): string {
  return `/datasheets/${product.key}.pdf`;
}

/** Old paths and the canonical page each one now redirects to. */
export function getLegacyRedirects(): readonly { from: string; to: string; product: PagedProduct }[] {
  return getPagedProducts().flatMap((product) =>
    product.page.legacyPaths.map((from) => ({ from, to: product.page.route, product })),
  );
}

/** The four similar products of a page, resolved. Throws on a broken key (the content test catches it first). */
export function getSimilarProducts(product: PagedProduct): readonly PagedProduct[] {
  return product.page.similar.map((key) => {
    const similar = getProduct(key);
    if (!similar || !hasPage(similar)) throw new Error(`${product.key}: similar product ${key} has no page`);
    return similar;
  });
}

/** Every picture the catalogue shows: family heroes, products, galleries and showcase blocks. */
export function getCatalogueImages(): ProductImage[] {
  return [
    ...families.map((f) => f.hero.image),
    ...products.flatMap((p) => [
      p.image,
      ...(p.page?.gallery ?? []).flatMap((g) => (g.image ? [g.image] : [])),
      ...(p.page?.showcase ?? []).map((b) => b.image),
    ]),
  ];
}
