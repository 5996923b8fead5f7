/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { facetHeader, facetUnits, formatFigure, formatNumber, type Facet } from './facets';

/**
 * UN/CEFACT Recommendation 20, revision 3, as the `un-ece-recommendation`
 * package publishes it (code and name). Read from its file, whose module
 * build does not load under Jest.
 */
function rec20(): Map<string, string> {
  const file = path.join(process.cwd(), 'node_modules', 'un-ece-recommendation', 'dist', 'cjs', '20', '3', 'index.js');
  return new Map([...readFileSync(file, 'utf8').matchAll(/\{ code: "([^"]+)", name: "([^"]+)" \}/g)].map((m) => [m[1]!, m[2]!]));
}

describe('facet units', () => {
  it('carry UN/CEFACT codes that name the unit they stand for', () => {
    const codes = rec20();
    expect(codes.size).toBeGreaterThan(1000);
    const expected: Record<string, RegExp> = { dB: /^decibel$/, dBm: /^decibel-milliwatts$/i, nm: /^nanometre$/, m: /^metre$/, mm: /^millimetre$/, km: /^kilometre$/, kg: /^kilogram$/, s: /^second \[unit of time\]$/, N: /^newton$/, W: /^watt$/ };
    for (const [key, unit] of Object.entries(facetUnits)) {
      const code = 'code' in unit ? unit.code : undefined;
      if (!code) {
        // A count ('fibres', 'ports') has no unit of measure of its own.
        expect({ key, counted: expected[key] === undefined }).toEqual({ key, counted: true });
        continue;
      }
      expect({ key, code, name: codes.get(code) }).toEqual({ key, code, name: expect.stringMatching(expected[key]!) });
    }
  });
});

// Each family's facets (four or more, unique ids, one-sentence explanations, sound bounds and options, two or three
// card figures) are a content check (lib/content-checks/facets.ts).

describe('writing a figure', () => {
  const number = { id: 'dr', label: 'Dynamic range', kind: 'number', unit: 'dB', better: 'higher', bounds: { min: 15, max: 50 }, explain: 'x.' } as const;
  const range = { id: 'out', label: 'Output', kind: 'number', unit: 'dBm', bounds: { min: 0, max: 27 }, explain: 'x.' } as const;
  const weight = { id: 'w', label: 'Weight', kind: 'number', unit: 'kg', better: 'lower', bounds: { min: 0.05, max: 10 }, explain: 'x.' } as const;
  const set = { id: 'wl', label: 'Wavelengths', kind: 'set', unit: 'nm', options: [{ value: '1310', label: '1310' }, { value: '1550', label: '1550' }], explain: 'x.' } as const;

  it('writes numbers with international grouping and the unit after a space', () => {
    expect(formatNumber(60000)).toBe('60,000');
    expect(formatNumber(0.085)).toBe('0.085');
    expect(formatFigure(number, 45)).toBe('45 dB');
    expect(formatFigure(number, 45, { unit: false })).toBe('45');
  });

  it('writes a range with an en dash, one figure when both ends are equal, and a set in its options’ order', () => {
    expect(formatFigure(range, { min: 13, max: 16 })).toBe('13–16 dBm');
    expect(formatFigure(range, { min: 19.5, max: 19.5 })).toBe('19.5 dBm');
    expect(formatFigure(set, ['1550', '1310'])).toBe('1310 / 1550 nm');
  });

  it('writes a bound with its sign, options with "or", and a qualified figure as stated', () => {
    expect(formatFigure(weight, { atMost: 2, strict: true })).toBe('< 2 kg');
    expect(formatFigure(weight, { atMost: 2 }, { unit: false })).toBe('≤ 2');
    expect(formatFigure(number, { atLeast: 32 })).toBe('≥ 32 dB');
    expect(formatFigure(range, { oneOf: [13, 14, 16] })).toBe('13, 14 or 16 dBm');
    expect(formatFigure(number, { stated: 20, note: 'the summary gives 26 dB' })).toBe('20 dB (as stated)');
    expect(formatFigure(number, { stated: 20, note: 'the summary gives 26 dB' }, { note: 'full' })).toBe('20 dB (as stated: the summary gives 26 dB)');
  });

  it('writes a count’s noun in agreement with its one number, and plural for a span or options', () => {
    for (const unit of Object.keys(facetUnits).filter((k) => 'one' in facetUnits[k as keyof typeof facetUnits]) as (keyof typeof facetUnits)[]) {
      const { symbol, one } = facetUnits[unit] as { symbol: string; one: string };
      const count = { id: 'n', label: 'Count', kind: 'number', unit, bounds: { min: 0, max: 100 }, explain: 'x.' } as const;
      expect([formatFigure(count, 1), formatFigure(count, 0), formatFigure(count, 12)]).toEqual([`1 ${one}`, `0 ${symbol}`, `12 ${symbol}`]);
      expect([formatFigure(count, { min: 1, max: 1 }), formatFigure(count, { min: 1, max: 12 }), formatFigure(count, { oneOf: [1, 2] })]).toEqual([`1 ${one}`, `1–12 ${symbol}`, `1 or 2 ${symbol}`]);
      expect(formatFigure(count, { stated: 1, note: 'x' })).toBe(`1 ${one} (as stated)`);
    }
    expect(formatFigure({ id: 'p', label: 'PON ports', kind: 'number', unit: 'ports', count: true, bounds: { min: 1, max: 64 }, explain: 'x.' }, 1)).toBe('1 port');
  });

  it('writes a missing value as a dash and a flag as Yes or No', () => {
    expect(formatFigure(number, null)).toBe('—');
    expect(formatFigure({ id: 'f', label: 'Live', kind: 'flag', explain: 'x.' }, true)).toBe('Yes');
  });

  it('heads a column with its label and unit', () => {
    expect(facetHeader(number)).toBe('Dynamic range (dB)');
    expect(facetHeader(set)).toBe('Wavelengths (nm)');
  });

  it('leaves the unit out where the label already names it', () => {
    const count = (label: string) => ({ id: 'c', label, kind: 'number', unit: 'fibres', count: true, bounds: { min: 1, max: 288 }, explain: 'x.' }) as const satisfies Facet;
    expect(facetHeader(count('Fibres'))).toBe('Fibres');
    expect(facetHeader(count('Fibres at once'))).toBe('Fibres at once');
    expect(facetHeader(count('Blade life'))).toBe('Blade life (fibres)');
  });
});
