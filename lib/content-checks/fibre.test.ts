import { currentCatalogue } from '@/lib/catalogue/checks';
import { withCell, withDrawing, withPage, withProduct, withRow, withSummary } from './catalogue-fixture';
import * as fibre from './fibre';

const { cableConstructionProblems, colourOrderProblems, countPageProblems, dispersion, dispersionProblems, multiTubeProblems } = fibre;

describe('fibre checks', () => {
  it('pass the catalogue as it stands', () => {
    expect(fibre.fibreChecks.flatMap((check) => check.run(currentCatalogue()))).toEqual([]);
  });

  it('hold a colour-order table to TIA-598, the last fibre of each tube natural', () => {
    expect(colourOrderProblems(withRow('neo', 'Fibre 2', (row) => [row[0], 'Orange', ...row.slice(2)]))).toEqual([
      'neo › page.specTables[2] "Fibre Colour Order" › 2F tube fibre 2: "orange"; TIA-598 gives natural, the last fibre of a tube natural',
    ]);
  });

  it('give a fibre-count page its own count in title, row and drawing, under its series’ tab', () => {
    const wrong = withDrawing('neo-4f', { fiberCount: 6 });
    expect(countPageProblems(wrong)).toEqual(['neo-4f › image.spec.fiberCount: not a 4-fibre cable; draw the page\'s own count']);
    expect(countPageProblems(withProduct('gold-12f', (p) => ({ ...p, title: 'Lumora Gold Fibre Cable' })))).toEqual([
      'gold-12f › title: "Lumora Gold Fibre Cable" does not name its 12F; name the count',
    ]);
  });

  it('call a count made to order exactly when its series gives no colour order for it', () => {
    expect(countPageProblems(withCell('neo-8f', 'Fibre Count', '8F (8 fibres)'))).toEqual([
      'neo-8f › page.specTables[0] "Lumora NEO 8F Cable Specifications" › "Fibre Count": "8F (8 fibres)": no datasheet of neo gives a colour order for 8 fibres, so the count is made to order; say so in the row',
    ]);
    expect(countPageProblems(withSummary('neo-12f', 'It is made to order.'))).toEqual(['neo-12f › page: calls a standard count made to order; neo\'s datasheet gives its colour order']);
    const seriesSilent = withPage('gold', (page) => ({ features: page.features.map((f) => ({ ...f, text: f.text.replace(/made to order/gi, 'built') })) }));
    expect(countPageProblems(seriesSilent)).toEqual([
      'gold › page.features: no datasheet of gold gives a colour order for 8 fibres, so the count is made to order (gold-8f); say so on the series page',
    ]);
  });

  it('draw a cable with the construction and largest count its models give', () => {
    expect(cableConstructionProblems(withDrawing('platinum', { construction: 'unitube', fiberCount: 12 }))).toEqual([
      "platinum › image.spec.construction: 'unitube', but its models are 'multitube'; draw the construction they give",
      'platinum › image.spec.fiberCount: 12, but its largest model has 24 fibres; draw the largest',
    ]);
  });

  it('call no cable multi-tube, in its words, the landing’s or the facets’ labels', () => {
    expect(multiTubeProblems(withSummary('platinum', 'A multi-tube cable.'))).toEqual([
      'platinum › summary: "multi-tube"; no cable has more than two tubes, so say how many it has (Platinum is dual-tube)',
    ]);
    expect(multiTubeProblems(currentCatalogue(), [], [{ key: 'fiber', blurb: 'Multitube cables.' }])).toEqual([
      'content/families.ts › fiber.blurb: "Multitube"; no cable has more than two tubes, so say how many it has (Platinum is dual-tube)',
    ]);
  });

  it('refuse a dispersion band that no fibre with the stated zero-dispersion wavelength and slope can meet', () => {
    // The Flat datasheet's 1270–1400 nm band: 6.4 to 8.3 ps/(nm·km) at 1400 nm for such a fibre.
    expect(Math.abs(dispersion(1400, 1324, 0.092))).toBeGreaterThan(6);
    expect(dispersionProblems(withRow('flat-cable', '1270–1340 nm', () => ['1270–1400 nm', '≤ 5.3 ps/(nm·km)']))).toEqual([
      'flat-cable › page.specTables[1] "Fibre Characteristics (ITU-T G.652.D)" › "1270–1400 nm": ≤ 5.3 ps/(nm·km) cannot hold with zero dispersion at 1300–1324 nm and a slope of at most 0.092; check the band against the maker\'s datasheet',
    ]);
  });
});
