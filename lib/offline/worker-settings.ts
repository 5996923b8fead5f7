/**
 * The service worker's numbers (build/offline/worker.ts), and the precache
 * budget the build holds it to (build/offline/precache.ts).
 */

/** How long a page or JSON request waits for the network before a cached copy answers. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** Pictures kept from browsing; the oldest go first. The field kit's files are not counted. */
export const IMAGE_ENTRIES = 60;

/**
 * The most the worker may precache at install, in bytes over the wire (gzip;
 * the hosts serve Brotli, smaller still). Every visitor's browser downloads
 * the precache unasked, so this is what the budget holds down; the device
 * stores the files uncompressed, about four times this, and the build prints both.
 */
export const PRECACHE_BUDGET_BYTES = 1.5 * 1024 * 1024;

/** The pages every visitor has offline once the worker is installed. */
export const PRECACHED_PAGES = ['/', '/contact', '/planner', '/search', '/field-kit', '/offline'] as const;
