import { getPagedProducts, hasPage, type PagedProduct } from '@/content/catalogue';
import { facetHeader, formatFigure, type Facet, type FacetValue, type OrderableModel } from '@/content/catalogue/facets';
import { familyFacets } from '@/content/catalogue/facets/index';
import { compareText } from '@/content/compare';
import { acrossModels } from '@/lib/guide/card-figures';
import type { FamilyKey, Product, SpecRow, SpecTable } from '@/content/catalogue/types';
import type { SpecSection } from './align';
import type { CompareFacet, CompareFamilyData, CompareProductData } from './data';
import { modelCompareKey, modelSlug } from './model-key';
import { compareDataPath } from './url';

/**
 * The build-time side of the comparison: each product's spec tables turned
 * into sections of label/value rows, one JSON file per family. The page
 * aligns them in the browser; nothing here guesses a value a table lacks.
 */

/** The cell of `row` under data column `column` (1-based); a short row's last cell spans the columns after it. */
function cellAt(row: SpecRow, column: number): string {
  return row[Math.min(column, row.length - 1)] ?? '';
}

/**
 * One table's rows as label/value pairs for one product:
 * - one data column: the row as it is;
 * - a column headed with the product's own model: that column;
 * - a table of one row across several columns (ordering information): turned
 *   on its side, one pair per column header;
 * - otherwise one pair per row and column, labelled 'Row (Column)'.
 */
function tableRows(table: SpecTable, rows: readonly SpecRow[], model: string, singleRow: boolean): [string, string][] {
  const dataColumns = table.columns.length - 1;
  if (dataColumns === 1) return rows.map((row) => [row[0], cellAt(row, 1)]);
  const own = table.columns.indexOf(model);
  if (own > 0) return rows.map((row) => [row[0], cellAt(row, own)]);
  if (singleRow) {
    return rows.flatMap((row) => table.columns.map((header, c): [string, string] => [header, c === 0 ? row[0] : cellAt(row, c)]));
  }
  return rows.flatMap((row) =>
    table.columns.slice(1).map((header, i): [string, string] => [`${row[0]} (${header})`, cellAt(row, i + 1)]),
  );
}

/**
 * A product's spec tables as sections titled 'Table' or 'Table: Group'; rows
 * with an empty value are left out. `model` picks the column headed with it:
 * the product's own designation, or one of its models when that model is
 * compared on its own.
 */
export function specSections(product: PagedProduct, model: string = product.model): SpecSection[] {
  const sections: { title: string; rows: [string, string][] }[] = [];
  for (const table of product.page.specTables) {
    const singleRow = table.groups.reduce((n, g) => n + g.rows.length, 0) === 1;
    for (const group of table.groups) {
      const title = group.label ? `${table.title}: ${group.label}` : table.title;
      const rows = tableRows(table, group.rows, model, singleRow).filter(([, value]) => value.trim() !== '');
      if (rows.length === 0) continue;
      const existing = sections.find((s) => s.title === title);
      if (existing) existing.rows.push(...rows);
      else sections.push({ title, rows });
    }
  }
  return sections;
}

/** A product can be compared when it has a page with at least one spec table. */
export function isComparable(product: Product): product is PagedProduct {
  return hasPage(product) && product.page.specTables.length > 0;
}

export function getComparableProducts(family?: FamilyKey): readonly PagedProduct[] {
  return getPagedProducts(family).filter(isComparable);
}

/** A product's key figures across its models, by facet id. */
export function productFigures(product: Product): Record<string, FacetValue | null> {
  const facets = familyFacets[product.family].facets as readonly Facet[];
  const models = product.models;
  return Object.fromEntries(
    facets.map((facet) => [facet.id, acrossModels(facet, models.map((m) => (m.figures as Readonly<Record<string, FacetValue | null>>)[facet.id] ?? null))]),
  );
}

/** One model's own key figures, by facet id: what the guide's row for it shows, not the range across the product. */
export function modelFigures(product: Product, model: OrderableModel): Record<string, FacetValue | null> {
  const facets = familyFacets[product.family].facets as readonly Facet[];
  const figures = model.figures as Readonly<Record<string, FacetValue | null>>;
  return Object.fromEntries(facets.map((facet) => [facet.id, figures[facet.id] ?? null]));
}

/** The key figures as the comparison's first section: one row per facet with a value. */
export function figureSection(family: FamilyKey, figures: Readonly<Record<string, FacetValue | null>>): SpecSection | null {
  const facets = familyFacets[family].facets as readonly Facet[];
  const rows = facets.flatMap((facet): [string, string][] => {
    const value = figures[facet.id] ?? null;
    if (value === null) return [];
    // The comparison has room for a qualified figure's note.
    return [[facetHeader(facet), formatFigure(facet, value, { note: 'full' })]];
  });
  return rows.length > 0 ? { title: compareText.keyFigures, rows } : null;
}

/** One thing the comparison can show: a comparable product as a whole (`model` null), or one model of a product of several. */
export interface CompareEntry {
  key: string;
  product: PagedProduct;
  model: OrderableModel | null;
}

/**
 * Each product, then each of its models when it has several. Two models of
 * one product whose names make the same key, or a name that makes none,
 * stop the build: one of them could not be compared.
 */
export function entriesOf(products: readonly PagedProduct[]): CompareEntry[] {
  return products.flatMap((product) => {
    if (product.models.length < 2) return [{ key: product.key, product, model: null }];
    const seen = new Map<string, string>();
    const models = product.models.map((model): CompareEntry => {
      const key = modelCompareKey(product, model.name);
      const before = seen.get(key);
      if (modelSlug(model.name) === '' || before !== undefined) {
        throw new Error(`${product.key} › models: "${model.name}" makes the compare key "${key}"${before === undefined ? ', which names no model' : `, as "${before}" does`}`);
      }
      seen.set(key, model.name);
      return { key, product, model };
    });
    return [{ key: product.key, product, model: null }, ...models];
  });
}

export function compareEntries(family?: FamilyKey): CompareEntry[] {
  return entriesOf(getComparableProducts(family));
}

/** An entry as the family's compare file carries it: a model is titled by its name, with its own figures and spec columns. */
export function compareProductData({ key, product, model }: CompareEntry): CompareProductData {
  const figures = model ? modelFigures(product, model) : productFigures(product);
  const figureRows = figureSection(product.family, figures);
  const specs = specSections(product, model?.name ?? product.model);
  return {
    key,
    ...(model ? { product: product.key } : {}),
    model: model?.name ?? product.model,
    title: model?.name ?? product.title,
    href: product.page.route,
    figures,
    sections: figureRows ? [figureRows, ...specs] : specs,
  };
}

export function compareFacets(family: FamilyKey): CompareFacet[] {
  // A count (fibres, ports) has no better end: the comparison marks no best among counts.
  return (familyFacets[family].facets as readonly Facet[]).map((f) => ({ id: f.id, header: facetHeader(f), kind: f.kind, ...('better' in f && f.better ? { better: f.better } : {}) }));
}

export function buildCompareData(family: FamilyKey): CompareFamilyData {
  return { family, facets: compareFacets(family), products: compareEntries(family).map(compareProductData) };
}

/** The family of every comparable product and model, by key: COMPARE_FAMILIES_PATH. */
export function comparableFamilies(): Record<string, FamilyKey> {
  return Object.fromEntries(compareEntries().map((e) => [e.key, e.product.family]));
}

/** Families with something to compare, each with its data file name ('pon.json'). */
export function compareDataFiles(): { family: FamilyKey; file: string }[] {
  const families = [...new Set(getComparableProducts().map((p) => p.family))];
  return families.map((family) => ({ family, file: compareDataPath(family).split('/').pop() ?? '' }));
}
