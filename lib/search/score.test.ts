import MiniSearch from 'minisearch';
import { buildSearchIndex, buildSuggestIndex } from './build-index';
import { FIELD_BOOSTS } from './engine';
import { indexOptions, suggestIndexOptions } from './index-options';
import { fuzzyFor, planQuery } from './normalise';
import { scoreQuery } from './score';

const full = MiniSearch.loadJS(JSON.parse(JSON.stringify(buildSearchIndex().index)), indexOptions);
const suggest = new MiniSearch(suggestIndexOptions);
suggest.addAll(
  buildSuggestIndex().rows.map(([id, kind, url, title, group, , , sku, models, labels]) => ({ id, kind, url, title, group, sku, models, labels })),
);

const QUERIES = [
  'op100p16g', 'OP 100 P16G', '100p16', '1:128', 'FC-8R', '82C+', 's1v ultra', 'ribbon splicer', 'AE3100', 'ae3100c',
  'live otdr', 'vfl', 'pon power meter', 'light source', 'c++++', 'neo 12f', '24 fibre', 'ce0416m', 'pe1619m osw',
  'kolkata', 'head office', 'splicr', 'otdr', 'G.652D', 'g.652.d', 'splicer', 'fc8', 'op', 'fibre', 'cleavr', 'gpon olt',
  'dual input edfa', 'single mode otdr 1625 nm', 'ribbon fusion splicer', 'zzqx',
];

function both(index: MiniSearch<never>, query: string) {
  const plan = planQuery(query);
  const joined = new Map(plan.joined.map((j) => [j.term, 2 ** (j.chunks - 1)]));
  const all = [...plan.terms, ...plan.parts, ...joined.keys()];
  const parts = new Set(plan.parts);
  const ours = scoreQuery(
    index,
    all.map((term) => ({ term, prefix: !parts.has(term), fuzzy: fuzzyFor(term), boost: joined.get(term) ?? 1 })),
    FIELD_BOOSTS,
  );
  const theirs = all.length
    ? index.search(all.join(' '), {
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        boost: FIELD_BOOSTS,
        prefix: (term) => !parts.has(term),
        fuzzy: fuzzyFor,
        boostTerm: (term) => joined.get(term) ?? 1,
      })
    : [];
  return { ours, theirs };
}

describe('scoreQuery', () => {
  it.each(QUERIES)('%j ranks and scores as MiniSearch does, to the last bit', (query) => {
    for (const index of [full, suggest] as MiniSearch<never>[]) {
      const { ours, theirs } = both(index, query);
      expect(ours.map((h) => [h.id, h.score])).toEqual(theirs.map((h) => [h.id, h.score]));
      expect(ours.map((h) => [...h.terms].sort())).toEqual(theirs.map((h) => [...h.terms].sort()));
    }
  });

  it('matches something for most queries, so the comparison means something', () => {
    expect(QUERIES.filter((q) => both(full as MiniSearch<never>, q).ours.length > 0).length).toBeGreaterThan(QUERIES.length - 3);
  });

  it('refuses an index without the internals it reads', () => {
    expect(() => scoreQuery({} as MiniSearch<never>, [{ term: 'otdr', prefix: true, fuzzy: 0, boost: 1 }], FIELD_BOOSTS)).toThrow(/MiniSearch version/);
  });
});
