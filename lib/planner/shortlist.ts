/**
 * How many models of one kind a planner result list shows before "Show all":
 * enough to choose from, and a page whose HTML stays the same size as the
 * catalogue grows (bench:scale checks it). Today's catalogue never reaches
 * it in a list of one kind.
 */
export const SHORTLIST_SIZE = 6;

/**
 * The first `size` items of each group, in the list's order (the planner
 * puts the best fit first), and how many items that leaves out.
 */
export function shortlist<T>(items: readonly T[], groupOf: (item: T) => string, size: number = SHORTLIST_SIZE): { shown: T[]; more: number } {
  const taken = new Map<string, number>();
  const shown: T[] = [];
  for (const item of items) {
    const group = groupOf(item);
    const count = taken.get(group) ?? 0;
    taken.set(group, count + 1);
    if (count < size) shown.push(item);
  }
  return { shown, more: items.length - shown.length };
}
