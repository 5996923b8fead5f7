/**
 * Scores a ranking against judged queries: hit@1, hit@3 and the mean
 * reciprocal rank over the top five, overall and per class, and the queries
 * whose top three hold none of their expected results. Pure: the ranking is
 * a function passed in, so the arithmetic is tested without an engine.
 */

/** MRR counts a hit only this far down; below it a query scores 0. */
export const MRR_DEPTH = 5;

/** A judged query with its acceptable results resolved to URLs. */
export interface JudgedCase<C extends string = string> {
  query: string;
  class: C;
  /** URLs of the results that answer the query (exact match, fragment included). */
  expected: readonly string[];
  /** How the expected results print in a miss ('product:s1v'). */
  expectedLabels: readonly string[];
}

/** One result as the engine ranks it. */
export interface RankedResult {
  url: string;
  /** How the result prints in a miss: the index's document id. */
  id: string;
}

export interface Figures {
  queries: number;
  hit1: number;
  hit3: number;
  mrr: number;
}

export interface Miss<C extends string = string> {
  query: string;
  class: C;
  expected: readonly string[];
  /** The top three results, as their ids. */
  got: readonly string[];
}

export interface Report<C extends string = string> {
  overall: Figures;
  byClass: ReadonlyMap<C, Figures>;
  /** Queries none of whose expected results is in the top three, in set order. */
  misses: readonly Miss<C>[];
}

/** The 1-based rank of the first expected result in `ranked`, or null when there is none. */
export function firstHit(ranked: readonly RankedResult[], expected: readonly string[]): number | null {
  const wanted = new Set(expected);
  const index = ranked.findIndex((r) => wanted.has(r.url));
  return index === -1 ? null : index + 1;
}

/** Hit@1, hit@3 and MRR@5 of a list of first-hit ranks (null: no hit at all). */
export function figuresOf(ranks: readonly (number | null)[]): Figures {
  const n = ranks.length;
  if (n === 0) return { queries: 0, hit1: 0, hit3: 0, mrr: 0 };
  const share = (k: number) => ranks.filter((r) => r !== null && r <= k).length / n;
  const mrr = ranks.reduce<number>((sum, r) => sum + (r !== null && r <= MRR_DEPTH ? 1 / r : 0), 0) / n;
  return { queries: n, hit1: share(1), hit3: share(3), mrr };
}

export function evaluate<C extends string>(cases: readonly JudgedCase<C>[], rank: (query: string) => readonly RankedResult[]): Report<C> {
  const runs = cases.map((c) => {
    const ranked = rank(c.query);
    return { case: c, ranked, hit: firstHit(ranked, c.expected) };
  });
  const classes = [...new Set(cases.map((c) => c.class))];
  return {
    overall: figuresOf(runs.map((r) => r.hit)),
    byClass: new Map(classes.map((cls) => [cls, figuresOf(runs.filter((r) => r.case.class === cls).map((r) => r.hit))])),
    misses: runs
      .filter((r) => r.hit === null || r.hit > 3)
      .map((r) => ({ query: r.case.query, class: r.case.class, expected: r.case.expectedLabels, got: r.ranked.slice(0, 3).map((x) => x.id) })),
  };
}
