'use client';

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const snapshot = () => navigator.onLine;
// The pre-rendered page cannot know; it assumes online, as most visits are.
const serverSnapshot = () => true;

/**
 * Whether the browser says it is online (`navigator.onLine`), kept current
 * by the `online` and `offline` events. It can say online on a network that
 * reaches nothing, never offline while a connection works: a page may trust
 * its "offline".
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
