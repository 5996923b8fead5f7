import type { Options } from 'minisearch';
import { SEARCH_FIELDS, type SearchDocument } from './index-file';
import { chunkTerms, compact, modelTerms, tokenize } from './normalise';

/**
 * How documents become index terms. The export builds the index with these
 * and the browser loads it with the same, so both read text one way.
 */
export const indexOptions: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize: (text, field) => (field === 'sku' ? text.split('\n') : tokenize(text)),
  processTerm: (term, field) => {
    if (field === 'sku') return compact(term);
    return [...(field === 'models' ? modelTerms(term) : chunkTerms(term))];
  },
};
