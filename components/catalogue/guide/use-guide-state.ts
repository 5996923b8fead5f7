'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Facet } from '@/content/catalogue/facets';
import { emptyState, withFilter, type Filter, type GuideState } from '@/lib/guide/state';
import { afterNextPaint } from '@/lib/browser/idle';
import { decodeState, encodeState } from '@/lib/guide/url';
import { tabFromHash } from '@/lib/ui/tabs';

/**
 * The guide's state, kept in the URL: every change writes the query, so a
 * copied link reopens the view, and Back undoes the last change. Typing in
 * one filter box is one change, however many keys it takes: the first
 * keystroke adds a history entry and the rest replace it. The history is
 * written just after the next paint, so the cost of pushState (the browser
 * copies Next's history state) stays out of the interaction's time to
 * paint; the table and cards follow the state a paint late too
 * (usePaintedValue in landing-catalogue.tsx).
 *
 * The export renders the default view; the URL's view is applied once the
 * page runs. An old link's `#gpon-olt` still opens its tab.
 */
export function useGuideState(facets: readonly Facet[], tabs: readonly string[]) {
  const [state, setState] = useState<GuideState>(() => emptyState(tabs[0]!));
  const [ignored, setIgnored] = useState<string[]>([]);
  // The state the last change asked for, for a control that changes one part of it without re-rendering on the rest.
  const latest = useRef(state);
  const editing = useRef<string | null>(null);
  // The history write waiting for the next paint; a later change or Back cancels it.
  const pending = useRef<{ cancel: () => void; push: boolean } | null>(null);

  useEffect(() => {
    const read = () => {
      pending.current?.cancel();
      pending.current = null;
      const decoded = decodeState(window.location.search, facets, tabs);
      const fromHash = tabFromHash(window.location.hash, tabs);
      const next = fromHash && !new URLSearchParams(window.location.search).has('tab') ? { ...decoded.state, tab: fromHash } : decoded.state;
      // The same view keeps the same state, so a plain address costs no second render just after hydration.
      setState((current) => (encodeState(current, facets, tabs) === encodeState(next, facets, tabs) ? current : next));
      latest.current = next;
      setIgnored((current) => (current.length === 0 && decoded.ignored.length === 0 ? current : decoded.ignored));
      editing.current = null;
      return next;
    };
    const initial = read();
    if (window.location.hash !== '' && tabFromHash(window.location.hash, tabs)) {
      // The old '#tab' link becomes the query form, in place.
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${encodeState(initial, facets, tabs)}`);
    }
    window.addEventListener('popstate', read);
    return () => {
      window.removeEventListener('popstate', read);
      pending.current?.cancel();
    };
    // facets and tabs are a page's fixed props
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Applies a change; `control` names the filter box being typed in, so its keystrokes share one history entry. */
  const update = useCallback(
    (next: GuideState, control: string | null = null) => {
      latest.current = next;
      setState(next);
      setIgnored([]);
      const url = `${window.location.pathname}${encodeState(next, facets, tabs)}`;
      // Two changes before one paint make one write: a push if either would have pushed.
      const push = !(control !== null && editing.current === control) || pending.current?.push === true;
      pending.current?.cancel();
      editing.current = control;
      const cancel = afterNextPaint(() => {
        pending.current = null;
        // Next's own state (its __NA mark) rides along, so its router leaves the entry alone.
        if (push) window.history.pushState(window.history.state, '', url);
        else window.history.replaceState(window.history.state, '', url);
      });
      pending.current = { cancel, push };
    },
    [facets, tabs],
  );

  /** Sets one facet's filter (null removes it) on the latest state: a stable function, so a filter box that did not change need not re-render. */
  const setFilter = useCallback(
    (id: string, filter: Filter | null, control: string | null = null) => update(withFilter(latest.current, id, filter), control),
    [update],
  );

  return { state, update, setFilter, ignored };
}
