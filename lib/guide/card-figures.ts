import { formatFigure, type Facet, type FacetValue } from '@/content/catalogue/facets';
import { familyFacets } from '@/content/catalogue/facets/index';
import { quantityAcross, type Quantity } from '@/content/catalogue/quantity';
import type { Product } from '@/content/catalogue/types';

/** One key figure on a card: what it is, for a screen reader, and its value across the product's models. */
export interface CardFigure {
  label: string;
  text: string;
}

/**
 * What a value comes to across a product's models: the figure across them
 * (quantityAcross), every value of a set, each choice once. Models without
 * a value are left out; none with one gives null.
 */
export function acrossModels(facet: Facet, values: readonly (FacetValue | null)[]): FacetValue | null {
  const known = values.filter((v): v is FacetValue => v !== null);
  if (known.length === 0) return null;
  switch (facet.kind) {
    case 'number':
      return quantityAcross(known as readonly Quantity[]);
    case 'set': {
      const all = new Set(known.flatMap((v) => v as readonly string[]));
      return facet.options.map((o) => o.value).filter((v) => all.has(v));
    }
    case 'choice': {
      const distinct = [...new Set(known as string[])];
      return distinct.length === 1 ? distinct[0]! : null;
    }
    case 'flag':
      return known.every((v) => v === known[0]) ? known[0]! : null;
  }
}


/** Every key figure a source gives the product, across its models, as the guide words it: the datasheet's block and the search's words. */
export function keyFiguresOf(product: Product): { label: string; value: string }[] {
  const facets = familyFacets[product.family].facets as readonly Facet[];
  return facets.flatMap((facet) => {
    const value = acrossModels(facet, product.models.map((m) => (m.figures as Readonly<Record<string, FacetValue | null>>)[facet.id] ?? null));
    return value === null ? [] : [{ label: facet.label, value: formatFigure(facet, value) }];
  });
}

/** The two or three key figures a product's card shows (the family's `cardFigures`), from its models' values. */
export function cardFigures(product: Product): CardFigure[] {
  const family = familyFacets[product.family];
  const facets = family.facets as readonly Facet[];
  const models = product.models;
  return (family.cardFigures as readonly string[]).flatMap((id) => {
    const facet = facets.find((f) => f.id === id);
    if (!facet) return [];
    const value = acrossModels(
      facet,
      models.map((m) => (m.figures as Readonly<Record<string, FacetValue | null>>)[id] ?? null),
    );
    return value === null ? [] : [{ label: facet.label, text: formatFigure(facet, value) }];
  });
}
