import { getProduct } from '@/content/catalogue';
import { gazetteer } from '@/content/gazetteer';
import { searchCopy } from '@/content/search';
import { ignoredWords, searchVocabulary } from '@/content/search-vocabulary';
import { buildSearchIndex } from './build-index';
import { buildLexicon, lexiconFacets, meaning, productFacts } from './lexicon';
import { compact } from './normalise';
import { KIT_JOIN } from './understand';

describe('the search lexicon', () => {
  const lexicon = buildLexicon(buildSearchIndex().documents);

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

  it('leaves out facets a typed figure cannot name: choices and sets of names', () => {
    const keys = lexiconFacets().map((f) => f.key);
    expect(keys).not.toContain('deviser.type');
    expect(keys).not.toContain('pon.opticsClass');
  });

  it('names a yes-or-no figure by its label, as a query says it', () => {
    expect(lexiconFacets().find((f) => f.key === 'deviser.inService')).toEqual({ key: 'deviser.inService', flag: 'inservice testing' });
  });

  it('leads each vocabulary page to the documents at it, a page once with all its phrases', () => {
    expect(lexicon.leads.map(([id]) => id).sort()).toEqual(['page:contact', 'page:field-kit', 'page:planner']);
    const [, ...entries] = lexicon.leads.find(([id]) => id === 'page:contact')!;
    expect(entries.flatMap((at) => lexicon.synonyms[at]!.slice(1))).toEqual(expect.arrayContaining(['whatsapp', 'warranty', 'contact number']));
    // Spellings that read alike ('prices', 'price') are written once.
    expect(lexicon.aloneLeads).toEqual([['page:contact', ...new Set(ignoredWords.flatMap((g) => (g.aloneLeads ? g.words.map(compact) : [])))]]);
  });

  it('writes a kit’s parts in one meaning', () => {
    expect(meaning(['fusion splicer', 'cleaver'])).toBe(`fusion splicer${KIT_JOIN}cleaver`);
    expect(meaning('cleaver')).toBe('cleaver');
  });

  it('lists every place of the gazetteer once, under the office nearest it', () => {
    const listed = lexicon.places.offices.flatMap(([, ...places]) => places.map(([, name]) => name));
    expect(listed.sort()).toEqual(gazetteer.map((p) => p.name).sort());
    const offices = lexicon.places.offices.map(([office]) => office);
    expect(new Set(offices).size).toBe(offices.length);
    expect(lexicon.places.note).toBe(searchCopy.nearestOffice);
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

  it('hold a yes-or-no figure only where it holds', () => {
    expect(productFacts(getProduct('ae3100-live')!)!['deviser.inService']).toEqual([true]);
    expect(productFacts(getProduct('ae3100')!)!['deviser.inService']).toBeUndefined();
  });

  it('hold an exact figure as a number, each option of several, and a bound only on its own side', () => {
    expect(productFacts(getProduct('ce0416m')!)!['edfa.outputPower']).toEqual([16.5]);
    expect(productFacts(getProduct('pe1619m')!)!['edfa.outputs']).toEqual([4, 8]);
    // "< 2 kg" answers a query's "2 kg" where less is better; "≥ 30 dB" a query's "30 dB" where more is.
    expect(productFacts(getProduct('ae3100')!)!['deviser.weight']).toEqual([2]);
    expect(productFacts(getProduct('ae3100')!)!['deviser.dynamicRange1550']).toEqual([30, 32, 34, 38, 41, 43]);
  });
});
