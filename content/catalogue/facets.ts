import { nounFor } from '../count';

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

/** Which end of a scale a buyer prefers, where one is better. */
export type Better = 'higher' | 'lower';

interface FacetBase {
  /** Stable id: the URL's filter key and the CSV's column. */
  id: string;
  /** Column header and filter group name, without the unit. */
  label: string;
  /** One plain sentence on what the figure means and why it matters. */
  explain: string;
  /**
   * Headers of the spec-table rows that state this figure. Such a row is
   * rendered from the models' values; the content checks fail on one typed
   * as text, since the figure would then be written twice.
   */
  rows?: readonly string[];
}

/** A figure: 45 dB, 0.8 m, 19.5 dBm. */
export interface NumberFacet extends FacetBase {
  kind: 'number';
  unit: FacetUnitKey;
  better?: Better;
  /** What physics and the trade allow; a value outside fails the content checks. */
  bounds: { min: number; max: number };
}

/** A span a model covers: an output adjustable from 13 to 16 dBm, diameters from 5.8 to 7 mm. */
export interface RangeFacet extends FacetBase {
  kind: 'range';
  unit: FacetUnitKey;
  better?: Better;
  bounds: { min: number; max: number };
}

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

export type Facet = NumberFacet | RangeFacet | SetFacet | ChoiceFacet | FlagFacet;
export type FacetKind = Facet['kind'];

/** The value a facet of each kind takes. */
export type FacetValueOf<F extends Facet> = F extends NumberFacet
  ? number
  : F extends RangeFacet
    ? { min: number; max: number }
    : F extends SetFacet
      ? readonly F['options'][number]['value'][]
      : F extends ChoiceFacet
        ? F['options'][number]['value']
        : F extends FlagFacet
          ? boolean
          : never;

export type FacetValue = number | { min: number; max: number } | readonly string[] | string | boolean;

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

// International grouping (60,000, not 60,000 in lakhs as en-IN would group 1,00,000), as company.ts writes figures.
const NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

/** A number as the site prints it: '0.8', '60,000'. */
export function formatNumber(n: number): string {
  return NUMBER.format(n);
}

/** A unit as printed after a figure: a count's noun agrees with `n`, the one number the figure gives ('1 port'), and is plural without one ('1–4 ports'). */
export function unitAfter(unit: FacetUnit, n?: number): string {
  return unit.one && n !== undefined ? nounFor(n, { one: unit.one, other: unit.symbol }) : unit.symbol;
}

function withUnit(text: string, unit: FacetUnitKey | undefined, n?: number): string {
  return unit ? `${text} ${unitAfter(facetUnits[unit], n)}` : text;
}

/**
 * A facet value in words, with its unit: '45 dB', '13–16 dBm',
 * '1310 / 1550 / 1625 nm', 'Core alignment', 'Yes'. A value no source gives
 * reads '—'. `unit: false` leaves the unit off where a column header
 * carries it.
 */
export function formatFigure(facet: Facet, value: FacetValue | null, { unit = true }: { unit?: boolean } = {}): string {
  if (value === null) return '—';
  switch (facet.kind) {
    case 'number':
      return withUnit(formatNumber(value as number), unit ? facet.unit : undefined, value as number);
    case 'range': {
      const { min, max } = value as { min: number; max: number };
      return withUnit(min === max ? formatNumber(min) : `${formatNumber(min)}–${formatNumber(max)}`, unit ? facet.unit : undefined, min === max ? min : undefined);
    }
    case 'set': {
      const chosen = value as readonly string[];
      const labels = facet.options.filter((o) => chosen.includes(o.value)).map((o) => o.label);
      return withUnit(labels.join(' / '), unit ? facet.unit : undefined);
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

/** The header of a facet's column: its label with the unit, 'Dynamic range at 1550 nm (dB)'. */
export function facetHeader(facet: Facet): string {
  const unit = unitOf(facet);
  return unit ? `${facet.label} (${unit.symbol})` : facet.label;
}
