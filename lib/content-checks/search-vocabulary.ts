import { familyWords, ignoredWords, searchVocabulary, unitWords, type VocabularyEntry } from '@/content/search-vocabulary';
import { buildSuggestIndex } from '@/lib/search/build-index';
import { chunkTerms, compact, tokenize } from '@/lib/search/normalise';
import { phraseKey } from '@/lib/search/understand';

/**
 * The search vocabulary (content/search-vocabulary.ts), checked as the
 * build runs: every word an entry means is a word some product, family or
 * page carries in its name, model number or labels (the fields the header's
 * suggestions search too), so a renamed product cannot leave a synonym
 * pointing at nothing; each entry says why it exists; no phrase is claimed
 * twice; and no word both carries meaning and is ignored. One line per
 * problem, `search vocabulary › "phrase": what is wrong`.
 */
export interface VocabularyInput {
  entries: readonly VocabularyEntry[];
  ignored: readonly string[];
  /** Words the catalogue's names, model numbers and labels hold, as the index reads them. */
  catalogueWords: ReadonlySet<string>;
  /** Words that name or point to a family, or a unit: they carry meaning, so none may be ignored. */
  meaningful: readonly string[];
}

export function catalogueWords(): Set<string> {
  const words = new Set<string>();
  for (const [, , , title, , , , sku, models, labels] of buildSuggestIndex().rows) {
    for (const chunk of tokenize([title, sku, models, labels].join('\n'))) for (const term of chunkTerms(chunk)) words.add(term);
  }
  return words;
}

export const currentVocabularyInput = (): VocabularyInput => ({
  entries: searchVocabulary,
  ignored: ignoredWords.flatMap((group) => group.words),
  catalogueWords: catalogueWords(),
  meaningful: [
    ...Object.values(familyWords).flatMap((family) => [...family.names, ...family.hints]),
    ...Object.values(unitWords).flatMap((words) => words ?? []),
  ],
});

export function vocabularyProblems(input: VocabularyInput = currentVocabularyInput()): string[] {
  const problems: string[] = [];
  const claimed = new Map<string, string>();
  for (const entry of input.entries) {
    const name = `search vocabulary › \u201c${entry.say[0] ?? entry.means}\u201d`;
    if (entry.say.length === 0) problems.push(`${name}: says nothing a visitor types; add the words to say`);
    if (entry.why.trim().length < 20) problems.push(`${name}: say in a sentence why the entry exists (who says it, or what it fixes)`);
    const missing = phraseKey(entry.means)
      .split(' ')
      .filter((word) => word !== '' && !input.catalogueWords.has(word));
    if (missing.length > 0 || entry.means.trim() === '') {
      problems.push(`${name}: means \u201c${entry.means}\u201d, but no product, family or page is named or labelled ${missing.map((w) => `\u201c${w}\u201d`).join(', ') || 'anything'}; use the catalogue\u2019s own words`);
    }
    for (const say of entry.say) {
      const key = phraseKey(say);
      const earlier = claimed.get(key);
      if (earlier !== undefined && earlier !== entry.means) problems.push(`${name}: \u201c${say}\u201d already means \u201c${earlier}\u201d; a phrase can mean one thing`);
      claimed.set(key, entry.means);
    }
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
