import type { SpecRow } from './types';

/**
 * Rows and groups that models share, written once. A comparison table has
 * one column per model; where every model has the same value, the row says
 * it once through `sameForEach`.
 */

/** A row whose value is the same in every model column of a comparison table. */
export function sameForEach(models: readonly string[]) {
  return (label: string, value: string): SpecRow => [label, ...models.map(() => value)];
}
