import type { Product } from '@/content/catalogue/types';
import { currentCatalogue } from '@/lib/catalogue/checks';
import * as amplifiers from './amplifiers';
import { withCell, withDrawing, withPage, withProduct } from './catalogue-fixture';

const { amplifierDrawingProblems, amplifierRatingProblems, amplifierTabProblems, switchTableProblems } = amplifiers;

describe('EDFA checks', () => {
  it('pass the catalogue as it stands', () => {
    expect(amplifiers.amplifierChecks.flatMap((check) => check.run(currentCatalogue()))).toEqual([]);
  });

  it('file a model under the tab of its line and inputs', () => {
    expect(amplifierTabProblems(withProduct('ce0416m-osw', (p) => ({ ...p, tabs: ['all', 'catv-single-input'] as Product['tabs'] })))).toEqual([
      "ce0416m-osw › tabs: all, catv-single-input; a CATV amplifier with two inputs stands under 'all' and 'catv-dual-input'",
    ]);
  });

  it('draw a model with the inputs, switch, housing and outputs its key figures give', () => {
    expect(amplifierDrawingProblems(withDrawing('ce0416m-osw', { inputs: 1, outputPorts: 8 }))).toEqual([
      'ce0416m-osw › image.spec: drawn with 1 input, 8 outputs, which its key figures do not give; draw what they give',
    ]);
    expect(amplifierDrawingProblems(withDrawing('mc04', { form: '1u' }))).toEqual(['mc04 › image.spec: drawn with a 1u housing, which its key figures do not give; draw what they give']);
  });

  it('give a dual-input page the switch’s table, and a single-input page none', () => {
    const withoutSwitch = withPage('pe1619m-osw', (page) => ({ specTables: page.specTables.filter((t) => t.title !== 'Optical Switch Specifications') }));
    expect(switchTableProblems(withoutSwitch)).toEqual([
      'pe1619m-osw › page.specTables: no "Optical Switch Specifications" table; a dual-input amplifier switches between its inputs, so add the switch\'s table',
    ]);
    const dual = currentCatalogue().products.find((p) => p.key === 'pe1619m-osw')!.page!.specTables;
    expect(switchTableProblems(withPage('pe1619m', () => ({ specTables: dual })))).toEqual([
      'pe1619m › page.specTables: a "Optical Switch Specifications" table on a single-input amplifier; take it out',
    ]);
  });

  it('title a CATV model with its own rating, list every CATV rating in its range row, and give a WDM title no port count', () => {
    expect(amplifierRatingProblems(withProduct('ce0819m', (p) => ({ ...p, title: 'Lumora CE0819M CATV EDFA, 8 × 16.5 dBm' })))).toEqual([
      'ce0819m › title: "Lumora CE0819M CATV EDFA, 8 × 16.5 dBm" does not state its rating; end it with ", 8 × 19.5 dBm"',
    ]);
    // The range row as the catalogue writes it, with one rating taken out: whatever models there are, that one is named.
    const rangeCell = currentCatalogue()
      .products.find((p) => p.key === 'ce0419m')!
      .page!.specTables.flatMap((t) => t.groups.flatMap((g) => g.rows))
      .find((row) => row[0] === 'CATV Range (outputs × dBm)')![1]!;
    expect(rangeCell).toContain('16 × 19.5 dBm');
    expect(amplifierRatingProblems(withCell('ce0419m', 'CATV Range (outputs × dBm)', rangeCell.replace('16 × 19.5 dBm', '')))).toEqual([
      'ce0419m › page.specTables[0] "Specifications" › "CATV Range (outputs × dBm)": leaves out 16 × 19.5 dBm; list every CATV model\'s rating',
    ]);
    expect(amplifierRatingProblems(withProduct('pe3219m', (p) => ({ ...p, title: `${p.title}, 32 PON Ports` })))).toEqual([
      'pe3219m › title: "Lumora PE3219M WDM EDFA for PON, 32 PON Ports" claims a port count its table does not give; take it out',
    ]);
  });
});
