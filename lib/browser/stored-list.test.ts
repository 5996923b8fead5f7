import { EMPTY_LIST, createStoredList, parseStoredList, serialiseStoredList } from './stored-list';

const KEY = 'test-list';
const parseWord = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function makeStore(warn = jest.fn()) {
  return { store: createStoredList({ key: KEY, version: 2, parseItem: parseWord, warn }), warn };
}

/** What another tab's write looks like here: the value changes, then a storage event names the key. */
function writeFromOtherTab(raw: string | null, key: string | null = KEY) {
  if (key === null) window.localStorage.clear();
  else if (raw === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, raw);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: raw }));
}

beforeEach(() => window.localStorage.clear());

describe('parseStoredList', () => {
  it('reads back what serialiseStoredList wrote', () => {
    expect(parseStoredList(serialiseStoredList(['a', 'b'], 2), 2, parseWord)).toEqual({ ok: true, items: ['a', 'b'] });
  });

  it.each([
    ['not JSON', '{items', /not valid JSON/],
    ['an array', '["a"]', /not a list record/],
    ['another version', '{"version":1,"items":["a"]}', /version 1, not 2/],
    ['no version', '{"items":["a"]}', /version undefined/],
    ['no item array', '{"version":2,"items":"a"}', /no item array/],
    ['a bad item', '{"version":2,"items":["a",3]}', /unreadable item 3/],
  ])('refuses %s, saying why', (_, raw, reason) => {
    const parsed = parseStoredList(raw, 2, parseWord);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toMatch(reason);
  });
});

describe('createStoredList', () => {
  it('starts empty and stores what is set under its key with its version', () => {
    const { store } = makeStore();
    expect(store.get()).toBe(EMPTY_LIST);
    store.set(['x', 'y']);
    expect(store.get()).toEqual(['x', 'y']);
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual({ version: 2, items: ['x', 'y'] });
  });

  it('returns the same array until the stored text changes', () => {
    const { store } = makeStore();
    store.set(['x']);
    const first = store.get();
    expect(store.get()).toBe(first);
    store.set(['x', 'y']);
    expect(store.get()).not.toBe(first);
  });

  it('removes the key when the list becomes empty', () => {
    const { store } = makeStore();
    store.set(['x']);
    store.update(() => []);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(store.get()).toBe(EMPTY_LIST);
  });

  it('drops corrupt text with one warning and reads as empty', () => {
    window.localStorage.setItem(KEY, '{not json');
    const { store, warn } = makeStore();
    expect(store.get()).toBe(EMPTY_LIST);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    window.localStorage.setItem(KEY, '{"version":2,"items":[null]}');
    expect(store.get()).toBe(EMPTY_LIST);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/"test-list".*not valid JSON/);
  });

  it('drops a list another version wrote', () => {
    window.localStorage.setItem(KEY, '{"version":1,"items":["old"]}');
    const { store, warn } = makeStore();
    expect(store.get()).toEqual([]);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/version 1, not 2/));
  });

  it('tells subscribers of writes in this tab', () => {
    const { store } = makeStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(['a']);
    store.update((items) => [...items, 'b']);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hears another tab through the storage event and reads what it wrote', () => {
    const { store } = makeStore();
    const listener = jest.fn();
    store.subscribe(listener);
    writeFromOtherTab(serialiseStoredList(['from', 'there'], 2));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual(['from', 'there']);
    writeFromOtherTab(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual([]);
  });

  it('hears a cleared storage, and ignores events for other keys', () => {
    const { store } = makeStore();
    store.set(['a']);
    const listener = jest.fn();
    store.subscribe(listener);
    writeFromOtherTab('{}', 'another-key');
    expect(listener).not.toHaveBeenCalled();
    writeFromOtherTab(null, null);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual([]);
  });

  it('stops listening to the storage event when the last subscriber leaves', () => {
    const { store } = makeStore();
    const remove = jest.spyOn(window, 'removeEventListener');
    const a = store.subscribe(() => undefined);
    const b = store.subscribe(() => undefined);
    a();
    expect(remove).not.toHaveBeenCalledWith('storage', expect.any(Function));
    b();
    expect(remove).toHaveBeenCalledWith('storage', expect.any(Function));
    remove.mockRestore();
  });

  it('keeps the list in memory when storage refuses writes', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createStoredList({ key: KEY, version: 2, parseItem: parseWord, storage: () => refusing, warn: jest.fn() });
    store.set(['kept']);
    expect(store.get()).toEqual(['kept']);
  });

  it('works with no storage at all', () => {
    const store = createStoredList({ key: KEY, version: 2, parseItem: parseWord, storage: () => null });
    expect(store.get()).toEqual([]);
    store.set(['a']);
    expect(store.get()).toEqual(['a']);
  });
});
