import type { IllustrationSpec } from '@/content/catalogue/illustration';
import type { Product, SpecRow, SpecTable } from '@/content/catalogue/types';
import { tablesOf } from '@/lib/catalogue/checks';

/**
 * Small readings of a product record that several checks share: its own
 * tables and rows, its models' figures, its drawing.
 */

/** A model's key figures by facet id, whatever its family. */
export function figuresOf(product: Product): Readonly<Record<string, unknown>>[] {
  return product.models.map((m) => m.figures as Readonly<Record<string, unknown>>);
}

/** What the product's drawing is drawn from; null for a photo. */
export function drawingOf(product: Product): IllustrationSpec | null {
  return product.image.kind === 'illustration' ? product.image.spec : null;
}

/**
 * A table about an accessory the product ships with: its title names a
 * model code the product does not sell ('AFEI400 Auto Fiber Endface
 * Inspector' on the AE3100 pages). Its figures are the accessory's.
 */
export function isAccessoryTable(product: Product, table: SpecTable): boolean {
  const names = product.models.map((m) => m.name);
  return [...table.title.matchAll(/\b[A-Z]{2,}\d{3,}\b/g)].some((m) => !names.some((name) => name.includes(m[0])));
}

/** The product's own tables, accessory tables left out, each with the field it comes from. */
export function ownTablesOf(product: Product): { field: string; table: SpecTable }[] {
  return tablesOf(product).filter(({ table }) => !isAccessoryTable(product, table));
}

/** Where a table of the product stands, as messages name it: `page.specTables[2] "PON Optics"`. */
export function tableField(product: Product, title: string): string {
  const found = tablesOf(product).find(({ table }) => table.title === title);
  return found ? `${found.field} "${title}"` : `page.specTables "${title}"`;
}

/** Every row of the product's own tables, with where it stands, for messages. */
export function ownRowsOf(product: Product): { where: string; table: SpecTable; group: string | undefined; row: SpecRow }[] {
  return ownTablesOf(product).flatMap(({ field, table }) =>
    table.groups.flatMap((g) => g.rows.map((row) => ({ where: `${field} "${table.title}" › "${row[0]}"`, table, group: g.label, row }))),
  );
}

/** The numbers a text states, in order: '≥32/30' is 32 and 30. */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
}
