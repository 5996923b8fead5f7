import { figureBounds, type FigureBound } from '@/content/catalogue/plausibility';
import type { Product } from '@/content/catalogue/types';
import { proseOf, tablesOf, type CatalogueInput } from '@/lib/catalogue/checks';
import { cellQuantities, splitRatiosIn } from './quantities';

/**
 * Plausibility: every figure a bound in content/catalogue/plausibility.ts
 * names lies inside it. A problem names the record, the table, the row and
 * the column, the value, the bound and why, e.g.
 * `ce0416m › page.specTables[0] "Specifications" › "Noise Figure": 0.4 dB is below 3 dB, the least an amplifier noise figure can be (no optical amplifier …); take the figure from the maker's datasheet`.
 */

const format = (n: number) => String(Number(n.toPrecision(6)));

function unitText(bound: FigureBound): string {
  return bound.unit === 'split' ? '' : ` ${bound.unit}`;
}

function valuesFor(bound: FigureBound, label: string, cell: string): number[] {
  if (bound.unit === 'split') return splitRatiosIn(cell);
  return cellQuantities(label, cell)
    .filter((q) => q.unit === bound.unit)
    .map((q) => q.value);
}

function outside(bound: FigureBound, value: number, where: string): string | null {
  const shown = bound.unit === 'split' ? `1:${format(value)}` : `${format(value)}${unitText(bound)}`;
  const limit = (n: number) => (bound.unit === 'split' ? `1:${format(n)}` : `${format(n)}${unitText(bound)}`);
  if (value < bound.min) return `${where}: ${shown} is below ${limit(bound.min)}, the lowest plausible ${bound.figure} (${bound.why}); check the figure against the maker's datasheet`;
  if (value > bound.max) return `${where}: ${shown} is above ${limit(bound.max)}, the highest plausible ${bound.figure} (${bound.why}); check the figure against the maker's datasheet`;
  return null;
}

function boundsFor(product: Product, bounds: readonly FigureBound[]): FigureBound[] {
  return bounds.filter((b) => b.families.includes(product.family));
}

/** Every table cell a bound names, checked against it. */
export function figureProblems({ products }: CatalogueInput, bounds: readonly FigureBound[] = figureBounds): string[] {
  const problems: string[] = [];
  for (const product of products) {
    const own = boundsFor(product, bounds);
    if (own.length === 0) continue;
    for (const { field, table } of tablesOf(product)) {
      for (const group of table.groups) {
        for (const row of group.rows) {
          const label = row[0];
          for (const bound of own) {
            if (!bound.rows.test(label) || bound.except?.test(label)) continue;
            row.slice(1).forEach((cell, i) => {
              const column = table.columns.length > 2 ? ` (${table.columns[i + 1]})` : '';
              const where = `${product.key} › ${field} "${table.title}" › "${label}"${column}`;
              for (const value of valuesFor(bound, label, cell)) {
                const problem = outside(bound, value, where);
                if (problem) problems.push(problem);
              }
            });
          }
        }
      }
    }
    // A split ratio is also stated in prose ('splits up to 1:64'): it is held to the same bound there.
    for (const bound of own.filter((b) => b.unit === 'split')) {
      for (const { field, text } of proseOf(product)) {
        for (const value of splitRatiosIn(text)) {
          const problem = outside(bound, value, `${product.key} › ${field}`);
          if (problem) problems.push(problem);
        }
      }
    }
  }
  return problems;
}
