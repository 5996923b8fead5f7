import { stringsOf } from '@/lib/catalogue/checks';
import { familyOverviews } from '@/content/families';
import { site } from '@/content/site';
import { fiberFacets } from '../facets/fiber';
import { fiberContent, publishedColourOrders, seriesFacts } from '.';
import { NATURAL, TIA_598_COLORS } from '../illustration';
import type { Product, SpecTable } from '../types';

const products: readonly Product<'fiber'>[] = fiberContent.products;
const byKey = new Map<string, Product<'fiber'>>(products.map((p) => [p.key, p]));
const slug = site.slug;


/** Spacing, dash and micro-sign variants must not decide whether a figure is present. */
const normalise = (s: string) =>
  s.toLowerCase().replace(/[–—−]/g, '-').replace(/μ/g, 'µ').replace(/×/g, 'x').replace(/\s+/g, '');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function hasFigure(text: string, figure: string): boolean {
  // A figure must not be the tail of a longer number ('0.4' inside '10.4').
  return new RegExp(`(?<![0-9])(?<![0-9]\\.)${escapeRegExp(normalise(figure))}(?![0-9])`).test(text);
}

const tablesOf = (p: Product): readonly SpecTable[] => p.page?.specTables ?? [];
/** The figures must stand in the tables, not only in the prose around them. */
const tableText = (p: Product) => stringsOf(tablesOf(p)).map(normalise).join('¦');

const seriesRoutes: Record<string, string> = {
  'flat-cable': `/${slug}-fiber/${slug}-flat-cable`,
  'drop-cable': `/${slug}-fiber/${slug}-drop-cable`,
  neo: `/${slug}-fiber/${slug}-neo`,
  gold: `/${slug}-fiber/${slug}-gold`,
  platinum: `/${slug}-fiber/${slug}-platinum`,
};

/** DECISIONS.md, "Fibre variants": fixed facts. A fibre-count page added since is read from its record (fibreCountPages). */
const variants: Record<string, { route: string; series: string; fibres: number }> = {
  'gold-8f': { route: `/${slug}fiberproductseven`, series: 'gold', fibres: 8 },
  'gold-12f': { route: `/${slug}fiberproducteight`, series: 'gold', fibres: 12 },
  'neo-2f': { route: `/${slug}fiberproductnine`, series: 'neo', fibres: 2 },
  'neo-4f': { route: `/${slug}fiberproductten`, series: 'neo', fibres: 4 },
  'neo-8f': { route: `/${slug}fiberproducteleven`, series: 'neo', fibres: 8 },
  'neo-12f': { route: `/${slug}fiberproducttwelve`, series: 'neo', fibres: 12 },
  'drop-2f': { route: `/${slug}fiberproductthirteen`, series: 'drop-cable', fibres: 2 },
};

/** Every fibre-count page: the decided ones as DECISIONS.md gives them, any other by its series tab and its one model's count. */
const fibreCountPages: Record<string, { series: string; fibres: number }> = Object.fromEntries(
  products
    .filter((p) => !(p.key in seriesFacts))
    .map((p) => {
      const count = p.models[0]?.figures.fibreCount;
      return [p.key, variants[p.key] ?? { series: p.tabs[1] ?? '', fibres: typeof count === 'number' ? count : Number.NaN }];
    }),
);

const fibreFigures = ['ITU-T G.652.D', '≤0.4 dB/km', '≤0.2 dB/km', '125 ±1 µm', '-20 to +70 °C'];
const twoFibreFigures = ['100 N', '4.5/4.7/5 mm', '16 kg/km', '20D', '5%'];
const neoFigures = ['280 N', '5.8/6 mm', '28 kg/km', '25D', '1/2 km', '5%'];
const goldFigures = ['350 N', '5.8/6/6.5/7 mm', '28 kg/km', '20D', '1/2 km', '5%'];

/**
 * Spec section 9, per record. The flat cable packs in 0.5/1 km, as the maker's
 * Flat datasheet gives it (fiber.json); section 9 names only the drop cable
 * for 0.5/1 km, but the two share one datasheet and one set of figures.
 */
const sectionNine: { key: string; figures: string[] }[] = [
  { key: 'flat-cable', figures: [...fibreFigures, ...twoFibreFigures, '0.5/1 km'] },
  { key: 'drop-cable', figures: [...fibreFigures, ...twoFibreFigures, '0.5/1 km'] },
  { key: 'drop-2f', figures: [...fibreFigures, ...twoFibreFigures, '0.5/1 km'] },
  { key: 'neo', figures: [...fibreFigures, ...neoFigures] },
  { key: 'neo-2f', figures: [...fibreFigures, ...neoFigures] },
  { key: 'neo-4f', figures: [...fibreFigures, ...neoFigures] },
  { key: 'neo-8f', figures: [...fibreFigures, ...neoFigures] },
  { key: 'neo-12f', figures: [...fibreFigures, ...neoFigures] },
  { key: 'gold', figures: [...fibreFigures, ...goldFigures] },
  { key: 'gold-8f', figures: [...fibreFigures, ...goldFigures] },
  { key: 'gold-12f', figures: [...fibreFigures, ...goldFigures] },
  { key: 'platinum', figures: [...fibreFigures, ...goldFigures, '24F'] },
];

/** '1285–1330 nm' → [1285, 1330]; '1550 nm' → [1550, 1550]; anything else → null. */
function band(label: string): [number, number] | null {
  const match = /^(\d+)(?:\s*[–-]\s*(\d+))?\s*nm$/.exec(label.trim());
  if (!match) return null;
  const from = Number(match[1]);
  return [from, match[2] ? Number(match[2]) : from];
}

/** The number after '≤' in a limit cell ('≤ 5.3 ps/(nm·km)' → 5.3). */
const upperLimit = (cell: string) => Number(/≤\s*([\d.]+)/.exec(cell)?.[1] ?? Number.NaN);

/**
 * Chromatic dispersion of a single-mode fibre with zero-dispersion wavelength
 * λ0 and zero-dispersion slope S0 (the formula ITU-T G.652 uses), in ps/(nm·km).
 * It rises with λ, so over a band its largest magnitude sits at one of the ends.
 */
const dispersion = (lambda: number, lambda0: number, slope: number) => (slope / 4) * (lambda - lambda0 ** 4 / lambda ** 3);

const characteristicsRows = (p: Product) =>
  tablesOf(p)
    .filter((t) => t.title.startsWith('Fibre Characteristics'))
    .flatMap((t) => t.groups.map((g) => ({ label: g.label ?? '', rows: g.rows })));

describe('fibre records', () => {
  it('hold the five series and seven decided fibre-count variants, and every product once', () => {
    const keys = products.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...Object.keys(seriesRoutes), ...Object.keys(variants)].filter((key) => !byKey.has(key))).toEqual([]);
  });

  it('put every decided product on its decided route, and any product added since on a series or a numbered route', () => {
    const undecided = new RegExp(`^/(?:${slug}-fiber/${slug}-[a-z0-9-]+|${slug}fiberproduct[a-z]+)$`);
    const wrong = products.flatMap((p) => {
      const expected = seriesRoutes[p.key] ?? variants[p.key]?.route;
      if (expected === undefined) return undecided.test(p.page?.route ?? '') ? [] : [`${p.key}: ${p.page?.route}, neither a series nor a numbered route`];
      return p.page?.route === expected ? [] : [`${p.key}: ${p.page?.route} instead of ${expected}`];
    });
    expect(wrong).toEqual([]);
  });

  it('carry every section 9 figure that applies to them in their tables', () => {
    const missing = sectionNine.flatMap(({ key, figures }) => {
      const product = byKey.get(key);
      if (!product) return [`${key}: no record`];
      const text = tableText(product);
      return figures.filter((f) => !hasFigure(text, f)).map((f) => `${key}: missing "${f}"`);
    });
    expect(missing).toEqual([]);
  });

  it('pack the flat and drop cables in 0.5/1 km lengths (their datasheet) and every other cable in 1/2 km (section 9)', () => {
    const packing = Object.fromEntries(
      products.map((p) => {
        const row = tablesOf(p)
          .flatMap((t) => t.groups.flatMap((g) => g.rows))
          .find((r) => r[0] === 'Packing Length');
        return [p.key, row?.[1]];
      }),
    );
    const expected = Object.fromEntries(products.map((p) => [p.key, /^(drop|flat)/.test(p.key) ? '0.5 / 1 km ± 5%' : '1 / 2 km ± 5%']));
    expect(packing).toEqual(expected);
  });

  it('draw the series pages with construction and G.652.D tables, and a colour-order table where the facts state one', () => {
    const titles = Object.fromEntries(Object.keys(seriesRoutes).map((key) => [key, tablesOf(byKey.get(key)!).map((t) => t.title)]));
    const withColours = ['Construction Details', 'Fibre Characteristics (ITU-T G.652.D)', 'Fibre Colour Order'];
    expect(titles).toEqual({
      'flat-cable': withColours,
      'drop-cable': withColours,
      neo: withColours,
      gold: withColours,
      platinum: ['Construction Details', 'Fibre Characteristics (ITU-T G.652.D)'],
    });
  });

  it('give Platinum no colour order and no fibres-per-tube figure, which its facts lack', () => {
    const platinum = byKey.get('platinum')!;
    const text = stringsOf(platinum).join('\n');
    expect(text).not.toMatch(/Fibres and Colours|Colour Order|per tube|fibres each/i);
    expect(text).toMatch(/2F to 24F/);
  });

  it('call no cable multi-tube: only Platinum has more than one tube', () => {
    const fiber = familyOverviews.find((f) => f.key === 'fiber')!;
    // The drawing spec's 'multitube' names Platinum's construction; the words a reader sees are checked.
    // The key figures' construction value is an id ('multitube'); what the guide shows is its option label.
    const labels = fiberFacets.facets.flatMap((f) => ('options' in f ? f.options.map((o) => o.label) : []));
    const prose = [fiber.blurb, fiberContent.family.hero.lead, ...labels, ...products.flatMap((p) => stringsOf({ ...p, image: p.image.alt, models: p.models.map((m) => m.name) }))].join('\n');
    expect(prose).not.toMatch(/multi-?tube/i);
  });

  it('list the colour order of each tube size in TIA-598 sequence with a natural last fibre', () => {
    const expectedColumns: Record<string, string[]> = {
      'flat-cable': ['2F tube'],
      'drop-cable': ['2F tube'],
      neo: ['2F tube', '4F tube', '6F tube', '12F tube'],
      gold: ['2F tube', '4F tube', '6F tube', '12F tube'],
    };
    const problems = Object.entries(expectedColumns).flatMap(([key, columns]) => {
      const table = tablesOf(byKey.get(key)!).find((t) => t.title === 'Fibre Colour Order');
      if (!table) return [`${key}: no colour table`];
      const found: string[] = [];
      if (JSON.stringify(table.columns.slice(1)) !== JSON.stringify(columns)) found.push(`${key}: columns ${table.columns.join(', ')}`);
      const rows = table.groups.flatMap((g) => g.rows);
      columns.forEach((column, c) => {
        const size = Number.parseInt(column, 10);
        for (let i = 0; i < size; i += 1) {
          const cell = rows[i]?.[c + 1]?.toLowerCase() ?? '';
          const colour = i === size - 1 ? 'natural' : TIA_598_COLORS[i];
          if (!colour || !cell.startsWith(colour)) found.push(`${key}: ${column} fibre ${i + 1} is "${cell}", expected ${colour}`);
        }
      });
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('give each variant its own fibre count in title, tables and drawing', () => {
    const problems = Object.entries(fibreCountPages).flatMap(([key, { series, fibres }]) => {
      const p = byKey.get(key);
      if (!p) return [`${key}: no record`];
      const found: string[] = [];
      if (!p.title.includes(`${fibres}F`)) found.push(`${key}: title "${p.title}" lacks ${fibres}F`);
      const rows = tablesOf(p).flatMap((t) => t.groups.flatMap((g) => g.rows));
      if (!rows.some((r) => r[0] === 'Fibre Count' && r[1]?.startsWith(`${fibres}F`))) found.push(`${key}: no Fibre Count row of ${fibres}F`);
      const spec = p.image.kind === 'illustration' ? p.image.spec : null;
      if (spec?.kind !== 'fiber-cable' || spec.fiberCount !== fibres) found.push(`${key}: drawing is not a ${fibres}-fibre cable`);
      if (!p.tabs.includes(byKey.get(series)!.tabs[1]!)) found.push(`${key}: not under its series tab`);
      if (p.page?.iconFeatures?.length !== 5) found.push(`${key}: needs five feature icons`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('draw each cable from its construction facts', () => {
    const constructions: Record<string, string> = {
      'flat-cable': 'flat',
      'drop-cable': 'drop',
      neo: 'unitube',
      gold: 'unitube',
      platinum: 'multitube',
    };
    const drawn = Object.fromEntries(
      Object.keys(constructions).map((key) => {
        const image = byKey.get(key)!.image;
        return [key, image.kind === 'illustration' && image.spec.kind === 'fiber-cable' ? image.spec.construction : null];
      }),
    );
    expect(drawn).toEqual(constructions);
    const platinum = byKey.get('platinum')!.image;
    expect(platinum.kind === 'illustration' && platinum.spec).toMatchObject({ fiberCount: 24, fibersPerTube: 12 });
  });

  it('draw what the datasheets state: blue and natural in a natural tube, a natural 12th fibre, no colours for 8F, a round drop cable', () => {
    // Issue 39, from fiber.json: the drawings must say what the tables beside them say.
    const spec = (key: string) => {
      const image = byKey.get(key)!.image;
      if (image.kind !== 'illustration' || image.spec.kind !== 'fiber-cable') throw new Error(`${key}: not a cable drawing`);
      return image.spec;
    };
    for (const key of ['drop-cable', 'drop-2f']) {
      expect({ key, spec: spec(key) }).toEqual({
        key,
        spec: expect.objectContaining({
          construction: 'drop',
          fiberCount: 2,
          fiberColors: ['blue', NATURAL],
          tubeColors: [NATURAL],
          gelFilled: true,
          rods: expect.objectContaining({ material: 'frp', count: 1 }),
          diameterMm: 5,
        }),
      });
    }
    for (const key of ['neo-12f', 'gold-12f']) expect({ key, twelfth: spec(key).fiberColors?.[11] }).toEqual({ key, twelfth: NATURAL });
    for (const key of ['neo-8f', 'gold-8f']) expect({ key, colours: spec(key).fiberColors }).toEqual({ key, colours: null });
    for (const p of products) expect({ key: p.key, tubes: spec(p.key).tubeColors }).toEqual({ key: p.key, tubes: p.key === 'platinum' ? null : [NATURAL] });
  });

  it('give the field kit the colour order of every tube size a series states one for, and name each series that states none', () => {
    const orders = publishedColourOrders();
    const all = Object.values(seriesFacts);
    expect(new Set(orders?.sizes)).toEqual(new Set(all.flatMap((s) => s.tubeSizes)));
    expect(orders?.stated.every((s) => s.tubeSizes.length > 0)).toBe(true);
    expect(orders?.unstated.every((s) => s.tubeSizes.length === 0)).toBe(true);
    expect((orders?.stated.length ?? 0) + (orders?.unstated.length ?? 0)).toBe(all.length);
  });

  it('carry finished copy: brand in titles, short meta descriptions, no placeholders', () => {
    const problems = products.flatMap((p) => {
      const found: string[] = [];
      if (!p.title.startsWith(site.name)) found.push(`${p.key}: title lacks the brand`);
      const meta = p.page?.metaDescription ?? '';
      if (meta.length === 0 || meta.length > 160) found.push(`${p.key}: meta description is ${meta.length} characters`);
      if (/lorem|ipsum|todo|tbd|\{product\}/i.test(stringsOf(p).join(' '))) found.push(`${p.key}: placeholder text`);
      const shown = (p.page?.features.length ?? 0) + (p.page?.shared ?? []).reduce((n, s) => n + s.features.length, 0);
      if (shown < 3) found.push(`${p.key}: too few features`);
      return found;
    });
    expect(problems).toEqual([]);
    expect(fiberContent.family.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it('state no dispersion limit that the fibre’s own zero-dispersion wavelength and slope rule out', () => {
    // A table's figures hold together: some fibre with the stated maximum slope and a zero-dispersion
    // wavelength inside the stated range must meet every band limit the table gives.
    let checked = 0;
    const problems = products.flatMap((p) => {
      const groups = characteristicsRows(p);
      const row = (label: string) => groups.flatMap((g) => g.rows).find((r) => r[0] === label)?.[1];
      const zero = band(row('Zero Dispersion Wavelength') ?? '');
      const slope = upperLimit(row('Zero Dispersion Slope') ?? '');
      const limits = groups
        .filter((g) => g.label.startsWith('Chromatic Dispersion'))
        .flatMap((g) => g.rows)
        .map((r) => ({ label: r[0], range: band(r[0]), limit: upperLimit(r[1] ?? '') }));
      if (!zero || Number.isNaN(slope) || limits.length === 0) return [];
      checked += 1;
      const worst = (range: [number, number], lambda0: number) =>
        Math.max(...range.map((lambda) => Math.abs(dispersion(lambda, lambda0, slope))));
      const candidates = Array.from({ length: (zero[1] - zero[0]) * 2 + 1 }, (_, i) => zero[0] + i / 2);
      const meets = (lambda0: number) => limits.every(({ range, limit }) => range !== null && worst(range, lambda0) <= limit);
      if (candidates.some(meets)) return [];
      const impossible = limits.filter(({ range, limit }) => range === null || candidates.every((l0) => worst(range, l0) > limit));
      return impossible.length > 0
        ? impossible.map(({ label, limit }) => `${p.key}: ${label} ≤ ${limit} cannot hold with zero dispersion at ${zero.join('–')} nm and slope ≤ ${slope}`)
        : [`${p.key}: no zero-dispersion wavelength in ${zero.join('–')} nm meets every band at once`];
    });
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it('mark every fibre count its series gives no colour order for as made to order, with no colour table', () => {
    // Section 9 and the datasheets give colour orders for 2, 4, 6 and 12 fibres per tube only;
    // the 8F pages exist (DECISIONS.md) but no source gives an eight-fibre colour order.
    const stated = (seriesKey: string) =>
      (tablesOf(byKey.get(seriesKey)!).find((t) => t.title === 'Fibre Colour Order')?.columns.slice(1) ?? []).map((c) => Number.parseInt(c, 10));
    let madeToOrder = 0;
    const problems = Object.entries(fibreCountPages).flatMap(([key, { series, fibres }]) => {
      const p = byKey.get(key)!;
      const colourTable = tablesOf(p).some((t) => t.title === 'Fibre Colour Order');
      const countRow = tablesOf(p).flatMap((t) => t.groups.flatMap((g) => g.rows)).find((r) => r[0] === 'Fibre Count')?.[1] ?? '';
      const says = (text: string | undefined) => /made to order/i.test(text ?? '');
      if (stated(series).includes(fibres)) {
        const found: string[] = [];
        if (!colourTable) found.push(`${key}: no colour table for a stated order`);
        if (says(stringsOf(p).join(' '))) found.push(`${key}: a standard count called made to order`);
        return found;
      }
      madeToOrder += 1;
      const found: string[] = [];
      if (colourTable) found.push(`${key}: colour table for a count no datasheet gives an order for`);
      if (!says(countRow)) found.push(`${key}: Fibre Count row "${countRow}" does not say made to order`);
      if (!says(p.summary)) found.push(`${key}: summary does not say made to order`);
      if (!says(p.page?.metaDescription)) found.push(`${key}: meta description does not say made to order`);
      if (!says(stringsOf(byKey.get(series)!.page?.features).join(' '))) found.push(`${series}: its page does not say the ${fibres}F is made to order`);
      return found;
    });
    expect(problems).toEqual([]);
    expect(madeToOrder).toBeGreaterThan(0);
  });
});

describe('fibre key figures', () => {
  it('give every model of a series its count and the series’ construction, diameters, crush and tensile ratings', () => {
    // Section 9: tensile 100 N (Drop, Flat), 280 N (NEO), 350 N (Gold, Platinum); diameters 4.5–5, 5.8–6 and 5.8–7 mm.
    const series: Record<string, { construction: string; diameter: { min: number; max: number }; tensileStrength: number }> = {
      'flat-cable': { construction: 'flat', diameter: { min: 4.5, max: 5 }, tensileStrength: 100 },
      'drop-cable': { construction: 'drop', diameter: { min: 4.5, max: 5 }, tensileStrength: 100 },
      neo: { construction: 'unitube', diameter: { min: 5.8, max: 6 }, tensileStrength: 280 },
      gold: { construction: 'unitube', diameter: { min: 5.8, max: 7 }, tensileStrength: 350 },
      platinum: { construction: 'multitube', diameter: { min: 5.8, max: 7 }, tensileStrength: 350 },
    };
    for (const key of Object.keys(series)) {
      const product = byKey.get(key)!;
      for (const model of product.models) {
        expect({ key, model: model.name, figures: model.figures }).toEqual({
          key,
          model: model.name,
          figures: expect.objectContaining({ ...series[key], fibreCount: Number(/(\d+)F$/.exec(model.name)?.[1]) }),
        });
      }
    }
    expect(byKey.get('neo')!.models.map((m) => m.figures.fibreCount)).toEqual([2, 4, 6, 12]);
  });

  it('give a fibre-count page the same figures its series gives that count, made-to-order counts included', () => {
    for (const p of products.filter((x) => /-\d+f$/.test(x.key))) {
      const [model] = p.models;
      expect(p.models).toHaveLength(1);
      const n = Number(/(\d+)f$/.exec(p.key)![1]);
      expect({ key: p.key, count: model!.figures.fibreCount }).toEqual({ key: p.key, count: n });
    }
  });
});
