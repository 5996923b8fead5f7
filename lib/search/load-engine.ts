import { loadOnce } from '@/lib/load-once';
import type { SearchEngine } from './engine';
import { SEARCH_INDEX_PATH, SUGGEST_INDEX_PATH } from './index-file';

type EngineModule = typeof import('./engine');

interface Stage {
  path: string;
  create(engine: EngineModule, file: unknown): SearchEngine;
}

/** The header box: the suggestion stage, small whatever the catalogue's size. */
const suggestStage: Stage = {
  path: SUGGEST_INDEX_PATH,
  create: (engine, file) => {
    if (!engine.isSuggestIndexFile(file)) throw new Error('Search index: unexpected format');
    return engine.createSuggestEngine(file);
  },
};

/** The results page: the full stage, every field and the text excerpts come from. */
const fullStage: Stage = {
  path: SEARCH_INDEX_PATH,
  create: (engine, file) => {
    if (!engine.isSearchIndexFile(file)) throw new Error('Search index: unexpected format');
    return engine.createSearchEngine(file);
  },
};

/**
 * A stage's engine, loaded once per page: the engine code (MiniSearch
 * included) is a separate chunk fetched only now, alongside the stage's
 * file, so pages that never search carry neither. A failure is not
 * remembered, so the next focus tries again.
 */
const load = loadOnce((stage: Stage) =>
  Promise.all([import('./engine'), fetch(stage.path)]).then(async ([engine, response]) => {
    if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
    return stage.create(engine, await response.json());
  }),
);

/** Suggestions for the header's box (`/search-suggest.json`): names, model numbers and labels. */
export const loadSuggestEngine = (): Promise<SearchEngine> => load(suggestStage);

/** Full results for /search (`/search-index.json`): every field, with excerpts. */
export const loadSearchEngine = (): Promise<SearchEngine> => load(fullStage);
