import { SAVED_KIT_KEY, type SavedKit } from './kit';
import { parseSavedKit, readSavedKit, writeSavedKit } from './saved-kit';

const kit: SavedKit = { version: 'abc', savedAt: '2026-11-27T03:00:00.000Z', groups: ['deviser'], files: { '/deviser': 'r1' }, bytes: 1234 };

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('the saved kit record', () => {
  it('reads back what it wrote under SAVED_KIT_KEY, and is gone once written as null', () => {
    const store = memoryStore();
    expect(writeSavedKit(kit, store)).toBe(true);
    expect(store.data.has(SAVED_KIT_KEY)).toBe(true);
    expect(readSavedKit(store)).toEqual(kit);
    writeSavedKit(null, store);
    expect(readSavedKit(store)).toBeNull();
    expect(parseSavedKit(null)).toBeNull();
  });

  it.each([
    ['nothing', ''],
    ['not JSON', '{'],
    ['null', 'null'],
    ['a bare version', '{"version":"v1"}'],
    ['no version', JSON.stringify({ ...kit, version: 1 })],
    ['a date that is not one', JSON.stringify({ ...kit, savedAt: 'soon' })],
    ['a revision that is not text', JSON.stringify({ ...kit, files: { '/a': 3 } })],
    ['negative bytes', JSON.stringify({ ...kit, bytes: -1 })],
    ['groups that are not a list', JSON.stringify({ ...kit, groups: 'deviser' })],
  ])('reads as no kit when it holds %s', (_what, text) => {
    expect(parseSavedKit(text)).toBeNull();
  });

  it('reads as no kit, and says it could not write, where storage throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readSavedKit(refusing)).toBeNull();
    expect(writeSavedKit(kit, refusing)).toBe(false);
    expect(writeSavedKit(kit, null)).toBe(false);
  });
});
