import { stringsOf } from '@/lib/catalogue/checks';
import type { FamilyFigures } from '../facets/index';
import { sumitomoContent } from '.';
import { familyTabs, type ProductPage } from '../types';

const { family, products } = sumitomoContent;

type SumitomoProduct = (typeof products)[number];
type ProductKey = SumitomoProduct['key'];

/**
 * The spec's section 9 figures, written as each record writes them. Matching
 * ignores case only, so a figure that changes or disappears fails the test.
 */
const cleaverConditions = ['-10 to 50 °C', '-40 to 80 °C', '0–95% RH'];
const cleaveLengthSingle = ['6–20 mm (Φ 0.25 mm)', '10–20 mm (Φ 0.9 mm)'];
/**
 * Section 9 gives the 82M12 the single-fibre 82C+'s figures; the 82M12 page
 * shows the maker's own 82M12 table and names each of those beside it as our
 * older catalogue's (issue 39), and the 82C+ page states them as its own.
 */
const olderFor82m12 = [
  'our older catalogue gives 5 s',
  'our older catalogue gives 8 s',
  'our older catalogue gives 320 cycles',
  'our older catalogue gives 6,000 arcs',
  'our older catalogue gives 1.9 kg',
  '300 splice programs',
  '100 heating programs',
  '200 images and 10,000 records internally',
  'SD/SDHC card of up to 32GB',
  '5.0-inch touch screen',
];
/** The maker's own 82M12 table (its current page): the figures issue 39 names. */
const own82m12 = ['SMF: 0.05 dB', '11 s (SM, 12 fibres, quick mode)', '25 s (FPS-6 sleeve', 'Approx. 220 (BU-16)', '1.7 kg (without battery)'];
const c82Figures = ['5 s in quick mode', '7 s in standard mode', 'sleeve in 8 s', 'About 320 splice-and-heat cycles per charge', 'Max. 300, 74 are pre-optimised, 226 editable', 'Max. 100, 27 are pre-optimised, 73 editable', '50,200 images / 20,000 splice data (with 8GB SD card)', '6,000 arcs', '1.9 kg without battery', '2.2 kg with'];

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
  { key: '82m12', figures: ['1, 2, 4, 5, 6, 8, 10, 12', '125 µm', ...own82m12, ...olderFor82m12] },
  // The 82C+ carries the type 82M12 table, where its fibre counts and cladding appear, and its own single-fibre table.
  { key: '82c-plus', figures: ['1, 2, 4, 5, 6, 8, 10, 12', '125 µm', ...c82Figures] },
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

/** The spec's routes, by the product each names: fixed facts. A product added since gets its route from its record. */
const specRoutes: Partial<Record<ProductKey, string>> = {
  s1v: '/sumitomo/S1V',
  's1v-ultra': '/sumitomo/S1VULTRA',
  z2c: '/sumitomo/Z2C',
  w1c: '/sumitomo/W1C',
  '82c-plus': '/sumitomo/82CPLUS',
  '82m12': '/sumitomo/82M12',
  'fc-8r': '/sumitomo/FC8R',
  's-70': '/sumitomo/S70',
  'fc-7ls': '/sumitomo/FC7LS',
  sfcs: '/sumitomo/SFCS',
  'fc-6s': '/sumitomo/FC6S',
  'fc-6-series': '/sumitomoproducttwelve',
};


type Figures = FamilyFigures['sumitomo'];

/**
 * Every orderable model's key figures, by product. These are the sources'
 * fixed facts, pinned: reference/catalogue/sumitomo.json (facts and tables)
 * with section 9's figure where the two differ. Splice time and heating
 * time are the single-fibre quick-mode figures, splice loss the SMF one,
 * weight a splicer's without battery. Null where the figure does not apply
 * (a cleaver's splice time, a splicer's blade life) or no source gives it.
 */
const splicer = { bladeLife: null } as const;
const cleaver = { alignment: null, spliceTime: null, heatTime: null, spliceLoss: null, batteryCycles: null } as const;
const expectedModels: Partial<Record<ProductKey, Record<string, Figures>>> = {
  // S1V table: 0.03 dB SMF, 6 s quick, 17 s heating, approx. 250 (BU-17), 0.9 kg without battery; facts: active clad alignment.
  s1v: { S1V: { ...splicer, alignment: 'clad', fibreCount: 1, spliceTime: 6, heatTime: 17, spliceLoss: 0.03, batteryCycles: 250, weight: 0.9 } },
  // S1V Ultra table: 0.03 dB, 6 s quick, 12 s heating, ~250 (BU-17), 0.9 kg without battery.
  's1v-ultra': { 'S1V Ultra': { ...splicer, alignment: 'clad', fibreCount: 1, spliceTime: 6, heatTime: 12, spliceLoss: 0.03, batteryCycles: 250, weight: 0.9 } },
  // Z2C table: 0.02 dB, 6 s quick, 15 s heating, 1.7 kg without battery; section 9: about 310 cycles.
  z2c: { Z2C: { ...splicer, alignment: 'core', fibreCount: 1, spliceTime: 6, heatTime: 15, spliceLoss: 0.02, batteryCycles: 310, weight: 1.7 } },
  // W1C (live) table: 0.02 dB, 6 s quick, 8 s heating (quick sleeve), 1.9 kg without battery; section 9: about 310 cycles.
  w1c: { W1C: { ...splicer, alignment: 'core', fibreCount: 1, spliceTime: 6, heatTime: 8, spliceLoss: 0.02, batteryCycles: 310, weight: 1.9 } },
  // 82C+ (live) table: single fibre, 0.01 dB, 5 s quick, 8 s heating, approx. 320 (BU-16), 1.9 kg without battery.
  '82c-plus': { '82C+': { ...splicer, alignment: 'core', fibreCount: 1, spliceTime: 5, heatTime: 8, spliceLoss: 0.01, batteryCycles: 320, weight: 1.9 } },
  // The maker's own 82M12 table (issue 39): 12-fibre ribbon, 0.05 dB SMF, 11 s quick, 25 s heating, approx. 220 cycles, 1.7 kg
  // without battery; each as stated beside section 9's, which are the single-fibre 82C+'s. No alignment method is named.
  '82m12': {
    '82M12': {
      ...splicer,
      alignment: null,
      fibreCount: 12,
      spliceTime: { stated: 11, note: 'our older catalogue gives 5 s, the single-fibre 82C+’s' },
      heatTime: { stated: 25, note: 'our older catalogue gives 8 s, the single-fibre 82C+’s' },
      spliceLoss: { stated: 0.05, note: 'our older catalogue gives 0.01 dB, the single-fibre 82C+’s' },
      batteryCycles: { stated: 220, note: 'our older catalogue gives 320 cycles, the single-fibre 82C+’s' },
      weight: { stated: 1.7, note: 'our older catalogue gives 1.9 kg, the single-fibre 82C+’s' },
    },
  },
  // FC-8R table: single to 12 fibres, approx. 260 g; section 9: 60,000 fibres.
  'fc-8r': {
    'FC-8R-F': { ...cleaver, fibreCount: 12, weight: 0.26, bladeLife: 60_000 },
    'FC-8R-FC': { ...cleaver, fibreCount: 12, weight: 0.26, bladeLife: 60_000 },
  },
  's-70': { 'S-70': { ...cleaver, fibreCount: 1, weight: 0.26, bladeLife: 60_000 } },
  'fc-7ls': { 'FC-7LS': { ...cleaver, fibreCount: 1, weight: 0.124, bladeLife: 48_000 } },
  // The SFCS page carries the S-70's table, so the SFCS's own weight is unknown.
  sfcs: { SFCS: { ...cleaver, fibreCount: 1, weight: null, bladeLife: 60_000 } },
  // FC-6R table: 54,000 fibres on all four (section 9 names the FC-6RS), 380 g, 420 g with the collector.
  'fc-6s': {
    'FC-6RM': { ...cleaver, fibreCount: 12, weight: 0.38, bladeLife: 54_000 },
    'FC-6RM-C': { ...cleaver, fibreCount: 12, weight: 0.42, bladeLife: 54_000 },
    'FC-6RS': { ...cleaver, fibreCount: 1, weight: 0.38, bladeLife: 54_000 },
    'FC-6RS-C': { ...cleaver, fibreCount: 1, weight: 0.42, bladeLife: 54_000 },
  },
  // No maker's table survives for the FC-6 series (DECISIONS): section 9's blade life, fibre counts as its FC-6R counterparts, no weight.
  'fc-6-series': {
    'FC-6M': { ...cleaver, fibreCount: 12, weight: null, bladeLife: 60_000 },
    'FC-6M-C': { ...cleaver, fibreCount: 12, weight: null, bladeLife: 60_000 },
    'FC-6S': { ...cleaver, fibreCount: 1, weight: null, bladeLife: 60_000 },
    'FC-6S-C': { ...cleaver, fibreCount: 1, weight: null, bladeLife: 60_000 },
  },
};

describe('Sumitomo catalogue records', () => {
  it('shows every section 9 figure in its product record', () => {
    const missing = sectionNineFigures.flatMap(({ key, figures }) => {
      const product = products.find((p) => p.key === key);
      if (!product) return [`${key}: no such product`];
      const text = stringsOf(product).join('\n').toLowerCase();
      return figures.filter((figure) => !text.includes(figure.toLowerCase())).map((figure) => `${key}: ${figure}`);
    });
    expect(missing).toEqual([]);
  });

  it('gives every product the spec lists a page at its route, and every other product a page under /sumitomo', () => {
    const routes = new Map<string, string>(products.map((p) => [p.key, p.page.route]));
    expect(Object.fromEntries(Object.keys(specRoutes).map((key) => [key, routes.get(key)]))).toEqual(specRoutes);
    expect(products.map((p) => p.page.route).filter((route) => !/^\/sumitomo(?:\/[A-Z0-9]+|product[a-z]+)$/.test(route))).toEqual([]);
  });

  it('belongs to the Sumitomo family page with its tabs', () => {
    expect(family.page).toBe('sumitomo');
    expect(family.tabs).toBe(familyTabs.sumitomo);
    expect(products.filter((p) => p.family !== 'sumitomo').map((p) => p.key)).toEqual([]);
  });

  it('gives every orderable model its key figures from the sources', () => {
    // Each product the sources speak of, exactly; a product added since is held to its facets by the content checks.
    const actual = Object.fromEntries(
      products.map((p) => [p.key, Object.fromEntries((p.models ?? []).map((m) => [m.name, m.figures]))]),
    );
    expect(Object.fromEntries(Object.keys(expectedModels).map((key) => [key, actual[key]]))).toEqual(expectedModels);
  });

  it('keeps the spec’s numbered path of the FC-6 series page as an old link to that page', () => {
    // Spec 2.4: '/sumitomoproducteleven (FC-6 series)'; the series page itself is /sumitomoproducttwelve.
    const owners = products.filter((p) => [p.page.route, ...p.page.legacyPaths].includes('/sumitomoproducteleven')).map((p) => p.key);
    expect(owners).toEqual(['fc-6-series']);
  });

  it('gives the FC-6 series gallery a button for each of its four models and one for the blade', () => {
    // That each button's drawing follows its model's column is a content check (lib/content-checks/splicers.ts).
    const gallery: ProductPage['gallery'] = products.find((p) => p.key === 'fc-6-series')?.page?.gallery ?? [];
    expect(gallery?.map((item) => [item.label, item.image?.kind ?? null])).toEqual([
      ['FC-6M', 'illustration'],
      ['FC-6M-C', 'illustration'],
      ['FC-6S', 'illustration'],
      ['FC-6S-C', 'illustration'],
      ['60,000-fibre blade', null],
    ]);
  });
});
