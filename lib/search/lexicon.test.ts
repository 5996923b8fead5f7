import { getProduct } from '@/content/catalogue';
import { searchVocabulary } from '@/content/search-vocabulary';
import { buildLexicon, lexiconFacets, productFacts } from './lexicon';

describe('the search lexicon', () => {
  const lexicon = buildLexicon();

  it('holds every vocabulary entry, its phrases in the form queries are read in', () => {
    expect(lexicon.synonyms).toHaveLength(searchVocabulary.length);
    const loss = lexicon.synonyms.find(([means]) => means === 'power meter light source')!;
    expect(loss).toContain('measure loss');
    // 'pon port' and 'pon ports' read alike, so the phrase is written once.
    const ports = lexicon.units.find(([unit]) => unit === 'ports')!;
    expect(ports.filter((word) => word === 'pon port')).toHaveLength(1);
    expect(ports).not.toContain('pon ports');
  });

  it('reads counts as equal and other figures by their better end', () => {
    const facet = (key: string) => lexiconFacets().find((f) => f.key === key)!;
    expect(facet('edfa.outputs').test).toBeUndefined();
    expect(facet('deviser.dynamicRange1550').test).toBe('min');
    expect(facet('sumitomo.spliceTime').test).toBe('max');
    expect(facet('deviser.wavelengths').options).toContain('1625');
  });

  it('leaves out facets a typed figure cannot name: choices, flags and sets of names', () => {
    const keys = lexiconFacets().map((f) => f.key);
    expect(keys).not.toContain('deviser.type');
    expect(keys).not.toContain('deviser.inService');
    expect(keys).not.toContain('pon.opticsClass');
  });

  it('tells apart facets of one family in one unit by the words of their labels', () => {
    const words = Object.fromEntries(lexiconFacets().map((f) => [f.key, f.words]));
    expect(words['pon.lanPorts']).toBe('lan');
    expect(words['edfa.outputs']).toBeUndefined();
  });
});

describe('a product’s facts', () => {
  it('hold every model’s value, once each, wavelengths as numbers', () => {
    const platinum = productFacts(getProduct('platinum')!)!;
    expect(platinum['fiber.fibreCount']).toEqual([2, 4, 6, 12, 24]);
    expect(productFacts(getProduct('ae3100-live')!)!['deviser.wavelengths']).toEqual([1310, 1550, 1625]);
  });

  it('hold an exact figure as a number, each option of several, and a bound only on its own side', () => {
    expect(productFacts(getProduct('ce0416m')!)!['edfa.outputPower']).toEqual([16.5]);
    expect(productFacts(getProduct('pe1619m')!)!['edfa.outputs']).toEqual([4, 8]);
    // "< 2 kg" answers a query's "2 kg" where less is better; "≥ 30 dB" a query's "30 dB" where more is.
    expect(productFacts(getProduct('ae3100')!)!['deviser.weight']).toEqual([2]);
    expect(productFacts(getProduct('ae3100')!)!['deviser.dynamicRange1550']).toEqual([30, 32, 34, 38, 41, 43]);
  });
});
