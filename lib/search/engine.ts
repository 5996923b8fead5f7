import MiniSearch from 'minisearch';
import { closestModels } from './closest';
import { excerptFor, highlight, type Segment } from './highlight';
import {
  type SearchField,
  type SearchIndexFile,
  type StoredDocument,
  type SuggestDocument,
  type SuggestIndexFile,
} from './index-file';
import { indexOptions, suggestIndexOptions } from './index-options';

// The files' shape checks live with their shapes (index-file.ts), where the loader reads them before this module arrives.
export { isSearchIndexFile, isSuggestIndexFile } from './index-file';
import { fuzzyFor, planQuery } from './normalise';
import { scoreQuery } from './score';

/**
 * The search engine over an index file: MiniSearch with our tokenizer,
 * field boosts that put a product's own model number far above a mention of
 * it elsewhere, and results ready to render (highlighted title and excerpt).
 *
 * Two stages, one query logic. The suggestion stage (`/search-suggest.json`,
 * the header box) searches the short fields (model numbers, title, labels)
 * and has no text for excerpts; the full stage (`/search-index.json`, the
 * results page) searches every field. Per field, MiniSearch scores alike in
 * both, so a name match weighs the same in a suggestion as in a full result.
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

/**
 * Results the results page lists, best first; it says how many more matched.
 * Today's whole index is under a hundred documents, so every result shows;
 * at fifty times the catalogue a broad query (`op`) matches thousands, and
 * highlighting and rendering them all would cost far more than finding them.
 */
export const RESULTS_SHOWN = 100;

export interface SearchResult {
  id: string;
  url: string;
  kind: StoredDocument['kind'];
  group: string;
  score: number;
  title: Segment[];
  excerpt: Segment[];
  /** A product's key figures, when the stage carries them ('30–43 dB · 0.8–1.5 m'). */
  figures?: string;
}

export interface ModelSuggestion {
  model: string;
  title: string;
  url: string;
}

/** The best results, ready to show, and how many matched in all. */
export interface ResultPage {
  total: number;
  results: SearchResult[];
}

export interface SearchEngine {
  readonly size: number;
  search(query: string, limit?: number): SearchResult[];
  /** The first `shown` results (highlighted, with excerpts) and the count of all. */
  searchTop(query: string, shown?: number): ResultPage;
  suggest(query: string, limit?: number): SearchResult[];
  closestModels(query: string, count?: number): ModelSuggestion[];
}

/** A document of either stage: the full stage's carries the text excerpts come from. */
type EngineDocument = StoredDocument | SuggestDocument;

/** The full stage: every field searched, excerpts from the document's text. */
export function createSearchEngine(file: SearchIndexFile): SearchEngine {
  return engineOver(MiniSearch.loadJS(file.index, indexOptions), file.documents);
}

/** The suggestion stage: the short fields, indexed here from the file's text; results carry no excerpt. */
export function createSuggestEngine(file: SuggestIndexFile): SearchEngine {
  const documents = file.rows.map(([id, kind, url, title, group, model, rank, sku, models, labels]): SuggestDocument => ({
    id,
    kind,
    url,
    title,
    group,
    ...(model ? { model } : {}),
    ...(rank ? { rank } : {}),
    sku,
    models,
    labels,
  }));
  const index = new MiniSearch(suggestIndexOptions);
  index.addAll(documents);
  return engineOver(index, documents);
}

function engineOver(index: MiniSearch<never>, documents: readonly EngineDocument[]): SearchEngine {
  const docs = new Map(documents.map((d) => [d.id, d]));
  const products = documents.filter((d): d is EngineDocument & { model: string } => d.kind === 'product' && !!d.model);
  const ranked = documents.some((d) => d.rank !== undefined && d.rank !== 1);
  function searchTop(query: string, shown = RESULTS_SHOWN): ResultPage {
    const plan = planQuery(query);
    const joined = new Map(plan.joined.map((j) => [j.term, JOINED_TERM_BOOST ** (j.chunks - 1)]));
    const all = [...plan.terms, ...plan.parts, ...joined.keys()];
    if (all.length === 0) return { total: 0, results: [] };
    const parts = new Set(plan.parts);
    const hits = scoreQuery(
      index,
      all.map((term) => ({
        term,
        // A piece such as `fc` of `FC-8R` would otherwise pull in every word starting with it.
        prefix: !parts.has(term),
        fuzzy: fuzzyFor(term),
        boost: joined.get(term) ?? 1,
      })),
      FIELD_BOOSTS,
    );
    // A document's rank multiplies each of its term scores, so it multiplies
    // their sum: applied here once per hit rather than once per posting.
    if (ranked) {
      for (const hit of hits) hit.score *= docs.get(hit.id)?.rank ?? 1;
      hits.sort((a, b) => b.score - a.score);
    }
    const best = hits[0]?.score ?? 0;
    const kept = hits.filter((hit) => hit.score >= best * MIN_RELATIVE_SCORE);
    // Only the results shown are highlighted and given an excerpt.
    const results = kept.slice(0, shown).flatMap((hit): SearchResult[] => {
      const doc = docs.get(hit.id);
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
          excerpt: 'excerpt' in doc ? excerptFor(doc, terms) : [],
          ...('figures' in doc && doc.figures ? { figures: doc.figures } : {}),
        },
      ];
    });
    return { total: kept.length, results };
  }

  return {
    size: documents.length,
    search: (query, limit = Number.POSITIVE_INFINITY) => searchTop(query, limit).results,
    searchTop,
    suggest: (query, limit = SUGGESTION_COUNT) => searchTop(query, limit).results,
    closestModels: (query, count) =>
      closestModels(query, products, count).map((d) => ({ model: d.model, title: d.title, url: d.url })),
  };
}
