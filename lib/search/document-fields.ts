import type { SearchDocument } from './index-file';

type Fields = Omit<SearchDocument, 'id' | 'kind' | 'url' | 'title' | 'group' | 'excerpt'>;

/** The searchable fields a source leaves empty unless it has words for them. */
export const emptyFields: Fields = { sku: '', models: '', labels: '', summary: '', body: '', specs: '', related: '' };

/** Words as a field's lines, the empty ones left out: each line may be a result's excerpt. */
export const lines = (items: readonly (string | undefined | false)[]) =>
  items.filter((s): s is string => typeof s === 'string' && s.trim() !== '').join('\n');
