import type { Metadata } from 'next';
import type { Thing } from 'schema-dts';
import type { PagedProduct } from '@/content/catalogue';
import type { Family } from '@/content/catalogue/types';
import { familyTrail, productTrail } from '@/lib/nav/breadcrumbs';
import type { CatalogueRoute } from '@/lib/catalogue/routes';
import { pageMetadata } from './metadata';
import { shareImageFor } from './share-images';
import { breadcrumbList, collectionPage, productNode } from './structured-data';

/** Metadata and structured data of the catch-all catalogue route: landings, product pages, redirect pages. */

export const familyTitle = (family: Family): string => family.metaTitle ?? family.title;
export const productTitle = (product: PagedProduct): string => product.page.metaTitle ?? product.title;

export function catalogueMetadata(route: CatalogueRoute): Metadata {
  switch (route.kind) {
    case 'family':
      return pageMetadata({
        path: route.path,
        kind: 'landing',
        title: familyTitle(route.family),
        description: route.family.metaDescription,
        share: shareImageFor({ kind: 'family', family: route.family }),
      });
    case 'product':
      return pageMetadata({
        path: route.path,
        kind: 'product',
        title: productTitle(route.product),
        description: route.product.page.metaDescription,
        share: shareImageFor({ kind: 'product', product: route.product }),
      });
    case 'redirect':
      // An old link pasted into a chat still previews as the product it now leads to.
      return pageMetadata({
        path: route.path,
        kind: 'redirect',
        canonical: route.to,
        indexed: false,
        title: `Moved: ${productTitle(route.product)}`,
        description: `This address has moved to the ${route.product.title} page.`,
        share: shareImageFor({ kind: 'product', product: route.product }),
      });
  }
}

/** A landing's or product page's graph: its breadcrumbs, and the collection or the product. A redirect page has none. */
export function catalogueNodes(route: Exclude<CatalogueRoute, { kind: 'redirect' }>): Thing[] {
  return route.kind === 'family'
    ? [breadcrumbList(familyTrail(route.family)), collectionPage(route.family)]
    : [breadcrumbList(productTrail(route.product)), productNode(route.product)];
}
