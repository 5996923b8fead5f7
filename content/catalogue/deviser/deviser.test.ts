import { stringsOf, tablesOf as allTablesOf } from '@/lib/catalogue/checks';
import { deviserContent } from '.';
import type { FamilyFigures } from '../facets/index';
import type { Product, SpecRow, SpecTable } from '../types';

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

/** Every table row of a product's page, whatever table or group it sits in. */
function rowsOf(product: Product<'deviser'>): readonly SpecRow[] {
  return allTablesOf(product).flatMap(({ table }) => table.groups.flatMap((g) => g.rows));
}

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

  it('keeps the nine seed routes on their products, and puts every page under /devisor', () => {
    // The spec's seed routes: fixed facts. A product added since gets its route from its record.
    const seedRoutes = {
      ae3100: '/devisor/AE3100A',
      ae1001: '/devisor/AE1001',
      'ae3100-dm': '/devisor/AE3100DM',
      'ae3100-live': '/devisor/AE3100Live',
      ae210: '/devisor/AE210',
      ep310: '/devisor/EP310',
      ls310: '/devisor/LS310',
      ep710: '/devisor/EP710',
      vf10: '/devisor/VF10',
    };
    const routes = new Map<string, string>(pages.map(({ key, page }) => [key, page.route]));
    expect(Object.fromEntries(Object.keys(seedRoutes).map((key) => [key, routes.get(key)]))).toEqual(seedRoutes);
    expect(pages.map(({ page }) => page.route).filter((route) => !/^\/devisor\/[A-Za-z0-9]+$/.test(route))).toEqual([]);
  });

  it('tabulates the AE3100 Live at the wavelengths and dynamic range its drawing shows', () => {
    const table = tablesOf('ae3100-live').find((t) => t.groups.some((g) => g.rows.some((row) => row[0].startsWith('Dynamic range'))));
    if (!table) throw new Error('ae3100-live has no table with a dynamic range row');
    const image = productByKey('ae3100-live').image;
    if (image.kind !== 'illustration' || image.spec.kind !== 'otdr') throw new Error('ae3100-live is not drawn as an OTDR');
    expect(table.columns.slice(1).map((c) => Number.parseFloat(c))).toEqual([...image.spec.wavelengthsNm]);
    const row = (label: string) => table.groups.flatMap((g) => g.rows).find((r) => r[0].startsWith(label))?.slice(1);
    // The reference's AE3100 Live facts (maker's summary for this model): 40 / 38 / 38 dB at
    // 1310 / 1550 / 1625 nm, 0.8 m event and 3.0 m attenuation dead zones.
    expect(row('Dynamic range')).toEqual(['40 dB', '38 dB', '38 dB']);
    expect(Math.max(...(row('Dynamic range') ?? []).map((cell) => Number.parseFloat(cell)))).toBe(image.spec.dynamicRangeDb);
    expect(row('Event dead zone')).toEqual(['0.8 m', '0.8 m', '0.8 m']);
    expect(row('Attenuation dead zone')).toEqual(['3 m', '3 m', '3 m']);
  });

  it('shows the AE3100 DM with its own 7-inch screen and ports, not the AE1001 figures copied onto its page', () => {
    // Reference ae3100-dm facts: "7-inch touch screen; LAN, USB and SD ports"; its tables are a copy of
    // the AE1001's (4.3-inch display, 180 x 145 x 55 mm case), which its facts leave out.
    const rows = rowsOf(productByKey('ae3100-dm'));
    const cell = (label: string) => rows.find((row) => row[0] === label)?.[1];
    expect(cell('Display')).toMatch(/^7"/);
    expect(cell('Interface')).toMatch(/USB/);
    expect(cell('Interface')).toMatch(/LAN/);
    expect(cell('Interface')).toMatch(/SD/);
    expect(stringsOf(productByKey('ae3100-dm')).join('\n')).not.toMatch(/4\.3|180 ?mm/);
  });

  it('says plainly that the AE3100 DM has no published multimode figures', () => {
    const text = stringsOf(productByKey('ae3100-dm')).join('\n');
    expect(text).toMatch(/no multimode (?:wavelengths?|figures)/i);
  });

  it('states laser safety class II only where the maker gives it: the AE1001 and AE3100 DM tables', () => {
    // The sources' fixed facts (reference: "Compliance: Laser Safety Class II" for these two only). That every
    // fault locator names its class, or says none is given, is a content check (lib/content-checks/instruments.ts).
    // A product added since may state a class its own maker gives; only the sources' products are held here.
    const sources = ['ae3100', 'ae1001', 'ae3100-dm', 'ae3100-live', 'ae210', 'ep310', 'ls310', 'ep710', 'vf10'];
    const stating = allProducts.filter((p) => sources.includes(p.key) && /class (?:II|2)\b/.test(stringsOf(p).join('\n'))).map((p) => p.key);
    expect(stating).toEqual(['ae1001', 'ae3100-dm']);
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

  it('gives every orderable model its key figures from the sources', () => {
    // The reference's fixed facts (deviser.json facts and tables, section 9 where it speaks), pinned model by model.
    const otdr = { type: 'otdr', wavelengths: ['1310', '1550'], dynamicRange1625: null, inService: false, faultLocator: true } as const;
    const notOtdr = {
      dynamicRange1310: null,
      dynamicRange1550: null,
      dynamicRange1625: null,
      longestRange: null,
      eventDeadZone: null,
      attenuationDeadZone: null,
    } as const;
    const under = (x: number) => ({ atMost: x, strict: true }) as const;
    const meterWavelengths = ['850', '980', '1300', '1310', '1490', '1550', '1610', '1625', '1650'];
    // AE3100A~F: "Model Guide" rows (dynamic range 1310/1550, both dead zones); weight from the OTDR
    // "General Specifications" table ('< 2kg'), which spec 2.6 and DECISIONS put on the AE3100 page; the guide's '≥' and '≤';
    // 11 distance ranges up to 400 km.
    const ae3100 = (dynamicRange1310: number, dynamicRange1550: number, eventDeadZone: number, attenuationDeadZone: number) => ({
      ...otdr,
      dynamicRange1310: { atLeast: dynamicRange1310 },
      dynamicRange1550: { atLeast: dynamicRange1550 },
      longestRange: 400,
      eventDeadZone: { atMost: eventDeadZone },
      attenuationDeadZone: { atMost: attenuationDeadZone },
      weight: under(2),
    });
    // AE1001 and AE3100 DM: section 9 ("20 dB at 1310 nm, 24 dB at 1550 nm", "under 1 kg") and their
    // "Optical Parameters" table ('≤3m', '≤ 10m', ranges to 80 km). The maker's own summaries disagree on the
    // dynamic ranges, so those are qualified (issue 39).
    const miniOtdr = { ...otdr, dynamicRange1550: 24, longestRange: 80, eventDeadZone: { atMost: 3 }, attenuationDeadZone: { atMost: 10 }, weight: under(1) };
    const dmNote = 'the maker’s online summary for the AE3100 DM gives 25, 27, 40 and 38 dB without naming the wavelengths';
    const expected: Record<string, Record<string, FamilyFigures['deviser']>> = {
      ae3100: {
        AE3100A: ae3100(32, 30, 1.5, 5),
        AE3100B: ae3100(34, 32, 1, 5),
        AE3100C: ae3100(36, 34, 0.8, 4),
        AE3100D: ae3100(40, 38, 0.8, 3),
        AE3100E: ae3100(43, 41, 0.8, 3),
        AE3100F: ae3100(45, 43, 0.8, 3),
      },
      ae1001: { AE1001: { ...miniOtdr, dynamicRange1310: { stated: 20, note: 'the maker’s online summary gives 26 dB at 1310 nm' } } },
      'ae3100-dm': { 'AE3100 DM': { ...miniOtdr, dynamicRange1310: { stated: 20, note: dmNote }, dynamicRange1550: { stated: 24, note: dmNote } } },
      // The reference's AE3100 Live facts: 40 / 38 / 38 dB at 1310 / 1550 / 1625 nm, 0.8 m and 3.0 m
      // dead zones, in-service (live) testing, '< 2kg'.
      'ae3100-live': {
        'AE3100 Live': {
          type: 'otdr',
          wavelengths: ['1310', '1550', '1625'],
          dynamicRange1310: 40,
          dynamicRange1550: 38,
          dynamicRange1625: 38,
          longestRange: null,
          eventDeadZone: 0.8,
          attenuationDeadZone: 3,
          inService: true,
          faultLocator: true,
          weight: under(2),
        },
      },
      // Calibrated at nine wavelengths; '< 300g (without battery)'.
      ae210: Object.fromEntries(
        ['AE210', 'AE230', 'AE270'].map((name) => [name, { type: 'power-meter', wavelengths: meterWavelengths, ...notOtdr, inService: false, faultLocator: false, weight: under(0.3) }]),
      ),
      // The three PON bands, read in pass-through ('Passthrough insertion loss < 1.5dB'); '< 300g (w/o batteries)'.
      ep310: Object.fromEntries(
        // The EP90 adds a fault locator (the maker's model table).
        ['EP300', 'EP310', 'EP90'].map((name) => [name, { type: 'pon-power-meter', wavelengths: ['1310', '1490', '1550'], ...notOtdr, inService: true, faultLocator: name === 'EP90', weight: under(0.3) }]),
      ),
      // 1310 / 1550 nm FP-LD, plus 1490 nm DFB on the B; '< 230g (without battery)'.
      ls310: {
        LS310A: { type: 'light-source', wavelengths: ['1310', '1550'], ...notOtdr, inService: false, faultLocator: false, weight: under(0.23) },
        LS310B: { type: 'light-source', wavelengths: ['1310', '1490', '1550'], ...notOtdr, inService: false, faultLocator: false, weight: under(0.23) },
      },
      // Meter calibrated at nine wavelengths, which include its 1310 / 1550 (and 1490) nm sources; '< 300g (w/o batteries)'.
      ep710: Object.fromEntries(
        ['EP710A', 'EP710B', 'EP710C', 'EP710D'].map((name) => [name, { type: 'multimeter', wavelengths: meterWavelengths, ...notOtdr, inService: false, faultLocator: true, weight: under(0.3) }]),
      ),
      // '650 ±10nm'; '< 4.5oz (120g)'.
      vf10: { 'VF-10': { type: 'vfl', wavelengths: ['650'], ...notOtdr, inService: false, faultLocator: true, weight: under(0.12) } },
    };
    // Each product the sources speak of, exactly; a product added since is held to its facets by the content checks.
    const actual = Object.fromEntries(allProducts.map((p) => [p.key, Object.fromEntries((p.models ?? []).map((m) => [m.name, m.figures]))]));
    expect(Object.fromEntries(Object.keys(expected).map((key) => [key, actual[key]]))).toEqual(expected);
  });

});
