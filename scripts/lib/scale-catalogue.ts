/**
 * The synthetic catalogue of `npm run bench:scale`: the real records cloned
 * under new keys, routes and model numbers, so a build can be measured at
 * 10 or 50 times today's catalogue. Only the temp copy of the project that
 * the benchmark builds imports this (from content/catalogue/index.ts, patched
 * there); nothing under content/ ever holds a clone.
 *
 * Copy 1 is the real catalogue, untouched. Copy n (2, 3, …) of a product:
 * - key `<key>-x<n>`, model `<model>-X<n>`, route `<route>-x<n>`;
 * - every text of the record (title, summary, descriptions, spec cells, the
 *   drawing's labels) with the model number replaced by the copy's, and the
 *   copy's tag added to a title or description that does not name the model,
 *   so titles stay distinct;
 * - its similar products are the same products' copy n, so every link stays
 *   inside one copy of the catalogue;
 * - no old paths: a clone never had an old address to redirect from.
 */
import type { Product, ProductKey } from '@/content/catalogue/types';

/** The tag of copy n: key and route suffix `x<n>`, model suffix `X<n>`. */
export function cloneTag(n: number): { key: string; model: string } {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`copy ${n}: copies are numbered from 2 (copy 1 is the real catalogue)`);
  return { key: `x${n}`, model: `X${n}` };
}

export const cloneKey = (key: string, n: number) => `${key}-${cloneTag(n).key}`;
export const cloneModel = (model: string, n: number) => `${model}-${cloneTag(n).model}`;
export const cloneRoute = (route: string, n: number) => `${route}-${cloneTag(n).key}`;

/** Every string inside `value` with `from` replaced by `to`; arrays and plain objects are copied, nothing is mutated. */
export function replaceText<T>(value: T, from: string, to: string): T {
  if (typeof value === 'string') return value.split(from).join(to) as T;
  if (Array.isArray(value)) return value.map((item) => replaceText(item, from, to)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceText(v, from, to)])) as T;
  }
  return value;
}

/** `text` naming the copy: the model replaced where it appears, the copy's tag added where it does not. */
function tagged(text: string, model: string, n: number): string {
  return text.includes(model) ? text.split(model).join(cloneModel(model, n)) : `${text} (${cloneTag(n).model})`;
}

/** Copy n of one product record. */
export function cloneProduct(product: Product, n: number): Product {
  const model = product.model;
  const copy = replaceText(product, model, cloneModel(model, n));
  const page = product.page;
  return {
    ...copy,
    key: cloneKey(product.key, n) as ProductKey,
    model: cloneModel(model, n),
    title: tagged(product.title, model, n),
    ...(product.cardTitle !== undefined ? { cardTitle: tagged(product.cardTitle, model, n) } : {}),
    page:
      page === null || copy.page === null
        ? null
        : {
            ...copy.page,
            route: cloneRoute(page.route, n),
            legacyPaths: [],
            metaDescription: tagged(page.metaDescription, model, n),
            ...(page.metaTitle !== undefined ? { metaTitle: tagged(page.metaTitle, model, n) } : {}),
            similar: page.similar.map((key) => cloneKey(key, n)) as unknown as typeof page.similar,
          },
  } as Product;
}

/** The catalogue `factor` times over: the real records first, then copies 2 … factor of each, family by family. */
export function scaleProducts(products: readonly Product[], factor: number): Product[] {
  if (!Number.isInteger(factor) || factor < 1) throw new RangeError(`factor ${factor}: a whole number of at least 1`);
  const families = [...new Set(products.map((p) => p.family))];
  return families.flatMap((family) => {
    const real = products.filter((p) => p.family === family);
    const copies = Array.from({ length: factor - 1 }, (_, i) => real.map((p) => cloneProduct(p, i + 2)));
    return [...real, ...copies.flat()];
  });
}
