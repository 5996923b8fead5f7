import { buildCompareData } from './build-data';
import { isComparableFamilies, isCompareFamilyData } from './data';
import { comparableFamilies } from './build-data';

const pon = JSON.parse(JSON.stringify(buildCompareData('pon')));
const ok = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);

async function freshLoader() {
  jest.resetModules();
  return (await import('./data')).loadCompareData;
}

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('isCompareFamilyData', () => {
  it('accepts the file the build writes, for its own family only', () => {
    expect(isCompareFamilyData(pon, 'pon')).toBe(true);
    expect(isCompareFamilyData(pon, 'edfa')).toBe(false);
  });

  it('rejects a malformed file', () => {
    expect(isCompareFamilyData({ family: 'pon', products: [{ key: 'x' }] }, 'pon')).toBe(false);
    expect(isCompareFamilyData(null, 'pon')).toBe(false);
  });
});

describe('loadCompareData', () => {
  it('fetches a family’s file once however often it is asked', async () => {
    const fetch = jest.fn(() => ok(pon));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const load = await freshLoader();
    const [a, b] = await Promise.all([load('pon'), load('pon')]);
    expect(a).toBe(b);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/compare-data/pon.json');
  });

  it('fails on an HTTP error or a wrong file, then tries again', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 404 })
      .mockImplementationOnce(() => ok({ family: 'edfa', products: [] }))
      .mockImplementationOnce(() => ok(pon));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const load = await freshLoader();
    await expect(load('pon')).rejects.toThrow('HTTP 404');
    await expect(load('pon')).rejects.toThrow('unexpected format');
    await expect(load('pon')).resolves.toEqual(pon);
  });
});

describe('the comparable families file', () => {
  const families = ['sumitomo', 'deviser', 'pon', 'edfa', 'fiber'] as const;

  it('accepts the map the build writes and rejects anything else', () => {
    const built = JSON.parse(JSON.stringify(comparableFamilies()));
    expect(built['op-100p16g']).toBe('pon');
    expect(isComparableFamilies(built, families)).toBe(true);
    expect(isComparableFamilies({ a: 'cables' }, families)).toBe(false);
    expect(isComparableFamilies([], families)).toBe(false);
    expect(isComparableFamilies(null, families)).toBe(false);
  });

  it('is fetched once, and again after a failure', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 500 })
      .mockImplementation(() => ok({ 'op-100p16g': 'pon' }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    jest.resetModules();
    const { loadComparableFamilies } = await import('./data');
    await expect(loadComparableFamilies(families)).rejects.toThrow('HTTP 500');
    const [a, b] = await Promise.all([loadComparableFamilies(families), loadComparableFamilies(families)]);
    expect(a).toBe(b);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('/compare-data/families.json');
  });
});
