import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_KIT_MANIFEST_PATH, OFFLINE_CACHES } from '@/lib/offline/caches';
import { SAVED_KIT_KEY, type FieldKitManifest, type SavedKit } from '@/lib/offline/kit';
import { FieldKit } from './field-kit';

// Each test clicks through a save with userEvent; on two shared cores the first, which also loads the modules, can pass 5 s.
jest.setTimeout(15_000);

const MB = 1024 * 1024;

/** Deviser and Sumitomo share a chunk; everything is their union. */
const manifest: FieldKitManifest = {
  version: 'v2',
  builtAt: '2026-11-27T02:00:00.000Z',
  files: {
    '/chunk.js': { bytes: 0.5 * MB, revision: 'c1' },
    '/deviser': { bytes: 0.5 * MB, revision: 'd0' },
    '/datasheets/ae1001.pdf': { bytes: 1 * MB, revision: 'p1' },
    '/sumitomo': { bytes: 1 * MB, revision: 's0' },
    '/datasheets/s1v.pdf': { bytes: 2 * MB, revision: 'p2' },
  },
  groups: [
    { key: 'everything', label: 'Everything', summary: 'All', files: ['/deviser', '/chunk.js', '/datasheets/ae1001.pdf', '/sumitomo', '/datasheets/s1v.pdf'] },
    { key: 'deviser', label: 'Deviser', summary: 'Instruments', files: ['/deviser', '/chunk.js', '/datasheets/ae1001.pdf'] },
    { key: 'sumitomo', label: 'Sumitomo', summary: 'Splicers', files: ['/sumitomo', '/chunk.js', '/datasheets/s1v.pdf'] },
  ],
};
const choices = manifest.groups.map(({ key, label, summary }) => ({ key, label, summary }));

class FakeCache {
  readonly entries = new Map<string, unknown>();
  async put(path: string, response: unknown) {
    this.entries.set(path, response);
  }
  async delete(path: string) {
    return this.entries.delete(path);
  }
  async keys() {
    return [...this.entries.keys()].map((path) => ({ url: `http://localhost${path}` }));
  }
}

let cacheStorage: Map<string, FakeCache>;
/** Downloads the test holds open, by path, until it settles them. */
let held: Map<string, () => void>;
let holdDownloads: boolean;
let fetchMock: jest.Mock;
let estimate: jest.Mock;
let persist: jest.Mock;

const kitCache = () => cacheStorage.get(OFFLINE_CACHES.kit);

function response(body: unknown) {
  return { ok: true, status: 200, redirected: false, json: () => Promise.resolve(body), body };
}

beforeEach(() => {
  cacheStorage = new Map();
  held = new Map();
  holdDownloads = false;
  localStorage.clear();
  fetchMock = jest.fn((url: string, init?: { signal?: AbortSignal }) => {
    if (url === FIELD_KIT_MANIFEST_PATH) return Promise.resolve(response(manifest));
    const path = url.replace(/\?field-kit=1$/, '');
    if (!holdDownloads) return Promise.resolve(response(path));
    return new Promise((resolve, reject) => {
      held.set(path, () => resolve(response(path)));
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The user aborted a request.', 'AbortError')));
    });
  });
  Object.assign(globalThis, {
    fetch: fetchMock,
    caches: {
      open: async (name: string) => {
        if (!cacheStorage.has(name)) cacheStorage.set(name, new FakeCache());
        return cacheStorage.get(name)!;
      },
      has: async (name: string) => cacheStorage.has(name),
      delete: async (name: string) => cacheStorage.delete(name),
      match: async () => undefined,
    },
  });
  estimate = jest.fn(async () => ({ quota: 500 * MB, usage: 10 * MB }));
  persist = jest.fn(async () => true);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { estimate, persist } });
});

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  delete (globalThis as { caches?: unknown }).caches;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (navigator as { storage?: unknown }).storage;
});

const saveButton = () => screen.getByRole('button', { name: 'Save for offline use' });
const savedSection = () => screen.getByRole('region', { name: 'Saved on this device' });

async function renderKit() {
  const user = userEvent.setup();
  render(<FieldKit choices={choices} />);
  await screen.findByText('The whole field kit is 5.0 MB.');
  return user;
}

function saveKit(kit: SavedKit, files: Record<string, string> = kit.files) {
  localStorage.setItem(SAVED_KIT_KEY, JSON.stringify(kit));
  const cache = new FakeCache();
  for (const path of Object.keys(files)) cache.entries.set(path, response(path));
  cacheStorage.set(OFFLINE_CACHES.kit, cache);
}

describe('FieldKit', () => {
  it('shows each choice’s size from field-kit.json, and the size of the choice with shared files once', async () => {
    const user = await renderKit();
    expect(screen.getByRole('checkbox', { name: 'Deviser' }).closest('div')).toHaveTextContent('2.0 MB · 3 files');
    expect(screen.getByRole('checkbox', { name: 'Sumitomo' }).closest('div')).toHaveTextContent('3.5 MB · 3 files');
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Deviser' }));
    expect(screen.getByText('This choice: 2.0 MB in 3 files.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Everything' })).toHaveProperty('indeterminate', true);

    await user.click(screen.getByRole('checkbox', { name: 'Sumitomo' }));
    expect(screen.getByText('This choice: 5.0 MB in 5 files.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Everything' })).toBeChecked();
    expect(saveButton()).toBeEnabled();
  });

  it('says plainly when the device has no room for the choice, and downloads nothing', async () => {
    estimate.mockResolvedValue({ quota: 100 * MB, usage: 95 * MB });
    const user = await renderKit();
    await user.click(screen.getByRole('checkbox', { name: 'Sumitomo' }));
    await user.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Not enough room on this device: this choice needs 8.5 MB with a margin, and the browser can give this site 5.0 MB.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(kitCache()).toBeUndefined();
  });

  it('saves a choice with a progress bar in bytes and files, then lists it with its size and date', async () => {
    const user = await renderKit();
    await user.click(screen.getByRole('checkbox', { name: 'Deviser' }));
    await user.click(saveButton());

    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('value', String(2 * MB)));
    await waitFor(() => expect(bar).toHaveAccessibleName('Field kit saved'));
    expect(bar).toHaveAttribute('max', String(2 * MB));
    expect(screen.getByText('2.0 of 2.0 MB · 3 of 3 files')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: 2.0 MB in 3 files.');

    for (const path of manifest.groups[1]!.files) expect(fetchMock).toHaveBeenCalledWith(`${path}?field-kit=1`, expect.objectContaining({ cache: 'no-store' }));
    expect([...kitCache()!.entries.keys()].sort()).toEqual(['/chunk.js', '/datasheets/ae1001.pdf', '/deviser']);
    expect(persist).toHaveBeenCalled();

    const saved = within(savedSection());
    expect(saved.getByRole('listitem')).toHaveTextContent('Deviser2.0 MB');
    expect(saved.getByText(/^Saved \d{1,2} \w+ \d{4} at .+ · 2\.0 MB in 3 files$/)).toBeInTheDocument();
    expect(saved.getByText('Up to date with the site.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saved on this device' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Deviser' })).toBeDisabled();

    const record = JSON.parse(localStorage.getItem(SAVED_KIT_KEY)!) as SavedKit;
    expect(record).toMatchObject({ version: 'v2', groups: ['deviser'], bytes: 2 * MB, files: { '/deviser': 'd0', '/chunk.js': 'c1', '/datasheets/ae1001.pdf': 'p1' } });
  });

  it('downloads only what a second choice adds', async () => {
    saveKit({ version: 'v2', savedAt: '2026-11-26T10:00:00.000Z', groups: ['deviser'], files: { '/deviser': 'd0', '/chunk.js': 'c1', '/datasheets/ae1001.pdf': 'p1' }, bytes: 2 * MB });
    const user = await renderKit();
    await user.click(screen.getByRole('checkbox', { name: 'Sumitomo' }));
    // Both families chosen make everything: the line tells what the kit will hold, and what of it is new.
    expect(screen.getByText('This choice: 5.0 MB in 5 files. 3.0 MB to download; the rest is saved already.')).toBeInTheDocument();
    await user.click(saveButton());
    await screen.findByText(/^Saved: 5\.0 MB in 5 files/);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([FIELD_KIT_MANIFEST_PATH, '/sumitomo?field-kit=1', '/datasheets/s1v.pdf?field-kit=1']);
  });

  it('cancels a save, keeping nothing it had started, and the focus returns to Save', async () => {
    holdDownloads = true;
    const user = await renderKit();
    await user.click(screen.getByRole('checkbox', { name: 'Sumitomo' }));
    await user.click(saveButton());
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await waitFor(() => expect(held.size).toBe(3));
    await act(async () => held.get('/sumitomo')!());
    expect(await screen.findByText('1.0 of 3.5 MB · 1 of 3 files')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Saving the field kit' })).toHaveAttribute('value', String(1 * MB));

    await user.click(cancel);
    expect(await screen.findByRole('status')).toHaveTextContent('Cancelled. Nothing was kept.');
    expect(kitCache()!.entries.size).toBe(0);
    expect(localStorage.getItem(SAVED_KIT_KEY)).toBeNull();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saveButton()).toHaveFocus();
    expect(within(savedSection()).getByText('Nothing is saved on this device yet.')).toBeInTheDocument();
  });

  it('offers Update when field-kit.json changed, and downloads only the changed file', async () => {
    saveKit({ version: 'v1', savedAt: '2026-11-26T10:00:00.000Z', groups: ['deviser'], files: { '/deviser': 'd0', '/chunk.js': 'c1', '/datasheets/ae1001.pdf': 'p0' }, bytes: 2 * MB });
    const user = await renderKit();
    expect(within(savedSection()).getByText('The site has changed since: 1 file to download (1.0 MB).')).toBeInTheDocument();
    await user.click(within(savedSection()).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Updated: 1 file downloaded. The field kit matches the site again.');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([FIELD_KIT_MANIFEST_PATH, '/datasheets/ae1001.pdf?field-kit=1']);
    expect(within(savedSection()).getByText('Up to date with the site.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SAVED_KIT_KEY)!)).toMatchObject({ version: 'v2', files: { '/datasheets/ae1001.pdf': 'p1' } });
  });

  it('says which saved files the browser cleared, and Update brings them back', async () => {
    const files = { '/deviser': 'd0', '/chunk.js': 'c1', '/datasheets/ae1001.pdf': 'p1' };
    saveKit({ version: 'v2', savedAt: '2026-11-26T10:00:00.000Z', groups: ['deviser'], files, bytes: 2 * MB }, { '/deviser': 'd0' });
    const user = await renderKit();
    expect(within(savedSection()).getByText('The browser has cleared 2 saved files: Update brings them back.')).toBeInTheDocument();
    await user.click(within(savedSection()).getByRole('button', { name: 'Update' }));
    await screen.findByText(/^Updated: 2 files downloaded/);
    expect([...kitCache()!.entries.keys()].sort()).toEqual(['/chunk.js', '/datasheets/ae1001.pdf', '/deviser']);
  });

  it('removes the kit: its cache and its record', async () => {
    saveKit({ version: 'v2', savedAt: '2026-11-26T10:00:00.000Z', groups: ['deviser'], files: { '/deviser': 'd0', '/chunk.js': 'c1', '/datasheets/ae1001.pdf': 'p1' }, bytes: 2 * MB });
    const user = await renderKit();
    await user.click(within(savedSection()).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The field kit was removed from this device.');
    expect(kitCache()).toBeUndefined();
    expect(localStorage.getItem(SAVED_KIT_KEY)).toBeNull();
    expect(within(savedSection()).getByText('Nothing is saved on this device yet.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Deviser' })).toBeEnabled();
  });

  it('chooses the family a product page links to', async () => {
    window.location.hash = '#kit-sumitomo';
    await renderKit();
    expect(screen.getByRole('checkbox', { name: 'Sumitomo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Deviser' })).not.toBeChecked();
    window.location.hash = '';
  });

  it('says plainly that a browser without service workers cannot keep the kit', async () => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    render(<FieldKit choices={choices} />);
    expect(await screen.findByRole('status')).toHaveTextContent('This browser cannot keep the field kit');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
