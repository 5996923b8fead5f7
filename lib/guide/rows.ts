import type { Facet, FacetValue } from '@/content/catalogue/facets';
import { familyFacets } from '@/content/catalogue/facets/index';
import type { FamilyKey, Product } from '@/content/catalogue/types';
import { productHref } from '@/lib/catalogue/product-href';
import { modelCompareKey } from '@/lib/compare/model-key';

/**
 * The selection guide's rows: one per orderable model of a family. A model
 * two products name (a fibre count that has its own page and also belongs
 * to its series) is one row, linked to the more specific page: the product
 * with the fewest models.
 */
export interface GuideRow {
  /** The model as the maker prints it; unique in the family's guide. */
  model: string;
  product: string;
  /** The product's landing tabs: the category tabs narrow the rows as they narrow the cards. */
  tabs: readonly string[];
  /** Where the model cell links, from the landing: the product's page, or its card's fragment (productHref). */
  href: string;
  /** Whether the product can be compared (it has spec tables). */
  comparable: boolean;
  /**
   * The model's own compare key where it is not the product's (a model of a
   * product of several, lib/compare/model-key.ts); absent otherwise, so a
   * landing's payload carries it only where it says something.
   */
  compareKey?: string;
  figures: Readonly<Record<string, FacetValue | null>>;
}

export function facetsOf(family: FamilyKey): readonly Facet[] {
  return familyFacets[family].facets;
}

/** A family's facets as the landing's island needs them: without the table row headers, which only the content checks read. */
export function islandFacets(family: FamilyKey): readonly Facet[] {
  return facetsOf(family).map((facet) => {
    const rest = { ...facet };
    delete rest.rows;
    return rest;
  });
}

export function guideRows(products: readonly Product[]): GuideRow[] {
  const chosen = new Map<string, { product: Product; figures: GuideRow['figures'] }>();
  for (const product of products) {
    for (const model of product.models) {
      const current = chosen.get(model.name);
      if (!current || product.models.length < current.product.models.length) {
        chosen.set(model.name, { product, figures: model.figures as GuideRow['figures'] });
      }
    }
  }
  // In landing order: products as the grid lists them, each product's models as it lists them.
  return products.flatMap((product) =>
    product.models
      .filter((model) => chosen.get(model.name)?.product === product)
      .map((model): GuideRow => {
        const compareKey = modelCompareKey(product, model.name);
        return {
          model: model.name,
          product: product.key,
          tabs: product.tabs as readonly string[],
          href: productHref(product, { from: 'landing' }),
          comparable: (product.page?.specTables.length ?? 0) > 0,
          ...(compareKey !== product.key ? { compareKey } : {}),
          figures: model.figures as GuideRow['figures'],
        };
      }),
  );
}
