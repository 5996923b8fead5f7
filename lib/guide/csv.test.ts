import { CSV_BOM, CSV_HEADER_NOTE, csvField, csvValue, guideCsv, parseCsv } from './csv';
import { facets, rows } from './fixtures.test-data';

describe('guide CSV', () => {
  it('quotes a field with a comma, a quote or a line break, doubling the quote', () => {
    expect(csvField('AE3100A~F')).toBe('AE3100A~F');
    expect(csvField('±0.5 dB')).toBe('±0.5 dB');
    expect(csvField('1310, 1550')).toBe('"1310, 1550"');
    expect(csvField('the "Live" one')).toBe('"the ""Live"" one"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes a UTF-8 mark, the notation note, a header of labels with units, a row per model and the page last, with CRLF ends', () => {
    const csv = guideCsv(rows, facets, (p) => `https://www.lumora.example${p}`);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const parsed = parseCsv(csv);
    expect(parsed[0]).toEqual([CSV_HEADER_NOTE]);
    expect(parsed[1]).toEqual(['Model', 'Type', 'Wavelengths (nm)', 'Dynamic range (dB)', 'Output (dBm)', 'In service', 'Weight (kg)', 'Page']);
    expect(parsed).toHaveLength(rows.length + 2);
    expect(parsed[3]).toEqual(['B', 'OTDR', '1310 / 1550 / 1625', '40', '', 'Yes', '2', 'https://www.lumora.example/x/B']);
    expect(parsed[5]).toEqual(['M', 'Meter', '1310 / 1550', '', '13–16', 'Yes', '0.3', 'https://www.lumora.example/x/M']);
  });

  it('defines in its note every sign a figure cell can carry', () => {
    for (const sign of ['< 2', '≤ 2', '≥ 32', '13–16', '4 or 8', '(as stated)']) expect(CSV_HEADER_NOTE).toContain(sign);
  });

  it('writes each figure as the note defines it, without grouping a large number', () => {
    const weight = facets.find((f) => f.id === 'weight')!;
    const dr = facets.find((f) => f.id === 'dr')!;
    expect(csvValue(weight, { atMost: 2, strict: true })).toBe('< 2');
    expect(csvValue(weight, { atMost: 2 })).toBe('≤ 2');
    expect(csvValue(dr, { atLeast: 32 })).toBe('≥ 32');
    expect(csvValue(dr, { oneOf: [30, 40] })).toBe('30 or 40');
    expect(csvValue(dr, { stated: 20, note: 'x' })).toBe('20 (as stated)');
    expect(csvValue({ ...dr, bounds: { min: 0, max: 1e6 } }, 60000)).toBe('60000');
  });

  it('reads back fields with commas, quotes and symbols unchanged', () => {
    const odd = [{ ...rows[0]!, model: 'X, "odd" ±~×' }];
    const parsed = parseCsv(guideCsv(odd, facets, (p) => p));
    expect(parsed[2]?.[0]).toBe('X, "odd" ±~×');
  });
});
