import { fetchChecked, loadOnce } from '@/lib/browser/load-once';
import type { SearchEngine } from './engine';
import { isSearchIndexFile, isSuggestIndexFile, SEARCH_INDEX_PATH, SUGGEST_INDEX_PATH } from './index-file';

/** The engine's code (MiniSearch included): a chunk of its own, fetched beside a stage's file. */
const engineCode = () => import('./engine');

/** The header box: the suggestion stage, small whatever the catalogue's size. */
const suggestStage = () =>
  Promise.all([engineCode(), fetchChecked(SUGGEST_INDEX_PATH, isSuggestIndexFile, 'Search index')]).then(([engine, file]) => engine.createSuggestEngine(file));

/** The results page: the full stage, every field and the text excerpts come from. */
const fullStage = () =>
  Promise.all([engineCode(), fetchChecked(SEARCH_INDEX_PATH, isSearchIndexFile, 'Search index')]).then(([engine, file]) => engine.createSearchEngine(file));

/**
 * A stage's engine, loaded once per page: the engine code and the stage's
 * file arrive only now, so pages that never search carry neither. A failure
 * is not remembered, so the next focus tries again.
 */
const load = loadOnce((stage: () => Promise<SearchEngine>) => stage());

/** Suggestions for the header's box (`/search-suggest.json`): names, model numbers and labels. */
export const loadSuggestEngine = (): Promise<SearchEngine> => load(suggestStage);

/** Full results for /search (`/search-index.json`): every field, with excerpts. */
export const loadSearchEngine = (): Promise<SearchEngine> => load(fullStage);
