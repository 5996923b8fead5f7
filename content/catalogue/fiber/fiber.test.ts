import { stringsOf } from '@/lib/catalogue/checks';
import { site } from '@/content/site';
import { fiberContent, publishedColourOrders, seriesFacts } from '.';
import { NATURAL } from '../illustration';
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

/** DECISIONS.md, "Fibre variants": fixed facts. A fibre-count page added since is held to the content checks' rules (lib/content-checks/fibre.ts). */
const variants: Record<string, { route: string; series: string; fibres: number }> = {
  'gold-8f': { route: `/${slug}fiberproductseven`, series: 'gold', fibres: 8 },
  'gold-12f': { route: `/${slug}fiberproducteight`, series: 'gold', fibres: 12 },
  'neo-2f': { route: `/${slug}fiberproductnine`, series: 'neo', fibres: 2 },
  'neo-4f': { route: `/${slug}fiberproductten`, series: 'neo', fibres: 4 },
  'neo-8f': { route: `/${slug}fiberproducteleven`, series: 'neo', fibres: 8 },
  'neo-12f': { route: `/${slug}fiberproducttwelve`, series: 'neo', fibres: 12 },
  'drop-2f': { route: `/${slug}fiberproductthirteen`, series: 'drop-cable', fibres: 2 },
};

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

  it('give each series the colour-order columns its datasheet states', () => {
    // The datasheets' tube sizes; that each column follows TIA-598 is a content check (lib/content-checks/fibre.ts).
    const expectedColumns: Record<string, string[]> = {
      'flat-cable': ['2F tube'],
      'drop-cable': ['2F tube'],
      neo: ['2F tube', '4F tube', '6F tube', '12F tube'],
      gold: ['2F tube', '4F tube', '6F tube', '12F tube'],
    };
    const columns = Object.fromEntries(Object.keys(expectedColumns).map((key) => [key, tablesOf(byKey.get(key)!).find((t) => t.title === 'Fibre Colour Order')?.columns.slice(1)]));
    expect(columns).toEqual(expectedColumns);
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
