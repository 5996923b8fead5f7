import type { Facet } from '@/content/catalogue/facets';
import { filterKind, isEmptyFilter, type Filter, type GuideState } from './state';

/**
 * The guide's whole state in the query string, readable and short:
 *
 *   ?tab=single-mode-otdr&dynamicRange1550=40..&wavelengths=1625&inService=1&sort=-weight
 *
 * - `tab=<id>`, left out for the first (all-products) tab;
 * - a number facet `<id>=<at least>..<at most>`, either side open;
 * - a choice or set facet `<id>=<value>,<value>`;
 * - a yes/no facet `<id>=1`;
 * - `sort=<id>` ascending, `sort=-<id>` descending.
 *
 * Parameters in facet order, so one view has one address. Anything the
 * guide does not know (an old link, a typo) is ignored and reported.
 */

const NUMBER = /^-?\d+(?:\.\d+)?$/;

function encodeFilter(filter: Filter): string {
  switch (filter.kind) {
    case 'between':
      return `${filter.min ?? ''}..${filter.max ?? ''}`;
    case 'any':
    case 'all':
      return filter.values.join(',');
    case 'yes':
      return '1';
  }
}

export function encodeState(state: GuideState, facets: readonly Facet[], tabs: readonly string[]): string {
  const params = new URLSearchParams();
  if (state.tab !== tabs[0]) params.set('tab', state.tab);
  for (const facet of facets) {
    const filter = state.filters[facet.id];
    if (filter && !isEmptyFilter(filter)) params.set(facet.id, encodeFilter(filter));
  }
  if (state.sort) params.set('sort', `${state.sort.dir === 'desc' ? '-' : ''}${state.sort.id}`);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

function decodeFilter(facet: Facet, raw: string): Filter | null {
  switch (filterKind(facet)) {
    case 'between': {
      const parts = raw.split('..');
      if (parts.length !== 2) return null;
      const [lo, hi] = parts as [string, string];
      if ((lo !== '' && !NUMBER.test(lo)) || (hi !== '' && !NUMBER.test(hi))) return null;
      const min = lo === '' ? null : Number(lo);
      const max = hi === '' ? null : Number(hi);
      if (min === null && max === null) return null;
      if (min !== null && max !== null && min > max) return null;
      return { kind: 'between', min, max };
    }
    case 'any':
    case 'all': {
      const options = 'options' in facet ? facet.options.map((o) => o.value) : [];
      const values = raw.split(',').filter((v) => v !== '');
      if (values.length === 0 || values.some((v) => !options.includes(v))) return null;
      return { kind: filterKind(facet) as 'any' | 'all', values: options.filter((o) => values.includes(o)) };
    }
    case 'yes':
      return raw === '1' ? { kind: 'yes' } : null;
  }
}

export interface DecodedState {
  state: GuideState;
  /** Parameters the guide did not understand, as `name=value`. */
  ignored: string[];
}

export function decodeState(search: string, facets: readonly Facet[], tabs: readonly string[]): DecodedState {
  const params = new URLSearchParams(search);
  const ignored: string[] = [];
  const state: { tab: string; filters: Record<string, Filter>; sort: GuideState['sort'] } = { tab: tabs[0]!, filters: {}, sort: null };
  for (const [name, value] of params) {
    if (name === 'tab') {
      if (tabs.includes(value)) state.tab = value;
      else ignored.push(`${name}=${value}`);
      continue;
    }
    if (name === 'sort') {
      const id = value.replace(/^-/, '');
      if (facets.some((f) => f.id === id)) state.sort = { id, dir: value.startsWith('-') ? 'desc' : 'asc' };
      else ignored.push(`${name}=${value}`);
      continue;
    }
    const facet = facets.find((f) => f.id === name);
    const filter = facet ? decodeFilter(facet, value) : null;
    if (facet && filter) state.filters[facet.id] = filter;
    else ignored.push(`${name}=${value}`);
  }
  return { state, ignored };
}
