import { parseSavedKit, savedKitOutdated, type FieldKitManifest, type SavedKit } from './kit';

const manifest = (version: string, files: Record<string, string>): FieldKitManifest => ({
  version,
  builtAt: '2026-11-27T00:00:00.000Z',
  files: Object.fromEntries(Object.entries(files).map(([url, revision]) => [url, { bytes: 10, revision }])),
  groups: [],
});

const saved: SavedKit = { version: 'v1', savedAt: '2026-11-20T10:00:00.000Z', groups: ['deviser'], files: { '/deviser/AE1001': 'a1', '/datasheets/ae1001.pdf': 'p1' }, bytes: 20 };

describe('savedKitOutdated', () => {
  it('is current against the list it was saved from', () => {
    expect(savedKitOutdated(saved, manifest('v1', {}))).toBe(false);
  });

  it('is current when a newer list changed only files it did not save', () => {
    expect(savedKitOutdated(saved, manifest('v2', { '/deviser/AE1001': 'a1', '/datasheets/ae1001.pdf': 'p1', '/sumitomo/Z2C': 'new' }))).toBe(false);
  });

  it('is out of date when a saved file has a new revision', () => {
    expect(savedKitOutdated(saved, manifest('v2', { '/deviser/AE1001': 'a2', '/datasheets/ae1001.pdf': 'p1' }))).toBe(true);
  });

  it('is out of date when a saved file is gone from the site', () => {
    expect(savedKitOutdated(saved, manifest('v2', { '/deviser/AE1001': 'a1' }))).toBe(true);
  });
});

describe('parseSavedKit', () => {
  it('reads what the field kit stored', () => {
    expect(parseSavedKit(JSON.stringify(saved))).toEqual(saved);
  });

  it.each([null, '', 'not json', 'null', '{"version":1,"files":{}}', '{"version":"v1"}'])('reads %p as no kit', (stored) => {
    expect(parseSavedKit(stored)).toBeNull();
  });
});
