import MiniSearch from 'minisearch';
import { closestModels } from './closest';
import { excerptFor, highlight, type Segment } from './highlight';
import { SEARCH_FIELDS, SEARCH_INDEX_VERSION, type SearchDocument, type SearchField, type SearchIndexFile } from './index-file';
import { chunkTerms, compact, fuzzyFor, modelTerms, planQuery, tokenize } from './normalise';

/**
 * The search engine over the index file: MiniSearch with our tokenizer,
 * field boosts that put a product's own model number far above a mention of
 * it elsewhere, and results ready to render (highlighted title and excerpt).
 */

/**
 * Field boosts. A product's own model number (`sku`, `models`) scores thirty
 * to fifty times the same number in `related` (another page's similar-products
 * strip), so the product's page always leads; a whole designation (`sku`) beats
 * the same letters inside a longer one (`S1V` in `S1V Ultra`).
 */
export const FIELD_BOOSTS: Readonly<Record<SearchField, number>> = {
  sku: 10,
  models: 6,
  title: 4,
  labels: 2.5,
  summary: 1.5,
  body: 1,
  specs: 0.6,
  related: 0.2,
};

/**
 * A join of query chunks (`op 100 p16g` → `op100p16g`) counts more than a
 * single word, and more again for each chunk it joins, so `Lumora Drop Cable
 * 2F` prefers the 2F page to the `Lumora Drop Cable` inside it.
 */
const JOINED_TERM_BOOST = 2;

/** Results scoring under this share of the best are dropped as noise. */
export const MIN_RELATIVE_SCORE = 0.02;

/** Suggestions under the header's search box. */
export const SUGGESTION_COUNT = 6;

export interface SearchResult {
  id: string;
  url: string;
  kind: SearchDocument['kind'];
  group: string;
  score: number;
  title: Segment[];
  excerpt: Segment[];
}

export interface ModelSuggestion {
  model: string;
  title: string;
  url: string;
}

export interface SearchEngine {
  readonly size: number;
  search(query: string, limit?: number): SearchResult[];
  suggest(query: string, limit?: number): SearchResult[];
  closestModels(query: string, count?: number): ModelSuggestion[];
}

export function isSearchIndexFile(value: unknown): value is SearchIndexFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as SearchIndexFile).version === SEARCH_INDEX_VERSION &&
    Array.isArray((value as SearchIndexFile).documents)
  );
}

export function createSearchEngine(file: SearchIndexFile): SearchEngine {
  const docs = new Map(file.documents.map((d) => [d.id, d]));
  const index = new MiniSearch<SearchDocument>({
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    tokenize: (text, field) => (field === 'sku' ? text.split('\n') : tokenize(text)),
    processTerm: (term, field) => {
      if (field === 'sku') return compact(term);
      return [...(field === 'models' ? modelTerms(term) : chunkTerms(term))];
    },
  });
  index.addAll(file.documents);
  const products = file.documents.filter((d): d is SearchDocument & { model: string } => d.kind === 'product' && !!d.model);

  function search(query: string, limit = Number.POSITIVE_INFINITY): SearchResult[] {
    const plan = planQuery(query);
    const joined = new Map(plan.joined.map((j) => [j.term, JOINED_TERM_BOOST ** (j.chunks - 1)]));
    const all = [...plan.terms, ...plan.parts, ...joined.keys()];
    if (all.length === 0) return [];
    const parts = new Set(plan.parts);
    const hits = index.search(all.join(' '), {
      // The plan's terms are already processed; split them back apart unchanged.
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost: FIELD_BOOSTS,
      // A piece such as `fc` of `FC-8R` would otherwise pull in every word starting with it.
      prefix: (term) => !parts.has(term),
      fuzzy: fuzzyFor,
      boostTerm: (term) => joined.get(term) ?? 1,
      boostDocument: (id) => docs.get(id as string)?.rank ?? 1,
    });
    const best = hits[0]?.score ?? 0;
    return hits
      .filter((hit) => hit.score >= best * MIN_RELATIVE_SCORE)
      .slice(0, limit)
      .flatMap((hit) => {
        const doc = docs.get(hit.id as string);
        if (!doc) return [];
        const terms = new Set(hit.terms);
        return [
          {
            id: doc.id,
            url: doc.url,
            kind: doc.kind,
            group: doc.group,
            score: hit.score,
            title: highlight(doc.title, terms),
            excerpt: excerptFor(doc, terms),
          },
        ];
      });
  }

  return {
    size: file.documents.length,
    search,
    suggest: (query, limit = SUGGESTION_COUNT) => search(query, limit),
    closestModels: (query, count) =>
      closestModels(query, products, count).map((d) => ({ model: d.model, title: d.title, url: d.url })),
  };
}
