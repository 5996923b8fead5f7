import { IMAGE_FORMATS, type ImageManifest } from '@/lib/media/manifest';
import { SERVICE_WORKER_PATH } from '@/lib/offline/caches';

/**
 * Cache classes. A file whose name changes whenever its bytes change is kept
 * for a year and never revalidated; everything else (pages, the search
 * index, sitemap and robots files, datasheets, media under a fixed name) is
 * revalidated on every use, which costs a 304 when nothing changed. A
 * service-worker script is `no-cache`: the browser asks for it again on
 * navigations to find a new worker, and no cache on the way, a CDN's or the
 * browser's, may answer for it without asking the origin.
 */
export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
  worker: 'no-cache',
} as const;

export type CacheClass = keyof typeof CACHE_CONTROL;

/**
 * The service-worker scripts a page may register, served `no-cache` where
 * the export has them. A kill switch takes the worker's own address (a
 * browser looks for updates only at the address it registered), so it
 * needs no entry of its own.
 */
export const WORKER_SCRIPTS: readonly string[] = [SERVICE_WORKER_PATH];

/** The service-worker scripts among the export's files. */
export function workerScripts(files: readonly string[]): string[] {
  const exported = new Set(files);
  return WORKER_SCRIPTS.filter((path) => exported.has(path));
}

/** Next names everything it writes under this folder by a hash of its content. */
export const NEXT_STATIC_DIR = '/_next/static/';

/**
 * An immutable path: a folder (`/img/`, ending in a slash) whose every file
 * has a fingerprinted name, or one fingerprinted file in a mixed folder.
 */
export type ImmutableRule = { kind: 'folder'; path: string } | { kind: 'file'; path: string };

/** Every encoded image file the manifest lists: each is named by a fingerprint. */
export function imageVariantFiles(manifest: ImageManifest): Set<string> {
  const files = new Set<string>();
  for (const entry of Object.values(manifest.images)) {
    for (const variant of entry.variants) for (const format of IMAGE_FORMATS) files.add(variant[format]);
  }
  return files;
}

/**
 * Files whose names carry a fingerprint: Next's static output, and the image
 * variants the image step names by a hash of source and encoder settings.
 */
export function fingerprintedFiles(files: readonly string[], imageVariants: ReadonlySet<string>): Set<string> {
  return new Set(files.filter((f) => f.startsWith(NEXT_STATIC_DIR) || imageVariants.has(f)));
}

/**
 * The fewest rules that name every fingerprinted file and nothing else: a
 * folder whose files are all fingerprinted is one rule, however deep; a
 * fingerprinted file in a folder that also holds other files is a rule of
 * its own. Paths start with '/'; rules come out sorted.
 */
export function immutableRules(files: readonly string[], fingerprinted: ReadonlySet<string>): ImmutableRule[] {
  const root = new Folder();
  for (const file of files) root.add(file.slice(1).split('/'), file, fingerprinted.has(file));
  const rules: ImmutableRule[] = [];
  root.collect('/', rules);
  return rules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export function classify(path: string, rules: readonly ImmutableRule[], workers: readonly string[] = []): CacheClass {
  if (workers.includes(path)) return 'worker';
  const immutable = rules.some((r) => (r.kind === 'folder' ? path.startsWith(r.path) : path === r.path));
  return immutable ? 'immutable' : 'revalidate';
}

class Folder {
  private readonly folders = new Map<string, Folder>();
  private readonly files: { path: string; fingerprinted: boolean }[] = [];

  add(segments: readonly string[], path: string, fingerprinted: boolean): void {
    const [head, ...rest] = segments;
    if (head === undefined) return;
    if (rest.length === 0) {
      this.files.push({ path, fingerprinted });
      return;
    }
    let child = this.folders.get(head);
    if (!child) {
      child = new Folder();
      this.folders.set(head, child);
    }
    child.add(rest, path, fingerprinted);
  }

  allFingerprinted(): boolean {
    return this.files.every((f) => f.fingerprinted) && [...this.folders.values()].every((f) => f.allFingerprinted());
  }

  collect(path: string, rules: ImmutableRule[]): void {
    for (const [name, folder] of this.folders) {
      const folderPath = `${path}${name}/`;
      if (folder.allFingerprinted()) rules.push({ kind: 'folder', path: folderPath });
      else folder.collect(folderPath, rules);
    }
    for (const file of this.files) if (file.fingerprinted) rules.push({ kind: 'file', path: file.path });
  }
}
