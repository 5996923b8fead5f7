import type { RouteEntry } from '@/lib/routing/routes';

/** One old address and the page it moved to; hosts answer it with a 301. */
export interface Redirect {
  from: string;
  to: string;
}

/**
 * Every redirect entry of the route table, checked: its target is a page of
 * the table (never another redirect, never a missing path), so every old
 * address is one hop from its page.
 */
export function redirectsOf(entries: readonly RouteEntry[]): Redirect[] {
  const byPath = new Map(entries.map((e) => [e.path, e]));
  const redirects: Redirect[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'redirect') continue;
    const target = byPath.get(entry.to);
    if (!target) throw new Error(`redirect ${entry.path} points at ${entry.to}, which is not in the route table`);
    if (target.kind === 'redirect') throw new Error(`redirect ${entry.path} points at ${entry.to}, which is itself a redirect`);
    redirects.push({ from: entry.path, to: entry.to });
  }
  return redirects;
}
