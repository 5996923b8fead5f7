import { deviserContent } from './deviser';
import { familyTabs, type Product, type SpecTable } from './types';

const { family, products } = deviserContent;
const allProducts: readonly Product<'deviser'>[] = products;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// Spacing and the micro sign vary between prose and tables ('64 GB', '64GB'); compare without them.
function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

function productByKey(key: string): Product<'deviser'> {
  const product = allProducts.find((p) => p.key === key);
  if (!product) throw new Error(`No Deviser product with key '${key}'`);
  return product;
}

function tablesOf(key: string): readonly SpecTable[] {
  return productByKey(key).page?.specTables ?? [];
}

function tableOf(key: string, title: string): SpecTable {
  const table = tablesOf(key).find((t) => t.title === title);
  if (!table) throw new Error(`${key} has no table '${title}'`);
  return table;
}

const pages = allProducts.flatMap((p) => (p.page ? [{ key: p.key, page: p.page }] : []));

/** catalogue.md section 9, Instruments, split into the figures each record must state. */
const sectionNineFigures: readonly { key: string; figures: readonly string[] }[] = [
  {
    key: 'ae3100',
    figures: [
      '1310 and 1550 nm',
      '±20',
      '32/30 dB',
      '45/43 dB',
      '11 distance ranges',
      '100 m',
      '400 km',
      '13 pulse widths',
      '3 ns',
      '20 µs',
      '256,000',
      '80,000',
      '8 limit profiles',
      '4 UI styles',
      '64GB',
      '-10 to +50 °C',
      '7.4V',
      '5300mAh',
    ],
  },
  ...['ae1001', 'ae3100-dm'].map((key) => ({
    key,
    figures: [
      '20 dB at 1310 nm',
      '24 dB at 1550 nm',
      '150 m to 80 km',
      'up to 12,800',
      '16GB',
      '160,000 traces',
      '2500 mAh',
      '4 hours continuous',
      '650 nm',
      '1 mW',
      'class II',
      'under 1 kg',
    ],
  })),
  { key: 'ae3100-live', figures: ['64GB', '7.4V', '5300mAh', '-10 to +50 °C'] },
  { key: 'ae210', figures: ['over 100 hours'] },
  { key: 'ep310', figures: ['1,800 measurements', '12 programmable limit profiles'] },
  { key: 'ls310', figures: ['2x AA', 'over 40 hours'] },
  { key: 'vf10', figures: ['over 10mW at 650nm', 'about 5 hours', '2x AAA'] },
];

describe('Deviser records', () => {
  describe.each(sectionNineFigures)('$key', ({ key, figures }) => {
    const text = normalise(strings(productByKey(key)).join('\n'));

    it.each(figures)(`states the section 9 figure '%s'`, (figure) => {
      expect({ key, figure, found: text.includes(normalise(figure)) }).toEqual({ key, figure, found: true });
    });
  });

  it('gives every table row exactly one cell per column', () => {
    const misshapen = allProducts.flatMap((p) =>
      (p.page?.specTables ?? []).flatMap((table) =>
        table.groups.flatMap((group) =>
          group.rows
            .filter((row) => row.length !== table.columns.length)
            .map((row) => `${p.key} / ${table.title} / ${row[0]}: ${row.length} cells for ${table.columns.length} columns`),
        ),
      ),
    );
    expect(misshapen).toEqual([]);
  });

  it('draws no empty table and leaves no cell blank', () => {
    const faults = allProducts.flatMap((p) =>
      (p.page?.specTables ?? []).flatMap((table) => {
        const rows = table.groups.flatMap((g) => g.rows);
        const blank = rows.filter((row) => row.some((cell) => cell.trim() === ''));
        return [
          ...(rows.length === 0 ? [`${p.key} / ${table.title}: no rows`] : []),
          ...blank.map((row) => `${p.key} / ${table.title} / ${row[0]}: blank cell`),
        ];
      }),
    );
    expect(faults).toEqual([]);
  });

  it('shows one column per model in the multi-model tables', () => {
    const expected = [
      { key: 'ae3100', title: 'OTDR Specifications', models: ['AE3100A', 'AE3100B', 'AE3100C', 'AE3100D', 'AE3100E', 'AE3100F'] },
      { key: 'ae3100', title: 'Model Guide', models: ['AE3100A', 'AE3100B', 'AE3100C', 'AE3100D', 'AE3100E', 'AE3100F'] },
      { key: 'ae210', title: 'Specifications', models: ['AE210', 'AE230', 'AE270'] },
      { key: 'ep310', title: 'Models', models: ['EP300', 'EP310', 'EP90'] },
      { key: 'ls310', title: 'Specifications', models: ['LS310A', 'LS310B'] },
      { key: 'ep710', title: 'Specifications', models: ['EP710A', 'EP710B', 'EP710C', 'EP710D'] },
    ];
    for (const { key, title, models } of expected) {
      expect({ key, title, models: tableOf(key, title).columns.slice(1) }).toEqual({ key, title, models });
    }
  });

  it('puts the OTDR general, power meter, fault locator and AFEI400 tables on both AE3100 pages', () => {
    const shared = ['General Specifications', 'Power Meter, Fault Locator and Options', 'AFEI400 Auto Fiber Endface Inspector'];
    for (const key of ['ae3100', 'ae3100-live']) {
      expect({ key, titles: tablesOf(key).map((t) => t.title) }).toEqual({ key, titles: expect.arrayContaining(shared) });
    }
    expect(tablesOf('ae3100').map((t) => t.title)).toEqual(expect.arrayContaining(['Model Guide', 'Functions']));
  });

  it('does not make the AFEI400 inspector a product of its own', () => {
    expect(allProducts.map((p) => p.key)).not.toContain('afei400');
  });

  it('corrects the spelling slips of the source tables', () => {
    const slips = new RegExp(
      [
        'measurment',
        'refectance',
        'reflectacne',
        'mesurement',
        'date storage',
        'greter',
        'tast modes',
        'campatible',
        'bellcare',
        '\\bliner\\b',
        'million megapixel',
        'optical part type',
      ].join('|'),
      'i',
    );
    const offending = allProducts.flatMap((p) =>
      strings(p.page?.specTables)
        .filter((s) => slips.test(s))
        .map((s) => `${p.key}: ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('uses unique product keys and unique canonical routes under /devisor/', () => {
    const keys = allProducts.map((p) => p.key);
    const routes = pages.map(({ page }) => page.route);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(routes).size).toBe(routes.length);
    for (const { key, page } of pages) {
      expect({ key, route: page.route }).toEqual({ key, route: expect.stringMatching(/^\/devisor\/[A-Za-z0-9]+$/) });
    }
  });

  it('gives each of the nine product pages its seed route', () => {
    expect(pages.map(({ page }) => page.route).sort()).toEqual(
      [
        '/devisor/AE3100A',
        '/devisor/AE1001',
        '/devisor/AE3100DM',
        '/devisor/AE3100Live',
        '/devisor/AE210',
        '/devisor/EP310',
        '/devisor/LS310',
        '/devisor/EP710',
        '/devisor/VF10',
      ].sort(),
    );
  });

  it('redirects each old path once, never from a canonical route', () => {
    const legacy = pages.flatMap(({ page }) => page.legacyPaths);
    const canonical = new Set([...pages.map(({ page }) => page.route), '/deviser']);
    const repeated = legacy.filter((path, i) => legacy.indexOf(path) !== i);
    expect(repeated).toEqual([]);
    expect(legacy.filter((path) => canonical.has(path))).toEqual([]);
  });

  it('keeps the /deviser/<Model> twin and the old numbered path of each page', () => {
    for (const { key, page } of pages) {
      const twin = page.route.replace(/^\/devisor\//, '/deviser/');
      expect({ key, legacyPaths: page.legacyPaths }).toEqual({ key, legacyPaths: expect.arrayContaining([twin]) });
    }
    const numbered = { ae1001: '/deviserproducttwo', ae210: '/deviserproductfive', ep310: '/deviserproductsix', vf10: '/deviserproductnine' };
    for (const [key, path] of Object.entries(numbered)) {
      expect({ key, legacyPaths: productByKey(key).page?.legacyPaths }).toEqual({ key, legacyPaths: expect.arrayContaining([path]) });
    }
  });

  it('links four distinct similar products that exist and have pages', () => {
    const withPages = new Set(pages.map(({ key }) => key));
    for (const { key, page } of pages) {
      const broken = page.similar.filter((other) => !withPages.has(other) || other === key);
      expect({ key, broken, distinct: new Set(page.similar).size }).toEqual({ key, broken: [], distinct: 4 });
    }
  });

  it('lists at least one product under every landing tab', () => {
    const empty = familyTabs.deviser.filter((tab) => !allProducts.some((p) => p.tabs.includes(tab.id))).map((t) => t.id);
    expect(empty).toEqual([]);
    for (const p of allProducts) expect({ key: p.key, all: p.tabs.includes('all') }).toEqual({ key: p.key, all: true });
  });

  it('draws each OTDR at the top dynamic range of its range', () => {
    const guide = tableOf('ae3100', 'Model Guide').groups.flatMap((g) => g.rows).find((row) => row[0].startsWith('Dynamic range'));
    const highest = Math.max(...(guide ?? []).slice(1).map((cell) => Number.parseFloat(cell.replace(/[^\d./]/g, ''))));
    expect(productByKey('ae3100').image).toMatchObject({ spec: { kind: 'otdr', dynamicRangeDb: highest, form: 'bench' } });
    for (const key of ['ae1001', 'ae3100-dm']) {
      expect({ key, image: productByKey(key).image }).toMatchObject({
        key,
        image: { spec: { kind: 'otdr', dynamicRangeDb: 24, form: 'handheld' } },
      });
    }
    expect(productByKey('ep310').image).toMatchObject({ spec: { kind: 'power-meter', pon: true } });
    expect(productByKey('vf10').image).toMatchObject({ spec: { kind: 'fault-locator', outputMw: 10 } });
  });

  it('keeps meta descriptions under 160 characters', () => {
    const long = [
      { key: 'family', text: family.metaDescription },
      ...pages.map(({ key, page }) => ({ key, text: page.metaDescription })),
    ].filter(({ text }) => text.length >= 160);
    expect(long).toEqual([]);
  });

  it('leaves no placeholder text or empty strings', () => {
    const placeholders = [{ key: 'family', texts: strings(family) }, ...allProducts.map((p) => ({ key: p.key, texts: strings(p) }))].flatMap(
      ({ key, texts }) => texts.filter((t) => t.trim() === '' || /lorem|ipsum|\btodo\b|tbd/i.test(t)).map((t) => `${key}: '${t}'`),
    );
    expect(placeholders).toEqual([]);
  });
});
