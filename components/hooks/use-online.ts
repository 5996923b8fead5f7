import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

const browserOnline = () => navigator.onLine;
const serverOnline = () => true;

/**
 * Whether the browser says it has a connection, kept current. The server and
 * the first client render say yes, so the exported HTML never shows an
 * offline state; the browser's answer follows at once.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, browserOnline, serverOnline);
}
