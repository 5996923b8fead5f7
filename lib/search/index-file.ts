import type { AsPlainObject } from 'minisearch';
import type { Facts, PackedFacts, SearchLexicon } from './understand';

/**
 * The shape of `/search-index.json`: the MiniSearch index, built at export
 * time, and the documents the results show. Loading a built index takes the
 * browser about a tenth of the time of indexing the text itself.
 */

/** Where the export writes the full index (app/search-index.json/route.ts): the results page's stage. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** Where the export writes the suggestion stage (app/search-suggest.json/route.ts): what the header box loads on focus. */
export const SUGGEST_INDEX_PATH = '/search-suggest.json';

/** Bumped when the file's shape changes, so a cached old file is refused. */
export const SEARCH_INDEX_VERSION = 6;

export type SearchDocumentKind = 'product' | 'family' | 'page' | 'branch' | 'contact';

/** A branch office's document id: the search lexicon names an office by it, for the places nearest it. */
export const branchDocumentId = (key: string): string => `branch:${key}`;

/** What a source function produces: everything searchable about one result. */
export interface SearchDocument {
  /** Unique: `<kind>:<key>`. URLs may repeat (card-only products of one tab share their tab's URL). */
  id: string;
  kind: SearchDocumentKind;
  url: string;
  title: string;
  /** Family or section the result is grouped under. */
  group: string;
  /** One or two sentences shown under the title. */
  excerpt: string;
  /** Model number as printed, for products ('OP-100P16G'); used for closest-model suggestions. */
  model?: string;
  /** Whole model designations, one per line, each matched as one compact term (`S1V` apart from `S1V Ultra`). */
  sku: string;
  /** Model numbers and aliases (key, route), matched piece by piece. */
  models: string;
  /** Family, brand, category and other labels. */
  labels: string;
  /** Searchable text by field. Lines (`\n`) of summary, body and specs are candidate excerpts. */
  summary: string;
  body: string;
  specs: string;
  /** Models and names of other products the page shows (its similar-products strip). */
  related: string;
  /** Tie-break weight above 1 for the products the company features. */
  rank?: number;
  /** A product's key figures as its card shows them ('30–43 dB · 0.8–1.5 m'), shown under its result. */
  figures?: string;
  /** A product's key figures by facet key, which a query's figures are read against ('16 port edfa'). */
  facts?: Facts;
}

/** What the browser keeps of a document: what a result shows and where excerpts come from. */
export type StoredDocument = Pick<
  SearchDocument,
  'id' | 'kind' | 'url' | 'title' | 'group' | 'excerpt' | 'model' | 'rank' | 'figures' | 'summary' | 'body' | 'specs'
> & { facts?: PackedFacts };

export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  documents: StoredDocument[];
  index: AsPlainObject;
  lexicon: SearchLexicon;
}

/** Searchable fields, in the order MiniSearch indexes them. */
export const SEARCH_FIELDS = ['sku', 'models', 'title', 'labels', 'summary', 'body', 'specs', 'related'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * The suggestion stage, `/search-suggest.json`: one row per document with
 * only what a suggestion shows and what its short fields say (model numbers,
 * title, labels), as text. The browser indexes these itself on focus (a
 * few milliseconds at today's size, about a fifth of a second at fifty times
 * it), because a built index of the same fields would be more than twice the
 * size gzipped: its postings list every document id again for every term.
 */
export const SUGGEST_FIELDS = ['sku', 'models', 'title', 'labels'] as const satisfies readonly SearchField[];
export type SuggestField = (typeof SUGGEST_FIELDS)[number];

/** One document of the suggestion stage: `[id, kind, url, title, group, model, rank, sku, models, labels, facts]`; `model` is '', `rank` and `facts` 0 when absent. */
export type SuggestRow = [
  id: string,
  kind: SearchDocumentKind,
  url: string,
  title: string,
  group: string,
  model: string,
  rank: number,
  sku: string,
  models: string,
  labels: string,
  facts: PackedFacts | 0,
];

/** A document as the suggestion stage indexes it. */
export type SuggestDocument = Pick<SearchDocument, 'id' | 'kind' | 'url' | 'title' | 'group' | 'model' | 'rank' | SuggestField> & { facts?: PackedFacts };

export interface SuggestIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  rows: SuggestRow[];
  lexicon: SearchLexicon;
}

/** The full stage's file, as fetched: the version this code reads, documents and a built index. */
export function isSearchIndexFile(value: unknown): value is SearchIndexFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as SearchIndexFile).version === SEARCH_INDEX_VERSION &&
    Array.isArray((value as SearchIndexFile).documents) &&
    typeof (value as SearchIndexFile).index === 'object' &&
    typeof (value as SearchIndexFile).lexicon === 'object'
  );
}

/** The suggestion stage's file, as fetched: the version this code reads, and rows. */
export function isSuggestIndexFile(value: unknown): value is SuggestIndexFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as SuggestIndexFile).version === SEARCH_INDEX_VERSION &&
    Array.isArray((value as SuggestIndexFile).rows) &&
    typeof (value as SuggestIndexFile).lexicon === 'object'
  );
}
