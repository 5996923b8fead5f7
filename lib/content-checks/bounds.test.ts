import type { Product } from '@/content/catalogue/types';
import { currentCatalogue, type CatalogueInput } from '@/lib/catalogue/checks';
import { boundBefore, boundedFigures, boundProblems } from './bounds';

/** The real catalogue with one product changed. */
function withProduct(key: string, change: (p: Product) => Product): CatalogueInput {
  const catalogue = currentCatalogue();
  return { ...catalogue, products: catalogue.products.map((p) => (p.key === key ? change(p) : p)) };
}

const figures = (p: Product, change: Record<string, unknown>): Product => ({ ...p, models: p.models.map((m) => ({ ...m, figures: { ...m.figures, ...change } })) }) as Product;

describe('bounds kept as bounds', () => {
  it('pass the catalogue as it stands', () => {
    expect(boundProblems(currentCatalogue())).toEqual([]);
  });

  it('read the bound a sign or a word puts before a figure', () => {
    expect(boundBefore('< ')).toBe('under');
    expect(boundBefore('weighs under ')).toBe('under');
    expect(boundBefore('less than ')).toBe('under');
    expect(boundBefore('≤')).toBe('atMost');
    expect(boundBefore('≥ ')).toBe('atLeast');
    expect(boundBefore('over ')).toBe('over');
    expect(boundBefore('weighs ')).toBeNull();
    expect(boundedFigures('< 4.4 lbs (< 2 kg)').map((f) => [f.value, f.unit, f.bound])).toEqual([[2, 'kg', 'under']]);
    expect(boundedFigures('Less than 2.2 lbs (less than 1 kg)').map((f) => [f.value, f.bound])).toEqual([[1, 'under']]);
    expect(boundedFigures('≥32/30 dB').map((f) => [f.value, f.bound])).toEqual([
      [32, 'atLeast'],
      [30, 'atLeast'],
    ]);
    expect(boundedFigures('a 2 kg unit')).toEqual([]);
  });

  it('name a weight typed as exactly 2 kg where its table says "< 2 kg", with the helper to write it', () => {
    const problems = boundProblems(withProduct('ae3100', (p) => figures(p, { weight: 2 })));
    expect(problems).toHaveLength(6);
    expect(problems[0]).toBe(
      'ae3100 › models[0] AE3100A › weight: typed as exactly 2 kg, but page.specTables[3] "General Specifications" › "Weight" says "4.4 lbs (< 2 kg"; write under(2) (content/catalogue/quantity.ts) so every output keeps the bound',
    );
  });

  it('name a figure its own words bound, in a unit only one facet of the family has', () => {
    const problems = boundProblems(withProduct('vf10', (p) => ({ ...figures(p, { weight: 0.12 }), summary: `${p.summary} It weighs under 120 g.` })));
    expect(problems.some((m) => m.startsWith('vf10 › models[0] VF-10 › weight: typed as exactly 0.12 kg, but summary says "weighs under 120 g"'))).toBe(true);
  });

  it('leave a figure typed with its bound alone', () => {
    expect(boundProblems(withProduct('vf10', (p) => figures(p, { weight: { atMost: 0.12, strict: true } })))).toEqual([]);
  });
});
