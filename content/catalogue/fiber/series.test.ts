import {
  colourOrderTable,
  deriveVariant,
  fiberColourOrder,
  formatPacking,
  NATURAL,
  orList,
  seriesTables,
  tubeSizes,
  type CableSeries,
} from './series';

const series: CableSeries = {
  name: 'Test Gold',
  titleNoun: 'Fibre Cable',
  tab: 'gold',
  construction: 'unitube',
  strengthMember: 'frp',
  looseTubes: 1,
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
  constructionRows: [['Outer Jacket', 'PE, black']],
  opticalGroups: [{ label: 'Transmission', rows: [['Attenuation @ 1310 nm', '≤ 0.4 dB/km']] }],
  operatingRows: [],
  testNote: null,
};

const cells = (rows: readonly (readonly string[])[]) => rows.map((row) => row.slice(1));

describe('fiberColourOrder', () => {
  it('follows TIA-598 and leaves the last fibre of the tube natural', () => {
    expect(fiberColourOrder(2)).toEqual(['Blue', NATURAL]);
    expect(fiberColourOrder(4)).toEqual(['Blue', 'Orange', 'Green', NATURAL]);
    expect(fiberColourOrder(12)).toEqual([
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
      NATURAL,
    ]);
  });

  it('gives every stated tube size exactly as many colours as fibres', () => {
    for (const size of tubeSizes) expect(fiberColourOrder(size)).toHaveLength(size);
  });
});

describe('colourOrderTable', () => {
  it('has one column per tube size and a dash where a tube has no such fibre', () => {
    const table = colourOrderTable([2, 6]);
    expect(table.columns).toEqual(['Fibre', '2F tube', '6F tube']);
    const rows = table.groups.flatMap((g) => g.rows);
    expect(rows).toHaveLength(6);
    expect(cells(rows)[2]).toEqual(['—', 'Green']);
    expect(cells(rows)[5]).toEqual(['—', NATURAL]);
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
