import type { Options } from 'minisearch';
import { SEARCH_FIELDS, SUGGEST_FIELDS, type SearchDocument, type SuggestDocument } from './index-file';
import { chunkTerms, compact, modelTerms, tokenize } from './normalise';

/**
 * How documents become index terms. The export builds the index with these
 * and the browser loads it with the same, so both read text one way.
 */
const reading = {
  storeFields: [],
  tokenize: (text: string, field?: string) => (field === 'sku' ? text.split('\n') : tokenize(text)),
  processTerm: (term: string, field?: string) => {
    if (field === 'sku') return compact(term);
    return [...(field === 'models' ? modelTerms(term) : chunkTerms(term))];
  },
} satisfies Omit<Options, 'fields'>;

export const indexOptions: Options<SearchDocument> = { ...reading, fields: [...SEARCH_FIELDS] };

/** The suggestion stage: the same reading of text over the short fields only. */
export const suggestIndexOptions: Options<SuggestDocument> = { ...reading, fields: [...SUGGEST_FIELDS] };
