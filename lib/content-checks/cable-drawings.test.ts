import { deriveVariant, type CableSeries } from '@/content/catalogue/fiber/series';
import { NATURAL, TIA_598_COLORS, type IllustrationSpec } from '@/content/catalogue/illustration';
import type { Product, SpecTable } from '@/content/catalogue/types';
import { currentCatalogue } from '@/lib/catalogue/checks';
import { cableDrawingProblems } from './cable-drawings';
import { contentChecks, runContentChecks } from './index';

type CableSpec = Extract<IllustrationSpec, { kind: 'fiber-cable' }>;

/** A two-fibre round drop cable as a datasheet might give it: one natural jelly-filled tube, one FRP rod, yarn, black PE. */
const drop: CableSeries = {
  name: 'Test Drop',
  titleNoun: null,
  tab: 'drop-cable',
  construction: 'drop',
  tubes: { count: 1, material: 'PBT', filling: 'thixotropic jelly', colour: NATURAL },
  strength: { material: 'frp', rods: [1], rodDiameterMm: [0.5], finish: null, placement: null },
  yarn: { material: null, tex: [300] },
  jacket: { material: 'PE', colour: 'black', finish: null },
  fiberCounts: [2, 12],
  tubeSizes: [2, 12],
  diametersMm: [4.5, 5],
  tensileStrengthN: 100,
  crush: { n: 250, shortTerm: false },
  impactResistance: null,
  bendingRadiusD: 20,
  weightKgPerKm: 16,
  packingLengthsKm: [0.5, 1],
  packingTolerancePercent: 5,
  packingForm: null,
  constructionRows: [['FRP', 'Single or dual FRP']],
  opticalGroups: [{ label: 'Transmission', rows: [['Attenuation @ 1310 nm', '≤ 0.4 dB/km']] }],
  operatingRows: [],
  testNote: null,
};

/** A page built from the record, as every fibre page is. */
function page(series: CableSeries, fiberCount: number): Product {
  return deriveVariant(series, {
    key: 'drop-2f',
    routes: { route: '/test-drop', legacyPaths: [] },
    fiberCount,
    metaDescription: 'A test cable page.',
    similar: ['drop-cable', 'flat-cable', 'neo', 'gold'],
  });
}

function specOf(product: Product): CableSpec {
  if (product.image.kind !== 'illustration' || product.image.spec.kind !== 'fiber-cable') throw new Error('not a cable drawing');
  return product.image.spec;
}

/** The page with its drawing changed, the tables left as they are. */
function drawn(product: Product, change: Partial<CableSpec>): Product {
  return { ...product, image: { kind: 'illustration', spec: { ...specOf(product), ...change }, alt: product.image.alt } };
}

/** The page with one table row's value changed. */
function withRow(product: Product, label: string, value: string): Product {
  const specTables = product.page!.specTables.map(
    (table): SpecTable => ({ ...table, groups: table.groups.map((g) => ({ ...g, rows: g.rows.map((r) => (r[0] === label ? ([label, value] as const) : r)) })) }),
  );
  return { ...product, page: { ...product.page!, specTables } };
}

const check = (...products: Product[]) => cableDrawingProblems({ ...currentCatalogue(), products });
const FIX = 'derive the drawing from the record the table renders (cableImage in content/catalogue/fiber/series.ts), or correct the table';

describe('the cable drawing check', () => {
  it('passes drawings derived from the record their tables render', () => {
    const dualTube: CableSeries = {
      ...drop,
      construction: 'multitube',
      tubes: { ...drop.tubes, count: 2, colour: null },
      strength: { ...drop.strength, rods: [2], placement: 'sheath' },
      yarn: { material: 'glass', tex: null },
      fiberCounts: [24],
      tubeSizes: [],
    };
    expect(check(page(drop, 2), page(drop, 12), page(drop, 8), page({ ...drop, construction: 'flat' }, 2), page(dualTube, 24))).toEqual([]);
  });

  it('names a fibre drawn in a colour other than the table’s, in one line', () => {
    const bad = drawn(page(drop, 2), { fiberColors: TIA_598_COLORS });
    expect(check(bad)).toEqual([
      `drop-2f › image.spec.fiberColors: the drawing colours a 2-fibre tube Blue, Orange, but page.specTables[2] "Fibre Colour Order" (2F tube) gives Blue, Natural; ${FIX}`,
    ]);
  });

  it('names colours drawn for a tube size no table gives an order for', () => {
    const eight = page(drop, 8);
    expect(specOf(eight).fiberColors).toBeNull();
    expect(check(drawn(eight, { fiberColors: TIA_598_COLORS }))).toEqual([
      'drop-2f › image.spec.fiberColors: the drawing colours an 8-fibre tube Blue, Orange, Green, Brown, Slate, White, Red, Black, but no table on the page gives an 8-fibre colour order; draw its fibres uncoloured (fiberColors: null), or add the order the datasheet publishes',
    ]);
  });

  it('names a tube drawn in another colour than its Tube Identification row', () => {
    expect(check(drawn(page(drop, 2), { tubeColors: ['blue'] }))).toEqual([
      `drop-2f › image.spec.tubeColors: the drawing's tubes are Blue, but page.specTables[0] "Test Drop 2F Cable Specifications" › "Tube Identification" says Natural; ${FIX}`,
    ]);
  });

  it('names rods, filling, yarn and diameter the tables do not state', () => {
    const bad = drawn(page(drop, 2), { rods: { placement: 'sheath', material: 'frp', count: 2 }, gelFilled: false, yarn: null, diameterMm: 3 });
    const construction = 'page.specTables[0] "Test Drop 2F Cable Specifications"';
    expect(check(bad)).toEqual([
      `drop-2f › image.spec.gelFilled: the drawing's tubes are dry, but ${construction} › "Loose Tube" says PBT, filled with thixotropic jelly; ${FIX}`,
      `drop-2f › image.spec.rods: the drawing has 2 rods, but ${construction} › "Strength Member" says 1 FRP rod, 0.5 mm; ${FIX}`,
      `drop-2f › image.spec.yarn: the drawing shows no yarn, but ${construction} › "Yarn Count" says 300 TEX (yarn, its material not named); ${FIX}`,
      `drop-2f › image.spec.diameterMm: the drawing is labelled 3 mm, but ${construction} › "Cable Diameter" says 4.5 / 5 mm; ${FIX}`,
    ]);
  });

  it('names a table row that no longer says what the drawing shows', () => {
    const bad = withRow(withRow(page(drop, 2), 'Outer Jacket', 'PE, orange'), 'No. of Loose Tubes', '2 (1 fibre each)');
    expect(check(bad)).toEqual([
      `drop-2f › image.spec.fibersPerTube: the drawing has 1 tube, but page.specTables[0] "Test Drop 2F Cable Specifications" › "No. of Loose Tubes" says 2 (1 fibre each); ${FIX}`,
      `drop-2f › image.spec.jacket: the drawing's jacket is black, but page.specTables[0] "Test Drop 2F Cable Specifications" › "Outer Jacket" says PE, orange; ${FIX}`,
    ]);
  });

  it('runs with the content checks the build runs', () => {
    const bad = drawn(page(drop, 2), { fiberColors: TIA_598_COLORS });
    const failed = runContentChecks({ ...currentCatalogue(), products: [bad] }, contentChecks.filter((c) => c.name === 'cable drawings'));
    expect(failed).toEqual([{ name: 'cable drawings', problems: [expect.stringMatching(/^drop-2f › image\.spec\.fiberColors: /)] }]);
  });
});
