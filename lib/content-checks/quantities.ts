/**
 * Reads the figures a piece of catalogue text states: each number with the
 * unit written after it, so "45/43 dB at 1310/1550 nm" is 45 dB, 43 dB,
 * 1310 nm and 1550 nm. The content checks compare these against plausibility
 * bounds and against the product's own tables. When the key figures become
 * typed values (issue 24), the checks read those instead and this parser is
 * left for prose alone.
 */
import { UNIT_IN_ANY_CASE, UNIT_SCALES, UNITS, unitWritten, type Unit } from '@/content/units';

export { UNITS, type Unit };

export interface Quantity {
  value: number;
  unit: Unit;
  /** The text the figure was read from, for messages. */
  text: string;
}


const NUMBER = String.raw`[-+−]?\d+(?:,\d{3})*(?:\.\d+)?`;
/** Between two numbers of one figure: '45/43', '0–50', '-5 to +10', '1, 2 or 4', '180×145×55'. */
const JOIN = String.raw`\s*(?:\/|~|–|—|×|x|\bto\b|\bor\b|\band\b|,|(?<=\d)-)\s*`;
/** Comparison signs before a number are kept out of the value. */
const SIGN = String.raw`(?:[<>≤≥±]|&lt;|&gt;)?\s*`;
/** A unit in another case ('41 db', '10 MW') is read as the unit it stands for, so its figure is held to the tables too. */
const UNIT = UNIT_IN_ANY_CASE;
/** A tolerance after a value, '125 ±1 µm', belongs to the figure but is not a value of it. */
const TOLERANCE = String.raw`(?:\s*±\s*${NUMBER})?`;
/** A dimension's axis after its value: '58 (W) x 98 (D) x 47 (H) mm'. */
const AXIS = String.raw`(?:\s*\([WDHL]\))?`;
const FIGURE = new RegExp(String.raw`(?<![\p{L}\d.]|\d:)(${SIGN}${NUMBER}${TOLERANCE}${AXIS}(?:${JOIN}${SIGN}${NUMBER}${TOLERANCE}${AXIS})*)\s*(${UNIT})(?![\p{L}\d/])`, 'gu');
const EACH_NUMBER = new RegExp(String.raw`(?:^|(?<=[^\d.,]))${NUMBER}`, 'gu');

function numbersOf(group: string): number[] {
  // A hyphen straight after a digit joins a range ('0-50'); anywhere else it is a minus sign.
  const spaced = group.replace(/(?<=\d)-/g, ' ').replace(/−/g, '-');
  return [...spaced.matchAll(EACH_NUMBER)]
    .filter((m, i) => i === 0 || !/±\s*$/.test(spaced.slice(0, m.index))) // '125 ±1': the 1 is a tolerance
    .map((m) => Number(m[0].replace(/,/g, '')));
}

const LENGTHS: ReadonlySet<Unit> = new Set(['mm', 'cm', 'm', 'km', 'µm', 'nm']);

/** Every figure the text states, in order, with the unit it is written in. */
export function quantitiesIn(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const [whole, group, written] = match;
    const unit = unitWritten(written!);
    if (!unit) continue;
    // '180 × 145 × 55 mm' is three lengths; '4 × 16.5 dBm' is four outputs of 16.5 dBm each.
    const counted = !LENGTHS.has(unit) ? /^(.*[×x]\s*)/.exec(group!)?.[1] : undefined;
    const values = numbersOf(counted ? group!.slice(counted.length) : group!);
    for (const value of values) found.push({ value, unit, text: whole.trim() });
  }
  return found;
}

/**
 * The figures of a table cell: those written with their unit, and, where the
 * row header names the unit ('Dynamic range (dB)'), the bare numbers too.
 */
export function cellQuantities(label: string, cell: string): Quantity[] {
  const found = quantitiesIn(cell);
  const headed = /\(([^()]+)\)\s*$/.exec(label)?.[1];
  const unit = UNITS.find((u) => u === headed);
  if (!unit || found.length > 0) return found;
  return quantitiesIn(`${cell.replace(/[≥≤<>]/g, ' ')} ${unit}`.trim()).filter((q) => q.unit === unit);
}

/** The figures of one unit. */
export function valuesIn(text: string, unit: Unit): number[] {
  return quantitiesIn(text)
    .filter((q) => q.unit === unit)
    .map((q) => q.value);
}

/** PON split ratios written '1:64' or '1 : 128': the second number. */
export function splitRatiosIn(text: string): number[] {
  return [...text.matchAll(/\b1\s*:\s*(\d+)\b/g)].map((m) => Number(m[1]));
}

/**
 * One key per figure, so '45 dB' in prose finds '>45dB' in a table and
 * '85 g' finds '0.085 kg'. The sign is dropped: '-30 dBm' is often written
 * 'below 30 dBm' in prose.
 */
export function quantityKey(q: Pick<Quantity, 'value' | 'unit'>): string {
  const scale = UNIT_SCALES[q.unit];
  const value = Math.abs(q.value) * (scale?.factor ?? 1);
  return `${Number(value.toPrecision(6))} ${scale?.base ?? q.unit}`;
}
