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
