import type { SearchEngine } from './engine';
import { SEARCH_INDEX_PATH } from './index-file';

let pending: Promise<SearchEngine> | null = null;

/**
 * The search engine, loaded once per page: the engine code (MiniSearch
 * included) is a separate chunk fetched only now, alongside the index file,
 * so pages that never search carry neither. A failure is not remembered, so
 * the next focus tries again.
 */
export function loadSearchEngine(): Promise<SearchEngine> {
  pending ??= Promise.all([import('./engine'), fetch(SEARCH_INDEX_PATH)])
    .then(async ([engine, response]) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      const file: unknown = await response.json();
      if (!engine.isSearchIndexFile(file)) throw new Error('Search index: unexpected format');
      return engine.createSearchEngine(file);
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
