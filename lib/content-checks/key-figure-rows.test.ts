import { familyFacets } from '@/content/catalogue/facets/index';
import { currentCatalogue } from '@/lib/catalogue/checks';
import { withCell, withFigures, withPage, withRow } from './catalogue-fixture';
import { keyFigureRowProblems, staleFacetRowProblems } from './key-figure-rows';

describe('rows that state a key figure', () => {
  it('pass the catalogue as it stands', () => {
    expect([...keyFigureRowProblems(currentCatalogue()), ...staleFacetRowProblems(currentCatalogue())]).toEqual([]);
  });

  it('refuse a Weight row rendered from another record’s value', () => {
    // The VF-10's '< 120 g' on the AE1001's page.
    expect(keyFigureRowProblems(withCell('ae1001', 'Weight', 'Less than 4.5 oz (< 120 g)'))).toEqual([
      'ae1001 › page.specTables[1] "Power Meter, Fault Locator and General" › "Weight": "Less than 4.5 oz (< 120 g)" does not state the model\'s weight, < 1 kg; render the cell from the model\'s own value',
    ]);
    expect(keyFigureRowProblems(withCell('s1v', 'Weight', '1.7 kg (without battery)'))).toEqual([
      's1v › page.specTables[0] "Specifications" › "Weight": "1.7 kg (without battery)" does not state the model\'s weight, 0.9 kg; render the cell from the model\'s own value',
    ]);
  });

  it('read a figure in another unit of its kind, and leave out a figure another source gives beside it', () => {
    expect(keyFigureRowProblems(withCell('ae1001', 'Weight', 'Less than 2.2 lbs (< 1000 g)'))).toEqual([]);
    expect(keyFigureRowProblems(withCell('ae1001', 'Weight', '< 1 kg (as stated: another sheet gives 1.2 kg)'))).toEqual([]);
  });

  it('hold each model’s column to its own figures, in wavelength order, and a wavelength’s column to that wavelength', () => {
    const swapped = withRow('ae3100', 'Dynamic range (dB)', (r) => [r[0], r[2]!, r[1]!, ...r.slice(3)]);
    expect(keyFigureRowProblems(swapped).filter((p) => p.includes('› AE3100A:'))).toEqual([
      'ae3100 › page.specTables[1] "Model Guide" › "Dynamic range (dB)" › AE3100A: "≥ 34/32" does not state the model\'s dynamicRange1310, ≥ 32 dB; render the cell from the model\'s own value',
      'ae3100 › page.specTables[1] "Model Guide" › "Dynamic range (dB)" › AE3100A: "≥ 34/32" does not state the model\'s dynamicRange1550, ≥ 30 dB; render the cell from the model\'s own value',
    ]);
    expect(keyFigureRowProblems(withRow('ae3100-live', 'Dynamic range', (r) => [r[0], '41 dB', ...r.slice(2)]))).toEqual([
      'ae3100-live › page.specTables[0] "OTDR Parameters" › "Dynamic range" › 1310 nm: "41 dB" does not state the model\'s dynamicRange1310, 40 dB; render the cell from the model\'s own value',
    ]);
  });

  it('read the PON tables’ structured cells: port counts, optics classes, every class the model has', () => {
    expect(keyFigureRowProblems(withCell('op-100p16g', 'GPON ports', '8 × GPON (Class C+ / C++)'))).toEqual([
      'op-100p16g › page.specTables[1] "Interfaces" › "GPON ports": "8 × GPON (Class C+ / C++)" does not state the model\'s ponPorts, 16 ports; render the cell from the model\'s own value',
    ]);
    expect(keyFigureRowProblems(withCell('op-100p16g', 'GPON ports', '16 × GPON (Class C+)'))).toEqual([
      "op-100p16g › models[0] OP-100P16G › opticsClass: its rows name C+, the model C+ / C++; render the rows from the model's value",
    ]);
  });

  it('refuse a row that states a figure the model has none of', () => {
    expect(keyFigureRowProblems(withFigures('ce0416m', 0, { outputPower: null }))).toEqual([
      'ce0416m › page.specTables[0] "Specifications" › "Output Power per Port": "16.5 dBm" gives the output per port, but the model has none; take the figure out, or give the model its value',
    ]);
  });

  it('ask the PON and Sumitomo pages to tabulate every key figure', () => {
    const dropped = withPage('op-100p8', (page) => ({ specTables: page.specTables.map((t) => ({ ...t, groups: t.groups.map((g) => ({ ...g, rows: g.rows.filter((r) => r[0] !== 'Uplink ports') })) })) }));
    expect(keyFigureRowProblems(dropped)).toEqual(['op-100p8 › models[0] OP-100P8 › uplinks: 16 ports stands in no row the facet lists ("Uplink ports"); add the row, rendered from the value']);
  });

  it('name a facet row header that heads no row of its family', () => {
    const weight = familyFacets.deviser.facets.find((f) => f.id === 'weight')!;
    expect(staleFacetRowProblems(currentCatalogue(), { deviser: { facets: [{ ...weight, rows: ['Weight', 'Mass'] }] } })).toEqual([
      'facets/deviser.ts › weight.rows: "Mass" heads no row of any deviser table; correct it to the row\'s header, or take it out',
    ]);
  });
});
