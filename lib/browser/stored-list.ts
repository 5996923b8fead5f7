/**
 * A list kept in localStorage under one key, as `{"version":n,"items":[…]}`,
 * shared by the compare selection and the enquiry list. It reads like an
 * external store for React's useSyncExternalStore: `get` returns the same
 * array until the stored text changes, `subscribe` hears writes from this
 * tab and, through the `storage` event, from every other tab.
 *
 * Text that does not parse, or that another version of the site wrote, is
 * removed with one console warning per page load; the list then reads as
 * empty and nothing throws. Without usable storage (private modes, a full
 * quota) the list lives in memory for the page.
 */

export interface StoredList<T> {
  /** The items now; the same array for as long as the stored text is unchanged. */
  get(): readonly T[];
  /** Replaces the items; an empty list removes the key. */
  set(items: readonly T[]): void;
  /** Read, change and write back in one step. */
  update(change: (items: readonly T[]) => readonly T[]): void;
  subscribe(listener: () => void): () => void;
}

export interface StoredListOptions<T> {
  /** The localStorage key. */
  key: string;
  /** Stored with the items; text carrying any other version is dropped. */
  version: number;
  /** One stored item, checked; null marks the whole text as corrupt. */
  parseItem(value: unknown): T | null;
  /** Where items live; window.localStorage unless a test passes its own. */
  storage?: () => Storage | null;
  /** Told once per page load when stored text is dropped. */
  warn?: (message: string) => void;
}

/** The one empty list every store returns, so an empty snapshot never changes identity. */
export const EMPTY_LIST: readonly never[] = Object.freeze([]);

type Parsed<T> = { ok: true; items: readonly T[] } | { ok: false; reason: string };

/** Stored text read back; the reason says why it cannot be used. */
export function parseStoredList<T>(raw: string, version: number, parseItem: (value: unknown) => T | null): Parsed<T> {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'it is not valid JSON' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, reason: 'it is not a list record' };
  const record = data as { version?: unknown; items?: unknown };
  if (record.version !== version) return { ok: false, reason: `it has version ${String(record.version)}, not ${version}` };
  if (!Array.isArray(record.items)) return { ok: false, reason: 'it has no item array' };
  const items: T[] = [];
  for (const value of record.items) {
    const item = parseItem(value);
    if (item === null) return { ok: false, reason: `it holds an unreadable item ${JSON.stringify(value)}` };
    items.push(item);
  }
  return { ok: true, items };
}

export function serialiseStoredList<T>(items: readonly T[], version: number): string {
  return JSON.stringify({ version, items });
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function createStoredList<T>({
  key,
  version,
  parseItem,
  storage = browserStorage,
  warn = (message) => console.warn(message),
}: StoredListOptions<T>): StoredList<T> {
  const listeners = new Set<() => void>();
  let lastRaw: string | null = null;
  let lastItems: readonly T[] = EMPTY_LIST;
  let warned = false;
  // Set once storage refuses a write; from then on the list lives in memory for this page.
  let memory: { raw: string | null } | null = null;

  const readRaw = (): string | null => {
    if (memory) return memory.raw;
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  const writeRaw = (raw: string | null): void => {
    if (!memory) {
      try {
        const store = storage();
        if (store) {
          if (raw === null) store.removeItem(key);
          else store.setItem(key, raw);
          return;
        }
      } catch {
        // Falls through to memory below.
      }
    }
    memory = { raw };
  };

  const get = (): readonly T[] => {
    const raw = readRaw();
    if (raw === lastRaw) return lastItems;
    if (raw === null) {
      lastRaw = null;
      lastItems = EMPTY_LIST;
      return lastItems;
    }
    const parsed = parseStoredList(raw, version, parseItem);
    if (parsed.ok) {
      lastRaw = raw;
      lastItems = parsed.items.length === 0 ? EMPTY_LIST : parsed.items;
      return lastItems;
    }
    writeRaw(null);
    if (!warned) {
      warned = true;
      warn(`Dropped the saved "${key}" list because ${parsed.reason}.`);
    }
    lastRaw = null;
    lastItems = EMPTY_LIST;
    return lastItems;
  };

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const set = (items: readonly T[]): void => {
    writeRaw(items.length === 0 ? null : serialiseStoredList(items, version));
    notify();
  };

  const onStorage = (event: StorageEvent) => {
    // key === null: another tab cleared the whole storage.
    if (event.key === key || event.key === null) notify();
  };

  return {
    get,
    set,
    update: (change) => set(change(get())),
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
