'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Index of the first query in `queries` that matches, or -1. Re-renders when
 * any of them changes. Before hydration it reports `serverIndex`, so the
 * pre-rendered HTML and the first client render agree.
 */
export function useFirstMatchingQuery(queries: readonly string[], serverIndex = -1): number {
  // Joined so callers may pass a fresh array each render without resubscribing.
  const key = queries.join('\n');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = key ? key.split('\n').map((q) => window.matchMedia(q)) : [];
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [key],
  );
  const snapshot = useCallback(() => (key ? key.split('\n').findIndex((q) => window.matchMedia(q).matches) : -1), [key]);
  return useSyncExternalStore(subscribe, snapshot, () => serverIndex);
}

/** Whether one media query matches; `serverValue` until hydrated. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useFirstMatchingQuery([query], serverValue ? 0 : -1) === 0;
}
