import { compact } from './normalise';

/** Model numbers offered when a search finds nothing. */
export const CLOSEST_MODEL_COUNT = 4;

/** Edit distance (insert, delete, substitute, swap of neighbours), capped rows of two. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prevPrev[j - 2] ?? 0) + 1);
      row.push(d);
    }
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/**
 * How far a typed text is from a model number, both compacted: the whole
 * model, or its start when the text is shorter (a half-typed model is close).
 */
export function modelDistance(typed: string, model: string): number {
  const q = compact(typed);
  const m = compact(model);
  if (!q || !m) return Number.POSITIVE_INFINITY;
  return compactDistance(q, m);
}

/**
 * The same over texts already compact. Reaching only the model's start
 * costs `headCost` more than the edits, so a model typed whole is nearer
 * than one it begins.
 */
export function compactDistance(q: string, m: string, headCost = 1): number {
  const whole = editDistance(q, m);
  const head = q.length < m.length ? editDistance(q, m.slice(0, q.length)) + headCost : whole;
  return Math.min(whole, head);
}

/**
 * The model numbers nearest to what was typed, nearest first, leaving out
 * those that differ in more than half their characters.
 */
export function closestModels<T extends { model: string }>(typed: string, items: readonly T[], count = CLOSEST_MODEL_COUNT): T[] {
  const q = compact(typed);
  if (!q) return [];
  const limit = Math.max(2, Math.ceil(q.length / 2));
  return items
    .map((item) => ({ item, d: modelDistance(q, item.model) }))
    .filter(({ d }) => d <= limit)
    .sort((a, b) => a.d - b.d || a.item.model.localeCompare(b.item.model, 'en'))
    .slice(0, count)
    .map(({ item }) => item);
}
