import type { FamilyKey } from '@/content/catalogue/types';
import { COMPARE_PATH, compareDataPath, comparePath, parseCompareQuery } from './url';

const families: Record<string, FamilyKey> = {
  a: 'pon',
  b: 'pon',
  c: 'pon',
  d: 'pon',
  e: 'pon',
  s1v: 'sumitomo',
};
const familyOf = (key: string) => families[key] ?? null;

describe('comparePath', () => {
  it('writes the keys as one readable comma list', () => {
    expect(comparePath(['a', 'b', 'c'])).toBe('/compare?items=a,b,c');
    expect(comparePath(['a', 'b'], true)).toBe('/compare?items=a,b&only=differences');
    expect(COMPARE_PATH).toBe('/compare');
  });

  it('reads back what it writes', () => {
    const search = new URL(comparePath(['a', 'b'], true), 'https://x').search;
    expect(parseCompareQuery(search, familyOf)).toEqual({ keys: ['a', 'b'], family: 'pon', ignored: [], onlyDifferences: true });
  });
});

describe('parseCompareQuery', () => {
  it('keeps link order', () => {
    expect(parseCompareQuery('?items=c,a,b', familyOf).keys).toEqual(['c', 'a', 'b']);
  });

  it('ignores unknown and duplicate keys, listing each with the reason', () => {
    const query = parseCompareQuery('?items=a,nope,a,b', familyOf);
    expect(query.keys).toEqual(['a', 'b']);
    expect(query.ignored).toEqual([
      { key: 'nope', reason: 'unknown' },
      { key: 'a', reason: 'duplicate' },
    ]);
  });

  it('lets the first comparable key set the family and ignores the others', () => {
    const query = parseCompareQuery('?items=zz,s1v,a,b', familyOf);
    expect(query.family).toBe('sumitomo');
    expect(query.keys).toEqual(['s1v']);
    expect(query.ignored.map((i) => i.reason)).toEqual(['unknown', 'other-family', 'other-family']);
  });

  it('keeps four keys and ignores the rest', () => {
    const query = parseCompareQuery('?items=a,b,c,d,e', familyOf);
    expect(query.keys).toEqual(['a', 'b', 'c', 'd']);
    expect(query.ignored).toEqual([{ key: 'e', reason: 'over-limit' }]);
  });

  it('reads repeated and encoded parameters, and skips empty parts', () => {
    expect(parseCompareQuery('?items=a,,b&items=c', familyOf).keys).toEqual(['a', 'b', 'c']);
    expect(parseCompareQuery('?items=a%2Cb', familyOf).keys).toEqual(['a', 'b']);
  });

  it('never throws on a missing or odd query', () => {
    for (const search of ['', '?', '?items=', '?items=%E0%A4%A', '?only=differences', '?items=<script>']) {
      const query = parseCompareQuery(search, familyOf);
      expect(query.keys).toEqual([]);
      expect(query.family).toBeNull();
    }
    expect(parseCompareQuery('?items=%E0%A4%A', familyOf).ignored).toHaveLength(1);
  });

  it('turns the differences filter on only for only=differences', () => {
    expect(parseCompareQuery('?items=a,b&only=differences', familyOf).onlyDifferences).toBe(true);
    expect(parseCompareQuery('?items=a,b&only=yes', familyOf).onlyDifferences).toBe(false);
  });
});

describe('compareDataPath', () => {
  it('names one JSON file per family', () => {
    expect(compareDataPath('pon')).toBe('/compare-data/pon.json');
  });
});
