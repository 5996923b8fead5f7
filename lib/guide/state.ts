import type { Better, Facet, FacetValue } from '@/content/catalogue/facets';
import { isQuantity, meetsBetween, promised, sortValue, type Quantity } from '@/content/catalogue/quantity';
import type { GuideRow } from './rows';

/**
 * The selection guide's state, and the rules that narrow and order its
 * rows: one result set for the table and the cards, which the URL carries
 * whole so a copied link reopens the same view.
 */

/** A requirement on one facet. Its kind follows from the facet's. */
export type Filter =
  /** A figure: 'at least' and 'at most', either open. */
  | { kind: 'between'; min: number | null; max: number | null }
  /** A choice facet: any of the ticked values. */
  | { kind: 'any'; values: readonly string[] }
  /** A set facet (wavelengths): every ticked value. */
  | { kind: 'all'; values: readonly string[] }
  /** A yes/no facet: yes. */
  | { kind: 'yes' };

export type SortDirection = 'asc' | 'desc';

export interface GuideState {
  tab: string;
  filters: Readonly<Record<string, Filter>>;
  sort: { id: string; dir: SortDirection } | null;
}

export function emptyState(tab: string): GuideState {
  return { tab, filters: {}, sort: null };
}

/** The filter kind a facet takes. */
export function filterKind(facet: Facet): Filter['kind'] {
  switch (facet.kind) {
    case 'number':
      return 'between';
    case 'choice':
      return 'any';
    case 'set':
      return 'all';
    case 'flag':
      return 'yes';
  }
}

/** Whether a filter asks for nothing (both bounds open, nothing ticked): then it is dropped. */
export function isEmptyFilter(filter: Filter): boolean {
  switch (filter.kind) {
    case 'between':
      return filter.min === null && filter.max === null;
    case 'any':
    case 'all':
      return filter.values.length === 0;
    case 'yes':
      return false;
  }
}

/**
 * Whether a model's value meets a requirement. A model the sources give no
 * value for never does, and a figure meets a 'between' filter only where its
 * source guarantees it (content/catalogue/quantity.ts meetsBetween): "< 2 kg"
 * meets "at most 2 kg", "4 or 8" outputs meet "at least 6".
 */
export function meets(value: FacetValue | null | undefined, filter: Filter): boolean {
  if (value === null || value === undefined) return false;
  switch (filter.kind) {
    case 'between':
      return isQuantity(value) && meetsBetween(value, filter.min, filter.max);
    case 'any':
      return typeof value === 'string' && filter.values.includes(value);
    case 'all':
      return Array.isArray(value) && filter.values.every((v) => (value as readonly string[]).includes(v));
    case 'yes':
      return value === true;
  }
}

export function inTab(row: GuideRow, tab: string): boolean {
  return row.tabs.includes(tab);
}

/** Whether a row is in the result set: in the active tab and meeting every filter, or every filter but one. */
export function rowMatches(row: GuideRow, state: GuideState, except?: string): boolean {
  if (!inTab(row, state.tab)) return false;
  return Object.entries(state.filters).every(([id, filter]) => id === except || meets(row.figures[id], filter));
}

function probe(facet: Facet, option: string | true): Filter {
  return option === true ? { kind: 'yes' } : ({ kind: filterKind(facet) === 'all' ? 'all' : 'any', values: [option] } as Filter);
}

/**
 * The counts beside one facet's boxes: how many rows would show with each
 * option ticked, the other filters as they are and this facet's own left
 * out. A choice's or a set's per option in the facet's order, a yes/no's
 * one count; a figure has none. The rows the other filters leave are found
 * once for the facet, not once per box.
 */
export function facetCounts(rows: readonly GuideRow[], facet: Facet, state: GuideState): readonly number[] {
  if (facet.kind === 'number') return [];
  const left = rows.filter((row) => rowMatches(row, state, facet.id));
  const options: (string | true)[] = facet.kind === 'flag' ? [true] : facet.options.map((o) => o.value);
  return options.map((option) => {
    const wanted = probe(facet, option);
    return left.filter((row) => meets(row.figures[facet.id], wanted)).length;
  });
}

/** The state with one facet's filter set, or removed when `filter` is null. */
export function withFilter(state: GuideState, id: string, filter: Filter | null): GuideState {
  const filters = { ...state.filters };
  if (filter) filters[id] = filter;
  else delete filters[id];
  return { ...state, filters };
}

/**
 * The table's figure columns in the order a buyer asked about them: the
 * sorted column first, then the filtered ones, then the rest, each group in
 * the family's own order. What he filtered or sorted on sits next to the
 * model, on a phone too, where the rest scrolls off to the side.
 */
export function columnOrder(facets: readonly Facet[], state: GuideState): readonly Facet[] {
  const rank = (facet: Facet) => (state.sort?.id === facet.id ? 0 : state.filters[facet.id] ? 1 : 2);
  if (facets.every((facet) => rank(facet) === 2)) return facets;
  // A stable sort keeps each group in the family's order.
  return [...facets].sort((a, b) => rank(a) - rank(b));
}

/* ---------- Order ---------- */

function sortKey(facet: Facet, value: FacetValue, dir: SortDirection): number | string {
  switch (facet.kind) {
    case 'number':
      return sortValue(value as Quantity, dir);
    case 'choice':
      return facet.options.findIndex((o) => o.value === value);
    case 'set': {
      const values = value as readonly string[];
      return values.length;
    }
    case 'flag':
      return value ? 1 : 0;
  }
}

/**
 * The rows in the order the sort asks: by the facet's value, models without
 * one last whichever the direction, ties in landing order.
 */
export function sortRows(rows: readonly GuideRow[], facets: readonly Facet[], sort: GuideState['sort']): GuideRow[] {
  const facet = sort ? facets.find((f) => f.id === sort.id) : undefined;
  if (!sort || !facet) return [...rows];
  const sign = sort.dir === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const va = a.row.figures[facet.id];
      const vb = b.row.figures[facet.id];
      if (va === null || va === undefined) return vb === null || vb === undefined ? a.index - b.index : 1;
      if (vb === null || vb === undefined) return -1;
      const ka = sortKey(facet, va, sort.dir);
      const kb = sortKey(facet, vb, sort.dir);
      if (ka < kb) return -sign;
      if (ka > kb) return sign;
      return a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The next sort a header's button asks for: ascending first (descending first where higher is better), then the other way. */
export function nextSort(facet: Facet, current: GuideState['sort']): NonNullable<GuideState['sort']> {
  const first: SortDirection = 'better' in facet && facet.better === 'higher' ? 'desc' : 'asc';
  if (current?.id !== facet.id) return { id: facet.id, dir: first };
  return { id: facet.id, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

/* ---------- When nothing matches ---------- */

/**
 * With no row left, the filter to loosen: the one whose removal brings back
 * the most rows, with how many. Null when removing any one filter alone
 * brings back nothing (then the advice is to clear them).
 */
export function filterToLoosen(rows: readonly GuideRow[], state: GuideState): { id: string; count: number } | null {
  let best: { id: string; count: number } | null = null;
  for (const id of Object.keys(state.filters)) {
    const count = rows.filter((row) => rowMatches(row, state, id)).length;
    if (count > 0 && (!best || count > best.count)) best = { id, count };
  }
  return best;
}

/* ---------- Best values (the comparison marks them) ---------- */

/**
 * Which of several values are the best of a facet that has a direction:
 * the indices of every value tied for best, ranked by what each source
 * promises on the better side (content/catalogue/quantity.ts promised): "≥ 43 dB"
 * beats "≥ 41 dB", "< 2 kg" beats "2 kg", and "< 2 kg" promises nothing
 * against a figure where more is better. None when the facet has no
 * direction (a count is a need, never a quality), when fewer than two values
 * promise something, or when all that do are equal (then none is better).
 */
export function bestIndices(facet: { better?: Better } | Facet, values: readonly (FacetValue | null | undefined)[]): number[] {
  const better = 'better' in facet ? facet.better : undefined;
  if (!better) return [];
  const sign = better === 'higher' ? 1 : -1;
  // A strict bound ('< 2') is a hair better than the figure itself.
  const score = (v: FacetValue): number | null => {
    if (!isQuantity(v)) return null;
    const p = promised(v, better);
    return p === null ? null : sign * p.value + (p.strict ? 1e-9 : 0);
  };
  const known = values.flatMap((v, i) => {
    const s = v === null || v === undefined ? null : score(v);
    return s === null ? [] : [{ i, s }];
  });
  if (known.length < 2) return [];
  const target = Math.max(...known.map((k) => k.s));
  const best = known.filter((k) => k.s === target).map((k) => k.i);
  return best.length === known.length ? [] : best;
}
