import {
  choiceFiles,
  choiceSize,
  groupFromHash,
  isFieldKitManifest,
  kitChoiceId,
  kitFetchUrl,
  kitStatus,
  planSave,
  reconcile,
  roomFor,
  ROOM_MARGIN,
  savedKitOutdated,
  savedKitRecord,
  stoppedSave,
} from './choice';
import type { FieldKitManifest, SavedKit } from './kit';

const MB = 1024 * 1024;

/** Two families sharing the framework chunk, and the tutorials with a video. */
const manifest: FieldKitManifest = {
  version: 'v2',
  builtAt: '2026-11-27T02:00:00.000Z',
  files: {
    '/_next/static/chunks/shared.js': { bytes: 100, revision: 's1' },
    '/deviser': { bytes: 10, revision: 'd0' },
    '/devisor/AE1001': { bytes: 20, revision: 'd1' },
    '/datasheets/ae1001.pdf': { bytes: 300, revision: 'p1' },
    '/sumitomo': { bytes: 15, revision: 'm0' },
    '/sumitomo/S1V': { bytes: 25, revision: 'm1' },
    '/datasheets/s1v.pdf': { bytes: 400, revision: 'p2' },
    '/tutorials': { bytes: 30, revision: 't0' },
    '/media/video/film.mp4': { bytes: 5000, revision: 'v1' },
  },
  groups: [
    {
      key: 'everything',
      label: 'Everything',
      summary: 'All',
      files: [
        '/deviser',
        '/_next/static/chunks/shared.js',
        '/devisor/AE1001',
        '/datasheets/ae1001.pdf',
        '/sumitomo',
        '/sumitomo/S1V',
        '/datasheets/s1v.pdf',
        '/tutorials',
        '/media/video/film.mp4',
      ],
    },
    { key: 'deviser', label: 'Deviser', summary: '1 product', files: ['/deviser', '/_next/static/chunks/shared.js', '/devisor/AE1001', '/datasheets/ae1001.pdf'] },
    { key: 'sumitomo', label: 'Sumitomo', summary: '1 product', files: ['/sumitomo', '/_next/static/chunks/shared.js', '/sumitomo/S1V', '/datasheets/s1v.pdf'] },
    { key: 'tutorials', label: 'Tutorials', summary: 'A film', files: ['/tutorials', '/_next/static/chunks/shared.js', '/media/video/film.mp4'] },
  ],
};

const revisions = (files: readonly string[]) => Object.fromEntries(files.map((f) => [f, manifest.files[f]!.revision]));

const savedDeviser: SavedKit = {
  version: 'v1',
  savedAt: '2026-11-20T08:00:00.000Z',
  groups: ['deviser'],
  files: revisions(manifest.groups[1]!.files),
  bytes: 430,
};

describe('the size of a choice', () => {
  it('counts a file two chosen groups share once', () => {
    expect(choiceSize(manifest, ['deviser'])).toEqual({ bytes: 430, files: 4 });
    expect(choiceSize(manifest, ['sumitomo'])).toEqual({ bytes: 540, files: 4 });
    expect(choiceSize(manifest, ['deviser', 'sumitomo'])).toEqual({ bytes: 430 + 540 - 100, files: 7 });
  });

  it('is the whole kit for everything, whatever else is chosen with it', () => {
    const whole = choiceSize(manifest, ['everything']);
    expect(whole).toEqual({ bytes: 5900, files: 9 });
    expect(choiceSize(manifest, ['everything', 'deviser', 'tutorials'])).toEqual(whole);
    expect(choiceSize(manifest, ['deviser', 'sumitomo', 'tutorials'])).toEqual(whole);
  });

  it('chooses nothing for no key or a key the manifest does not have', () => {
    expect(choiceSize(manifest, [])).toEqual({ bytes: 0, files: 0 });
    expect(choiceFiles(manifest, ['edfa'])).toEqual([]);
  });

  it('lists files in the order of the manifest’s groups, each once', () => {
    expect(choiceFiles(manifest, ['tutorials', 'deviser'])).toEqual([
      '/deviser',
      '/_next/static/chunks/shared.js',
      '/devisor/AE1001',
      '/datasheets/ae1001.pdf',
      '/tutorials',
      '/media/video/film.mp4',
    ]);
  });
});

describe('what a save downloads', () => {
  it('downloads everything on a device with no kit', () => {
    const plan = planSave(manifest, ['deviser'], null);
    expect(plan.download).toEqual(plan.files);
    expect(plan.downloadBytes).toBe(430);
    expect(plan.drop).toEqual([]);
  });

  it('downloads only what the saved kit lacks, and keeps the saved groups', () => {
    const current = { ...savedDeviser, version: 'v2' };
    const plan = planSave(manifest, ['sumitomo'], current);
    expect(plan.groups).toEqual(['deviser', 'sumitomo']);
    expect(plan.download).toEqual(['/sumitomo', '/sumitomo/S1V', '/datasheets/s1v.pdf']);
    expect(plan.downloadBytes).toBe(440);
    expect(plan.totalBytes).toBe(870);
  });

  it('downloads nothing for a choice saved already', () => {
    expect(planSave(manifest, ['deviser'], savedDeviser).download).toEqual([]);
  });

  it('drops saved files that no kept group lists, and groups the site no longer has', () => {
    const saved = { ...savedDeviser, groups: ['deviser', 'edfa'], files: { ...savedDeviser.files, '/lumoraedfa': 'e0', '/devisor/AE9': 'x' } };
    const plan = planSave(manifest, [], saved);
    expect(plan.groups).toEqual(['deviser']);
    expect(plan.drop).toEqual(['/lumoraedfa', '/devisor/AE9']);
  });
});

describe('a saved kit against a newer manifest', () => {
  it('finds the files whose revision changed and those the site dropped', () => {
    const saved = { ...savedDeviser, files: { ...savedDeviser.files, '/datasheets/ae1001.pdf': 'p0', '/devisor/AE3': 'a3' } };
    const status = kitStatus(saved, manifest);
    expect(status).toEqual({ outdated: true, changed: ['/datasheets/ae1001.pdf'], gone: ['/devisor/AE3'], changedBytes: 300 });
  });

  it('counts a file a saved group gained as one to download', () => {
    const files = Object.fromEntries(Object.entries(savedDeviser.files).filter(([path]) => path !== '/devisor/AE1001'));
    expect(kitStatus({ ...savedDeviser, files }, manifest).changed).toEqual(['/devisor/AE1001']);
  });

  it('is current when the version matches and every file is at its revision', () => {
    expect(kitStatus({ ...savedDeviser, version: 'v2' }, manifest)).toEqual({ outdated: false, changed: [], gone: [], changedBytes: 0 });
  });

  it('offers an update when only the version moved', () => {
    expect(kitStatus(savedDeviser, manifest).outdated).toBe(true);
  });
});

describe('the header’s word on a saved kit', () => {
  const withFile = (path: string, revision: string): FieldKitManifest => ({ ...manifest, version: 'v3', files: { ...manifest.files, [path]: { bytes: 1, revision } } });

  it('is current against the list it was saved from', () => {
    expect(savedKitOutdated({ ...savedDeviser, version: 'v2' }, manifest)).toBe(false);
  });

  it('stays current when a newer list changed only files the kit does not hold', () => {
    expect(savedKitOutdated(savedDeviser, withFile('/sumitomo/S1V', 'm2'))).toBe(false);
  });

  it('is out of date when a saved file has a new revision', () => {
    expect(savedKitOutdated(savedDeviser, withFile('/datasheets/ae1001.pdf', 'p9'))).toBe(true);
  });

  it('is out of date when a saved file is gone from its group', () => {
    const deviser = manifest.groups[1]!;
    const shorter = { ...manifest, groups: manifest.groups.map((g) => (g === deviser ? { ...g, files: g.files.filter((f) => f !== '/datasheets/ae1001.pdf') } : g)) };
    expect(savedKitOutdated(savedDeviser, shorter)).toBe(true);
  });

  it('is out of date when a saved group gained a file', () => {
    const files = Object.fromEntries(Object.entries(savedDeviser.files).filter(([path]) => path !== '/devisor/AE1001'));
    expect(savedKitOutdated({ ...savedDeviser, files }, manifest)).toBe(true);
  });
});

describe('the record of a save', () => {
  it('holds every file of the plan at the manifest’s revision, and their bytes', () => {
    const plan = planSave(manifest, ['deviser', 'tutorials'], null);
    const kit = savedKitRecord(manifest, plan, '2026-11-27T03:00:00.000Z');
    expect(kit.version).toBe('v2');
    expect(kit.groups).toEqual(['deviser', 'tutorials']);
    expect(kit.files['/media/video/film.mp4']).toBe('v1');
    expect(Object.keys(kit.files)).toHaveLength(6);
    expect(kit.bytes).toBe(430 + 30 + 5000);
  });
});

describe('a save stopped part way', () => {
  it('deletes every file it started that the kit did not hold, finished or not', () => {
    const stopped = stoppedSave(manifest, null, ['/deviser', '/devisor/AE1001', '/datasheets/ae1001.pdf'], ['/deviser']);
    expect(stopped).toEqual({ discard: ['/deviser', '/devisor/AE1001', '/datasheets/ae1001.pdf'], updated: [], kit: null });
  });

  it('keeps files it brought up to date, recorded at their new revision, and the earlier kit otherwise', () => {
    const saved = { ...savedDeviser, files: { ...savedDeviser.files, '/datasheets/ae1001.pdf': 'p0', '/devisor/AE1001': 'd0' } };
    const stopped = stoppedSave(manifest, saved, ['/datasheets/ae1001.pdf', '/devisor/AE1001', '/sumitomo'], ['/datasheets/ae1001.pdf', '/sumitomo']);
    expect(stopped.discard).toEqual(['/sumitomo']);
    expect(stopped.updated).toEqual(['/datasheets/ae1001.pdf']);
    expect(stopped.kit?.files['/datasheets/ae1001.pdf']).toBe('p1');
    expect(stopped.kit?.files['/devisor/AE1001']).toBe('d0');
    expect(stopped.kit?.version).toBe('v1');
    expect(stopped.kit?.groups).toEqual(['deviser']);
  });
});

describe('a saved kit against the kit cache', () => {
  it('leaves out the files the browser cleared and counts them, so a plan downloads them again', () => {
    const cached = new Set(['/deviser', '/_next/static/chunks/shared.js']);
    const { kit, missing, orphans } = reconcile(savedDeviser, cached);
    expect(missing).toBe(2);
    expect(orphans).toEqual([]);
    expect(Object.keys(kit!.files)).toEqual(['/deviser', '/_next/static/chunks/shared.js']);
    expect(planSave(manifest, [], kit).download).toEqual(['/devisor/AE1001', '/datasheets/ae1001.pdf']);
  });

  it('returns the same kit when the cache holds every file', () => {
    expect(reconcile(savedDeviser, new Set(Object.keys(savedDeviser.files)))).toEqual({ kit: savedDeviser, missing: 0, orphans: [] });
  });

  it('names cached files no record lists, all of them when there is no record', () => {
    const cached = new Set([...Object.keys(savedDeviser.files), '/sumitomo']);
    expect(reconcile(savedDeviser, cached).orphans).toEqual(['/sumitomo']);
    expect(reconcile(null, new Set(['/deviser', '/sumitomo']))).toEqual({ kit: null, missing: 0, orphans: ['/deviser', '/sumitomo'] });
  });
});

describe('room for a choice', () => {
  it('asks for the download plus a tenth of it, at least 5 MB', () => {
    expect(roomFor(10 * MB, { quota: 100 * MB, usage: 0 })).toEqual({ kind: 'enough', needed: 15 * MB, free: 100 * MB });
    expect(roomFor(100 * MB, { quota: 1000 * MB, usage: 0 }).needed).toBe(110 * MB);
    expect(ROOM_MARGIN.minBytes).toBe(5 * MB);
  });

  it('is short when quota less usage cannot hold it with the margin', () => {
    expect(roomFor(10 * MB, { quota: 100 * MB, usage: 86 * MB })).toEqual({ kind: 'short', needed: 15 * MB, free: 14 * MB });
    expect(roomFor(10 * MB, { quota: 100 * MB, usage: 85 * MB }).kind).toBe('enough');
  });

  it('needs nothing for nothing to download', () => {
    expect(roomFor(0, { quota: 0, usage: 0 }).kind).toBe('enough');
  });

  it('does not know without an estimate', () => {
    expect(roomFor(MB, null)).toEqual({ kind: 'unknown', needed: 6 * MB });
    expect(roomFor(MB, {}).kind).toBe('unknown');
  });
});

describe('addresses', () => {
  it('downloads a file with the field-kit parameter the worker leaves to the network', () => {
    expect(kitFetchUrl('/devisor/AE1001')).toBe('/devisor/AE1001?field-kit=1');
    expect(kitFetchUrl('/x?y=1')).toBe('/x?y=1&field-kit=1');
  });

  it('names a choice’s row and reads it back from the address', () => {
    expect(kitChoiceId('deviser')).toBe('kit-deviser');
    expect(groupFromHash(`#${kitChoiceId('planner-and-branches')}`)).toBe('planner-and-branches');
    expect(groupFromHash('#main')).toBeNull();
    expect(groupFromHash('')).toBeNull();
  });
});

describe('field-kit.json as fetched', () => {
  it('accepts the manifest and refuses one whose group names a file it does not list', () => {
    expect(isFieldKitManifest(manifest)).toBe(true);
    expect(isFieldKitManifest({ ...manifest, groups: [{ key: 'x', label: 'X', summary: '', files: ['/nowhere'] }] })).toBe(false);
    expect(isFieldKitManifest({ ...manifest, files: { '/a': { bytes: 'big', revision: 'r' } } })).toBe(false);
    expect(isFieldKitManifest(null)).toBe(false);
    expect(isFieldKitManifest({ version: 'v' })).toBe(false);
  });
});
