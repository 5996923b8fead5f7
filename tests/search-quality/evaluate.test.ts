/** @jest-environment node */
import { evaluate, figuresOf, firstHit, MRR_DEPTH, type JudgedCase, type RankedResult } from './evaluate';

const results = (...urls: string[]): RankedResult[] => urls.map((url) => ({ url, id: `doc:${url}` }));
const judged = (query: string, cls: 'a' | 'b', ...expected: string[]): JudgedCase<'a' | 'b'> => ({
  query,
  class: cls,
  expected,
  expectedLabels: expected.map((u) => `want:${u}`),
});

describe('firstHit', () => {
  it('is the 1-based rank of the first expected URL', () => {
    expect(firstHit(results('/x', '/y', '/z'), ['/z', '/y'])).toBe(2);
    expect(firstHit(results('/x'), ['/x'])).toBe(1);
  });

  it('is null when no expected URL is ranked', () => {
    expect(firstHit(results('/x', '/y'), ['/z'])).toBeNull();
    expect(firstHit([], ['/z'])).toBeNull();
  });

  it('matches the whole URL, fragment included', () => {
    expect(firstHit(results('/edfa', '/edfa#dual'), ['/edfa#dual'])).toBe(2);
    expect(firstHit(results('/edfa#single'), ['/edfa#dual'])).toBeNull();
  });
});

describe('figuresOf', () => {
  it('gives the share of queries hit at 1 and within 3, and the mean reciprocal rank', () => {
    // Ranks 1, 2, 4 and none: two of four within 3, one at 1; MRR (1 + 1/2 + 1/4 + 0) / 4.
    expect(figuresOf([1, 2, 4, null])).toEqual({ queries: 4, hit1: 0.25, hit3: 0.5, mrr: 1.75 / 4 });
  });

  it(`counts a rank below ${MRR_DEPTH} as no hit in MRR`, () => {
    expect(figuresOf([MRR_DEPTH]).mrr).toBeCloseTo(1 / MRR_DEPTH);
    expect(figuresOf([MRR_DEPTH + 1]).mrr).toBe(0);
  });

  it('counts rank 3 within hit@3 and rank 4 outside it', () => {
    expect(figuresOf([3]).hit3).toBe(1);
    expect(figuresOf([4]).hit3).toBe(0);
  });

  it('is all zero for no queries', () => {
    expect(figuresOf([])).toEqual({ queries: 0, hit1: 0, hit3: 0, mrr: 0 });
  });
});

describe('evaluate', () => {
  const ranking: Record<string, RankedResult[]> = {
    first: results('/one', '/two'),
    third: results('/x', '/y', '/three'),
    fourth: results('/w', '/x', '/y', '/four', '/z'),
    none: results('/x', '/y', '/z', '/q'),
  };
  const cases = [judged('first', 'a', '/one'), judged('third', 'a', '/three'), judged('fourth', 'b', '/four'), judged('none', 'b', '/nowhere')];
  const report = evaluate(cases, (q) => ranking[q] ?? []);

  it('scores the whole set', () => {
    expect(report.overall).toEqual({ queries: 4, hit1: 0.25, hit3: 0.5, mrr: (1 + 1 / 3 + 1 / 4) / 4 });
  });

  it('scores each class on its own queries', () => {
    expect(report.byClass.get('a')).toEqual({ queries: 2, hit1: 0.5, hit3: 1, mrr: (1 + 1 / 3) / 2 });
    expect(report.byClass.get('b')).toEqual({ queries: 2, hit1: 0, hit3: 0, mrr: 1 / 8 });
  });

  it('lists as misses the queries with no expected result in the top 3, with the top 3 they got', () => {
    expect(report.misses).toEqual([
      { query: 'fourth', class: 'b', expected: ['want:/four'], got: ['doc:/w', 'doc:/x', 'doc:/y'] },
      { query: 'none', class: 'b', expected: ['want:/nowhere'], got: ['doc:/x', 'doc:/y', 'doc:/z'] },
    ]);
  });

  it('counts a query with no results as a miss with nothing got', () => {
    const empty = evaluate([judged('zzqx', 'a', '/one')], () => []);
    expect(empty.overall.hit3).toBe(0);
    expect(empty.misses).toEqual([{ query: 'zzqx', class: 'a', expected: ['want:/one'], got: [] }]);
  });
});
