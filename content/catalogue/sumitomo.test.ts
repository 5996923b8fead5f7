import { proseOf, sentencesOf, stringsOf } from '@/lib/catalogue-checks';
import { sumitomoContent } from './sumitomo';
import { familyTabs, type ProductPage, type SpecTable } from './types';

const { family, products } = sumitomoContent;

type SumitomoProduct = (typeof products)[number];
type ProductKey = SumitomoProduct['key'];

/**
 * The spec's section 9 figures, written as each record writes them. Matching
 * ignores case only, so a figure that changes or disappears fails the test.
 */
const cleaverConditions = ['-10 to 50 °C', '-40 to 80 °C', '0–95% RH'];
const cleaveLengthSingle = ['6–20 mm (Φ 0.25 mm)', '10–20 mm (Φ 0.9 mm)'];
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
  { key: '82c-plus', figures: ['1, 2, 4, 5, 6, 8, 10, 12', '125 µm', ...ribbonSplicerFigures] },
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


function tablesOf(product: SumitomoProduct): SpecTable[] {
  const { specTables, accessories, basicAccessories }: ProductPage = product.page;
  return [...specTables, ...(accessories ? [accessories] : []), ...(basicAccessories ? [basicAccessories] : [])];
}

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

  it('writes every table cell on one line', () => {
    const problems = products.flatMap((product) =>
      tablesOf(product).flatMap((table) =>
        table.groups.flatMap((group) =>
          group.rows
            .filter((row) => row.some((cell) => cell.includes('\n')))
            .map((row) => `${product.key} / ${table.title} / ${row[0]}: multi-line cell`),
        ),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('gives every product a page at the route the spec lists', () => {
    const routes = products.map((p) => p.page.route);
    expect([...routes].sort()).toEqual([...canonicalRoutes].sort());
  });

  it('belongs to the Sumitomo family page with its tabs', () => {
    expect(family.page).toBe('sumitomo');
    expect(family.tabs).toBe(familyTabs.sumitomo);
    expect(products.filter((p) => p.family !== 'sumitomo').map((p) => p.key)).toEqual([]);
  });

  describe('82M12 splice and heating times', () => {
    const ribbonSplicer = products.find((p) => p.key === '82m12')!;
    const timed = /splice time|heating time|splic\w* loss/i;
    const singleFibre = /single[- ]fibres?/i;
    const ribbon = /ribbon|12-fibre/i;

    /** Seconds the table gives in the groups that name a fibre count. */
    function secondsIn(mode: RegExp): Set<number> {
      const groups = tablesOf(ribbonSplicer).flatMap((t) => t.groups).filter((g) => mode.test(g.label ?? ''));
      return new Set(groups.flatMap((g) => g.rows.filter((row) => timed.test(row[0]))).flatMap((row) => [...row.slice(1).join(' ').matchAll(/(\d+) ?s(?:ec)?\b/g)].map((m) => Number(m[1]))));
    }

    it('puts every splice time, heating time and splice loss under the fibre count it holds for', () => {
      const loose = tablesOf(ribbonSplicer).flatMap((t) =>
        t.groups
          .filter((g) => !singleFibre.test(g.label ?? '') && !ribbon.test(g.label ?? ''))
          .flatMap((g) => g.rows.filter((row) => timed.test(row[0])).map((row) => `${t.title} › ${g.label ?? 'no group'} › ${row[0]}`)),
      );
      expect(loose).toEqual([]);
      // The reference's 82M12 tables: 5 / 7 s splice and 8 s heating for single SM G.652 fibre (legacy table,
      // seed §9), 11 / 14 s splice and 25 s heating for a 12-fibre ribbon (live table).
      expect([...secondsIn(singleFibre)].sort((a, b) => a - b)).toEqual([5, 7, 8]);
      expect([...secondsIn(ribbon)].sort((a, b) => a - b)).toEqual([11, 14, 25]);
    });

    it('names in every sentence that gives a time the one fibre count that time is for', () => {
      const times = { single: secondsIn(singleFibre), ribbon: secondsIn(ribbon) };
      const problems = proseOf(ribbonSplicer).flatMap(({ field, text }) =>
        sentencesOf(text)
          .flatMap((sentence) => sentence.split(/;\s*/))
          .flatMap((clause) => {
            const seconds = [...clause.matchAll(/(\d+(?:\.\d+)?) s\b/g)].map((m) => Number(m[1]));
            if (seconds.length === 0) return [];
            const modes = ([singleFibre.test(clause) && 'single', ribbon.test(clause) && 'ribbon'] as const).filter((m) => m !== false);
            if (modes.length !== 1) return [`${field}: "${clause}" gives ${seconds.join(', ')} s without one fibre count`];
            const wrong = seconds.filter((t) => !times[modes[0]!].has(t));
            return wrong.length ? [`${field}: "${clause}" gives ${wrong.join(', ')} s for ${modes[0]}, which the table does not`] : [];
          }),
      );
      expect(problems).toEqual([]);
    });
  });

  it('keeps the spec’s numbered path of the FC-6 series page as an old link to that page', () => {
    // Spec 2.4: '/sumitomoproducteleven (FC-6 series)'; the series page itself is /sumitomoproducttwelve.
    const owners = products.filter((p) => [p.page.route, ...p.page.legacyPaths].includes('/sumitomoproducteleven')).map((p) => p.key);
    expect(owners).toEqual(['fc-6-series']);
  });

  it('gives every FC-6 series gallery button its own model’s drawing, read from that model’s column, or none', () => {
    const page: ProductPage | undefined = products.find((p) => p.key === 'fc-6-series')?.page;
    const gallery = page?.gallery ?? [];
    expect(gallery).toHaveLength(5);
    const table = page!.specTables[0]!;
    const rows = table.groups.flatMap((g) => g.rows);
    const pictured = gallery.flatMap((item) => (item.image?.kind === 'illustration' ? [{ label: item.label, image: item.image }] : []));
    expect(pictured.map((p) => p.label)).toEqual(['FC-6M', 'FC-6M-C', 'FC-6S', 'FC-6S-C']);
    for (const { label: model, image } of pictured) {
      const column = table.columns.indexOf(model);
      const ribbon = rows.find((r) => r[0] === 'Fibre count')![column] === 'Single to 12';
      const collector = rows.find((r) => r[0] === 'Off-cut collector')![column]!.startsWith('Pre-fitted');
      expect({ model, spec: image.spec }).toEqual({ model, spec: { kind: 'cleaver', form: 'tabletop', collector, fiberCount: ribbon ? 12 : 1 } });
      expect(image.alt).toContain(model);
      expect(image.alt.includes('collector fitted')).toBe(collector);
      expect(image.alt.includes('ribbon')).toBe(ribbon);
    }
    const specs = pictured.map((p) => JSON.stringify(p.image.spec));
    expect(new Set(specs).size).toBe(specs.length);
    expect(gallery.filter((item) => !item.image).map((item) => item.label)).toEqual(['60,000-fibre blade']);
  });
});
