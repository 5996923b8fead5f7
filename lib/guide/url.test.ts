import { emptyState, type GuideState } from './state';
import { decodeState, encodeState } from './url';
import { facets } from './fixtures.test-data';

const tabs = ['all', 'otdr', 'meter'];

describe('guide URL', () => {
  it('writes the whole state in facet order, and nothing for the default view', () => {
    expect(encodeState(emptyState('all'), facets, tabs)).toBe('');
    const state: GuideState = {
      tab: 'otdr',
      filters: { live: { kind: 'yes' }, dr: { kind: 'between', min: 40, max: null }, wl: { kind: 'all', values: ['1310', '1625'] } },
      sort: { id: 'weight', dir: 'desc' },
    };
    expect(encodeState(state, facets, tabs)).toBe('?tab=otdr&wl=1310%2C1625&dr=40..&live=1&sort=-weight');
  });

  it('reads back what it writes', () => {
    const state: GuideState = {
      tab: 'meter',
      filters: { type: { kind: 'any', values: ['otdr'] }, out: { kind: 'between', min: 12.5, max: 16 }, weight: { kind: 'between', min: null, max: 0.5 } },
      sort: { id: 'dr', dir: 'asc' },
    };
    expect(decodeState(encodeState(state, facets, tabs), facets, tabs)).toEqual({ state, ignored: [] });
  });

  it('ignores and reports what it does not understand, keeping the rest', () => {
    const { state, ignored } = decodeState('?tab=nope&dr=40..x&wl=1310,999&live=yes&colour=red&sort=-nope&weight=..2', facets, tabs);
    expect(state).toEqual({ tab: 'all', filters: { weight: { kind: 'between', min: null, max: 2 } }, sort: null });
    expect(ignored).toEqual(['tab=nope', 'dr=40..x', 'wl=1310,999', 'live=yes', 'colour=red', 'sort=-nope']);
  });

  it('refuses a range whose ends are reversed or both open', () => {
    expect(decodeState('?dr=45..40', facets, tabs).ignored).toEqual(['dr=45..40']);
    expect(decodeState('?dr=..', facets, tabs).ignored).toEqual(['dr=..']);
  });

  it('puts ticked values in the facet’s own order, however the link wrote them', () => {
    expect(decodeState('?wl=1625,1310', facets, tabs).state.filters).toEqual({ wl: { kind: 'all', values: ['1310', '1625'] } });
  });
});
