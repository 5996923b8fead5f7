/**
 * What the service worker (build/service-worker/worker.ts), the field kit
 * (/field-kit) and the pages agree on: where the worker and the kit's list
 * are served, and the caches the worker reads. The worker is generated at
 * build from out/ (scripts/postbuild/); docs/offline.md explains the whole.
 */

/** The worker every page registers once it has loaded and painted; served `no-cache`. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The field kit's list of what can be saved (FieldKitManifest), written at build. */
export const FIELD_KIT_MANIFEST_PATH = '/field-kit.json';

/** The page a visitor sees offline for a page that is neither precached nor saved. */
export const OFFLINE_PAGE_PATH = '/offline';

/**
 * The caches the worker keeps besides Workbox's precache. A file the field
 * kit saves goes into `kit` only, and every route looks there when its own
 * cache and the network have nothing, so "Remove" removes exactly the kit.
 */
export const OFFLINE_CACHES = {
  /** Pages (navigations, PDFs opened as pages): network first, then this. */
  pages: 'lumora-pages',
  /** JSON the pages fetch (search index, enquiry products): network first, then this. */
  data: 'lumora-data',
  /** Fingerprinted files under /_next/static/ not in the precache: cache first. */
  assets: 'lumora-assets',
  /** Pictures: stale while revalidating, a bounded number of entries. */
  images: 'lumora-images',
  /** Videos: served from here (with range requests) when the field kit saved them. */
  media: 'lumora-media',
  /** What the visitor chose to keep on /field-kit. */
  kit: 'lumora-field-kit',
} as const;

/**
 * The query parameter the field kit adds to the files it downloads, so the
 * worker's routes leave those requests to the network and do not keep a
 * second copy in their own caches; the kit stores each under its plain URL.
 */
export const KIT_FETCH_PARAM = 'field-kit';
