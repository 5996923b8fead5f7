import type { Product } from '@/content/catalogue/types';

/**
 * The compare key of one orderable model. A product of several models (the
 * AE3100A to F) is compared model by model from the selection guide, each
 * under `<product>~<model>` ('ae3100~ae3100e'); the product's own key still
 * compares the series as a whole, as its card and page do. A product of one
 * model is that model, so its key stays the product's and old /compare links
 * keep working.
 */

/** Between the product's key and the model's in a model's key; unreserved in URLs, so a /compare link stays readable. */
export const MODEL_KEY_SEPARATOR = '~';

/** A model name as it stands in a key: lower case, each run of other characters one hyphen ('Lumora NEO 2F' → 'lumora-neo-2f'). */
export function modelSlug(model: string): string {
  return model
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function modelCompareKey(product: Pick<Product, 'key' | 'models'>, model: string): string {
  return product.models.length > 1 ? `${product.key}${MODEL_KEY_SEPARATOR}${modelSlug(model)}` : product.key;
}
