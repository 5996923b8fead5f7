import type { Facet } from '@/content/catalogue/facets';
import type { GuideRow } from './rows';

/** A small family for the guide's unit tests: facets of every kind and rows with gaps. */
export const facets = [
  { id: 'type', label: 'Type', kind: 'choice', options: [{ value: 'otdr', label: 'OTDR' }, { value: 'meter', label: 'Meter' }], explain: 'x' },
  { id: 'wl', label: 'Wavelengths', kind: 'set', unit: 'nm', options: [{ value: '1310', label: '1310' }, { value: '1550', label: '1550' }, { value: '1625', label: '1625' }], explain: 'x' },
  { id: 'dr', label: 'Dynamic range', kind: 'number', unit: 'dB', better: 'higher', bounds: { min: 15, max: 50 }, explain: 'x' },
  { id: 'out', label: 'Output', kind: 'number', unit: 'dBm', better: 'higher', bounds: { min: 0, max: 27 }, explain: 'x' },
  { id: 'live', label: 'In service', kind: 'flag', explain: 'x' },
  { id: 'weight', label: 'Weight', kind: 'number', unit: 'kg', better: 'lower', bounds: { min: 0.05, max: 10 }, explain: 'x' },
] as const satisfies readonly Facet[];

const row = (model: string, tabs: string[], figures: GuideRow['figures']): GuideRow => ({
  model,
  product: model.toLowerCase(),
  tabs: ['all', ...tabs],
  href: `/x/${model}`,
  comparable: true,
  figures,
});

export const rows: readonly GuideRow[] = [
  row('A', ['otdr'], { type: 'otdr', wl: ['1310', '1550'], dr: 32, out: null, live: false, weight: 2 }),
  row('B', ['otdr'], { type: 'otdr', wl: ['1310', '1550', '1625'], dr: 40, out: null, live: true, weight: 2 }),
  row('C', ['otdr'], { type: 'otdr', wl: ['1310', '1550'], dr: 45, out: null, live: false, weight: null }),
  row('M', ['meter'], { type: 'meter', wl: ['1310', '1490', '1550'], dr: null, out: { min: 13, max: 16 }, live: true, weight: 0.3 }),
  row('N', ['meter'], { type: 'meter', wl: null, dr: null, out: { min: 19.5, max: 19.5 }, live: false, weight: 0.3 }),
];
