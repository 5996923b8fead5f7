import type { Product } from '@/content/catalogue/types';
import { currentCatalogue, type CatalogueInput } from '@/lib/catalogue/checks';
import { claimProblems } from './claims';

function withSummary(key: string, summary: string): CatalogueInput {
  const catalogue = currentCatalogue();
  return { ...catalogue, products: catalogue.products.map((p): Product => (p.key === key ? { ...p, summary } : p)) };
}

describe('figures in prose', () => {
  it('name a figure the words state that no table of the product holds', () => {
    // The CE amplifiers' old shared feature: their tables hold -5 dBm (input) but no 8 dBm.
    const problems = claimProblems(withSummary('ce0416m', 'Output can be trimmed over a -5 to +8 dBm range.'));
    expect(problems).toEqual([
      'ce0416m › summary: states "8 dBm", which no table of ce0416m holds; put the figure in its spec table, or take it out of the words',
    ]);
    expect(claimProblems(currentCatalogue())).toEqual([]);
  });

  it('read a figure whose unit is written in another case as that unit', () => {
    // The AE3100 Live's tables hold 40 and 38 dB: '41 db' is as wrong as '41 dB'.
    const stated = 'ae3100-live › summary: states "41 dB", which no table of ae3100-live holds; put the figure in its spec table, or take it out of the words';
    expect(claimProblems(withSummary('ae3100-live', 'With 41 db of dynamic range it reaches far.'))).toEqual([stated]);
    expect(claimProblems(withSummary('ae3100-live', 'With 41 dB of dynamic range it reaches far.'))).toEqual([stated]);
    expect(claimProblems(withSummary('ae3100-live', 'With 40 db of dynamic range it reaches far.'))).toEqual([]);
  });

  it('accept a figure the table holds in another unit or notation', () => {
    expect(claimProblems(withSummary('op-101x', 'At 82 × 82 × 25 mm and 85 g it fits anywhere.'))).toEqual([]);
  });

  it('check a figure about another model against that model’s own table', () => {
    expect(claimProblems(withSummary('pe1619m', 'The PE3219M serves 32 OLT PON ports.'))).toEqual([]);
    expect(claimProblems(withSummary('pe1619m', 'The PE3219M reaches 60 km.'))).toHaveLength(1);
  });
});
