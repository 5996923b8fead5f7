'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useBrowserValue } from '@/components/hooks/use-browser-value';
import { fieldKitPage as words } from '@/content/field-kit';
import { formatBytes } from '@/lib/format/bytes';
import { OFFLINE_CACHES } from '@/lib/offline/caches';
import { planSave, reconcile, roomFor, savedKitRecord, stoppedSave, type Size } from '@/lib/offline/choice';
import { cachedKitPaths, canKeepKit, deleteKitFiles, isQuotaError, loadManifest, saveKitFile } from '@/lib/offline/device';
import { downloadAll } from '@/lib/offline/download';
import type { FieldKitManifest, SavedKit } from '@/lib/offline/kit';
import { readSavedKit, writeSavedKit } from '@/lib/offline/saved-kit';

export type KitEnvironment = 'pending' | 'unsupported' | 'ready';

export interface KitProgress {
  update: boolean;
  total: Size;
  done: Size;
}

export interface KitNotice {
  tone: 'done' | 'problem';
  text: string;
  /** A second line: the browser may clear the kit. */
  note?: string;
}

/** 'busy' covers the room check, the download and the clean-up after it. */
export type KitPhase = 'idle' | 'busy';

export type KitOutcome = 'done' | 'stopped' | 'refused';

/** How the last action ended, once the controls are enabled again: where the focus goes next. */
export interface KitFinished {
  action: 'save' | 'update' | 'remove';
  outcome: KitOutcome;
}

/**
 * The field kit's state on this device and what the page can do with it:
 * read the list, the saved record and the kit cache on mount; save a choice
 * or update the kit (room first, three files at a time, cancellable); remove
 * it. Only the last finished save keeps its progress shown.
 */
export function useFieldKit() {
  const environment = useBrowserValue<KitEnvironment>(() => (canKeepKit() ? 'ready' : 'unsupported'), 'pending');
  const [manifest, setManifest] = useState<FieldKitManifest | null | 'failed'>(null);
  const [saved, setSaved] = useState<SavedKit | null>(null);
  const [missing, setMissing] = useState(0);
  const [phase, setPhase] = useState<KitPhase>('idle');
  const [progress, setProgress] = useState<KitProgress | null>(null);
  const [notice, setNotice] = useState<KitNotice | null>(null);
  const [finished, setFinished] = useState<KitFinished | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (environment !== 'ready') return;
    let live = true;
    void (async () => {
      const [list, cached] = await Promise.all([loadManifest(), cachedKitPaths().catch(() => new Set<string>())]);
      const state = reconcile(readSavedKit(), cached);
      await deleteKitFiles(state.orphans).catch(() => undefined);
      if (!live) return;
      setManifest(list ?? 'failed');
      setSaved(state.kit);
      setMissing(state.missing);
    })();
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, [environment]);

  const save = useCallback(
    async (chosen: readonly string[]): Promise<KitOutcome> => {
      if (typeof manifest !== 'object' || manifest === null) return 'refused';
      const update = chosen.length === 0;
      const end = (outcome: KitOutcome) => {
        setPhase('idle');
        setFinished({ action: update ? 'update' : 'save', outcome });
        return outcome;
      };
      const plan = planSave(manifest, chosen, saved);
      setNotice(null);
      setFinished(null);
      setProgress(null);
      setPhase('busy');

      const estimate = await Promise.resolve(navigator.storage?.estimate?.()).catch(() => null);
      const room = roomFor(plan.downloadBytes, estimate);
      if (room.kind === 'short') {
        setNotice({ tone: 'problem', text: words.noRoom(formatBytes(room.needed), formatBytes(room.free)) });
        return end('refused');
      }
      // Asked, not awaited: a browser that prompts must not hold up the download.
      const persisted = Promise.resolve(navigator.storage?.persist?.()).then(Boolean, () => false);

      const controller = new AbortController();
      abort.current = controller;
      const total = { bytes: plan.downloadBytes, files: plan.download.length };
      setProgress({ update, total, done: { bytes: 0, files: 0 } });
      const cache = await caches.open(OFFLINE_CACHES.kit).catch(() => null);
      if (!cache) {
        setProgress(null);
        setNotice({ tone: 'problem', text: words.unsupported });
        return end('refused');
      }
      const result = await downloadAll({
        items: plan.download.map((path) => ({ path, bytes: manifest.files[path]!.bytes })),
        save: (path, signal) => saveKitFile(cache, path, signal),
        signal: controller.signal,
        onProgress: (done) => setProgress({ update, total, done }),
      });
      abort.current = null;

      if (result.outcome === 'done') {
        await deleteKitFiles(plan.drop);
        const kit = savedKitRecord(manifest, plan, new Date().toISOString());
        writeSavedKit(kit);
        setSaved(kit);
        setMissing(0);
        setNotice({
          tone: 'done',
          text: update ? words.updated(plan.download.length, plan.drop.length) : words.saved(formatBytes(plan.totalBytes), plan.files.length),
          ...((await persisted) ? {} : { note: words.notPersisted }),
        });
        return end('done');
      }

      const stopped = stoppedSave(manifest, saved, result.touched, result.stored);
      await deleteKitFiles(stopped.discard).catch(() => undefined);
      writeSavedKit(stopped.kit);
      setSaved(stopped.kit);
      setProgress(null);
      setNotice({
        tone: 'problem',
        text:
          result.outcome === 'cancelled'
            ? words.cancelled(saved !== null, stopped.updated.length)
            : isQuotaError(result.error)
              ? words.full
              : words.failed(result.file, result.error instanceof Error ? result.error.message : String(result.error)),
      });
      return end('stopped');
    },
    [manifest, saved],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);

  const remove = useCallback(async () => {
    setPhase('busy');
    setFinished(null);
    await caches.delete(OFFLINE_CACHES.kit);
    writeSavedKit(null);
    setSaved(null);
    setMissing(0);
    setProgress(null);
    setNotice({ tone: 'done', text: words.removed });
    setPhase('idle');
    setFinished({ action: 'remove', outcome: 'done' });
  }, []);

  return { environment, manifest, saved, missing, phase, progress, notice, finished, save, cancel, remove };
}
