import { gazetteer, type Place } from '@/content/gazetteer';
import { searchCopy } from '@/content/search';
import { familyWords, ignoredWords, searchVocabulary, unitWords } from '@/content/search-vocabulary';
import { inIndia } from '@/lib/contact/geo';
import { phraseKey } from '@/lib/search/understand';
import { rowWords, suggestRows } from './search-vocabulary';

/**
 * The gazetteer (content/gazetteer.ts), checked as the build runs: every
 * place inside India, every name given to one place only, and no name that
 * search already reads as something else (a product or family word, a
 * vocabulary phrase, an ignored word, a family or unit word), for a visitor
 * typing it would be shown that and the nearest office besides. Also the
 * words the result for a place says, which must hold both the place and the
 * distance. One line per problem, `gazetteer › <place> › <field>: what is
 * wrong, and what to do`.
 */
export interface GazetteerInput {
  places: readonly Place[];
  /** Words of the products' and families' names, model numbers and labels, as the index reads them. */
  catalogueWords: ReadonlySet<string>;
  /** Phrase keys search already gives a meaning: vocabulary phrases, ignored words, family and unit words. */
  taken: ReadonlyMap<string, string>;
  /** The note under an office found for a place (content/search.ts). */
  note: string;
}

/** Words of what the catalogue sells: products and families, not the company's pages, which may well name a town. */
export const productWords = (): Set<string> => rowWords(suggestRows().filter(([, kind]) => kind === 'product' || kind === 'family'));

/** Every phrase search gives a meaning, with what it is, for the message. */
export function takenPhrases(): Map<string, string> {
  const taken = new Map<string, string>();
  const add = (words: readonly string[], what: string) => {
    for (const word of words) taken.set(phraseKey(word), what);
  };
  for (const entry of searchVocabulary) add(entry.say, 'a phrase of the search vocabulary');
  for (const group of ignoredWords) add(group.words, 'a word search ignores');
  for (const family of Object.values(familyWords)) add([...family.names, ...family.hints], 'a word that names a product family');
  for (const words of Object.values(unitWords)) add(words ?? [], 'a unit');
  return taken;
}

export const currentGazetteerInput = (): GazetteerInput => ({
  places: gazetteer,
  catalogueWords: productWords(),
  taken: takenPhrases(),
  note: searchCopy.nearestOffice,
});

export function gazetteerProblems(input: GazetteerInput = currentGazetteerInput()): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  for (const place of input.places) {
    const at = `gazetteer › ${place.name || '(no name)'}`;
    if (!inIndia(place)) {
      problems.push(`${at} › lat, lon: ${place.lat}, ${place.lon} is outside India; copy the coordinates from the map (latitude first, e.g. 26.85, 80.95)`);
    }
    (['name', ...(place.aliases ?? []).map((_, i) => `aliases[${i}]`)] as const).forEach((field, i) => {
      const name = i === 0 ? place.name : (place.aliases?.[i - 1] ?? '');
      const key = phraseKey(name);
      if (key === '') return problems.push(`${at} › ${field}: empty; write the name as a visitor types it`);
      const earlier = owner.get(key);
      if (earlier !== undefined && earlier !== place.name) {
        problems.push(`${at} › ${field}: \u201c${name}\u201d is also a name of ${earlier}; a name leads to one place, so qualify one of them or leave it out`);
      }
      owner.set(key, place.name);
      const taken = input.taken.get(key) ?? (!key.includes(' ') && input.catalogueWords.has(key) ? 'a word of the catalogue\u2019s names' : undefined);
      if (taken) problems.push(`${at} › ${field}: \u201c${name}\u201d is ${taken}, so search reads it as that; leave the name out`);
    });
  }
  for (const slot of ['{place}', '{km}']) {
    if (!input.note.includes(slot)) problems.push(`content/search.ts › searchCopy.nearestOffice: has no ${slot}; write it where the ${slot === '{km}' ? 'distance' : 'place'} goes`);
  }
  return problems;
}
