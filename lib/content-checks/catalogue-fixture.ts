import type { Product, ProductPage, SpecRow, SpecTable } from '@/content/catalogue/types';
import { currentCatalogue, type CatalogueInput } from '@/lib/catalogue/checks';

/**
 * For the checks' tests: the real catalogue with one record changed, so a
 * test shows that a check fails on the mistake and passes the rest.
 */
export function withProduct(key: string, change: (product: Product) => Product): CatalogueInput {
  const catalogue = currentCatalogue();
  return { ...catalogue, products: catalogue.products.map((p) => (p.key === key ? change(p) : p)) };
}

/** The product with its page changed. */
export function withPage(key: string, change: (page: ProductPage, product: Product) => Partial<ProductPage>): CatalogueInput {
  return withProduct(key, (p) => (p.page ? { ...p, page: { ...p.page, ...change(p.page, p) } } : p));
}

/** The product with every spec-table row headed `label` changed. */
export function withRow(key: string, label: string, change: (row: SpecRow) => SpecRow): CatalogueInput {
  const swap = (table: SpecTable): SpecTable => ({ ...table, groups: table.groups.map((g) => ({ ...g, rows: g.rows.map((r) => (r[0] === label ? change(r) : r)) })) });
  return withPage(key, (page) => ({ specTables: page.specTables.map(swap) }));
}

/** The product with every cell of the rows headed `label` set to one text. */
export function withCell(key: string, label: string, text: string): CatalogueInput {
  return withRow(key, label, (row) => [row[0], ...row.slice(1).map(() => text)] as SpecRow);
}

/** The product with one more sentence at the end of its summary. */
export function withSummary(key: string, sentence: string): CatalogueInput {
  return withProduct(key, (p) => ({ ...p, summary: `${p.summary} ${sentence}` }));
}

/** The product with its drawing's spec changed. */
export function withDrawing(key: string, spec: Record<string, unknown>): CatalogueInput {
  return withProduct(key, (p) => (p.image.kind === 'illustration' ? ({ ...p, image: { ...p.image, spec: { ...p.image.spec, ...spec } } } as Product) : p));
}

/** The product with one model's key figures changed. */
export function withFigures(key: string, model: number, change: Record<string, unknown>): CatalogueInput {
  return withProduct(key, (p) => ({ ...p, models: p.models.map((m, i) => (i === model ? { ...m, figures: { ...m.figures, ...change } } : m)) }) as Product);
}
