import { buildSearchIndex, buildSuggestIndex } from './build-index';
import { SEARCH_INDEX_PATH, SUGGEST_INDEX_PATH } from './index-file';

const files: Record<string, unknown> = {
  [SEARCH_INDEX_PATH]: JSON.parse(JSON.stringify(buildSearchIndex())),
  [SUGGEST_INDEX_PATH]: JSON.parse(JSON.stringify(buildSuggestIndex())),
};
const ok = (path: string) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(files[path]) } as Response);

/** The loader module as a page first imports it, nothing loaded yet. */
async function freshLoaders() {
  jest.resetModules();
  return import('./load-engine');
}

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('loadSearchEngine', () => {
  it('fetches the index once however often it is asked', async () => {
    const fetch = jest.fn(ok);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const load = (await freshLoaders()).loadSearchEngine;
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(SEARCH_INDEX_PATH);
    expect(a.search('fc8r')[0]?.url).toBe('/sumitomo/FC8R');
  });

  it('loads only the suggestion stage for the header box, once, and the full stage apart', async () => {
    const fetch = jest.fn(ok);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const loadSuggest = (await freshLoaders()).loadSuggestEngine;
    const [a, b] = await Promise.all([loadSuggest(), loadSuggest()]);
    expect(a).toBe(b);
    expect(fetch.mock.calls).toEqual([[SUGGEST_INDEX_PATH]]);
    expect(a.suggest('fc8r')[0]?.url).toBe('/sumitomo/FC8R');
    expect(a.suggest('fc8r')[0]?.excerpt).toEqual([]);
    const { loadSearchEngine } = await import('./load-engine');
    const fullEngine = await loadSearchEngine();
    expect(fetch.mock.calls).toEqual([[SUGGEST_INDEX_PATH], [SEARCH_INDEX_PATH]]);
    expect(fullEngine).not.toBe(a);
    expect(fullEngine.search('fc8r')[0]?.excerpt.length).toBeGreaterThan(0);
  });

  it('refuses a full index where the suggestion stage belongs', async () => {
    globalThis.fetch = jest.fn(() => ok(SEARCH_INDEX_PATH)) as unknown as typeof globalThis.fetch;
    const loadSuggest = (await freshLoaders()).loadSuggestEngine;
    await expect(loadSuggest()).rejects.toThrow(/format/);
  });

  it('tries again after a failure', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 503 } as Response)
      .mockImplementation(ok);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const load = (await freshLoaders()).loadSearchEngine;
    await expect(load()).rejects.toThrow(/503/);
    await expect(load()).resolves.toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('refuses a file of another version', async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ version: 1, documents: [] }) } as Response),
    ) as unknown as typeof globalThis.fetch;
    const load = (await freshLoaders()).loadSearchEngine;
    await expect(load()).rejects.toThrow(/format/);
  });
});
