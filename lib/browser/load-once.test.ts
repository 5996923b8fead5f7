import { fetchChecked, loadOnce } from './load-once';

describe('loadOnce', () => {
  it('shares one promise per key, and forgets a failure', async () => {
    const load = jest.fn((key: string) => (key === 'bad' ? Promise.reject(new Error('no')) : Promise.resolve(key.toUpperCase())));
    const once = loadOnce(load);
    const [a, b] = [once('x'), once('x')];
    expect(a).toBe(b);
    await expect(a).resolves.toBe('X');
    await expect(once('bad')).rejects.toThrow('no');
    await expect(once('bad')).rejects.toThrow('no');
    expect(load.mock.calls.map(([key]) => key)).toEqual(['x', 'bad', 'bad']);
  });

  it('keys by keyOf when given', async () => {
    const load = jest.fn((list: string[]) => Promise.resolve(list.length));
    const once = loadOnce(load, () => 'one');
    await once(['a']);
    await once(['a', 'b']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('fetchChecked', () => {
  const answer = (ok: boolean, body: unknown) => jest.fn().mockResolvedValue({ ok, status: ok ? 200 : 404, json: () => Promise.resolve(body) });
  const isList = (value: unknown): value is unknown[] => Array.isArray(value);

  it('returns the JSON its check accepts, and names what failed otherwise', async () => {
    globalThis.fetch = answer(true, [1]) as unknown as typeof fetch;
    await expect(fetchChecked('/a.json', isList, 'A')).resolves.toEqual([1]);
    globalThis.fetch = answer(true, {}) as unknown as typeof fetch;
    await expect(fetchChecked('/a.json', isList, 'A')).rejects.toThrow('A: unexpected format');
    globalThis.fetch = answer(false, null) as unknown as typeof fetch;
    await expect(fetchChecked('/a.json', isList, 'A')).rejects.toThrow('A: HTTP 404');
  });
});
