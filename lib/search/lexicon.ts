import { branches } from '@/content/branches';
import { facetUnits, type Facet, type FacetValue } from '@/content/catalogue/facets';
import { plain, type Quantity } from '@/content/catalogue/quantity';
import { familyFacets } from '@/content/catalogue/facets/index';
import type { FamilyKey, Product } from '@/content/catalogue/types';
import { gazetteer } from '@/content/gazetteer';
import { paths, type PageKey } from '@/content/paths';
import { searchCopy } from '@/content/search';
import { familyWords, ignoredWords, searchVocabulary, unitWords, type Kit } from '@/content/search-vocabulary';
import { nearest, roughKm } from '@/lib/contact/geo';
import { branchDocumentId, type SearchDocument } from './index-file';
import { compact } from './normalise';
import { KIT_JOIN, phraseKey, type FactTest, type FactValue, type Facts, type LexiconFacet, type PlaceLexicon, type SearchLexicon } from './understand';

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

/** The facets a query can name: numbers, spans and sets of numbers by a figure, of every family; yes-or-no figures by their label. */
export function lexiconFacets(): LexiconFacet[] {
  return (Object.keys(familyFacets) as FamilyKey[]).flatMap((family) =>
    (familyFacets[family].facets as readonly Facet[]).flatMap((facet): LexiconFacet[] => {
      if (facet.kind === 'flag') return [{ key: `${family}.${facet.id}`, flag: phraseKey(facet.label) }];
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

/** A vocabulary entry's meaning as the lexicon writes it: a kit's parts joined by KIT_JOIN. */
export const meaning = (means: string | Kit): string => (typeof means === 'string' ? means : means.join(KIT_JOIN));

/** The ids of the documents at a page: those whose address, before any fragment, is the page's. */
export function documentsAt(page: PageKey, documents: readonly Pick<SearchDocument, 'id' | 'url'>[]): string[] {
  return documents.filter((d) => d.url.split('#')[0] === paths[page]).map((d) => d.id);
}

/** Each page's documents with what leads to it (phrases, or entries by their place), a document once. A page no document is at is left out: the content checks name it. */
function leadsOf<T extends string | number>(
  pairs: readonly { page: PageKey; by: readonly T[] }[],
  documents: readonly Pick<SearchDocument, 'id' | 'url'>[],
): [string, ...T[]][] {
  const byId = new Map<string, Set<T>>();
  for (const { page, by } of pairs) {
    for (const id of documentsAt(page, documents)) byId.set(id, new Set([...(byId.get(id) ?? []), ...by]));
  }
  return [...byId].map(([id, by]) => [id, ...by]);
}

/**
 * Every place of the gazetteer under the branch office nearest it, with the
 * rough distance; 0 where the office is in the place (its city is one of the
 * place's names), so the result says nothing of distance there.
 */
export function placeLexicon(): PlaceLexicon {
  const offices = new Map<string, (readonly [number, string, ...string[]])[]>();
  for (const place of gazetteer) {
    const found = nearest(place, branches);
    if (!found) continue;
    const names = [place.name, ...(place.aliases ?? [])] as const;
    const inPlace = names.some((name) => phraseKey(name) === phraseKey(found.item.city));
    const id = branchDocumentId(found.item.key);
    offices.set(id, [...(offices.get(id) ?? []), [inPlace ? 0 : roughKm(found.km), ...names]]);
  }
  return { note: searchCopy.nearestOffice, offices: [...offices].map(([office, places]) => [office, ...places]) };
}

/** The lexicon both index files carry; `documents` are the index's, which the vocabulary's pages are found among. */
export function buildLexicon(documents: readonly Pick<SearchDocument, 'id' | 'url'>[]): SearchLexicon {
  return {
    // Spellings a phrase key already folds together ('fiber cutter', 'fibre cutter') are written once.
    synonyms: searchVocabulary.map((entry) => [meaning(entry.means), ...new Set(entry.say.map(phraseKey))] as const),
    ignored: [...new Set(ignoredWords.flatMap((group) => group.words.map(compact)))],
    families: (Object.keys(familyWords) as FamilyKey[]).map((key) => ({
      key,
      names: familyWords[key].names.map(phraseKey),
      hints: familyWords[key].hints.map(phraseKey),
    })),
    units: Object.entries(unitWords).map(([unit, words]) => [facetUnits[unit as keyof typeof facetUnits].symbol, ...new Set((words ?? []).map(phraseKey))] as const),
    facets: lexiconFacets(),
    // By each entry's place in `synonyms`, which lists the vocabulary in order: its phrases are written there once.
    leads: leadsOf(
      searchVocabulary.flatMap((entry, at) => (entry.leads ? [{ page: entry.leads, by: [at] }] : [])),
      documents,
    ),
    aloneLeads: leadsOf(
      ignoredWords.flatMap((group) => (group.aloneLeads ? [{ page: group.aloneLeads, by: group.words.map(compact) }] : [])),
      documents,
    ),
    places: placeLexicon(),
  };
}

/**
 * A model's value as the index carries it for the facet's test: a figure as
 * a number or a span, each option of several, and a bound only on its own
 * side ("< 2 kg" meets a query's "2 kg" where less is better, "≥ 32 dB" a
 * query's "30 dB" where more is; the other way it promises nothing, and is
 * left out). A yes-or-no figure is carried only where it holds: a query
 * names a flag to ask for it.
 */
function factValue(value: FacetValue | null, test: FactTest): FactValue[] {
  if (value === true) return [true];
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
    if (!readable(facet) && facet.kind !== 'flag') continue;
    const test = readable(facet) ? testOf(facet) : 'eq';
    const values = product.models.flatMap((model) => factValue((model.figures as Readonly<Record<string, FacetValue | null>>)[facet.id] ?? null, test));
    const distinct = [...new Map(values.map((v) => [JSON.stringify(v), v])).values()];
    if (distinct.length > 0) facts[`${product.family}.${facet.id}`] = distinct;
  }
  return Object.keys(facts).length > 0 ? facts : undefined;
}
