import { pageKeys } from '@/content/pages';
import type { PageKey } from '@/content/paths';
import { familyWords, ignoredWords, searchVocabulary, unitWords, type VocabularyEntry } from '@/content/search-vocabulary';
import { buildSuggestIndex } from '@/lib/search/build-index';
import type { SuggestRow } from '@/lib/search/index-file';
import { documentsAt, lexiconFacets, meaning } from '@/lib/search/lexicon';
import { chunkTerms, compact, tokenize } from '@/lib/search/normalise';
import { phraseKey } from '@/lib/search/understand';

/**
 * The search vocabulary (content/search-vocabulary.ts), checked as the
 * build runs: every word an entry means is a word some product, family or
 * page carries in its name, model number or labels (the fields the header's
 * suggestions search too), or a yes-or-no key figure's label, so a renamed
 * product cannot leave a synonym pointing at nothing; a page an entry leads
 * to is one search indexes; each entry says why it exists; no phrase is
 * claimed twice; and no word both carries meaning and is ignored. One line
 * per problem, `search vocabulary › "phrase": what is wrong`.
 */
export interface VocabularyInput {
  entries: readonly VocabularyEntry[];
  ignored: readonly string[];
  /** Ignored words that lead to a page when a query says nothing else. */
  aloneLeads: readonly { words: readonly string[]; leads: PageKey }[];
  /** Words the catalogue's names, model numbers and labels hold, as the index reads them, and the words of the flags a query can name. */
  catalogueWords: ReadonlySet<string>;
  /** Pages some document of the search index is at, which a phrase can lead to. */
  indexedPages: ReadonlySet<PageKey>;
  /** Words that name or point to a family, or a unit: they carry meaning, so none may be ignored. */
  meaningful: readonly string[];
}

export const suggestRows = (): readonly SuggestRow[] => buildSuggestIndex().rows;

/** The words of documents' names, model numbers and labels, as the index reads them. */
export function rowWords(rows: readonly SuggestRow[]): Set<string> {
  const words = new Set<string>();
  for (const [, , , title, , , , sku, models, labels] of rows) {
    for (const chunk of tokenize([title, sku, models, labels].join('\n'))) for (const term of chunkTerms(chunk)) words.add(term);
  }
  return words;
}

export function catalogueWords(rows = suggestRows()): Set<string> {
  const words = rowWords(rows);
  for (const facet of lexiconFacets()) for (const word of facet.flag?.split(' ') ?? []) words.add(word);
  return words;
}

export function indexedPages(rows = suggestRows()): Set<PageKey> {
  const documents = rows.map(([id, , url]) => ({ id, url }));
  return new Set(pageKeys.filter((key) => documentsAt(key, documents).length > 0));
}

export const currentVocabularyInput = (): VocabularyInput => {
  const rows = suggestRows();
  return {
    entries: searchVocabulary,
    ignored: ignoredWords.flatMap((group) => group.words),
    aloneLeads: ignoredWords.flatMap((group) => (group.aloneLeads ? [{ words: group.words, leads: group.aloneLeads }] : [])),
    catalogueWords: catalogueWords(rows),
    indexedPages: indexedPages(rows),
    meaningful: [
      ...Object.values(familyWords).flatMap((family) => [...family.names, ...family.hints]),
      ...Object.values(unitWords).flatMap((words) => words ?? []),
    ],
  };
};

const notIndexed = (page: PageKey) =>
  `leads to \u2018${page}\u2019, a page search does not index; add its document to searchSources (lib/search/build-index.ts) or lead to another page`;

export function vocabularyProblems(input: VocabularyInput = currentVocabularyInput()): string[] {
  const problems: string[] = [];
  const claimed = new Map<string, string>();
  for (const entry of input.entries) {
    const means = meaning(entry.means);
    const name = `search vocabulary › \u201c${entry.say[0] ?? means}\u201d`;
    if (entry.say.length === 0) problems.push(`${name}: says nothing a visitor types; add the words to say`);
    if (entry.why.trim().length < 20) problems.push(`${name}: say in a sentence why the entry exists (who says it, or what it fixes)`);
    // Each part of a kit is searched on its own, so each must name something.
    for (const part of typeof entry.means === 'string' ? [entry.means] : entry.means) {
      const missing = phraseKey(part)
        .split(' ')
        .filter((word) => word !== '' && !input.catalogueWords.has(word));
      if (missing.length > 0 || phraseKey(part) === '') {
        problems.push(`${name}: means \u201c${part}\u201d, but no product, family or page is named or labelled ${missing.map((w) => `\u201c${w}\u201d`).join(', ') || 'anything'}; use the catalogue\u2019s own words`);
      }
    }
    if (entry.leads && !input.indexedPages.has(entry.leads)) problems.push(`${name}: ${notIndexed(entry.leads)}`);
    for (const say of entry.say) {
      const key = phraseKey(say);
      const earlier = claimed.get(key);
      if (earlier !== undefined && earlier !== means) problems.push(`${name}: \u201c${say}\u201d already means \u201c${earlier}\u201d; a phrase can mean one thing`);
      claimed.set(key, means);
    }
  }
  for (const group of input.aloneLeads) {
    if (!input.indexedPages.has(group.leads)) problems.push(`search vocabulary › ignored \u201c${group.words[0] ?? ''}\u201d: ${notIndexed(group.leads)}`);
  }
  const ignored = new Set(input.ignored.map(compact));
  const said = new Set<string>();
  for (const word of input.meaningful) {
    const key = phraseKey(word);
    if (ignored.has(key) && !said.has(key)) problems.push(`search vocabulary › \u201c${word}\u201d: names a family or a unit, so it cannot be ignored too`);
    said.add(key);
  }
  return problems;
}
