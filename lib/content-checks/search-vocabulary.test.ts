import { currentVocabularyInput, vocabularyProblems, type VocabularyInput } from './search-vocabulary';

const current = currentVocabularyInput();
const withChange = (change: Partial<VocabularyInput>): VocabularyInput => ({ ...current, ...change });
const entry = { say: ['fibre cutter'], means: 'cleaver', why: 'Field crews call a cleaver a fibre cutter.' };

describe('the search vocabulary', () => {
  it('passes as the records stand', () => {
    expect(vocabularyProblems(current)).toEqual([]);
  });

  it('knows the catalogue’s words from names, model numbers and labels, and the yes-or-no figures a query can name', () => {
    for (const word of ['cleaver', 'otdr', 'catv', 'edfa', 'ont', 'contact', 'smt', 'planner', 'inservice']) expect(current.catalogueWords.has(word)).toBe(true);
  });

  it('knows the pages search indexes, and no page it does not', () => {
    for (const page of ['contact', 'planner', 'fieldKit', 'about'] as const) expect(current.indexedPages.has(page)).toBe(true);
    for (const page of ['compare', 'search', 'thankYou'] as const) expect(current.indexedPages.has(page)).toBe(false);
  });

  it('refuses a phrase or an ignored word that leads to a page search does not index', () => {
    const leads = 'leads to ‘compare’, a page search does not index; add its document to searchSources (lib/search/build-index.ts) or lead to another page';
    expect(vocabularyProblems(withChange({ entries: [{ ...entry, leads: 'compare' }] }))).toEqual([`search vocabulary › “fibre cutter”: ${leads}`]);
    expect(vocabularyProblems(withChange({ entries: [], aloneLeads: [{ words: ['price'], leads: 'compare' }] }))).toEqual([`search vocabulary › ignored “price”: ${leads}`]);
  });

  it('refuses a kit with a part that names nothing the catalogue has', () => {
    expect(vocabularyProblems(withChange({ entries: [{ ...entry, say: ['splicing kit'], means: ['fusion splicer', 'fibre guillotine'] }] }))).toEqual([
      'search vocabulary › “splicing kit”: means “fibre guillotine”, but no product, family or page is named or labelled “guillotine”; use the catalogue’s own words',
    ]);
  });

  it('refuses a meaning the catalogue does not have, naming the missing word', () => {
    expect(vocabularyProblems(withChange({ entries: [{ ...entry, means: 'fibre guillotine' }] }))).toEqual([
      'search vocabulary › “fibre cutter”: means “fibre guillotine”, but no product, family or page is named or labelled “guillotine”; use the catalogue’s own words',
    ]);
  });

  it('refuses an entry that says nothing or does not say why', () => {
    expect(vocabularyProblems(withChange({ entries: [{ say: [], means: 'cleaver', why: '' }] }))).toEqual([
      'search vocabulary › “cleaver”: says nothing a visitor types; add the words to say',
      'search vocabulary › “cleaver”: say in a sentence why the entry exists (who says it, or what it fixes)',
    ]);
  });

  it('refuses a phrase given two meanings, however it is spelt', () => {
    const twice = [entry, { say: ['fiber cutter'], means: 'fusion splicer', why: 'A second meaning for the same words.' }];
    expect(vocabularyProblems(withChange({ entries: twice }))).toEqual([
      'search vocabulary › “fiber cutter”: “fiber cutter” already means “cleaver”; a phrase can mean one thing',
    ]);
  });

  it('refuses an ignored word that names a family or a unit', () => {
    expect(vocabularyProblems(withChange({ entries: [entry], ignored: ['price', 'cable'] }))).toEqual([
      'search vocabulary › “cable”: names a family or a unit, so it cannot be ignored too',
    ]);
  });
});
