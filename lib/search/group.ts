import type { SearchResult } from './engine';

/*
 * Kept apart from the engine so the results page can group without pulling
 * MiniSearch into its first load; the engine arrives later, on its own.
 */

export interface ResultGroup {
  name: string;
  results: SearchResult[];
}

/** Results grouped by family or section; groups in the order of their best result. */
export function groupResults(results: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<string, SearchResult[]>();
  for (const r of results) {
    const list = groups.get(r.group);
    if (list) list.push(r);
    else groups.set(r.group, [r]);
  }
  return [...groups].map(([name, list]) => ({ name, results: list }));
}
