import { familyOverviews } from '@/content/families';
import type { Facet } from '@/content/catalogue/facets';
import { familyFacets } from '@/content/catalogue/facets/index';
import { NATURAL, TIA_598_COLORS } from '@/content/catalogue/illustration';
import type { Product, SpecTable } from '@/content/catalogue/types';
import { stringsOf, tablesOf, type CatalogueInput } from '@/lib/catalogue/checks';
import { recordStrings } from './content-strings';
import type { ContentCheck } from './index';
import { drawingOf, figuresOf, ownRowsOf, tableField } from './records';

/**
 * Rules over the fibre cable records: colour-order tables in TIA-598
 * order, each fibre-count page true to its count and to its series, a
 * drawing of the construction the key figures give, dispersion figures that
 * one fibre can meet at once, and no construction the cables do not have.
 */

const cables = (products: readonly Product[]) => products.filter((p) => p.family === 'fiber');
const COLOUR_TABLE = 'Fibre Colour Order';
const colourTableOf = (p: Product): SpecTable | undefined => p.page?.specTables.find((t) => t.title === COLOUR_TABLE);
/** The tube sizes a colour-order table gives an order for: '4F tube' is 4. */
const tubeSizesOf = (table: SpecTable | undefined) => (table?.columns.slice(1) ?? []).map((c) => Number.parseInt(c, 10));
const fibreCountOf = (p: Product) => Number(figuresOf(p)[0]?.fibreCount);

/** Each tube's fibres follow TIA-598 (blue, orange, green …), the last fibre of a tube left natural. */
export function colourOrderProblems({ products }: CatalogueInput): string[] {
  return cables(products).flatMap((p) => {
    const table = colourTableOf(p);
    if (!table) return [];
    const rows = table.groups.flatMap((g) => g.rows);
    return tubeSizesOf(table).flatMap((size, c) =>
      Array.from({ length: size }, (_, i) => {
        const cell = rows[i]?.[c + 1]?.toLowerCase() ?? '';
        const colour = i === size - 1 ? NATURAL : TIA_598_COLORS[i];
        return colour && cell.startsWith(colour) ? [] : [`${p.key} › ${tableField(p, COLOUR_TABLE)} › ${table.columns[c + 1]} fibre ${i + 1}: "${cell}"; TIA-598 gives ${colour}, the last fibre of a tube natural`];
      }).flat(),
    );
  });
}

/** A model's series: 'Lumora NEO 8F' is a count of the Lumora NEO. */
const seriesName = (model: string) => model.replace(/\s+\d+F$/, '');
const isCountPage = (p: Product) => /-\d+f$/.test(p.key) && p.models.length === 1;

/** A fibre-count page ('neo-8f') with its series' own page ('neo'), whose models are the series' standard counts. */
function countPages(products: readonly Product[]): { page: Product; series: Product; count: number }[] {
  const all = cables(products);
  return all.flatMap((p) => {
    if (!isCountPage(p)) return [];
    const name = seriesName(p.models[0]!.name);
    const series = all.find((s) => !isCountPage(s) && s.models.some((m) => seriesName(m.name) === name));
    return series ? [{ page: p, series, count: fibreCountOf(p) }] : [];
  });
}

/** The icon features a fibre-count page shows in its strip. */
export const COUNT_PAGE_ICONS = 5;

/**
 * A fibre-count page gives its own count in its title, its Fibre Count row
 * and its drawing, stands under its series' tab, shows its five feature
 * icons, and is made to order exactly when its series' datasheet gives no
 * colour order for that count (then it has no colour table, says so in its
 * row, summary and description, and the series page says so too).
 */
export function countPageProblems({ products }: CatalogueInput): string[] {
  return countPages(products).flatMap(({ page: p, series, count }) => {
    const found: string[] = [];
    const at = (field: string, what: string) => found.push(`${p.key} › ${field}: ${what}`);
    const rows = tablesOf(p).flatMap(({ table }) => table.groups.flatMap((g) => g.rows));
    const countRow = rows.find((r) => r[0] === 'Fibre Count')?.[1] ?? '';
    const spec = drawingOf(p);
    if (!p.title.includes(`${count}F`)) at('title', `"${p.title}" does not name its ${count}F; name the count`);
    if (!countRow.startsWith(`${count}F`)) at('page.specTables', `no "Fibre Count" row of ${count}F; give the page's own count`);
    if (spec?.kind !== 'fiber-cable' || spec.fiberCount !== count) at('image.spec.fiberCount', `not a ${count}-fibre cable; draw the page's own count`);
    const seriesTab = (series.tabs as readonly string[]).find((t) => t !== 'all');
    if (seriesTab && !(p.tabs as readonly string[]).includes(seriesTab)) at('tabs', `not under its series' tab '${seriesTab}'; add it`);
    if ((p.page?.iconFeatures?.length ?? 0) !== COUNT_PAGE_ICONS) at('page.iconFeatures', `${p.page?.iconFeatures?.length ?? 0}; a fibre-count page shows ${COUNT_PAGE_ICONS} feature icons`);
    const madeToOrder = (text: string | undefined) => /made to order/i.test(text ?? '');
    const colourTable = colourTableOf(p) !== undefined;
    if (tubeSizesOf(colourTableOf(series)).includes(count)) {
      if (!colourTable) at('page.specTables', `no "${COLOUR_TABLE}" table, though ${series.key}'s datasheet gives one for ${count} fibres; add it`);
      if (madeToOrder(stringsOf(p).join(' '))) at('page', `calls a standard count made to order; ${series.key}'s datasheet gives its colour order`);
      return found;
    }
    const why = `no datasheet of ${series.key} gives a colour order for ${count} fibres, so the count is made to order`;
    if (colourTable) at(tableField(p, COLOUR_TABLE), `${why}; take the table out`);
    if (!madeToOrder(countRow)) at(ownRowsOf(p).find(({ row }) => row[0] === 'Fibre Count')?.where ?? 'page.specTables', `"${countRow}": ${why}; say so in the row`);
    if (!madeToOrder(p.summary)) at('summary', `${why}; say so`);
    if (!madeToOrder(p.page?.metaDescription)) at('page.metaDescription', `${why}; say so`);
    if (!madeToOrder(stringsOf(series.page?.features).join(' '))) found.push(`${series.key} › page.features: ${why} (${p.key}); say so on the series page`);
    return found;
  });
}

/** A cable is drawn with the construction its key figures give, at its largest fibre count. */
export function cableConstructionProblems({ products }: CatalogueInput): string[] {
  return cables(products).flatMap((p) => {
    const spec = drawingOf(p);
    if (spec?.kind !== 'fiber-cable') return [];
    const figures = figuresOf(p);
    const constructions = [...new Set(figures.map((f) => f.construction))];
    const largest = Math.max(...figures.map((f) => Number(f.fibreCount)));
    const found: string[] = [];
    if (constructions.length === 1 && spec.construction !== constructions[0]) found.push(`${p.key} › image.spec.construction: '${spec.construction}', but its models are '${String(constructions[0])}'; draw the construction they give`);
    if (Number.isFinite(largest) && spec.fiberCount !== largest) found.push(`${p.key} › image.spec.fiberCount: ${spec.fiberCount}, but its largest model has ${largest} fibres; draw the largest`);
    return found;
  });
}

/**
 * No words call a cable multi-tube: the most tubes any cable has is two
 * (Platinum's dual tube). The facets' option labels and the fibre landing's
 * overview are read too; the construction's id ('multitube') is a key, not words.
 */
export function multiTubeProblems({ families, products }: CatalogueInput, facets: readonly Facet[] = familyFacets.fiber.facets, overviews: readonly { key: string; blurb: string }[] = familyOverviews): string[] {
  const words = [
    ...families.filter((f) => f.key === 'fiber').flatMap((f) => recordStrings({ ...f, hero: { ...f.hero, image: { alt: f.hero.image.alt } } }, `family ${f.key}`)),
    ...cables(products).flatMap((p) => recordStrings({ ...p, image: { alt: p.image.alt }, models: p.models.map((m) => m.name) }, p.key)),
    ...facets.flatMap((f) => ('options' in f ? f.options.map((o, i) => ({ record: 'content/catalogue/facets/fiber.ts', field: `${f.id}.options[${i}].label`, text: o.label })) : [])),
    ...overviews.filter((o) => o.key === 'fiber').map((o) => ({ record: 'content/families.ts', field: 'fiber.blurb', text: o.blurb })),
  ];
  return words
    .filter(({ text }) => /multi-?tube/i.test(text))
    .map(({ record, field, text }) => `${record} › ${field}: "${/multi-?tube/i.exec(text)![0]}"; no cable has more than two tubes, so say how many it has (Platinum is dual-tube)`);
}

/* ---------- Dispersion ---------- */

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
 * Chromatic dispersion of a single-mode fibre with zero-dispersion
 * wavelength λ0 and slope S0 (the formula ITU-T G.652 uses), in ps/(nm·km).
 * It rises with λ, so over a band its largest magnitude sits at an end.
 */
export const dispersion = (lambda: number, lambda0: number, slope: number) => (slope / 4) * (lambda - lambda0 ** 4 / lambda ** 3);

/**
 * A table's dispersion figures hold together: some fibre with the stated
 * slope and a zero-dispersion wavelength inside the stated range meets
 * every band limit the table gives at once.
 */
export function dispersionProblems({ products }: CatalogueInput): string[] {
  return cables(products).flatMap((p) =>
    tablesOf(p)
      .filter(({ table }) => table.title.startsWith('Fibre Characteristics'))
      .flatMap(({ field, table }) => {
        const groups = table.groups.map((g) => ({ label: g.label ?? '', rows: g.rows }));
        const row = (label: string) => groups.flatMap((g) => g.rows).find((r) => r[0] === label)?.[1];
        const zero = band(row('Zero Dispersion Wavelength') ?? '');
        const slope = upperLimit(row('Zero Dispersion Slope') ?? '');
        const limits = groups
          .filter((g) => g.label.startsWith('Chromatic Dispersion'))
          .flatMap((g) => g.rows)
          .map((r) => ({ label: r[0], range: band(r[0]), limit: upperLimit(r[1] ?? '') }));
        if (!zero || Number.isNaN(slope) || limits.length === 0) return [];
        const worst = (range: [number, number], lambda0: number) => Math.max(...range.map((lambda) => Math.abs(dispersion(lambda, lambda0, slope))));
        const candidates = Array.from({ length: (zero[1] - zero[0]) * 2 + 1 }, (_, i) => zero[0] + i / 2);
        const meets = (lambda0: number) => limits.every(({ range, limit }) => range !== null && worst(range, lambda0) <= limit);
        if (candidates.some(meets)) return [];
        const where = `${p.key} › ${field} "${table.title}"`;
        const impossible = limits.filter(({ range, limit }) => range === null || candidates.every((l0) => worst(range, l0) > limit));
        const why = `with zero dispersion at ${zero.join('–')} nm and a slope of at most ${slope}`;
        return impossible.length > 0
          ? impossible.map(({ label, limit }) => `${where} › "${label}": ≤ ${limit} ps/(nm·km) cannot hold ${why}; check the band against the maker's datasheet`)
          : [`${where}: no zero-dispersion wavelength in ${zero.join('–')} nm meets every chromatic dispersion band at once; check the bands against the maker's datasheet`];
      }),
  );
}

export const fibreChecks: readonly ContentCheck[] = [
  { name: 'colour order', run: colourOrderProblems },
  { name: 'fibre-count pages', run: countPageProblems },
  { name: 'cable drawings from key figures', run: cableConstructionProblems },
  { name: 'multi-tube', run: (c) => multiTubeProblems(c) },
  { name: 'dispersion', run: dispersionProblems },
];
