import { alignSpecs, countRows, onlyDifferences, type SpecSection } from './align';

const section = (title: string, rows: [string, string][]): SpecSection => ({ title, rows });

describe('alignSpecs', () => {
  it('lines rows up by section and label, whatever order each product lists them in', () => {
    const sections = alignSpecs([
      [section('Hardware', [['Weight', '4.8 kg'], ['Power', '85 W']])],
      [section('Hardware', [['Power', '30 W'], ['Weight', '3.2 kg']])],
    ]);
    expect(sections).toEqual([
      {
        title: 'Hardware',
        rows: [
          { label: 'Weight', values: ['4.8 kg', '3.2 kg'], same: false },
          { label: 'Power', values: ['85 W', '30 W'], same: false },
        ],
      },
    ]);
  });

  it('gives null, never a borrowed value, where a product lacks a row or a section', () => {
    const sections = alignSpecs([
      [section('Hardware', [['Weight', '4.8 kg']]), section('Optics', [['Reach', '20 km']])],
      [section('Hardware', [['Weight', '3.2 kg'], ['Fans', '2']])],
    ]);
    expect(sections.map((s) => s.title)).toEqual(['Hardware', 'Optics']);
    expect(sections[0]?.rows.find((r) => r.label === 'Fans')?.values).toEqual([null, '2']);
    expect(sections[1]?.rows).toEqual([{ label: 'Reach', values: ['20 km', null], same: false }]);
  });

  it('keeps a row only one product has next to the row it follows there', () => {
    const [hardware] = alignSpecs([
      [section('Hardware', [['Chassis', '1U'], ['Weight', '4 kg'], ['Power', '85 W']])],
      [section('Hardware', [['Chassis', '1U'], ['Backplane', '128 Gbps'], ['Weight', '3 kg']])],
    ]);
    expect(hardware?.rows.map((r) => r.label)).toEqual(['Chassis', 'Backplane', 'Weight', 'Power']);
  });

  it('does not mix up sections that share a row label', () => {
    const sections = alignSpecs([
      [section('OLT side', [['Wavelength', 'TX 1490 nm']]), section('ONT side', [['Wavelength', 'TX 1310 nm']])],
      [section('OLT side', [['Wavelength', 'TX 1490 nm']]), section('ONT side', [['Wavelength', 'TX 1310 nm']])],
    ]);
    expect(sections.map((s) => [s.title, s.rows[0]?.values[0]])).toEqual([
      ['OLT side', 'TX 1490 nm'],
      ['ONT side', 'TX 1310 nm'],
    ]);
  });

  it('pairs a repeated label by its occurrence', () => {
    const [s] = alignSpecs([
      [section('Ports', [['Port', 'A1'], ['Port', 'A2']])],
      [section('Ports', [['Port', 'B1']])],
    ]);
    expect(s?.rows.map((r) => r.values)).toEqual([
      ['A1', 'B1'],
      ['A2', null],
    ]);
  });

  it('marks a row the same only when every product has it with one value', () => {
    const [s] = alignSpecs([
      [section('S', [['Same', '1U'], ['Differs', 'a'], ['Partly', 'x']])],
      [section('S', [['Same', '1U'], ['Differs', 'b']])],
      [section('S', [['Same', '1U'], ['Differs', 'a'], ['Partly', 'x']])],
    ]);
    expect(s?.rows.map((r) => [r.label, r.same])).toEqual([
      ['Same', true],
      ['Differs', false],
      ['Partly', false],
    ]);
  });
});

describe('onlyDifferences', () => {
  it('hides identical rows and any section left empty', () => {
    const sections = alignSpecs([
      [section('All same', [['A', '1']]), section('Mixed', [['B', '1'], ['C', '1']])],
      [section('All same', [['A', '1']]), section('Mixed', [['B', '1'], ['C', '2']])],
    ]);
    expect(countRows(sections)).toBe(3);
    const filtered = onlyDifferences(sections);
    expect(filtered).toEqual([{ title: 'Mixed', rows: [{ label: 'C', values: ['1', '2'], same: false }] }]);
    expect(countRows(filtered)).toBe(1);
  });
});
