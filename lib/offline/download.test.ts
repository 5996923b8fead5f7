import { downloadAll, KIT_DOWNLOAD_CONCURRENCY, type DownloadItem, type DownloadProgress } from './download';

const items: DownloadItem[] = Array.from({ length: 7 }, (_, i) => ({ path: `/f${i}`, bytes: (i + 1) * 100 }));

/** A save whose every call waits until the test settles it, so the test sees what is in flight. */
function controlledSave() {
  const pending = new Map<string, { resolve: () => void; reject: (e: unknown) => void; signal: AbortSignal }>();
  const save = (path: string, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      pending.set(path, { resolve, reject, signal });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
    });
  return { pending, save };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('downloadAll', () => {
  it('keeps at most three files in flight, and reports bytes and files as each is stored', async () => {
    const { pending, save } = controlledSave();
    const progress: DownloadProgress[] = [];
    const run = downloadAll({ items, save, signal: new AbortController().signal, onProgress: (p) => progress.push(p) });
    await tick();
    expect(KIT_DOWNLOAD_CONCURRENCY).toBe(3);
    expect([...pending.keys()]).toEqual(['/f0', '/f1', '/f2']);
    pending.get('/f1')!.resolve();
    await tick();
    expect([...pending.keys()]).toEqual(['/f0', '/f1', '/f2', '/f3']);
    expect(progress).toEqual([{ bytes: 200, files: 1 }]);
    for (let i = 0; i < items.length; i += 1) {
      for (const [path, p] of pending) if (path !== '/f1') p.resolve();
      await tick();
    }
    const result = await run;
    expect(result.outcome).toBe('done');
    expect([...result.stored].sort()).toEqual(items.map((i) => i.path));
    expect(progress.at(-1)).toEqual({ bytes: 2800, files: 7 });
  });

  it('stops every download when the visitor cancels, and says which files it started and stored', async () => {
    const { pending, save } = controlledSave();
    const cancel = new AbortController();
    const run = downloadAll({ items, save, signal: cancel.signal, onProgress: () => undefined });
    await tick();
    pending.get('/f0')!.resolve();
    await tick();
    cancel.abort();
    const result = await run;
    expect(result.outcome).toBe('cancelled');
    expect(result.stored).toEqual(['/f0']);
    expect(result.touched).toEqual(['/f0', '/f1', '/f2', '/f3']);
    expect(pending.get('/f2')!.signal.aborted).toBe(true);
    expect(pending.has('/f4')).toBe(false);
  });

  it('stops the rest at the first failure and names the file', async () => {
    const { pending, save } = controlledSave();
    const run = downloadAll({ items, save, signal: new AbortController().signal, onProgress: () => undefined });
    await tick();
    pending.get('/f1')!.reject(new Error('HTTP 404'));
    const result = await run;
    expect(result).toMatchObject({ outcome: 'failed', file: '/f1', stored: [] });
    expect(result.outcome === 'failed' && (result.error as Error).message).toBe('HTTP 404');
    expect(pending.get('/f0')!.signal.aborted).toBe(true);
    expect(result.touched).toEqual(['/f0', '/f1', '/f2']);
  });

  it('starts nothing when cancelled before it begins, and finishes at once with nothing to do', async () => {
    const save = jest.fn(() => Promise.resolve());
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(downloadAll({ items, save, signal: cancelled.signal, onProgress: () => undefined })).resolves.toMatchObject({ outcome: 'cancelled', touched: [] });
    await expect(downloadAll({ items: [], save, signal: new AbortController().signal, onProgress: () => undefined })).resolves.toMatchObject({ outcome: 'done', stored: [] });
    expect(save).not.toHaveBeenCalled();
  });
});
