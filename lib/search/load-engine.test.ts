import { buildSearchIndex } from './build-index';
import { SEARCH_INDEX_PATH } from './index-file';

const file = JSON.parse(JSON.stringify(buildSearchIndex()));
const ok = () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(file) } as Response);

async function freshLoader() {
  jest.resetModules();
  return (await import('./load-engine')).loadSearchEngine;
}

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('loadSearchEngine', () => {
  it('fetches the index once however often it is asked', async () => {
    const fetch = jest.fn(ok);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const load = await freshLoader();
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(SEARCH_INDEX_PATH);
    expect(a.search('fc8r')[0]?.url).toBe('/sumitomo/FC8R');
  });

  it('tries again after a failure', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 503 } as Response)
      .mockImplementation(ok);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const load = await freshLoader();
    await expect(load()).rejects.toThrow(/503/);
    await expect(load()).resolves.toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('refuses a file of another version', async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ version: 1, documents: [] }) } as Response),
    ) as unknown as typeof globalThis.fetch;
    const load = await freshLoader();
    await expect(load()).rejects.toThrow(/format/);
  });
});
