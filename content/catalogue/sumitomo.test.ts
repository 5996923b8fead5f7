import { sumitomoContent } from './sumitomo';
import { familyTabs, type ProductPage, type SpecTable } from './types';

const { family, products } = sumitomoContent;

type SumitomoProduct = (typeof products)[number];
type ProductKey = SumitomoProduct['key'];
type SimilarKey = SumitomoProduct['page']['similar'][number];

// A similar key that names no product fails `tsc` here, before any test runs.
const similarKeysAreProductKeys: [Exclude<SimilarKey, ProductKey>] extends [never] ? true : false = true;

/**
 * The spec's section 9 figures, written as each record writes them. Matching
 * ignores case only, so a figure that changes or disappears fails the test.
 */
const cleaverConditions = ['-10 to 50 °C', '-40 to 80 °C', '0–95% RH'];
const cleaveLengthSingle = ['6–20 mm (Φ 0.25)', '10–20 mm (Φ 0.9)'];
const ribbonSplicerFigures = [
  '5 s in quick mode',
  '7 s in standard mode',
  'sleeve in 8 s',
  'about 320 splice-and-heat cycles per charge',
  '300 splice programs (74 pre-optimised, 226 editable)',
  '100 heating programs (27 pre-optimised, 73 editable)',
  '200 images and 10,000 records internally',
  '50,200 images and 20,000 records with an 8GB SD card',
  'SD/SDHC cards up to 32GB',
  '6,000 arcs',
  '5.0-inch touch screen',
  '1.9 kg without battery',
  '2.2 kg with',
];

const sectionNineFigures: readonly { key: ProductKey; figures: readonly string[] }[] = [
  {
    key: 's1v',
    figures: [
      '0.03 dB',
      '6 s',
      '6,000 arcs',
      'about 250 splice-and-heat cycles per battery',
      '4.3-inch',
      '300 splice programs',
      '100 heating programs',
    ],
  },
  { key: 'z2c', figures: ['0.02 dB', 'about 310 splice-and-heat cycles', '350X'] },
  { key: 'w1c', figures: ['0.02 dB', 'about 310 splice-and-heat cycles', '350X'] },
  { key: '82m12', figures: ['1, 2, 4, 5, 6, 8, 10, 12', '125 µm', ...ribbonSplicerFigures] },
  // The 82C+ carries the type 82M12 table, where its fibre counts and cladding appear.
  { key: '82c-plus', figures: ['1, 2, 4, 5, 6, 8, 10, 12', '125µm', ...ribbonSplicerFigures] },
  {
    key: 'fc-8r',
    figures: ['60,000 fibres (2,500 x 24 positions)', '10 mm', ...cleaveLengthSingle, '0.5 degrees', ...cleaverConditions],
  },
  {
    key: 's-70',
    figures: ['60,000 fibres (2,500 x 24 positions)', ...cleaveLengthSingle, '0.5 degrees', ...cleaverConditions],
  },
  {
    key: 'sfcs',
    figures: ['60,000 fibres (2,500 x 24 positions)', ...cleaveLengthSingle, '0.5 degrees', ...cleaverConditions],
  },
  {
    key: 'fc-6-series',
    figures: ['60,000 fibres (2,500 x 24 positions)', '10 mm', ...cleaveLengthSingle, '0.5 degrees', ...cleaverConditions],
  },
  {
    key: 'fc-6s',
    figures: ['54,000 fibres (2,250 x 24 positions)', '10 mm', ...cleaveLengthSingle, '0.5 degrees', ...cleaverConditions],
  },
  {
    key: 'fc-7ls',
    figures: ['48,000 fibres (2,000 x 24 positions)', '10–20 mm', 'Average 0.3–0.9 degrees', ...cleaverConditions],
  },
];

const canonicalRoutes = [
  '/sumitomo/S1V',
  '/sumitomo/S1VULTRA',
  '/sumitomo/Z2C',
  '/sumitomo/W1C',
  '/sumitomo/82CPLUS',
  '/sumitomo/82M12',
  '/sumitomo/FC8R',
  '/sumitomo/S70',
  '/sumitomo/FC7LS',
  '/sumitomo/SFCS',
  '/sumitomo/FC6S',
  '/sumitomoproducttwelve',
];

function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(collectStrings);
  return [];
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function tablesOf(product: SumitomoProduct): SpecTable[] {
  const { specTables, accessories, basicAccessories }: ProductPage = product.page;
  return [...specTables, ...(accessories ? [accessories] : []), ...(basicAccessories ? [basicAccessories] : [])];
}

describe('Sumitomo catalogue records', () => {
  it('shows every section 9 figure in its product record', () => {
    const missing = sectionNineFigures.flatMap(({ key, figures }) => {
      const product = products.find((p) => p.key === key);
      if (!product) return [`${key}: no such product`];
      const text = collectStrings(product).join('\n').toLowerCase();
      return figures.filter((figure) => !text.includes(figure.toLowerCase())).map((figure) => `${key}: ${figure}`);
    });
    expect(missing).toEqual([]);
  });

  it('gives every table row exactly one cell per column', () => {
    const misfits = products.flatMap((product) =>
      tablesOf(product).flatMap((table) =>
        table.groups.flatMap((group) =>
          group.rows
            .filter((row) => row.length !== table.columns.length)
            .map((row) => `${product.key} / ${table.title} / ${row[0]}: ${row.length} cells, ${table.columns.length} columns`),
        ),
      ),
    );
    expect(misfits).toEqual([]);
  });

  it('leaves no table cell empty and no group without rows', () => {
    const problems = products.flatMap((product) =>
      tablesOf(product).flatMap((table) => [
        ...table.groups.filter((group) => group.rows.length === 0).map((group) => `${product.key} / ${table.title} / ${group.label ?? '(unlabelled)'}: no rows`),
        ...table.groups.flatMap((group) =>
          group.rows
            .filter((row) => row.some((cell) => cell.trim() === '' || cell.includes('\n')))
            .map((row) => `${product.key} / ${table.title} / ${row[0] || '(no header)'}: blank or multi-line cell`),
        ),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('uses each product key once', () => {
    expect(duplicates(products.map((p) => p.key))).toEqual([]);
  });

  it('gives every product a page at the route the spec lists, each route once', () => {
    const routes = products.map((p) => p.page.route);
    expect(duplicates(routes)).toEqual([]);
    expect([...routes].sort()).toEqual([...canonicalRoutes].sort());
  });

  it('lists each legacy path once and never as a canonical route', () => {
    const routes = new Set<string>(products.map((p) => p.page.route));
    const legacy = products.flatMap((p) => p.page.legacyPaths.map((path) => ({ key: p.key, path })));
    expect(duplicates(legacy.map((l) => l.path))).toEqual([]);
    expect(legacy.filter((l) => routes.has(l.path) || !l.path.startsWith('/')).map((l) => `${l.key}: ${l.path}`)).toEqual([]);
  });

  it('redirects the old similar-product paths to their products', () => {
    const owner = new Map(products.flatMap((p) => p.page.legacyPaths.map((path) => [path, p.key] as const)));
    expect(Object.fromEntries(owner)).toEqual({
      '/sumitomoproductone': 's1v',
      '/sumitomoproducttwo': 's1v-ultra',
      '/sumitomoproductthree': 'z2c',
      '/sumitomoproductfour': 'w1c',
      '/sumitomoproductfive': '82c-plus',
      '/sumitomoproductseven': 'fc-8r',
      '/sumitomoproducteleven': 'fc-6s',
    });
  });

  it('points each similar strip at four other products that have pages', () => {
    expect(similarKeysAreProductKeys).toBe(true);
    const withPages = new Set<string>(products.filter((p) => (p.page as ProductPage | null) !== null).map((p) => p.key));
    const problems = products.flatMap((product) => {
      const similar: readonly string[] = product.page.similar;
      return [
        ...similar.filter((key) => !withPages.has(key)).map((key) => `${product.key}: ${key} has no page`),
        ...(similar.includes(product.key) ? [`${product.key}: lists itself`] : []),
        ...duplicates(similar).map((key) => `${product.key}: ${key} listed twice`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('shows at least one product under every landing tab, and every product under the all tab', () => {
    const empty = family.tabs.filter((tab) => !products.some((p) => (p.tabs as readonly string[]).includes(tab.id)));
    expect(empty.map((tab) => tab.id)).toEqual([]);
    expect(products.filter((p) => !(p.tabs as readonly string[]).includes('all')).map((p) => p.key)).toEqual([]);
  });

  it('belongs to the Sumitomo family page with its tabs', () => {
    expect(family.page).toBe('sumitomo');
    expect(family.tabs).toBe(familyTabs.sumitomo);
    expect(products.filter((p) => p.family !== 'sumitomo').map((p) => p.key)).toEqual([]);
  });

  it('keeps meta descriptions under 160 characters', () => {
    const long = [family.metaDescription, ...products.map((p) => p.page.metaDescription)].filter((text) => text.length > 160);
    expect(long).toEqual([]);
  });

  it('gives the FC-6 series page a five-item gallery whose neighbouring images differ', () => {
    const page: ProductPage | undefined = products.find((p) => p.key === 'fc-6-series')?.page;
    const gallery = page?.gallery ?? [];
    expect(gallery).toHaveLength(5);
    const specs = gallery.map((item) => (item.image.kind === 'illustration' ? JSON.stringify(item.image.spec) : item.image.image));
    const repeats = specs.filter((spec, index) => index > 0 && spec === specs[index - 1]);
    expect(repeats).toEqual([]);
  });
});
