import { stringsOf } from '@/lib/catalogue-checks';
import { deviserContent } from './deviser';
import type { Product, SpecTable } from './types';

const { products } = deviserContent;
const allProducts: readonly Product<'deviser'>[] = products;


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
    const text = normalise(stringsOf(productByKey(key)).join('\n'));

    it.each(figures)(`states the section 9 figure '%s'`, (figure) => {
      expect({ key, figure, found: text.includes(normalise(figure)) }).toEqual({ key, figure, found: true });
    });
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

  it('names no VF-10 connector type the facts lack (they give a PC 2.5 mm universal connector)', () => {
    const text = stringsOf(productByKey('vf10')).join('\n');
    expect(text).toMatch(/2\.5 ?mm universal connector/);
    expect(text).not.toMatch(/\b(SC|FC|ST|LC)\b/);
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
      stringsOf(p.page?.specTables)
        .filter((s) => slips.test(s))
        .map((s) => `${p.key}: ${s}`),
    );
    expect(offending).toEqual([]);
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

});
