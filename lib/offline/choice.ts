/**
 * The field kit's arithmetic, pure so /field-kit, /offline and the tests
 * share it: what a choice of groups holds and weighs (a file two groups
 * share counts once), what of it this device has already, what a newer
 * field-kit.json changed, and whether the storage the browser grants has
 * room for it.
 */
import { KIT_FETCH_PARAM } from './caches';
import type { FieldKitManifest, KitFile, SavedKit } from './kit';

/** The group holding every other group's files. */
export const KIT_EVERYTHING = 'everything';
export const KIT_TUTORIALS = 'tutorials';
export const KIT_PLANNER_AND_BRANCHES = 'planner-and-branches';

/** A choice's row on /field-kit; a product page links to `/field-kit#kit-<family>` to choose its family there. */
export function kitChoiceId(groupKey: string): string {
  return `kit-${groupKey}`;
}

/** The group a `#kit-<key>` address names, or null. */
export function groupFromHash(hash: string): string | null {
  const match = /^#kit-([a-z0-9-]+)$/.exec(hash);
  return match ? match[1]! : null;
}

/** Where the kit downloads a file: the worker leaves requests carrying KIT_FETCH_PARAM to the network. */
export function kitFetchUrl(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${KIT_FETCH_PARAM}=1`;
}

export interface Size {
  bytes: number;
  files: number;
}

/** The files of the chosen groups, each once, in the order the manifest lists its groups; unknown keys choose nothing. */
export function choiceFiles(manifest: FieldKitManifest, keys: Iterable<string>): string[] {
  const chosen = new Set(keys);
  const files = new Set<string>();
  for (const group of manifest.groups) if (chosen.has(group.key)) for (const file of group.files) files.add(file);
  return [...files];
}

/** Bytes and count of files listed in the manifest. */
export function filesSize(manifest: FieldKitManifest, files: readonly string[]): Size {
  return { bytes: files.reduce((sum, file) => sum + fileOf(manifest, file).bytes, 0), files: files.length };
}

export function choiceSize(manifest: FieldKitManifest, keys: Iterable<string>): Size {
  return filesSize(manifest, choiceFiles(manifest, keys));
}

function fileOf(manifest: FieldKitManifest, file: string): KitFile {
  const entry = manifest.files[file];
  if (!entry) throw new Error(`field-kit.json lists ${file} in a group but not in its files`);
  return entry;
}

/** What saving a choice does on a device that holds `saved` (or nothing). */
export interface SavePlan {
  /** The groups the kit holds afterwards: the ones saved before that the manifest still has, and the chosen ones. */
  groups: string[];
  /** Every file of those groups. */
  files: string[];
  /** Files not saved yet, or saved at another revision. */
  download: string[];
  /** Saved files that no kept group lists any more. */
  drop: string[];
  downloadBytes: number;
  totalBytes: number;
}

export function planSave(manifest: FieldKitManifest, chosen: Iterable<string>, saved: SavedKit | null): SavePlan {
  const wanted = new Set([...(saved?.groups ?? []), ...chosen]);
  const groups = manifest.groups.map((g) => g.key).filter((key) => wanted.has(key));
  const files = choiceFiles(manifest, groups);
  const kept = new Set(files);
  const download = files.filter((file) => saved?.files[file] !== fileOf(manifest, file).revision);
  const drop = Object.keys(saved?.files ?? {}).filter((file) => !kept.has(file));
  return {
    groups,
    files,
    download,
    drop,
    downloadBytes: filesSize(manifest, download).bytes,
    totalBytes: filesSize(manifest, files).bytes,
  };
}

/** A saved kit against the manifest the site now serves. */
export interface KitStatus {
  /** field-kit.json changed since the kit was saved: offer "Update". */
  outdated: boolean;
  /** Saved files whose revision differs, and files the saved groups now list that the kit lacks. */
  changed: string[];
  /** Saved files the site no longer lists in the saved groups. */
  gone: string[];
  changedBytes: number;
}

export function kitStatus(saved: SavedKit, manifest: FieldKitManifest): KitStatus {
  const update = planSave(manifest, [], saved);
  return {
    outdated: saved.version !== manifest.version || update.download.length > 0 || update.drop.length > 0,
    changed: update.download,
    gone: update.drop,
    changedBytes: update.downloadBytes,
  };
}

/**
 * Whether the header says the saved kit is out of date: a file it saved has
 * a new revision or is gone, or a saved group gained a file. A newer list
 * that changes nothing the kit holds (another family's page, say) leaves it
 * current, though /field-kit would still offer "Update" for the new version.
 */
export function savedKitOutdated(saved: SavedKit, manifest: FieldKitManifest): boolean {
  const status = kitStatus(saved, manifest);
  return status.changed.length > 0 || status.gone.length > 0;
}

/** The record of a kit that now holds exactly the plan's files at the manifest's revisions. */
export function savedKitRecord(manifest: FieldKitManifest, plan: SavePlan, savedAt: string): SavedKit {
  return {
    version: manifest.version,
    savedAt,
    groups: plan.groups,
    files: Object.fromEntries(plan.files.map((file) => [file, fileOf(manifest, file).revision])),
    bytes: plan.totalBytes,
  };
}

/** What a save stopped part way (cancelled, failed) leaves: nothing half-written. */
export interface StoppedSave {
  /** Files this run wrote that the kit did not hold before: to delete again. */
  discard: string[];
  /** Files this run brought up to date that the kit held before: they stay, at their new revision. */
  updated: string[];
  /** The record afterwards: the earlier kit with those revisions, or none. */
  kit: SavedKit | null;
}

/**
 * `touched` is every file the run started on, `stored` the ones it finished.
 * A new file is deleted whether or not its write finished, so nothing the
 * record does not list stays in the cache.
 */
export function stoppedSave(manifest: FieldKitManifest, previous: SavedKit | null, touched: readonly string[], stored: readonly string[]): StoppedSave {
  const before = previous?.files ?? {};
  const discard = touched.filter((file) => !(file in before));
  const updated = stored.filter((file) => file in before && before[file] !== fileOf(manifest, file).revision);
  const kit = previous
    ? { ...previous, files: { ...before, ...Object.fromEntries(updated.map((file) => [file, fileOf(manifest, file).revision])) } }
    : null;
  return { discard, updated, kit };
}

/** A saved kit set against what the kit cache really holds. */
export interface Reconciled {
  /** The record without the files the cache lost (the browser may clear storage it was not asked to persist), so a plan downloads them again. */
  kit: SavedKit | null;
  /** How many saved files the cache lost. */
  missing: number;
  /** Cached files no record lists (a save the visitor left the page during): to delete. */
  orphans: string[];
}

export function reconcile(saved: SavedKit | null, cached: ReadonlySet<string>): Reconciled {
  const orphans = [...cached].filter((file) => !saved || !(file in saved.files));
  if (!saved) return { kit: null, missing: 0, orphans };
  const files = Object.entries(saved.files).filter(([file]) => cached.has(file));
  const missing = Object.keys(saved.files).length - files.length;
  return { kit: missing === 0 ? saved : { ...saved, files: Object.fromEntries(files) }, missing, orphans };
}

/**
 * Room kept free beyond a download's own bytes: Cache Storage counts each
 * entry's headers and bookkeeping too, and a device with its quota filled to
 * the byte has nothing left for anything else. A tenth of the download, and
 * at least 5 MB.
 */
export const ROOM_MARGIN = { share: 0.1, minBytes: 5 * 1024 * 1024 } as const;

export type Room =
  | { kind: 'enough' | 'short'; needed: number; free: number }
  /** The browser does not say (no navigator.storage.estimate): try, and catch a full quota while saving. */
  | { kind: 'unknown'; needed: number };

/** Whether the origin's quota (navigator.storage.estimate(): quota − usage) has room for `bytes` with the margin. */
export function roomFor(bytes: number, estimate: { quota?: number; usage?: number } | null | undefined): Room {
  const needed = bytes === 0 ? 0 : bytes + Math.max(ROOM_MARGIN.minBytes, Math.ceil(bytes * ROOM_MARGIN.share));
  if (typeof estimate?.quota !== 'number') return { kind: 'unknown', needed };
  const free = Math.max(0, estimate.quota - (estimate.usage ?? 0));
  return { kind: free >= needed ? 'enough' : 'short', needed, free };
}

/** field-kit.json as fetched, checked before anything trusts it. */
export function isFieldKitManifest(value: unknown): value is FieldKitManifest {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<Record<keyof FieldKitManifest, unknown>>;
  if (typeof m.version !== 'string' || typeof m.builtAt !== 'string') return false;
  if (typeof m.files !== 'object' || m.files === null || !Array.isArray(m.groups)) return false;
  const files = m.files as Record<string, unknown>;
  const fileOk = (f: unknown) =>
    typeof f === 'object' && f !== null && Number.isFinite((f as KitFile).bytes) && typeof (f as KitFile).revision === 'string';
  return (
    Object.values(files).every(fileOk) &&
    m.groups.every(
      (g: unknown) =>
        typeof g === 'object' &&
        g !== null &&
        typeof (g as { key: unknown }).key === 'string' &&
        typeof (g as { label: unknown }).label === 'string' &&
        Array.isArray((g as { files: unknown }).files) &&
        (g as { files: unknown[] }).files.every((f) => typeof f === 'string' && f in files),
    )
  );
}
