/**
 * The units the catalogue writes figures in. The content checks read every
 * figure in these units (lib/content-checks/quantities.ts), hold the house
 * notation for them (a space between number and unit: '650 nm', '10 mW')
 * and compare prose against the tables. Longest first, so 'dBm' is never
 * read as 'dB' followed by 'm'.
 */
export const UNITS = [
  'ps/(nm·km)',
  'dB/km',
  'kg/km',
  'dBm',
  'dB',
  'Gbps',
  'Mbps',
  'GHz',
  'MHz',
  'Hz',
  'mAh',
  'Wh',
  'min',
  'nm',
  'µm',
  'mm',
  'cm',
  'km',
  'kg',
  'mW',
  'ms',
  'ns',
  'µs',
  'sec',
  '°C',
  'm',
  'g',
  'oz',
  'W',
  'V',
  'A',
  's',
] as const;

export type Unit = (typeof UNITS)[number];

/**
 * A unit's letters have one case; in another case it is another unit or
 * none: 'db', 'DB' and 'Db' are slips for dB, 'MW' (megawatts) and 'mw' for
 * mW, 'NM' and 'Nm' for nm, 'KM' for km. Every unit of two or more
 * characters is read in any case, so the checks name the slip
 * (content/notation.ts) and hold its figure to the tables like any other
 * (lib/content-checks/quantities.ts). A one-letter unit is read only as
 * written: '5G' is a network generation and '100M' an Ethernet speed.
 */
const CASED_UNITS: readonly Unit[] = UNITS.filter((u) => u.length > 1);

/** Spellings that look like a unit in another case but are words of their own: 'MM' is multimode fibre ('50/125 MM'). */
const NOT_UNITS: ReadonlySet<string> = new Set(['MM']);

const escapeUnit = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A regular-expression source that matches every unit, those of two or more characters in any case, longest first. */
export const UNIT_IN_ANY_CASE = UNITS.map((unit) =>
  unit.length === 1 ? escapeUnit(unit) : [...unit].map((c) => (c.toLowerCase() === c.toUpperCase() ? escapeUnit(c) : `[${c.toLowerCase()}${c.toUpperCase()}]`)).join(''),
).join('|');

/** The unit a spelling stands for: 'dB' for 'dB', 'db' or 'DB'; undefined for a word that is no unit ('MM', 'dbx'). */
export function unitWritten(text: string): Unit | undefined {
  const exact = UNITS.find((u) => u === text);
  if (exact || NOT_UNITS.has(text)) return exact;
  return CASED_UNITS.find((u) => u.toLowerCase() === text.toLowerCase());
}

/**
 * Units that measure the same thing, each with its factor to the first of
 * its kind, so '85 g' in prose matches '0.085 kg' in a table. 'sec' is read
 * so the checks can find it; the notation check asks for 's'.
 */
export const UNIT_SCALES: Readonly<Partial<Record<Unit, { base: Unit; factor: number }>>> = {
  kg: { base: 'g', factor: 1000 },
  km: { base: 'm', factor: 1000 },
  mm: { base: 'm', factor: 0.001 },
  cm: { base: 'm', factor: 0.01 },
  µm: { base: 'm', factor: 1e-6 },
  sec: { base: 's', factor: 1 },
  ms: { base: 's', factor: 0.001 },
  µs: { base: 's', factor: 1e-6 },
  ns: { base: 's', factor: 1e-9 },
  min: { base: 's', factor: 60 },
  mW: { base: 'W', factor: 0.001 },
};
