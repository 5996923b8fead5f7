/** @jest-environment node */
import { formatFigure, type Facet } from '@/content/catalogue/facets';
import { quantityText, type Quantity } from '@/content/catalogue/quantity';
import { quantityProperty } from '@/lib/seo/structured-data';
import { csvValue } from './csv';
import { bestIndices, meets } from './state';

/**
 * Every kind of figure through every place the site writes or reads one:
 * the guide's cell and the card (formatFigure), the CSV, the JSON-LD, the
 * guide's filters and the comparison's "best". A figure must never say more
 * than its source anywhere: "< 2 kg" never prints, files or ranks as 2 kg.
 */
const weight = { id: 'weight', label: 'Weight', kind: 'number', unit: 'kg', better: 'lower', bounds: { min: 0.05, max: 10 }, explain: 'x' } as const satisfies Facet;
const range = { id: 'dr', label: 'Dynamic range', kind: 'number', unit: 'dB', better: 'higher', bounds: { min: 15, max: 50 }, explain: 'x' } as const satisfies Facet;
const outputs = { id: 'outputs', label: 'Outputs', kind: 'number', unit: 'ports', count: true, bounds: { min: 1, max: 64 }, explain: 'x' } as const satisfies Facet;

const between = (min: number | null, max: number | null) => ({ kind: 'between', min, max }) as const;

describe('every figure type through every renderer', () => {
  const cases: { name: string; facet: Facet; q: Quantity; cell: string; csv: string; ld: Record<string, unknown>; meetsAtMost: [number, boolean][]; meetsAtLeast: [number, boolean][] }[] = [
    {
      name: 'exact',
      facet: weight,
      q: 1.8,
      cell: '1.8 kg',
      csv: '1.8',
      ld: { value: 1.8 },
      meetsAtMost: [[2, true], [1.5, false]],
      meetsAtLeast: [[1, true], [2, false]],
    },
    {
      name: 'under',
      facet: weight,
      q: { atMost: 2, strict: true },
      cell: '< 2 kg',
      csv: '< 2',
      ld: { maxValue: 2, description: 'Less than the maximum: < 2 kg' },
      // "Under 2 kg" meets "at most 2 kg", and says nothing of "at least 1 kg".
      meetsAtMost: [[2, true], [1.9, false]],
      meetsAtLeast: [[1, false]],
    },
    {
      name: 'at least',
      facet: range,
      q: { atLeast: 32 },
      cell: '≥ 32 dB',
      csv: '≥ 32',
      ld: { minValue: 32 },
      meetsAtMost: [[40, false]],
      meetsAtLeast: [[30, true], [32, true], [33, false]],
    },
    {
      name: 'span',
      facet: range,
      q: { min: 13, max: 16 },
      cell: '13–16 dB',
      csv: '13–16',
      ld: { minValue: 13, maxValue: 16 },
      meetsAtMost: [[14, true], [12, false]],
      meetsAtLeast: [[15, true], [17, false]],
    },
    {
      name: 'options',
      facet: outputs,
      q: { oneOf: [4, 8] },
      cell: '4 or 8 ports',
      csv: '4 or 8',
      ld: { value: [4, 8], description: 'One of these, chosen when ordering: 4 or 8 ports' },
      // A model offered with 4 or 8 meets "at least 6" with its 8-output build.
      meetsAtMost: [[4, true], [3, false]],
      meetsAtLeast: [[6, true], [9, false]],
    },
    {
      name: 'qualified',
      facet: range,
      q: { stated: 20, note: 'the maker’s summary gives 26 dB' },
      cell: '20 dB (as stated)',
      csv: '20 (as stated)',
      ld: { value: 20, description: 'As the maker states it: the maker’s summary gives 26 dB' },
      meetsAtMost: [[20, true]],
      meetsAtLeast: [[21, false], [20, true]],
    },
  ];

  it.each(cases.map((c) => [c.name, c]))('%s', (_name, c) => {
    expect(formatFigure(c.facet, c.q)).toBe(c.cell);
    expect(csvValue(c.facet, c.q)).toBe(c.csv);
    expect(quantityProperty(c.q, 'unit' in c.facet && c.facet.unit ? (c.facet.unit === 'ports' ? 'ports' : c.facet.unit) : null)).toEqual(c.ld);
    for (const [max, expected] of c.meetsAtMost) expect([max, meets(c.q, between(null, max))]).toEqual([max, expected]);
    for (const [min, expected] of c.meetsAtLeast) expect([min, meets(c.q, between(min, null))]).toEqual([min, expected]);
  });

  it('marks the best only where a source promises it, and never among counts', () => {
    // Lower is better: "< 2 kg" beats "2 kg"; "1.8 kg" beats both.
    expect(bestIndices(weight, [2, { atMost: 2, strict: true }])).toEqual([1]);
    expect(bestIndices(weight, [2, { atMost: 2, strict: true }, 1.8])).toEqual([2]);
    // Higher is better: "≥ 43" beats "≥ 41"; "< 50" promises nothing where more is better.
    expect(bestIndices(range, [{ atLeast: 41 }, { atLeast: 43 }, { atMost: 50 }])).toEqual([1]);
    // Equal figures: none is better.
    expect(bestIndices(range, [{ atLeast: 41 }, { atLeast: 41 }])).toEqual([]);
    // A count is a need.
    expect(bestIndices(outputs, [12, 24, 288])).toEqual([]);
  });

  it('signs a power both ways, with a true minus sign', () => {
    expect(quantityText({ min: 4.5, max: 10 }, 'dBm', { signed: true })).toBe('+4.5 to +10 dBm');
    expect(quantityText(-27, 'dBm', { signed: true })).toBe('−27 dBm');
    expect(quantityText({ min: -3, max: 0 }, 'dBm', { signed: true })).toBe('−3 to 0 dBm');
  });
});
