import { getProducts } from '@/content/catalogue';
import type { Product } from '@/content/catalogue/types';
import { cloneKey, cloneModel, cloneProduct, cloneRoute, cloneTag, replaceText, scaleProducts } from './scale-catalogue';

const real = getProducts();
const paged = real.filter((p) => p.page !== null);

describe('the scale generator', () => {
  it('keeps the real catalogue as copy 1, untouched and first in each family', () => {
    const scaled = scaleProducts(real, 3);
    expect(scaled).toHaveLength(real.length * 3);
    for (const product of real) expect(scaled).toContain(product);
    expect(scaleProducts(real, 1)).toEqual(real);
  });

  it('gives every product of a 10x catalogue its own key, model number and route', () => {
    const scaled = scaleProducts(real, 10);
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(scaled.map((p) => p.key))).toBe(true);
    expect(unique(scaled.map((p) => p.model))).toBe(true);
    const routes = scaled.flatMap((p) => (p.page ? [p.page.route, ...p.page.legacyPaths] : []));
    expect(unique(routes)).toBe(true);
    expect(unique(scaled.filter((p) => p.page).map((p) => p.title))).toBe(true);
  });

  it('names copy n in key, model and route, and gives it no old paths', () => {
    const s1v = paged.find((p) => p.model === 'S1V')!;
    const copy = cloneProduct(s1v, 7);
    expect(copy.key).toBe('s1v-x7');
    expect(copy.model).toBe('S1V-X7');
    expect(copy.page?.route).toBe('/sumitomo/S1V-x7');
    expect(copy.page?.legacyPaths).toEqual([]);
    expect(copy.title).toContain('S1V-X7');
    expect(copy.family).toBe(s1v.family);
    expect(copy.tabs).toEqual(s1v.tabs);
  });

  it('points similar products at the same copy, so every link resolves inside the scaled catalogue', () => {
    const scaled = scaleProducts(real, 4);
    const keys = new Set(scaled.map((p) => p.key));
    for (const product of scaled) {
      for (const key of product.page?.similar ?? []) expect(keys.has(key)).toBe(true);
    }
    const copy = cloneProduct(paged[0]!, 4);
    expect(copy.page?.similar).toEqual(paged[0]!.page!.similar.map((k) => `${k}-x4`));
  });

  it('replaces the model number in every text of the record, spec cells and drawing labels included', () => {
    for (const product of paged) {
      const copy = cloneProduct(product, 2);
      const text = JSON.stringify({ ...copy, key: '', page: { ...copy.page, similar: [], route: '' } });
      expect(text.split(cloneModel(product.model, 2)).join('')).not.toContain(`"${product.model}"`);
    }
  });

  it('tags a title that does not name the model, so it stays distinct', () => {
    const product = { ...paged[0]!, title: 'A splicer without its number' } as Product;
    expect(cloneProduct(product, 5).title).toBe('A splicer without its number (X5)');
  });

  it('never changes the record it copies', () => {
    const before = JSON.stringify(real);
    scaleProducts(real, 3);
    expect(JSON.stringify(real)).toBe(before);
  });

  it('copies plain data deeply and leaves other values alone', () => {
    expect(replaceText({ a: ['S1V', 'S1V Ultra'], b: 3, c: null }, 'S1V', 'S1V-X2')).toEqual({ a: ['S1V-X2', 'S1V-X2 Ultra'], b: 3, c: null });
  });

  it('refuses copy numbers below 2 and factors below 1', () => {
    expect(() => cloneTag(1)).toThrow(RangeError);
    expect(() => cloneKey('s1v', 0)).toThrow(RangeError);
    expect(() => cloneRoute('/a', 1.5)).toThrow(RangeError);
    expect(() => scaleProducts(real, 0)).toThrow(RangeError);
  });
});
