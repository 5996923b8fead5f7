import { facetUnits, type Facet, type FacetValue } from '@/content/catalogue/facets';
import { plain, type Quantity } from '@/content/catalogue/quantity';
import { familyFacets } from '@/content/catalogue/facets/index';
import type { FamilyKey, Product } from '@/content/catalogue/types';
import { familyWords, ignoredWords, searchVocabulary, unitWords } from '@/content/search-vocabulary';
import { compact } from './normalise';
import { phraseKey, type FactTest, type FactValue, type Facts, type LexiconFacet, type SearchLexicon } from './understand';

/**
 * The search lexicon and a product's facts, built from content at export
 * time and written into both index files, so the browser reads queries with
 * the vocabulary and the facets without importing any content module.
 */

/** A facet whose value a typed figure can be compared with. */
type ReadableFacet = Extract<Facet, { kind: 'number' | 'set' }>;

/** A count is a need: a visitor asking for 16 ports means 16, not at least 16. */
function testOf(facet: ReadableFacet): FactTest {
  if (facet.kind === 'set' || facet.count) return 'eq';
  return facet.better === 'higher' ? 'min' : facet.better === 'lower' ? 'max' : 'eq';
}

/** A facet a typed figure can name: a figure, or a set of numbers (wavelengths). Names (optics classes) and choices are words already. */
function readable(facet: Facet): facet is ReadableFacet {
  if (facet.kind === 'number') return true;
  return facet.kind === 'set' && facet.options.every((o) => /^\d+$/.test(o.value));
}

const labelWords = (facet: Facet) => new Set(phraseKey(facet.label).split(' '));

/** The words of a facet's label that no other facet of its family in the same unit has ('lan' of LAN ports beside PON ports); '' when it is alone in its unit. */
function distinctWords(facet: Facet, facets: readonly Facet[]): string {
  const unit = 'unit' in facet ? facet.unit : undefined;
  const others = facets.filter((f) => f !== facet && 'unit' in f && f.unit === unit && readable(f));
  if (!unit || others.length === 0) return '';
  const theirs = new Set(others.flatMap((f) => [...labelWords(f)]));
  return [...labelWords(facet)].filter((w) => !theirs.has(w)).join(' ');
}

/** The facets a query's figures can be read against: numbers, spans and sets of numbers, of every family. */
export function lexiconFacets(): LexiconFacet[] {
  return (Object.keys(familyFacets) as FamilyKey[]).flatMap((family) =>
    (familyFacets[family].facets as readonly Facet[]).flatMap((facet): LexiconFacet[] => {
      if (!readable(facet)) return [];
      const unit = facet.unit ? facetUnits[facet.unit].symbol : undefined;
      const test = testOf(facet);
      const words = distinctWords(facet, familyFacets[family].facets as readonly Facet[]);
      return [
        {
          key: `${family}.${facet.id}`,
          ...(words ? { words } : {}),
          ...(unit ? { unit } : {}),
          ...(test !== 'eq' ? { test } : {}),
          ...(facet.kind === 'set' ? { options: facet.options.map((o) => o.value) } : {}),
        },
      ];
    }),
  );
}

export function buildLexicon(): SearchLexicon {
  return {
    // Spellings a phrase key already folds together ('fiber cutter', 'fibre cutter') are written once.
    synonyms: searchVocabulary.map((entry) => [entry.means, ...new Set(entry.say.map(phraseKey))] as const),
    ignored: [...new Set(ignoredWords.flatMap((group) => group.words.map(compact)))],
    families: (Object.keys(familyWords) as FamilyKey[]).map((key) => ({
      key,
      names: familyWords[key].names.map(phraseKey),
      hints: familyWords[key].hints.map(phraseKey),
    })),
    units: Object.entries(unitWords).map(([unit, words]) => [facetUnits[unit as keyof typeof facetUnits].symbol, ...new Set((words ?? []).map(phraseKey))] as const),
    facets: lexiconFacets(),
  };
}

/**
 * A model's value as the index carries it for the facet's test: a figure as
 * a number or a span, each option of several, and a bound only on its own
 * side ("< 2 kg" meets a query's "2 kg" where less is better, "≥ 32 dB" a
 * query's "30 dB" where more is; the other way it promises nothing, and is
 * left out).
 */
function factValue(value: FacetValue | null, test: FactTest): FactValue[] {
  if (value === null || typeof value === 'boolean') return [];
  if (typeof value === 'string') return [value];
  // A set of numbers (wavelengths) is carried as numbers: shorter, and read the same (factMeets compares them as text).
  if (Array.isArray(value)) return (value as readonly string[]).map((v) => (/^\d+$/.test(v) ? Number(v) : v));
  const p = plain(value as Quantity);
  if (typeof p === 'number') return [p];
  if ('atMost' in p) return test === 'max' ? [p.atMost] : [];
  if ('atLeast' in p) return test === 'min' ? [p.atLeast] : [];
  if ('oneOf' in p) return [...p.oneOf];
  return [p.min === p.max ? p.min : [p.min, p.max]];
}

/** A product's figures by facet key, every orderable model's value; undefined when it has none. */
export function productFacts(product: Product): Facts | undefined {
  const facts: Record<string, FactValue[]> = {};
  for (const facet of familyFacets[product.family].facets as readonly Facet[]) {
    if (!readable(facet)) continue;
    const test = testOf(facet);
    const values = product.models.flatMap((model) => factValue((model.figures as Readonly<Record<string, FacetValue | null>>)[facet.id] ?? null, test));
    const distinct = [...new Map(values.map((v) => [JSON.stringify(v), v])).values()];
    if (distinct.length > 0) facts[`${product.family}.${facet.id}`] = distinct;
  }
  return Object.keys(facts).length > 0 ? facts : undefined;
}
