/** @jest-environment node */
import { buildSuggestIndex } from '@/lib/search/build-index';
import { judgedQueries, queryClasses } from './queries';
import { judgedCases } from './run';

/** Issue 29's size for the set: eighty queries at least, eight of each class at least. */
const MIN_QUERIES = 80;
const MIN_PER_CLASS = 8;

describe('the judged query set', () => {
  it(`holds at least ${MIN_QUERIES} queries`, () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(MIN_QUERIES);
  });

  it.each(queryClasses)(`holds at least ${MIN_PER_CLASS} queries of class %s`, (cls) => {
    expect(judgedQueries.filter((q) => q.class === cls).length).toBeGreaterThanOrEqual(MIN_PER_CLASS);
  });

  it('judges each query once', () => {
    const seen = judgedQueries.map((q) => q.query.trim().toLowerCase());
    expect(seen.filter((q, i) => seen.indexOf(q) !== i)).toEqual([]);
  });

  it('expects at least one result of each query, each one a page the search index holds', () => {
    const documents = buildSuggestIndex().rows.map(([id, , url]) => ({ id, url }));
    const cases = judgedCases(documents);
    expect(cases.filter((c) => c.expected.length === 0).map((c) => c.query)).toEqual([]);
  });
});
