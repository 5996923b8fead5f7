'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * A fact only the browser knows (a feature it supports, the address it
 * shows), read as the page hydrates: `serverValue` in the pre-rendered HTML
 * and the first client render, so the two agree, then `read()`. With
 * `event`, read again whenever the window fires it ('hashchange').
 */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, serverValue: T, event?: keyof WindowEventMap): T {
  return useSyncExternalStore(event ? (onChange) => subscribe(event, onChange) : neverChanges, read, () => serverValue);
}

function subscribe(event: keyof WindowEventMap, onChange: () => void): () => void {
  window.addEventListener(event, onChange);
  return () => window.removeEventListener(event, onChange);
}
