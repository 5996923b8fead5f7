/**
 * The SavedKit record in localStorage (SAVED_KIT_KEY): what this device
 * saved, read back with every field checked, so a record another version of
 * the site wrote, or a hand-edited one, reads as no kit rather than
 * breaking the page. Without usable storage (private modes) there is no
 * record, and nothing throws.
 */
import { SAVED_KIT_KEY, type SavedKit } from './kit';

export function parseSavedKit(text: string | null): SavedKit | null {
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const kit = data as Partial<Record<keyof SavedKit, unknown>>;
  if (typeof kit.version !== 'string' || typeof kit.savedAt !== 'string' || Number.isNaN(Date.parse(kit.savedAt))) return null;
  if (!Array.isArray(kit.groups) || !kit.groups.every((g) => typeof g === 'string')) return null;
  if (typeof kit.files !== 'object' || kit.files === null || Array.isArray(kit.files)) return null;
  if (!Object.values(kit.files).every((revision) => typeof revision === 'string')) return null;
  if (typeof kit.bytes !== 'number' || !Number.isFinite(kit.bytes) || kit.bytes < 0) return null;
  return { version: kit.version, savedAt: kit.savedAt, groups: kit.groups, files: kit.files as Record<string, string>, bytes: kit.bytes };
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readSavedKit(store: Store | null = storage()): SavedKit | null {
  try {
    return parseSavedKit(store?.getItem(SAVED_KIT_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Writes the record, or removes it for `null`; false when the browser refused. */
export function writeSavedKit(kit: SavedKit | null, store: Store | null = storage()): boolean {
  if (!store) return false;
  try {
    if (kit) store.setItem(SAVED_KIT_KEY, JSON.stringify(kit));
    else store.removeItem(SAVED_KIT_KEY);
    return true;
  } catch {
    return false;
  }
}
