/**
 * Key figures as typed values: the figures a buyer chooses a model by.
 *
 * Each family declares its facets once (content/catalogue/facets/<family>.ts)
 * and every orderable model of the family gives a value for each, or `null`
 * where the sources say nothing (shown as "—", never guessed). The spec-table
 * cells that show a facet's figure are rendered from these values, and so
 * are the selection guide on the landing, the cards' key figures, the
 * guide's CSV, the JSON-LD and the datasheets' "Key figures" block.
 */

import { nounFor } from '../count';
import { formatNumber, plain, quantityText, type Better, type Quantity, type QuantityTextOptions } from './quantity';

/** A unit of measure, with its UN/CEFACT Recommendation 20 common code where one exists. */
export interface FacetUnit {
  /** As printed after a figure: 'dB', 'kg', 'fibres'. */
  symbol: string;
  /** UN/CEFACT common code ('2N' decibel, 'KGM' kilogram); none for a plain count. */
  code?: string;
  /** A count's noun for one, where `symbol` is its plural: '1 port', '4 ports'. */
  one?: string;
}

/** The units the facets are written in. A test checks each code against the UN/CEFACT list. */
export const facetUnits = {
  dB: { symbol: 'dB', code: '2N' },
  dBm: { symbol: 'dBm', code: 'DBM' },
  nm: { symbol: 'nm', code: 'C45' },
  m: { symbol: 'm', code: 'MTR' },
  mm: { symbol: 'mm', code: 'MMT' },
  km: { symbol: 'km', code: 'KMT' },
  kg: { symbol: 'kg', code: 'KGM' },
  s: { symbol: 's', code: 'SEC' },
  N: { symbol: 'N', code: 'NEW' },
  W: { symbol: 'W', code: 'WTT' },
  fibres: { symbol: 'fibres', one: 'fibre' },
  ports: { symbol: 'ports', one: 'port' },
  cycles: { symbol: 'cycles', one: 'cycle' },
} as const satisfies Record<string, FacetUnit>;

export type FacetUnitKey = keyof typeof facetUnits;

export type { Better };

interface FacetBase {
  /** Stable id: the URL's filter key and the CSV's column. */
  id: string;
  /** Column header and filter group name, without the unit. */
  label: string;
  /**
   * One plain sentence on what the figure means and why it matters; for a
   * count, how to choose it.
   */
  explain: string;
  /**
   * Headers of the spec-table rows that state this figure. Such a row is
   * rendered from the models' values; the content checks fail on one typed
   * as text, since the figure would then be written twice.
   */
  rows?: readonly string[];
}

interface QuantityFacetBase extends FacetBase {
  kind: 'number';
  unit: FacetUnitKey;
  /** What physics and the trade allow; a value outside fails the content checks. */
  bounds: { min: number; max: number };
}

/**
 * A figure with a unit, whose values are quantities (content/catalogue/quantity.ts):
 * 45 dB, "< 2 kg", "≥ 32 dB", 13–16 dBm, "4 or 8" outputs. A quality has a
 * direction, the end every buyer prefers (less loss, less weight); a count
 * is a need (fibres, ports, outputs): the engineer decides how many, so it
 * has none, and no value of it is ever marked best.
 */
export type NumberFacet = QuantityFacetBase &
  (
    | { better?: Better; count?: false }
    | {
        /** A count of things a buyer needs so many of: no direction, and its explanation says how to choose. */
        count: true;
        better?: never;
      }
  );

/** Several values at once: the wavelengths an instrument tests at. */
export interface SetFacet extends FacetBase {
  kind: 'set';
  unit?: FacetUnitKey;
  options: readonly { value: string; label: string }[];
}

/** One of a few kinds: core or clad alignment, GPON or EPON. */
export interface ChoiceFacet extends FacetBase {
  kind: 'choice';
  options: readonly { value: string; label: string }[];
}

/** Yes or no: in-service testing, a second input. */
export interface FlagFacet extends FacetBase {
  kind: 'flag';
}

export type Facet = NumberFacet | SetFacet | ChoiceFacet | FlagFacet;
export type FacetKind = Facet['kind'];

/** The value a facet of each kind takes. */
export type FacetValueOf<F extends Facet> = F extends NumberFacet
  ? Quantity
  : F extends SetFacet
    ? readonly F['options'][number]['value'][]
    : F extends ChoiceFacet
      ? F['options'][number]['value']
      : F extends FlagFacet
        ? boolean
        : never;

export type FacetValue = Quantity | readonly string[] | string | boolean;

/**
 * A model's values for every facet of its family: each facet present, with
 * its value or `null` where no source gives one. A missing facet is a type
 * error, so a new facet is filled in for every model.
 */
export type FigureValues<Fs extends readonly Facet[]> = { readonly [F in Fs[number] as F['id']]: FacetValueOf<F> | null };

/** A model a buyer can order, with its key figures. A product page may offer several (AE3100A to F). */
export interface OrderableModel<V = Readonly<Record<string, FacetValue | null>>> {
  /** As the maker prints it: 'AE3100C', 'FC-6RS-C'. */
  name: string;
  figures: V;
}

/** A family's facets, and which of them a card shows under its title. */
export interface FamilyFacets<Fs extends readonly Facet[] = readonly Facet[]> {
  facets: Fs;
  /** Two or three facet ids, in the order a card shows them. */
  cardFigures: readonly Fs[number]['id'][];
}

/** Declares a family's facets with their literal ids and kinds kept, for typed values. */
export function defineFacets<const Fs extends readonly Facet[]>(family: FamilyFacets<Fs>): FamilyFacets<Fs> {
  return family;
}

/* ---------- Writing a value ---------- */

export { formatNumber };

/** A unit as printed after a figure: a count's noun agrees with `n`, the one number the figure gives ('1 port'), and is plural without one ('1–4 ports'). */
export function unitAfter(unit: FacetUnit, n?: number): string {
  return unit.one && n !== undefined ? nounFor(n, { one: unit.one, other: unit.symbol }) : unit.symbol;
}

/** The one number a figure gives, which a count's noun agrees with ('1 port', '≤ 1 port'); none for a span or options ('1–4 ports'). */
function singleNumberOf(q: Quantity): number | undefined {
  const p = plain(q);
  if (typeof p === 'number') return p;
  if ('atMost' in p) return p.atMost;
  if ('atLeast' in p) return p.atLeast;
  if ('min' in p && p.min === p.max && !p.each) return p.min;
  return undefined;
}

/**
 * A facet value in words, with its unit: '45 dB', '< 2 kg', '13–16 dBm',
 * '4 or 8 ports', '1310 / 1550 / 1625 nm', 'Core', 'Yes'. A value no source
 * gives reads '—'. `unit: false` leaves the unit off where a column header
 * carries it; `note: 'full'` writes a qualified figure's note out where
 * there is room (content/catalogue/quantity.ts).
 */
export function formatFigure(facet: Facet, value: FacetValue | null, { unit = true, ...options }: { unit?: boolean } & QuantityTextOptions = {}): string {
  if (value === null) return '—';
  switch (facet.kind) {
    case 'number':
      return quantityText(value as Quantity, unit ? unitAfter(facetUnits[facet.unit], singleNumberOf(value as Quantity)) : undefined, options);
    case 'set': {
      const chosen = value as readonly string[];
      const labels = facet.options.filter((o) => chosen.includes(o.value)).map((o) => o.label);
      const text = labels.join(' / ');
      return unit && facet.unit ? `${text} ${facetUnits[facet.unit].symbol}` : text;
    }
    case 'choice':
      return facet.options.find((o) => o.value === value)?.label ?? String(value);
    case 'flag':
      return value ? 'Yes' : 'No';
  }
}

/** A facet's unit, or null for one without (a choice, a yes/no, a set of names). */
export function unitOf(facet: Facet): FacetUnit | null {
  return 'unit' in facet && facet.unit ? facetUnits[facet.unit] : null;
}

/**
 * The unit a column's header adds to its label: none where the label already
 * names it ('Fibres', 'PON ports'), so no header reads 'Fibres (fibres)'.
 */
export function headerUnit(facet: Facet): string | null {
  const unit = unitOf(facet);
  if (!unit) return null;
  return facet.label.toLowerCase().split(/\s+/).includes(unit.symbol.toLowerCase()) ? null : unit.symbol;
}

/** The header of a facet's column: its label with the unit, 'Dynamic range at 1550 nm (dB)'. */
export function facetHeader(facet: Facet): string {
  const unit = headerUnit(facet);
  return unit ? `${facet.label} (${unit})` : facet.label;
}
