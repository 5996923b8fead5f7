import { getProducts } from '@/content/catalogue';
import { MODEL_KEY_SEPARATOR, modelCompareKey, modelSlug } from './model-key';

const product = (key: string, ...names: string[]) => ({ key, models: names.map((name) => ({ name, figures: {} })) }) as never;

describe('modelCompareKey', () => {
  it('gives a model of a product of several its own key under the product’s', () => {
    expect(modelCompareKey(product('ae3100', 'AE3100A', 'AE3100E'), 'AE3100E')).toBe('ae3100~ae3100e');
    expect(modelCompareKey(product('neo', 'Lumora NEO 2F', 'Lumora NEO 4F'), 'Lumora NEO 2F')).toBe('neo~lumora-neo-2f');
  });

  it('keeps the product’s own key for a product of one model, so old links still work', () => {
    expect(modelCompareKey(product('s1v', 'S1V'), 'S1V')).toBe('s1v');
  });

  it('writes keys a URL carries as they are', () => {
    for (const p of getProducts()) {
      for (const m of p.models) {
        const key = modelCompareKey(p, m.name);
        expect([m.name, encodeURIComponent(key)]).toEqual([m.name, key]);
      }
    }
  });

  it('never finds the separator in a product key, where it would make the key ambiguous', () => {
    for (const p of getProducts()) expect(p.key).not.toContain(MODEL_KEY_SEPARATOR);
  });
});

describe('modelSlug', () => {
  it('lower-cases and joins each run of other characters with one hyphen', () => {
    expect(modelSlug('FC-6RS-C')).toBe('fc-6rs-c');
    expect(modelSlug(' PX20+ 4 ')).toBe('px20-4');
  });
});
