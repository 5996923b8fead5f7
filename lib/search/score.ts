import type MiniSearch from 'minisearch';

/**
 * MiniSearch's OR search, scored the same way over the same loaded index,
 * without the per-document objects it builds for every posting.
 *
 * At fifty times the catalogue a broad query (`op`, `single mode otdr 1625
 * nm`) touches tens of thousands of postings, and MiniSearch's `search`
 * spent most of its time allocating and collecting a `match` record and a
 * `terms` array for each of them. Here scores go into typed arrays indexed
 * by MiniSearch's short document ids; only the matched terms of each hit are
 * kept, as one array per document. The arithmetic is MiniSearch 7's own
 * (BM25+ per field, prefix and fuzzy weights, the sum per query term, then
 * per query, times the number of query terms matched) in the same order, so
 * scores are equal to the last bit and ties fall the same way:
 * score.test.ts compares the two on every ranking query.
 *
 * It reads MiniSearch's internal fields, so package.json pins the version;
 * the test fails if an upgrade changes them.
 */

type Postings = Map<number, Map<number, number>>;

interface TermMap {
  get(term: string): Postings | undefined;
  atPrefix(prefix: string): Iterable<[string, Postings]>;
  fuzzyGet(term: string, maxDistance: number): Map<string, [Postings, number]>;
}

interface Internals {
  _index: TermMap;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _documentIds: Map<number, string>;
  _nextId: number;
  _options: { fields: string[] };
}

/** One term of a query, as MiniSearch's query spec. The terms of a query are distinct. */
export interface QueryTerm {
  term: string;
  prefix: boolean;
  /** Edit distance allowed, a whole number, 0 for none. */
  fuzzy: number;
  boost: number;
}

export interface ScoredHit {
  id: string;
  score: number;
  /** Index terms the document matched (the query's, or their prefix and fuzzy expansions). */
  terms: string[];
  /** How many of the query's terms it matched. */
  matched: number;
}

// MiniSearch 7's defaults (defaultSearchOptions, defaultBM25params).
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

function bm25(termFreq: number, matching: number, total: number, fieldLength: number, avgFieldLength: number): number {
  const invDocFreq = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return invDocFreq * (BM25.d + (termFreq * (BM25.k + 1)) / (termFreq + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / avgFieldLength)));
}

export function internalsOf(index: MiniSearch<never>): Internals {
  const internals = index as unknown as Internals;
  if (!internals._index || typeof internals._index.atPrefix !== 'function' || !(internals._fieldLength instanceof Map)) {
    throw new Error('Search: this MiniSearch version keeps its index differently; see lib/search/score.ts');
  }
  return internals;
}

/** Every document matching any term, best first, as `index.search` with the same terms and `boost` would rank them. */
export function scoreQuery(index: MiniSearch<never>, query: readonly QueryTerm[], fieldBoosts: Readonly<Record<string, number>>): ScoredHit[] {
  const ix = internalsOf(index);
  const size = ix._nextId;
  const total = new Float64Array(size);
  const current = new Float64Array(size);
  const matchedQueries = new Uint16Array(size);
  const lastQuery = new Int32Array(size).fill(-1);
  const terms: (string[] | undefined)[] = new Array<string[] | undefined>(size);
  const order: number[] = [];
  // The fields in the order MiniSearch visits them, each with its boost or 1.
  const fields = ix._options.fields.map((name) => [ix._fieldIds[name] as number, fieldBoosts[name] || 1] as const);

  query.forEach((q, qi) => {
    const touched: number[] = [];
    const add = (derived: string, weight: number, postings: Postings) => {
      for (const [fieldId, fieldBoost] of fields) {
        const freqs = postings.get(fieldId);
        if (!freqs) continue;
        const matching = freqs.size;
        const avg = ix._avgFieldLength[fieldId] as number;
        for (const [doc, termFreq] of freqs) {
          const length = (ix._fieldLength.get(doc) as number[])[fieldId] as number;
          const weighted = weight * q.boost * fieldBoost * bm25(termFreq, matching, ix._documentCount, length, avg);
          if (lastQuery[doc] !== qi) {
            lastQuery[doc] = qi;
            current[doc] = weighted;
            touched.push(doc);
            matchedQueries[doc] = (matchedQueries[doc] as number) + 1;
            const list = terms[doc];
            if (list === undefined) {
              terms[doc] = [derived];
              order.push(doc);
            } else if (!list.includes(derived)) list.push(derived);
          } else {
            current[doc] = (current[doc] as number) + weighted;
            const list = terms[doc] as string[];
            if (list[list.length - 1] !== derived && !list.includes(derived)) list.push(derived);
          }
        }
      }
    };

    const exact = ix._index.get(q.term);
    if (exact) add(q.term, 1, exact);
    const fuzzy = q.fuzzy ? ix._index.fuzzyGet(q.term, q.fuzzy) : undefined;
    if (q.prefix) {
      for (const [term, postings] of ix._index.atPrefix(q.term)) {
        const distance = term.length - q.term.length;
        if (!distance) continue;
        fuzzy?.delete(term);
        add(term, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance), postings);
      }
    }
    if (fuzzy) {
      for (const [term, [postings, distance]] of fuzzy) {
        if (!distance) continue;
        add(term, (FUZZY_WEIGHT * term.length) / (term.length + distance), postings);
      }
    }
    // Each query term's sum added to the total, as MiniSearch combines its per-term results (0 + x is exactly x).
    for (const doc of touched) total[doc] = (total[doc] as number) + (current[doc] as number);
  });

  const hits = order.map((doc) => ({
    id: ix._documentIds.get(doc) as string,
    score: (total[doc] as number) * ((matchedQueries[doc] as number) || 1),
    terms: terms[doc] as string[],
    matched: matchedQueries[doc] as number,
  }));
  // Stable, as MiniSearch's: ties keep the order documents were first met.
  return hits.sort((a, b) => b.score - a.score);
}

