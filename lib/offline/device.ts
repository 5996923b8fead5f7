/**
 * The field kit on this device: whether the browser can keep it, the list
 * of what can be saved, the kit cache's contents, and storing one file.
 * The thin layer over Cache Storage, fetch and navigator.storage that
 * /field-kit and /offline share; the decisions are in choice.ts.
 */
import { FIELD_KIT_MANIFEST_PATH, OFFLINE_CACHES } from './caches';
import { isFieldKitManifest, kitFetchUrl } from './choice';
import type { FieldKitManifest } from './kit';

/**
 * A saved page opens offline only through the service worker, and lives in
 * Cache Storage: without either (an old browser, some private windows, a
 * page not served over HTTPS) the kit cannot be kept.
 */
export function canKeepKit(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';
}

/**
 * field-kit.json, revalidated with the server; offline, the worker answers
 * from its precache, and without the worker whatever cache holds it. Null
 * when neither has a list that checks out.
 */
export async function loadManifest(): Promise<FieldKitManifest | null> {
  return (await fetchManifest()) ?? caches.match(FIELD_KIT_MANIFEST_PATH).then(manifestOf, () => null);
}

/** field-kit.json as the server has it now (the worker asks the network first), or null. */
export function fetchManifest(): Promise<FieldKitManifest | null> {
  return fetch(FIELD_KIT_MANIFEST_PATH, { cache: 'no-cache' }).then(manifestOf, () => null);
}

async function manifestOf(response: Response | undefined): Promise<FieldKitManifest | null> {
  if (!response?.ok) return null;
  const data: unknown = await response.json().catch(() => null);
  return isFieldKitManifest(data) ? data : null;
}

/** The URL paths the kit cache holds. */
export async function cachedKitPaths(): Promise<Set<string>> {
  if (!(await caches.has(OFFLINE_CACHES.kit))) return new Set();
  const cache = await caches.open(OFFLINE_CACHES.kit);
  return new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
}

/**
 * Fetches one file past the worker's caches (`?field-kit=1`, `no-store`)
 * and keeps it in the kit cache under its plain path, which is where the
 * worker looks. Rejects on an HTTP error, a full quota or `signal`.
 */
export async function saveKitFile(cache: Cache, path: string, signal: AbortSignal): Promise<void> {
  const response = await fetch(kitFetchUrl(path), { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // A worker may not answer a navigation with a redirected response: keep the body under a fresh one.
  const kept = response.redirected ? new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers }) : response;
  await cache.put(path, kept);
}

export async function deleteKitFiles(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const cache = await caches.open(OFFLINE_CACHES.kit);
  await Promise.all(paths.map((path) => cache.delete(path)));
}

export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}
