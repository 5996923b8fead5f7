import { proseOf, sentencesOf, stringsOf, tablesOf as allTablesOf } from '@/lib/catalogue/checks';
import { writtenTwiceProblems } from '@/lib/content-checks/facets';
import { deviserContent } from '.';
import { formatNumber, type Facet } from '../facets';
import { numbersOf, type Quantity } from '../quantity';
import type { FamilyFigures } from '../facets/index';
import { deviserFacets } from '../facets/deviser';
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

/** The OTDRs: the products drawn as one. */
function otdrs(): readonly Product<'deviser'>[] {
  return allProducts.filter((p) => p.image.kind === 'illustration' && p.image.spec.kind === 'otdr');
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

  it('speaks of testing a live network only at the out-of-band 1625 nm wavelength', () => {
    // 1310 nm carries a PON's upstream and 1550 nm its video overlay, so an OTDR pulse there disturbs
    // the service; in-service testing uses the 1625 nm band the PON leaves free.
    const live = /in-service|in service|live (?:network|fibre|fiber|pon|link)|carrying (?:service|traffic)|already live|working (?:network|link|pon)|with subscribers/i;
    const offending = otdrs().flatMap((p) =>
      proseOf(p)
        .flatMap(({ field, text }) => sentencesOf(text).map((sentence) => ({ field, sentence })))
        .filter(({ sentence }) => live.test(sentence) && /\b(?:1310|1550)\b/.test(sentence))
        .map(({ field, sentence }) => `${p.key} › ${field}: ${sentence}`),
    );
    expect(offending).toEqual([]);
  });

  it('gives dynamic range and both dead zones of every OTDR in its tables, not in prose alone', () => {
    const missing = otdrs().flatMap((p) => {
      const labels = rowsOf(p).map((row) => row[0].toLowerCase());
      return ['dynamic range', 'event dead zone', 'attenuation dead zone']
        .filter((figure) => !labels.some((label) => label.startsWith(figure)))
        .map((figure) => `${p.key}: no '${figure}' row`);
    });
    expect(missing).toEqual([]);
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

  it('claims quad-wavelength testing for no OTDR that tests at fewer than four wavelengths', () => {
    const offending = otdrs().flatMap((p) => {
      const wavelengths = p.image.kind === 'illustration' && p.image.spec.kind === 'otdr' ? p.image.spec.wavelengthsNm : [];
      return rowsOf(p)
        .filter((row) => /quad/i.test(row.join(' ')) && wavelengths.length < 4)
        .map((row) => `${p.key}: '${row.join(' | ')}', but it tests at ${wavelengths.join(' / ')} nm`);
    });
    expect(offending).toEqual([]);
  });

  it('says plainly that the AE3100 DM has no published multimode figures', () => {
    const text = stringsOf(productByKey('ae3100-dm')).join('\n');
    expect(text).toMatch(/no multimode (?:wavelengths?|figures)/i);
  });

  it('labels no ± tolerance a resolution: a resolution is a step size, a ± figure is an accuracy', () => {
    const offending = allProducts.flatMap((p) =>
      rowsOf(p)
        .filter((row) => /resolution/i.test(row[0]) && row.slice(1).some((cell) => cell.includes('±')))
        .map((row) => `${p.key}: ${row.join(' | ')}`),
    );
    expect(offending).toEqual([]);
  });

  it('states no light-source output below what a laser source gives', () => {
    // A Fabry-Perot or DFB test source launches roughly -10 to +5 dBm (the LS-310 gives > -5 dBm);
    // a level tens of dB lower is a receiver's sensitivity, not a source's output.
    const floorDbm = -10;
    const offending = allProducts.flatMap((p) =>
      allTablesOf(p).flatMap(({ table }) =>
        table.groups
          .filter((g) => /light source/i.test(g.label ?? '') || p.tabs.some((t) => t === 'optical-laser-source'))
          .flatMap((g) => g.rows)
          .filter((row) => /output power/i.test(row[0]))
          .filter((row) => row.slice(1).some((cell) => [...cell.matchAll(/([-+]?\d+(?:\.\d+)?) ?dBm/g)].some((m) => Number(m[1]) < floorDbm)))
          .map((row) => `${p.key}: ${row.join(' | ')}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('calls no instrument palm-sized or pocket-sized unless it is narrow enough to be', () => {
    // A palm is about 90 mm across; the VF-10 (130 x 30 x 18 mm) fits a shirt pocket, the AE1001 (180 x 145 x 55 mm) does not.
    const palmWidthMm = 90;
    const sizeClaim = /palm|pocket|fits in (?:one|your|a) hand/i;
    const offending = allProducts.flatMap((p) => {
      const dimensions = stringsOf(p.page?.specTables)
        .map((s) => /(\d+(?:\.\d+)?) ?mm ?[x×] ?(\d+(?:\.\d+)?) ?mm ?[x×] ?(\d+(?:\.\d+)?) ?mm/.exec(s))
        .find((m) => m !== null);
      if (!dimensions) return [];
      const width = dimensions.slice(1, 4).map(Number).sort((a, b) => b - a)[1]!;
      if (width <= palmWidthMm) return [];
      return [...proseOf(p).map(({ field, text }) => ({ field, text })), { field: 'image.alt', text: p.image.alt }]
        .filter(({ text }) => sizeClaim.test(text))
        .map(({ field, text }) => `${p.key} › ${field} (${width} mm wide): ${text}`);
    });
    expect(offending).toEqual([]);
  });

  it('gives the laser safety class of every fault locator where the maker gives one, and says so where it does not', () => {
    const hasVfl = (p: Product<'deviser'>) =>
      p.tabs.some((t) => t === 'visual-fault-locator') ||
      allTablesOf(p).some(({ table }) => table.groups.some((g) => /fault locator|vfl/i.test(g.label ?? '') || g.rows.some((row) => /\bvfl\b/i.test(row[0]))));
    const withVfl = allProducts.filter(hasVfl);
    // Every page whose every model has a fault locator, by its key figures, shows it in its tables.
    const everyModelHasOne = allProducts.filter((p) => p.page && p.models.every((m) => m.figures.faultLocator));
    expect(withVfl.map((p) => p.key).sort()).toEqual(everyModelHasOne.map((p) => p.key).sort());
    // What the reference says of each fault locator's class: only the AE1001 and AE3100 DM tables state one
    // ("Compliance: Laser Safety Class II"). A product added since is held to naming a class or saying none is published.
    const makerStatesClass: Record<string, boolean> = { ae1001: true, 'ae3100-dm': true, ae3100: false, 'ae3100-live': false, ep710: false, vf10: false };
    const statedClass = /class (?:II|2)\b/;
    const problems = withVfl.flatMap((p) => {
      const text = stringsOf(p).join('\n');
      const expected = makerStatesClass[p.key];
      if (!/laser (?:safety )?class/i.test(text)) return [`${p.key}: names no laser safety class and does not say none is published`];
      if (expected !== undefined && statedClass.test(text) !== expected) return [`${p.key}: ${expected ? 'drops the class the maker gives' : 'states a class the maker does not give'}`];
      return [];
    });
    expect(problems).toEqual([]);
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

  it("renders the table rows that state a key figure from the models' values", () => {
    const facets: readonly Facet[] = deviserFacets.facets;
    // Every figure a buyer compares names the rows that state it; only the type and the in-service flag have none.
    expect(facets.filter((f) => f.kind !== 'choice' && f.kind !== 'flag' && (f.rows ?? []).length === 0).map((f) => f.id)).toEqual([]);

    const numbersIn = (text: string) => [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
    const wavelengthOptions = new Set(facets.flatMap((f) => (f.kind === 'set' ? f.options.map((o) => Number(o.value)) : [])));
    const facetNm = (facet: Facet) => Number(/(\d{3,4}) nm/.exec(facet.label)?.[1] ?? Number.NaN);

    const problems: string[] = [];
    const found = new Set<string>();
    for (const product of allProducts) {
      const models = product.models ?? [];
      const names = models.map((m) => m.name);
      /** The wavelengths each model's rows name, to compare with its set once every row is read. */
      const statedNm = new Map<string, Set<number>>();
      for (const { table } of allTablesOf(product)) {
        // A table about an accessory (its title names a model the product does not sell, the AFEI400)
        // states the accessory's figures, not the product's.
        const accessory = [...table.title.matchAll(/\b[A-Z]{2,}\d{3,}\b/g)].some((m) => !names.includes(m[0]));
        if (accessory) continue;
        const heads = table.columns.slice(1);
        const byModel = heads.every((h) => names.includes(h));
        for (const row of table.groups.flatMap((g) => g.rows)) {
          for (const facet of facets.filter((f) => (f.rows ?? []).includes(row[0]))) {
            found.add(row[0]);
            row.slice(1).forEach((cell, i) => {
              const head = heads[i] ?? '';
              for (const model of byModel ? models.filter((m) => m.name === head) : models) {
                const figures = model.figures as Readonly<Record<string, unknown>>;
                const value = figures[facet.id];
                const where = `${product.key} › ${table.title} › ${row[0]} › ${head} (${model.name}, ${facet.id})`;
                if (facet.id === 'wavelengths') {
                  const stated = statedNm.get(model.name) ?? new Set<number>();
                  numbersIn(cell).filter((n) => wavelengthOptions.has(n)).forEach((n) => stated.add(n));
                  statedNm.set(model.name, stated);
                } else if (facet.id.startsWith('dynamicRange')) {
                  const columnNm = numbersIn(head)[0];
                  // A column per wavelength speaks only for its own wavelength.
                  const perWavelength = columnNm !== undefined && wavelengthOptions.has(columnNm);
                  if (perWavelength && columnNm !== facetNm(facet)) continue;
                  if (value === null) {
                    if (/\d ?dB\b/.test(cell)) problems.push(`${where}: '${cell}' states a dynamic range the model has none of`);
                  } else if (perWavelength) {
                    if (numbersIn(cell)[0] !== numbersOf(value as Quantity)[0]) problems.push(`${where}: '${cell}', not ${JSON.stringify(value)} dB`);
                  } else {
                    // A column per model: its ranges in wavelength order ('≥32/30' for 1310 / 1550 nm).
                    const ranges = ['dynamicRange1310', 'dynamicRange1550', 'dynamicRange1625'].map((id) => figures[id]).filter((v) => v !== null).map((v) => numbersOf(v as Quantity)[0]);
                    if (JSON.stringify(numbersIn(cell)) !== JSON.stringify(ranges)) problems.push(`${where}: '${cell}', not ${ranges.join('/')} dB`);
                  }
                } else if (facet.id === 'weight') {
                  const kg = numbersOf(value as Quantity)[0]!;
                  const stated = [`${formatNumber(kg)} kg`, `${Math.round(kg * 1000)} g`];
                  if (!stated.some((text) => cell.includes(text))) problems.push(`${where}: '${cell}' states neither ${stated.join(' nor ')}`);
                } else if (value !== null && !numbersOf(value as Quantity).every((n) => numbersIn(cell).includes(n))) {
                  problems.push(`${where}: '${cell}', not ${String(value)} ${'unit' in facet ? facet.unit : ''}`);
                }
              }
            });
          }
        }
      }
      for (const model of models) {
        const stated = statedNm.get(model.name);
        const wavelengths = (model.figures.wavelengths ?? []).map(Number);
        if (stated && JSON.stringify([...stated].sort((a, b) => a - b)) !== JSON.stringify(wavelengths)) {
          problems.push(`${product.key} › ${model.name}: rows name ${[...stated].join(' / ')} nm, the model ${wavelengths.join(' / ')} nm`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Every header a facet lists is a row of some table, so the list guards real rows.
    expect(facets.flatMap((f) => f.rows ?? []).filter((row) => !found.has(row))).toEqual([]);
    // And none of those rows types its figure as text: it is read from the models.
    expect(writtenTwiceProblems().filter((p) => p.startsWith('content/catalogue/deviser/'))).toEqual([]);
  });
});
