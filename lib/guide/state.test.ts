import { bestIndices, columnOrder, emptyState, facetCounts, filterToLoosen, meets, nextSort, rowMatches, sortRows, withFilter, type GuideState } from './state';
import { facets, rows } from './fixtures.test-data';

const shown = (state: GuideState) => rows.filter((r) => rowMatches(r, state)).map((r) => r.model);
const facet = (id: string) => facets.find((f) => f.id === id)!;

describe('guide filters', () => {
  it('keep a number between its bounds, either bound open, and never a model without a value', () => {
    expect(shown({ ...emptyState('all'), filters: { dr: { kind: 'between', min: 40, max: null } } })).toEqual(['B', 'C']);
    expect(shown({ ...emptyState('all'), filters: { dr: { kind: 'between', min: null, max: 40 } } })).toEqual(['A', 'B']);
    expect(shown({ ...emptyState('all'), filters: { dr: { kind: 'between', min: 33, max: 44 } } })).toEqual(['B']);
    expect(shown({ ...emptyState('all'), filters: { weight: { kind: 'between', min: null, max: 5 } } })).toEqual(['A', 'B', 'M', 'N']);
  });

  it('let a range meet "at least" when it reaches it and "at most" when it starts below it', () => {
    expect(meets({ min: 13, max: 16 }, { kind: 'between', min: 15, max: null })).toBe(true);
    expect(meets({ min: 13, max: 16 }, { kind: 'between', min: 17, max: null })).toBe(false);
    expect(meets({ min: 13, max: 16 }, { kind: 'between', min: null, max: 13 })).toBe(true);
    expect(meets({ min: 13, max: 16 }, { kind: 'between', min: null, max: 12.9 })).toBe(false);
    expect(shown({ ...emptyState('all'), filters: { out: { kind: 'between', min: 19, max: null } } })).toEqual(['N']);
  });

  it('take any ticked choice, every ticked set value, and yes for a flag', () => {
    expect(shown({ ...emptyState('all'), filters: { type: { kind: 'any', values: ['otdr', 'meter'] } } })).toEqual(['A', 'B', 'C', 'M', 'N']);
    expect(shown({ ...emptyState('all'), filters: { wl: { kind: 'all', values: ['1310', '1625'] } } })).toEqual(['B']);
    expect(shown({ ...emptyState('all'), filters: { live: { kind: 'yes' } } })).toEqual(['B', 'M']);
  });

  it('narrow by the active tab and every filter together', () => {
    expect(shown({ ...emptyState('meter'), filters: { live: { kind: 'yes' } } })).toEqual(['M']);
    expect(shown(emptyState('otdr'))).toEqual(['A', 'B', 'C']);
  });

  it('count each option as ticking it would show, the other filters applied and its own left out', () => {
    const state: GuideState = { ...emptyState('all'), filters: { live: { kind: 'yes' }, type: { kind: 'any', values: ['meter'] } } };
    const type = facet('type');
    const counts = facetCounts(rows, type, state);
    expect(type.kind === 'choice' && counts[type.options.findIndex((o) => o.value === 'otdr')]).toBe(1);
    expect(type.kind === 'choice' && counts[type.options.findIndex((o) => o.value === 'meter')]).toBe(1);
    expect(facetCounts(rows, facet('live'), { ...emptyState('otdr'), filters: {} })).toEqual([1]);
    const wl = facet('wl');
    expect(wl.kind === 'set' && facetCounts(rows, wl, emptyState('all'))[wl.options.findIndex((o) => o.value === '1625')]).toBe(1);
    expect(facetCounts(rows, facet('dr'), state)).toEqual([]);
  });

  it('count every box as the result set ticking it alone would give', () => {
    const state: GuideState = { ...emptyState('all'), filters: { live: { kind: 'yes' } } };
    for (const f of facets) {
      if (f.kind === 'number') continue;
      const options: (string | true)[] = f.kind === 'flag' ? [true] : f.options.map((o) => o.value);
      const expected = options.map((option) => {
        const filter = option === true ? { kind: 'yes' as const } : { kind: f.kind === 'set' ? ('all' as const) : ('any' as const), values: [option] };
        return rows.filter((r) => rowMatches(r, withFilter(state, f.id, filter))).length;
      });
      expect(facetCounts(rows, f, state)).toEqual(expected);
    }
  });

  it('name the filter to loosen when nothing matches: the one whose removal brings most back', () => {
    const state: GuideState = { ...emptyState('all'), filters: { dr: { kind: 'between', min: 44, max: null }, live: { kind: 'yes' } } };
    expect(shown(state)).toEqual([]);
    expect(filterToLoosen(rows, state)).toEqual({ id: 'dr', count: 2 });
    const stuck: GuideState = { ...emptyState('meter'), filters: { dr: { kind: 'between', min: 40, max: null }, wl: { kind: 'all', values: ['1625'] } } };
    expect(filterToLoosen(rows, stuck)).toBeNull();
  });
});

describe('guide columns', () => {
  it('put the sorted column first and the filtered ones next, each group in the family order', () => {
    const ids = (state: GuideState) => columnOrder(facets, state).map((f) => f.id);
    const natural = facets.map((f) => f.id);
    expect(ids(emptyState('all'))).toEqual(natural);
    const state: GuideState = { tab: 'all', sort: { id: 'weight', dir: 'asc' }, filters: { live: { kind: 'yes' }, dr: { kind: 'between', min: 30, max: null } } };
    const ordered = ids(state);
    expect(ordered[0]).toBe('weight');
    expect(ordered.slice(1, 3)).toEqual(natural.filter((id) => id === 'live' || id === 'dr'));
    expect(ordered.slice(3)).toEqual(natural.filter((id) => !['weight', 'live', 'dr'].includes(id)));
  });
});

describe('guide sorting', () => {
  it('orders by value either way, with models lacking one last both ways and ties in landing order', () => {
    const asc = sortRows(rows, facets, { id: 'weight', dir: 'asc' }).map((r) => r.model);
    expect(asc).toEqual(['M', 'N', 'A', 'B', 'C']);
    const desc = sortRows(rows, facets, { id: 'weight', dir: 'desc' }).map((r) => r.model);
    expect(desc).toEqual(['A', 'B', 'M', 'N', 'C']);
    expect(sortRows(rows, facets, { id: 'dr', dir: 'desc' }).map((r) => r.model)).toEqual(['C', 'B', 'A', 'M', 'N']);
  });

  it('sorts a range by where it starts going up and where it ends going down', () => {
    expect(sortRows(rows, facets, { id: 'out', dir: 'asc' }).map((r) => r.model).slice(0, 2)).toEqual(['M', 'N']);
    expect(sortRows(rows, facets, { id: 'out', dir: 'desc' }).map((r) => r.model).slice(0, 2)).toEqual(['N', 'M']);
  });

  it('keeps the landing order without a sort, and for an unknown facet', () => {
    expect(sortRows(rows, facets, null).map((r) => r.model)).toEqual(['A', 'B', 'C', 'M', 'N']);
    expect(sortRows(rows, facets, { id: 'nope', dir: 'asc' }).map((r) => r.model)).toEqual(['A', 'B', 'C', 'M', 'N']);
  });

  it('sorts the better end first on the first press, then turns the order round', () => {
    expect(nextSort(facet('dr'), null)).toEqual({ id: 'dr', dir: 'desc' });
    expect(nextSort(facet('weight'), null)).toEqual({ id: 'weight', dir: 'asc' });
    expect(nextSort(facet('dr'), { id: 'dr', dir: 'desc' })).toEqual({ id: 'dr', dir: 'asc' });
    expect(nextSort(facet('type'), { id: 'dr', dir: 'desc' })).toEqual({ id: 'type', dir: 'asc' });
  });
});

describe('best values', () => {
  it('mark the highest where higher is better and the lowest where lower is, every tie included', () => {
    expect(bestIndices(facet('dr'), [32, 45, 45, null])).toEqual([1, 2]);
    expect(bestIndices(facet('weight'), [2, 0.3, null, 0.3])).toEqual([1, 3]);
    expect(bestIndices(facet('out'), [{ min: 13, max: 16 }, { min: 19.5, max: 19.5 }])).toEqual([1]);
  });

  it('mark nothing without a direction, with one known value, or when all are equal', () => {
    expect(bestIndices(facet('type'), ['otdr', 'meter'])).toEqual([]);
    expect(bestIndices(facet('dr'), [40, null])).toEqual([]);
    expect(bestIndices(facet('dr'), [40, 40])).toEqual([]);
  });
});

describe('filter summaries', () => {
  it('say each filter in a few words, with its unit', async () => {
    const { filterSummary } = await import('./summary');
    expect(filterSummary(facet('dr'), { kind: 'between', min: 40, max: null })).toBe('Dynamic range ≥ 40 dB');
    expect(filterSummary(facet('weight'), { kind: 'between', min: null, max: 1.5 })).toBe('Weight ≤ 1.5 kg');
    expect(filterSummary(facet('out'), { kind: 'between', min: 13, max: 16 })).toBe('Output 13–16 dBm');
    expect(filterSummary(facet('type'), { kind: 'any', values: ['otdr', 'meter'] })).toBe('Type: OTDR or Meter');
    expect(filterSummary(facet('wl'), { kind: 'all', values: ['1310', '1550', '1625'] })).toBe('Wavelengths: 1310, 1550 and 1625 nm');
    expect(filterSummary(facet('live'), { kind: 'yes' })).toBe('In service');
  });

  it('write a count’s noun in agreement with its bound', async () => {
    const { filterSummary } = await import('./summary');
    const ports = { id: 'lan', label: 'LAN ports', kind: 'number', unit: 'ports', bounds: { min: 0, max: 16 }, explain: 'x' } as const;
    expect(filterSummary(ports, { kind: 'between', min: 1, max: null })).toBe('LAN ports ≥ 1 port');
    expect(filterSummary(ports, { kind: 'between', min: null, max: 1 })).toBe('LAN ports ≤ 1 port');
    expect(filterSummary(ports, { kind: 'between', min: 2, max: null })).toBe('LAN ports ≥ 2 ports');
    expect(filterSummary(ports, { kind: 'between', min: 1, max: 4 })).toBe('LAN ports 1–4 ports');
  });
});
