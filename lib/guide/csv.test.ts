import { CSV_BOM, csvField, guideCsv, parseCsv } from './csv';
import { facets, rows } from './fixtures.test-data';

describe('guide CSV', () => {
  it('quotes a field with a comma, a quote or a line break, doubling the quote', () => {
    expect(csvField('AE3100A~F')).toBe('AE3100A~F');
    expect(csvField('±0.5 dB')).toBe('±0.5 dB');
    expect(csvField('1310, 1550')).toBe('"1310, 1550"');
    expect(csvField('the "Live" one')).toBe('"the ""Live"" one"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes a UTF-8 mark, a header of labels with units, a row per model and the page last, with CRLF ends', () => {
    const csv = guideCsv(rows, facets, (p) => `https://www.lumora.example${p}`);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.split('\r\n')[0]).toBe(`${CSV_BOM}Model,Type,Wavelengths (nm),Dynamic range (dB),Output (dBm),In service,Weight (kg),Page`);
    expect(csv.endsWith('\r\n')).toBe(true);
    const parsed = parseCsv(csv);
    expect(parsed).toHaveLength(rows.length + 1);
    expect(parsed[2]).toEqual(['B', 'OTDR', '1310 / 1550 / 1625', '40', '', 'Yes', '2', 'https://www.lumora.example/x/B']);
    expect(parsed[4]).toEqual(['M', 'Meter', '1310 / 1550', '', '13–16', 'Yes', '0.3', 'https://www.lumora.example/x/M']);
  });

  it('reads back fields with commas, quotes and symbols unchanged', () => {
    const odd = [{ ...rows[0]!, model: 'X, "odd" ±~×' }];
    const parsed = parseCsv(guideCsv(odd, facets, (p) => p));
    expect(parsed[1]?.[0]).toBe('X, "odd" ±~×');
  });
});
