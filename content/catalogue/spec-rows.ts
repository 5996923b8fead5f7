import type { SpecRow, SpecTable } from './types';

/**
 * Rows and groups that models share, written once. A comparison table has
 * one column per model; where every model has the same value, the row says
 * it once through `sameForEach`. A product that shows a shared table with
 * one row of its own names the table through `withRow`.
 */

/** A row whose value is the same in every model column of a comparison table. */
export function sameForEach(models: readonly string[]) {
  return <Label extends string>(label: Label, value: string): SpecRow<Label> => [label, ...models.map(() => value)];
}

/** The row headers of a table: literal where the table is written `as const`, any string where its type is plain `SpecTable`. */
export type RowLabel<T extends SpecTable> = T['groups'][number]['rows'][number][0];

/**
 * A shared table with the row headed `label` replaced by `[label, ...cells]`,
 * one cell per data column: `withRow(miniOtdrOpticalTable, 'Dynamic range',
 * '20 dB', '24 dB')`. Everything else stays the shared table's, so a later
 * change there reaches this product too. A label the table has no row for is
 * a type error where the table is written `as const`, and stops the content
 * check otherwise.
 */
export function withRow<T extends SpecTable>(table: T, label: RowLabel<T>, ...cells: string[]): SpecTable {
  const labels = table.groups.flatMap((group) => group.rows.map((row) => row[0]));
  if (!labels.includes(label)) {
    throw new Error(`withRow: the table "${table.title}" has no row "${label}"; its rows are ${labels.map((l) => `"${l}"`).join(', ')}`);
  }
  return {
    ...table,
    groups: table.groups.map((group) => ({ ...group, rows: group.rows.map((row) => (row[0] === label ? [label, ...cells] : row)) })),
  };
}
