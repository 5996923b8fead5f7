/**
 * The shape of `/search-index.json`: documents, not a serialised MiniSearch
 * index. The browser indexes about a hundred documents in a few milliseconds,
 * and the text it keeps is what the results page picks excerpts from.
 */

/** Where the export writes the index (app/search-index.json/route.ts). */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** Bumped when the document shape changes, so a cached old file is refused. */
export const SEARCH_INDEX_VERSION = 1;

export type SearchDocumentKind = 'product' | 'family' | 'page' | 'branch' | 'contact';

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
  /** Searchable text by field. Lines (`\n`) are candidate excerpts. */
  /** Whole model designations, one per line, each matched as one compact term (`S1V` apart from `S1V Ultra`). */
  sku: string;
  /** Model numbers and aliases (key, route), matched piece by piece. */
  models: string;
  labels: string;
  summary: string;
  body: string;
  specs: string;
  related: string;
  /** Tie-break weight above 1 for the products the company features. */
  rank?: number;
}

export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  documents: SearchDocument[];
}

/** Searchable fields, in the order MiniSearch indexes them. */
export const SEARCH_FIELDS = ['sku', 'models', 'title', 'labels', 'summary', 'body', 'specs', 'related'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
