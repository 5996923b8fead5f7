import { useSyncExternalStore } from 'react';
import { EMPTY_LIST, type StoredList } from '@/lib/browser/stored-list';

const serverSnapshot = () => EMPTY_LIST;

/**
 * A stored list's items, kept current across components and tabs. The
 * server and the first client render see an empty list (storage is only in
 * the browser); React then renders again with what is stored.
 */
export function useStoredList<T>(list: StoredList<T>): readonly T[] {
  return useSyncExternalStore(list.subscribe, list.get, serverSnapshot);
}

const none = () => false;

/**
 * Whether a stored list holds an item that passes `test`: a card's or a
 * row's own toggle. It renders again only when that answer changes, so a
 * change to the list re-renders the one control it concerns, not every
 * control on the page (a landing has two per model).
 */
export function useStoredListHas<T>(list: StoredList<T>, test: (item: T) => boolean): boolean {
  return useSyncExternalStore(list.subscribe, () => list.get().some(test), none);
}
