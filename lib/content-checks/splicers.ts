import type { Product } from '@/content/catalogue/types';
import { countOf } from '@/content/count';
import { proseOf, sentencesOf, tablesOf, type CatalogueInput } from '@/lib/catalogue/checks';
import type { ContentCheck } from './index';
import { figuresOf, numbersIn } from './records';

/**
 * Rules over the splicer and cleaver records (Sumitomo): a ribbon
 * splicer's times stand under the ribbon they hold for, a cell is one line
 * as the maker's tables give it, and a gallery's drawings follow their
 * model's column.
 */

const sumitomo = (products: readonly Product[]) => products.filter((p) => p.family === 'sumitomo');

/** Rows that give a time or a loss that depends on the fibres spliced at once. */
const TIMED = /splice time|heating time|splic\w* loss/i;

/** A splicer that splices a ribbon at once: the fibre count its models give, or null for a single-fibre splicer or a cleaver. */
function ribbonOf(product: Product): number | null {
  const counts = figuresOf(product).filter((f) => f.spliceTime !== null && f.spliceTime !== undefined).map((f) => Number(f.fibreCount));
  const most = Math.max(...counts);
  return counts.length > 0 && most > 1 ? most : null;
}

/**
 * A ribbon splicer's maker gives its times and losses for the ribbon only:
 * every such row stands in a group that names the ribbon, and every clause
 * of its words that gives one of its times names the ribbon and gives a
 * time the table gives (a clause about the older catalogue's figures names
 * whose they are).
 */
export function ribbonTimeProblems({ products }: CatalogueInput): string[] {
  return sumitomo(products).flatMap((p) => {
    const fibres = ribbonOf(p);
    if (fibres === null) return [];
    const ribbon = new RegExp(`ribbon|${fibres}-fibre`, 'i');
    const problems: string[] = [];
    const seconds = new Set<number>();
    for (const { field, table } of tablesOf(p)) {
      for (const group of table.groups) {
        for (const row of group.rows.filter((r) => TIMED.test(r[0]))) {
          if (!ribbon.test(group.label ?? '')) {
            problems.push(`${p.key} › ${field} "${table.title}" › ${group.label ? `"${group.label}"` : 'no group'} › "${row[0]}": a ribbon splicer's time or loss holds for its ${fibres}-fibre ribbon; put the row in a group that names the ribbon`);
          }
          const own = row.slice(1).join(' ').replace(/\(as stated:[^)]*\)/g, '');
          for (const m of own.matchAll(/(\d+(?:\.\d+)?) ?s(?:ec)?\b/g)) seconds.add(Number(m[1]));
        }
      }
    }
    for (const { field, text } of proseOf(p)) {
      const clauses = sentencesOf(text).flatMap((sentence) => sentence.split(/;\s*/)).filter((clause) => !/older catalogue/i.test(clause));
      for (const clause of clauses) {
        const times = [...clause.matchAll(/(\d+(?:\.\d+)?) s\b/g)].map((m) => Number(m[1]));
        if (times.length === 0) continue;
        if (!ribbon.test(clause)) problems.push(`${p.key} › ${field}: "${clause}" gives ${times.join(', ')} s without naming the ribbon it holds for; name the ${fibres}-fibre ribbon`);
        else {
          const wrong = times.filter((t) => !seconds.has(t));
          if (wrong.length > 0) problems.push(`${p.key} › ${field}: "${clause}" gives ${wrong.join(', ')} s, which its table does not; give the table's time`);
        }
      }
    }
    return problems;
  });
}

/** The maker's splicer and cleaver tables give one line a cell; a line break pasted from a sheet splits a figure from its condition. */
export function oneLineCellProblems({ products }: CatalogueInput): string[] {
  return sumitomo(products).flatMap((p) =>
    tablesOf(p).flatMap(({ field, table }) =>
      table.groups.flatMap((g) =>
        g.rows.filter((row) => row.some((cell) => cell.includes('\n'))).map((row) => `${p.key} › ${field} "${table.title}" › "${row[0]}": a cell on more than one line; write it on one line, parts joined with ', '`),
      ),
    ),
  );
}

/**
 * A gallery button that shows a model's drawing draws what that model's
 * column gives: the fibre count it cleaves and whether an off-cut collector
 * comes fitted, named in its alt text; no two buttons show one drawing.
 */
export function galleryDrawingProblems({ products }: CatalogueInput): string[] {
  return products.flatMap((p) => {
    const gallery = p.page?.gallery ?? [];
    const rows = (p.page?.specTables ?? []).map((t) => ({ columns: t.columns, rows: t.groups.flatMap((g) => g.rows) }));
    const problems: string[] = [];
    const drawn = new Map<string, string>();
    gallery.forEach((item, i) => {
      if (item.image?.kind !== 'illustration') return;
      const at = `${p.key} › page.gallery[${i}] ${item.label}`;
      const spec = item.image.spec;
      const key = JSON.stringify(spec);
      if (drawn.has(key)) problems.push(`${at}: the same drawing as ${drawn.get(key)}; draw each model as its column gives it`);
      drawn.set(key, item.label);
      if (spec.kind !== 'cleaver') return;
      const table = rows.find((t) => t.columns.includes(item.label));
      if (!table) return;
      const column = table.columns.indexOf(item.label);
      const cell = (label: RegExp) => table.rows.find((r) => label.test(r[0]))?.[column];
      const countCell = cell(/^fibre count$/i);
      const fibres = countCell === undefined ? null : Math.max(...numbersIn(countCell), 1);
      const collectorCell = cell(/collector/i);
      const collector = collectorCell === undefined ? null : /^pre-fitted/i.test(collectorCell);
      if (fibres !== null && spec.fiberCount !== fibres) problems.push(`${at}: drawn cleaving ${countOf(spec.fiberCount, { one: 'fibre', other: 'fibres' })}, but its column gives "${countCell}"; draw ${fibres}`);
      if (collector !== null && spec.collector !== collector) problems.push(`${at}: drawn ${spec.collector ? 'with' : 'without'} a collector, but its column gives "${collectorCell}"; draw it as the column says`);
      const alt = item.image.alt;
      if (!alt.includes(item.label)) problems.push(`${at} › image.alt: does not name the ${item.label}; name the model it shows`);
      if (alt.includes('collector fitted') !== spec.collector) problems.push(`${at} › image.alt: ${spec.collector ? 'does not say' : 'says'} the collector is fitted; say what the drawing shows`);
      if (/ribbon/.test(alt) !== spec.fiberCount > 1) problems.push(`${at} › image.alt: ${spec.fiberCount > 1 ? 'does not name' : 'names'} a ribbon; say what the drawing shows`);
    });
    return problems;
  });
}

export const splicerChecks: readonly ContentCheck[] = [
  { name: 'ribbon splice times', run: ribbonTimeProblems },
  { name: 'one-line cells', run: oneLineCellProblems },
  { name: 'gallery drawings', run: galleryDrawingProblems },
];
