import { NATURAL } from '../illustration';
import {
  cableImage,
  colourName,
  colourOrderTable,
  deriveVariant,
  fiberColourOrder,
  formatPacking,
  orList,
  rodPhrase,
  seriesImage,
  seriesTables,
  statedColourOrder,
  tubeSizes,
  type CableSeries,
} from './series';

const series: CableSeries = {
  name: 'Test Gold',
  titleNoun: 'Fibre Cable',
  tab: 'gold',
  construction: 'unitube',
  tubes: { count: 1, material: 'PBT', filling: 'thixotropic jelly', colour: NATURAL },
  strength: { material: 'frp', rods: [2, 3], rodDiameterMm: [0.8, 1], finish: null, placement: 'sheath' },
  yarn: { material: null, tex: [1200] },
  jacket: { material: 'PE', colour: 'black', finish: null },
  fiberCounts: [2, 4, 6, 12],
  tubeSizes: [2, 4, 6, 12],
  diametersMm: [5.8, 7],
  tensileStrengthN: 350,
  crush: { n: 1000, shortTerm: true },
  impactResistance: null,
  bendingRadiusD: 20,
  weightKgPerKm: 28,
  packingLengthsKm: [1, 2],
  packingTolerancePercent: 5,
  packingForm: null,
  constructionRows: [['HDPE Coating', 'Single coating']],
  opticalGroups: [{ label: 'Transmission', rows: [['Attenuation @ 1310 nm', '≤ 0.4 dB/km']] }],
  operatingRows: [],
  testNote: null,
};

const cells = (rows: readonly (readonly string[])[]) => rows.map((row) => row.slice(1));
const rowsOf = (tables: readonly { groups: readonly { rows: readonly (readonly string[])[] }[] }[]) => tables.flatMap((t) => t.groups.flatMap((g) => g.rows));
const cableSpec = (image: ReturnType<typeof seriesImage>) => {
  if (image.kind !== 'illustration' || image.spec.kind !== 'fiber-cable') throw new Error('not a cable drawing');
  return image.spec;
};

describe('fiberColourOrder', () => {
  it('follows TIA-598 and leaves the last fibre of the tube natural', () => {
    expect(fiberColourOrder(2)).toEqual(['blue', NATURAL]);
    expect(fiberColourOrder(4)).toEqual(['blue', 'orange', 'green', NATURAL]);
    expect(fiberColourOrder(12).map(colourName)).toEqual([
      'Blue',
      'Orange',
      'Green',
      'Brown',
      'Slate (grey)',
      'White',
      'Red',
      'Black',
      'Yellow',
      'Violet',
      'Rose (pink)',
      'Natural',
    ]);
  });

  it('gives every stated tube size exactly as many colours as fibres', () => {
    for (const size of tubeSizes) expect(fiberColourOrder(size)).toHaveLength(size);
  });

  it('states an order only for a tube size the series’ datasheet gives one for', () => {
    expect(statedColourOrder({ tubeSizes: [2, 12] }, 2)).toEqual(['blue', NATURAL]);
    expect(statedColourOrder({ tubeSizes: [2, 12] }, 4)).toBeNull();
    expect(statedColourOrder({ tubeSizes: [2, 4, 6, 12] }, 8)).toBeNull();
    expect(statedColourOrder({ tubeSizes: [] }, 12)).toBeNull();
  });
});

describe('the drawing and the construction table, from one record', () => {
  it('draws the tube colour, filling, rods, yarn, jacket and largest diameter the table states', () => {
    const spec = cableSpec(seriesImage(series));
    const rows = Object.fromEntries(rowsOf(seriesTables(series)).map((r) => [r[0], r[1]]));
    expect(spec).toMatchObject({ tubeColors: [NATURAL], gelFilled: true, rods: { placement: 'sheath', material: 'frp', count: 2 }, yarn: 'unnamed', jacket: 'black', diameterMm: 7 });
    expect(rows['Tube Identification']).toBe('Natural');
    expect(rows['Loose Tube']).toBe('PBT, filled with thixotropic jelly');
    expect(rows['Strength Member']).toBe('2 or 3 FRP rods, 0.8 or 1 mm, embedded in the sheath');
    expect(rows['Yarn Count']).toBe('1200 TEX');
    expect(rows['Outer Jacket']).toBe('PE, black');
  });

  it('colours the fibres in the order the colour table gives, and draws none where it gives none', () => {
    expect(cableSpec(seriesImage(series)).fiberColors).toEqual(fiberColourOrder(12));
    expect(cableSpec(cableImage(series, 8, null, 'eight')).fiberColors).toBeNull();
    const unstated = cableSpec(seriesImage({ ...series, tubeSizes: [] }));
    expect(unstated.fiberColors).toBeNull();
  });

  it('names no tube colour and draws none when the datasheet gives none', () => {
    const plain = { ...series, tubes: { ...series.tubes, colour: null } };
    expect(rowsOf(seriesTables(plain)).some((r) => r[0] === 'Tube Identification')).toBe(false);
    expect(cableSpec(seriesImage(plain)).tubeColors).toBeNull();
  });

  it('draws a single rod for a single-rod cable, and says so in the table and in words', () => {
    const single = { ...series, strength: { ...series.strength, rods: [1] as const, rodDiameterMm: [0.5] as const, placement: null } };
    expect(cableSpec(seriesImage(single)).rods).toEqual({ placement: 'sheath', material: 'frp', count: 1 });
    expect(rowsOf(seriesTables(single)).find((r) => r[0] === 'Strength Member')?.[1]).toBe('1 FRP rod, 0.5 mm');
    expect(rodPhrase(single.strength)).toBe('a single FRP rod of 0.5 mm');
    expect(rodPhrase(series.strength)).toBe('two or three FRP rods of 0.8 or 1 mm');
  });
});

describe('colourOrderTable', () => {
  it('has one column per tube size and a dash where a tube has no such fibre', () => {
    const table = colourOrderTable([2, 6]);
    expect(table.columns).toEqual(['Fibre', '2F tube', '6F tube']);
    const rows = table.groups.flatMap((g) => g.rows);
    expect(rows).toHaveLength(6);
    expect(cells(rows)[2]).toEqual(['—', 'Green']);
    expect(cells(rows)[5]).toEqual(['—', 'Natural']);
    for (const row of rows) expect(row).toHaveLength(table.columns.length);
  });
});

describe('seriesTables', () => {
  it('builds construction, characteristics and colour tables with full rows', () => {
    const tables = seriesTables(series);
    expect(tables.map((t) => t.title)).toEqual([
      'Construction Details',
      'Fibre Characteristics (ITU-T G.652.D)',
      'Fibre Colour Order',
    ]);
    for (const table of tables) {
      for (const row of table.groups.flatMap((g) => g.rows)) expect(row).toHaveLength(table.columns.length);
    }
  });

  it('leaves out rows the series has no value for', () => {
    const text = JSON.stringify(seriesTables(series));
    expect(text).not.toContain('Impact Resistance');
    expect(text).not.toContain('"Packing"');
  });
});

describe('deriveVariant', () => {
  const similar = ['neo', 'gold', 'platinum', 'drop-cable'] as const;
  const metaDescription = 'A test variant page.';

  it('writes the fibre count into the title, tables and drawing', () => {
    const product = deriveVariant(series, { key: 'gold-8f', routes: { route: '/gold-eight', legacyPaths: [] }, fiberCount: 8, metaDescription, similar });
    expect(product.title).toBe('Test Gold 8F Fibre Cable');
    expect(product.image.kind === 'illustration' && product.image.spec).toMatchObject({
      kind: 'fiber-cable',
      fiberCount: 8,
      fibersPerTube: 8,
      // No colour order is published for eight fibres: none is drawn.
      fiberColors: null,
      diameterMm: 7,
    });
    const rows = product.page?.specTables.flatMap((t) => t.groups.flatMap((g) => g.rows)) ?? [];
    // 8 is outside the test series' standard counts, so the row also says made to order (tested below).
    expect(rows.find((r) => r[0] === 'Fibre Count')?.[1]).toMatch(/^8F \(8 fibres\b/);
    expect(product.page?.iconFeatures).toHaveLength(5);
    expect(product.tabs).toEqual(['all', 'gold']);
    expect(product.page?.metaDescription).toBe(metaDescription);
  });

  it('adds a colour table only for a tube size with a stated order', () => {
    const eight = deriveVariant(series, { key: 'gold-8f', routes: { route: '/r8', legacyPaths: [] }, fiberCount: 8, metaDescription, similar });
    const twelve = deriveVariant(series, { key: 'gold-12f', routes: { route: '/r12', legacyPaths: [] }, fiberCount: 12, metaDescription, similar });
    expect(eight.page?.specTables.map((t) => t.title)).not.toContain('Fibre Colour Order');
    expect(twelve.page?.specTables.find((t) => t.title === 'Fibre Colour Order')?.columns).toEqual(['Fibre', '12F tube']);
    expect(twelve.image.kind === 'illustration' && twelve.image.spec.kind === 'fiber-cable' && twelve.image.spec.fiberColors).toEqual(fiberColourOrder(12));
  });

  it('calls a count outside the series’ standard counts made to order, and a standard count not', () => {
    const eight = deriveVariant(series, { key: 'gold-8f', routes: { route: '/r8', legacyPaths: [] }, fiberCount: 8, metaDescription, similar });
    const twelve = deriveVariant(series, { key: 'gold-12f', routes: { route: '/r12', legacyPaths: [] }, fiberCount: 12, metaDescription, similar });
    const countRow = (p: typeof eight) => p.page?.specTables.flatMap((t) => t.groups.flatMap((g) => g.rows)).find((r) => r[0] === 'Fibre Count')?.[1];
    expect(countRow(eight)).toMatch(/^8F .*made to order/);
    expect(eight.summary).toMatch(/made to order/);
    expect(eight.page?.banner).toMatch(/made to order/);
    expect(countRow(twelve)).toBe('12F (12 fibres)');
    expect(JSON.stringify(twelve)).not.toMatch(/made to order/);
  });

  it('derives the bending radius in millimetres from the diameters', () => {
    const product = deriveVariant(series, { key: 'neo-4f', routes: { route: '/r4', legacyPaths: [] }, fiberCount: 4, metaDescription, similar });
    expect(JSON.stringify(product.page?.shared)).toContain('116–140 mm');
  });

  it('refuses a count the tubes cannot hold', () => {
    expect(() => deriveVariant(series, { key: 'neo-2f', routes: { route: '/r', legacyPaths: [] }, fiberCount: 13, metaDescription, similar })).toThrow('1 to 12');
    expect(() => deriveVariant(series, { key: 'neo-2f', routes: { route: '/r', legacyPaths: [] }, fiberCount: 0, metaDescription, similar })).toThrow();
  });
});

describe('formatting', () => {
  it('joins options for tables and for running text', () => {
    expect(formatPacking({ packingLengthsKm: [0.5, 1], packingTolerancePercent: 5 })).toBe('0.5 / 1 km ± 5%');
    expect(orList([1, 2])).toBe('1 or 2');
    expect(orList([2, 4, 6, 12])).toBe('2, 4, 6 or 12');
    expect(orList([2])).toBe('2');
  });
});
