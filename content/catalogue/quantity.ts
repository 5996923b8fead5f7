/**
 * A figure as its source states it, typed with its meaning. The datasheets
 * of this trade rarely give a bare number: a weight is "< 2 kg", a dead zone
 * "≤ 0.8 m", a dynamic range "≥ 32 dB", an amplifier is ordered with "4 or 8"
 * outputs, and now and then two of the maker's own documents disagree. A
 * figure is written once in its record with that meaning, and every output
 * (the spec table, the guide's cell and filter, the CSV, the JSON-LD, the
 * comparison, the planner) reads the meaning from the type, so "< 2 kg" can
 * never print as "2 kg" anywhere.
 */

/** Exactly this much, as far as the source's precision goes: 45 dB. */
export type Exact = number;

/** No more than this: "≤ 0.8 m", or with `strict` "< 2 kg" (the source says under, or less than). */
export interface AtMost {
  readonly atMost: number;
  readonly strict?: true;
}

/** No less than this: "≥ 32 dB", or with `strict` "> 11 h" (the source says over, or more than). */
export interface AtLeast {
  readonly atLeast: number;
  readonly strict?: true;
}

/**
 * A span the model covers: an output adjustable from 13 to 16 dBm. Across a
 * series of models the same shape says "from model to model", and `each`
 * keeps the bound every model's figure carries ("≥ 30–43 dB").
 */
export interface Span {
  readonly min: number;
  readonly max: number;
  readonly each?: 'atMost' | 'atLeast';
  /** With `each`: every model's bound is strict ('< 0.3–0.5 kg'). */
  readonly strict?: true;
}

/** One of these, chosen when ordering: "4 or 8 outputs", "13, 14 or 16 dBm". Smallest first. */
export interface OneOf {
  readonly oneOf: readonly number[];
}

export type PlainQuantity = Exact | AtMost | AtLeast | Span | OneOf;

/**
 * A figure the site shows as the maker states it, because the maker's own
 * sources disagree: `stated` is the reading the site uses (the one
 * DECISIONS.md settles on), and `note`, a phrase that follows "as stated:",
 * says what the other source gives ('the maker’s online summary gives
 * 26 dB'). Every output shows the qualification.
 */
export interface Qualified {
  readonly stated: PlainQuantity;
  readonly note: string;
}

export type Quantity = PlainQuantity | Qualified;

export type QuantityShape = 'exact' | 'atMost' | 'atLeast' | 'span' | 'oneOf';

/* ---------- Writing a figure in a record ---------- */

/** "< x": the source says under, or less than. */
export const under = (x: number): AtMost => ({ atMost: x, strict: true });
/** "≤ x": the source says at most, or max. */
export const atMost = (x: number): AtMost => ({ atMost: x });
/** "> x": the source says over, or more than. */
export const over = (x: number): AtLeast => ({ atLeast: x, strict: true });
/** "≥ x": the source says at least, or min. */
export const atLeast = (x: number): AtLeast => ({ atLeast: x });
/** A span the model covers, "a–b". */
export const span = (min: number, max: number): Span => ({ min, max });
/** Options chosen when ordering, "a, b or c". */
export const oneOf = (...options: number[]): OneOf => ({ oneOf: [...options].sort((a, b) => a - b) });
/** The maker's figure where its sources disagree: what the site uses, and what the other source says. */
export const asStated = (stated: PlainQuantity, note: string): Qualified => ({ stated, note });

/* ---------- Reading one ---------- */

export function isQualified(q: Quantity): q is Qualified {
  return typeof q === 'object' && 'stated' in q;
}

/** The figure without its qualification. */
export function plain(q: Quantity): PlainQuantity {
  return isQualified(q) ? q.stated : q;
}

export function shapeOf(q: Quantity): QuantityShape {
  const p = plain(q);
  if (typeof p === 'number') return 'exact';
  if ('atMost' in p) return 'atMost';
  if ('atLeast' in p) return 'atLeast';
  if ('oneOf' in p) return 'oneOf';
  return 'span';
}

/** Whether a value is a quantity (and not a set's list, a choice's word or a flag). */
export function isQuantity(value: unknown): value is Quantity {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return 'atMost' in value || 'atLeast' in value || 'oneOf' in value || 'stated' in value || ('min' in value && 'max' in value);
}

/** Every number the figure names, for bounds and plausibility checks. */
export function numbersOf(q: Quantity): number[] {
  const p = plain(q);
  if (typeof p === 'number') return [p];
  if ('atMost' in p) return [p.atMost];
  if ('atLeast' in p) return [p.atLeast];
  if ('oneOf' in p) return [...p.oneOf];
  return [p.min, p.max];
}

/** The note of a qualified figure, or null. */
export function noteOf(q: Quantity | null): string | null {
  return q !== null && isQualified(q) ? q.note : null;
}

/**
 * Whether a model with this figure meets a requirement "at least `min`"
 * and/or "at most `max`" (either may be open), counting only what the
 * source guarantees:
 * - an exact figure, when it lies inside;
 * - a bound, only on its own side: "< 2 kg" meets "at most 2 kg" (and says
 *   nothing of "at least 1 kg"), "≥ 32 dB" meets "at least 30 dB";
 * - a span the model covers, when it reaches into the requirement;
 * - options, when one of them does (the model is ordered with that one).
 * A qualified figure is read as stated.
 */
export function meetsBetween(q: Quantity, min: number | null, max: number | null): boolean {
  const p = plain(q);
  const inside = (v: number) => (min === null || v >= min) && (max === null || v <= max);
  if (typeof p === 'number') return inside(p);
  if ('atMost' in p) return min === null && max !== null && p.atMost <= max;
  if ('atLeast' in p) return max === null && min !== null && p.atLeast >= min;
  if ('oneOf' in p) return p.oneOf.some(inside);
  if (p.each === 'atLeast') return max === null && min !== null && p.max >= min;
  if (p.each === 'atMost') return min === null && max !== null && p.min <= max;
  return (min === null || p.max >= min) && (max === null || p.min <= max);
}

/** Which end of a scale a buyer prefers, where one is better for every buyer. */
export type Better = 'higher' | 'lower';

/**
 * What the source promises on the side a buyer cares about: the figure a
 * datasheet comparison ranks by. An exact figure promises itself; "≥ 32 dB"
 * promises 32 dB where more is better, and nothing where less is; a span or
 * options promise their better end (the model is set or ordered so). Null
 * when the figure promises nothing on that side. `strict` marks "under 2" as
 * better than "2".
 */
export function promised(q: Quantity, better: Better): { value: number; strict: boolean } | null {
  const p = plain(q);
  if (typeof p === 'number') return { value: p, strict: false };
  if ('atMost' in p) return better === 'lower' ? { value: p.atMost, strict: p.strict === true } : null;
  if ('atLeast' in p) return better === 'higher' ? { value: p.atLeast, strict: p.strict === true } : null;
  if ('oneOf' in p) return { value: better === 'higher' ? Math.max(...p.oneOf) : Math.min(...p.oneOf), strict: false };
  if (p.each === 'atLeast' && better === 'lower') return null;
  if (p.each === 'atMost' && better === 'higher') return null;
  return { value: better === 'higher' ? p.max : p.min, strict: false };
}

/** A number to order by: the figure's lower end ascending, its upper end descending. */
export function sortValue(q: Quantity, dir: 'asc' | 'desc'): number {
  const numbers = numbersOf(q);
  return dir === 'asc' ? Math.min(...numbers) : Math.max(...numbers);
}

/**
 * What several models' figures come to, keeping what they mean: one figure
 * when all agree ('< 2 kg'); where every model's figure is the same kind of
 * bound, the span with that bound ('≥ 30–43 dB' over the AE3100A to F);
 * every option of the options ('4 or 8'); otherwise the span from the lowest
 * figure to the highest. A qualified figure among them qualifies the result,
 * with each note once.
 */
export function quantityAcross(values: readonly Quantity[]): Quantity {
  const first = values[0]!;
  if (values.every((v) => JSON.stringify(v) === JSON.stringify(first))) return first;
  const plains = values.map(plain);
  const shapes = new Set(plains.map(shapeOf));
  const numbers = plains.flatMap(numbersOf);
  const min = Math.min(...numbers);
  const max = Math.max(...numbers);
  const only = shapes.size === 1 ? [...shapes][0] : null;
  const stricts = new Set(plains.map((p) => typeof p === 'object' && 'strict' in p && p.strict === true));
  const combined: PlainQuantity =
    only === 'oneOf'
      ? { oneOf: [...new Set(numbers)].sort((a, b) => a - b) }
      : (only === 'atLeast' || only === 'atMost') && stricts.size === 1
        ? { min, max, each: only, ...(stricts.has(true) ? { strict: true as const } : {}) }
        : { min, max };
  const notes = [...new Set(values.filter(isQualified).map((v) => v.note))];
  return notes.length > 0 ? asStated(combined, notes.join(' ')) : combined;
}

/* ---------- Writing it out ---------- */

// International grouping (60,000, not 60,000 in lakhs as en-IN would group 1,00,000), as company.ts writes figures.
const NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });
// A spreadsheet reads '60000' as a number and '60,000' as text.
const UNGROUPED = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3, useGrouping: false });

/** A number as the site prints it: '0.8', '60,000', '-30'; `grouped: false` for a spreadsheet ('60000'). */
export function formatNumber(n: number, { grouped = true }: { grouped?: boolean } = {}): string {
  return (grouped ? NUMBER : UNGROUPED).format(n);
}

/** '4 or 8', '13, 14 or 16'. */
export function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

const SIGNS = { atMost: ['≤', '<'], atLeast: ['≥', '>'] } as const;

/** A plain figure without its unit: '< 2', '≥ 32', '13–16', '4 or 8'; signed, '+4.5 to +10', '−27' (a true minus sign). */
function plainText(p: PlainQuantity, grouped: boolean, signed: boolean): string {
  const n = (x: number) => (signed ? `${x > 0 ? '+' : x < 0 ? '−' : ''}${formatNumber(Math.abs(x), { grouped })}` : formatNumber(x, { grouped }));
  if (typeof p === 'number') return n(p);
  if ('atMost' in p) return `${SIGNS.atMost[p.strict ? 1 : 0]} ${n(p.atMost)}`;
  if ('atLeast' in p) return `${SIGNS.atLeast[p.strict ? 1 : 0]} ${n(p.atLeast)}`;
  if ('oneOf' in p) return orList(p.oneOf.map(n));
  // An en dash between positive figures; "to" where a minus sign would run into it.
  const text = p.min === p.max ? n(p.min) : signed || p.min < 0 || p.max < 0 ? `${n(p.min)} to ${n(p.max)}` : `${n(p.min)}–${n(p.max)}`;
  return p.each ? `${SIGNS[p.each][p.strict ? 1 : 0]} ${text}` : text;
}

/** What a qualified figure says after itself in a short cell: the guide's, a card's, the CSV's. */
export const QUALIFIED_MARK = '(as stated)';

export interface QuantityTextOptions {
  /** 'mark' (the default) writes a qualified figure '20 dB (as stated)'; 'full' writes its note out, where there is room. */
  note?: 'mark' | 'full';
  /** False for a spreadsheet: '60000', not '60,000'. */
  grouped?: boolean;
  /** A power level, where the sign is part of the figure: '+4.5 to +10 dBm'. */
  signed?: boolean;
}

/**
 * A figure in words with its unit, as a table cell or a card writes it:
 * '< 2 kg', '≤ 0.8 m', '≥ 32 dB', '13–16 dBm', '4 or 8 ports'. A qualified
 * figure reads '20 dB (as stated)', or with `note: 'full'` '20 dB (as
 * stated: the maker’s online summary gives 26 dB)'.
 */
export function quantityText(q: Quantity, unit?: string, { note = 'mark', grouped = true, signed = false }: QuantityTextOptions = {}): string {
  const text = `${plainText(plain(q), grouped, signed)}${unit ? ` ${unit}` : ''}`;
  if (!isQualified(q)) return text;
  return note === 'full' ? `${text} (as stated: ${q.note})` : `${text} ${QUALIFIED_MARK}`;
}

const WORDS = { atMost: ['at most', 'under'], atLeast: ['at least', 'over'] } as const;

/**
 * A figure in words for a sentence, with its unit: '20 dB', 'at most 3 m',
 * 'under 2 kg', 'at least 32 dB', '13 to 16 dBm', '4 or 8 ports'. A
 * qualified figure carries its note: '20 dB (as stated: the maker’s online
 * summary gives 26 dB at 1310 nm)'.
 */
export function quantityWords(q: Quantity, unit?: string): string {
  const p = plain(q);
  const u = unit ? ` ${unit}` : '';
  const text =
    typeof p === 'number'
      ? `${formatNumber(p)}${u}`
      : 'atMost' in p
        ? `${WORDS.atMost[p.strict ? 1 : 0]} ${formatNumber(p.atMost)}${u}`
        : 'atLeast' in p
          ? `${WORDS.atLeast[p.strict ? 1 : 0]} ${formatNumber(p.atLeast)}${u}`
          : 'oneOf' in p
            ? `${orList(p.oneOf.map((x) => formatNumber(x)))}${u}`
            : `${p.each ? `${WORDS[p.each][p.strict ? 1 : 0]} ` : ''}${p.min === p.max ? formatNumber(p.min) : `${formatNumber(p.min)} to ${formatNumber(p.max)}`}${u}`;
  return isQualified(q) ? `${text} (as stated: ${q.note})` : text;
}

/**
 * The CSV's notation for figures, said once in the file's header note.
 * Each form is what quantityText writes without the unit.
 */
export const QUANTITY_NOTATION =
  'Figures as the makers state them: “< 2” under 2; “≤ 2” at most 2; “≥ 32” at least 32; “13–16” a span the model covers; “4 or 8” one of the options, chosen when ordering; “(as stated)” the maker’s own sources disagree and the product page says how.';
