import { buildSearchIndex, buildSuggestIndex } from '@/lib/search/build-index';
import { createSearchEngine, createSuggestEngine } from '@/lib/search/engine';
import { evaluate, type JudgedCase, type RankedResult, type Report } from './evaluate';
import { judgedQueries, type QueryClass } from './queries';
import { resolveTargets, targetLabel } from './targets';

/**
 * The judged set run through both places a visitor searches, each built from
 * the content in Node as the export builds it (no `next build`):
 *
 * - `page`: /search, the full stage, in the order the page lists its
 *   results: best match first, as ranked (grouping by family is a view the
 *   visitor may choose, and never reorders the ranking).
 * - `header`: the header box, the suggestion stage, its suggestions as listed.
 */
export type Place = 'page' | 'header';
export const places: readonly Place[] = ['page', 'header'];

export type QualityReports = Record<Place, Report<QueryClass>>;

/** The judged set with URLs from the built index; throws on a target the index lacks. */
export function judgedCases(documents: readonly { id: string; url: string }[]): JudgedCase<QueryClass>[] {
  const urlOf = resolveTargets(documents);
  return judgedQueries.map((q) => ({
    query: q.query,
    class: q.class,
    expected: q.expect.map(urlOf),
    expectedLabels: q.expect.map(targetLabel),
  }));
}

const ranked = (results: readonly { id: string; url: string }[]): RankedResult[] => results.map(({ id, url }) => ({ id, url }));

export function runSearchQuality(): QualityReports {
  const file = buildSearchIndex();
  const page = createSearchEngine(file);
  const header = createSuggestEngine(buildSuggestIndex());
  const cases = judgedCases(file.documents);
  return {
    page: evaluate(cases, (query) => ranked(page.search(query))),
    header: evaluate(cases, (query) => ranked(header.suggest(query))),
  };
}
