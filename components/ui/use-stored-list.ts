import { useSyncExternalStore } from 'react';
import { EMPTY_LIST, type StoredList } from '@/lib/stored-list';

const serverSnapshot = () => EMPTY_LIST;

/**
 * A stored list's items, kept current across components and tabs. The
 * server and the first client render see an empty list (storage is only in
 * the browser); React then renders again with what is stored.
 */
export function useStoredList<T>(list: StoredList<T>): readonly T[] {
  return useSyncExternalStore(list.subscribe, list.get, serverSnapshot);
}
