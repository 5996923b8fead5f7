/**
 * The service worker's source: Workbox's own precaching, routing and
 * strategies, arranged for this site. scripts/postbuild/15-service-worker.mts
 * bundles it with esbuild and workbox-build injects the precache list
 * (precache.ts) into out/sw.js. docs/offline.md explains the whole.
 *
 * - Pages (navigations) go to the network first, for NETWORK_TIMEOUT_SECONDS;
 *   then the copy from the last visit, the field kit's copy, the precached
 *   copy, and last the offline page. An editor's change is live on the next
 *   online visit; no page is ever served only from a cache while the network
 *   answers in time.
 * - JSON the pages fetch (the search index, the enquiry products, the kit's
 *   list): the same, without the offline page.
 * - Precached files under /_next/static/ and the icons: from the precache.
 * - Other fingerprinted files: cache first (their name changes with them).
 * - Pictures: stale while revalidating, at most IMAGE_ENTRIES of them.
 * - PDFs fetched other than as a page: network first, kept once opened.
 * - Videos: the field kit's copy or the cache, with range requests, else the network.
 *
 * No skipWaiting: a new worker waits until every tab of the old one is
 * closed, and pages, being network first, show the new build at once.
 * A request carrying KIT_FETCH_PARAM is the field kit downloading: it goes to
 * the network untouched, and the kit stores the answer itself.
 */
import { clientsClaim } from 'workbox-core';
import type { RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { KIT_FETCH_PARAM, OFFLINE_CACHES, OFFLINE_PAGE_PATH } from '@/lib/offline/caches';
import { IMAGE_ENTRIES, NETWORK_TIMEOUT_SECONDS } from '@/lib/offline/worker-settings';

/** The worker's global scope, as much of it as this file uses (the project compiles against the DOM library). */
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
};

/** A same-origin request the field kit did not make. */
function ours({ url }: RouteMatchCallbackOptions): boolean {
  return url.origin === self.location.origin && !url.searchParams.has(KIT_FETCH_PARAM);
}

/** Where a route's own cache has nothing, the field kit's copy, whatever the query string. */
const fromKit: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ request, cachedResponse }) {
    if (cachedResponse) return cachedResponse;
    const kit = await caches.open(OFFLINE_CACHES.kit);
    return (await kit.match(request.url, { ignoreSearch: true })) ?? null;
  },
};

/** Where the network and the caches failed: the precached copy of the same path, then for a page, the offline page. */
function precachedOr(offlinePage: boolean): WorkboxPlugin {
  return {
    async handlerDidError({ request }) {
      const path = new URL(request.url).pathname;
      return (await matchPrecache(path)) ?? (offlinePage ? await matchPrecache(OFFLINE_PAGE_PATH) : undefined) ?? Response.error();
    },
  };
}

/** Only whole answers are kept: no error pages, no opaque or partial responses. */
const wholeAnswers = new CacheableResponsePlugin({ statuses: [200] });

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

registerRoute(
  (options) => ours(options) && options.request.mode === 'navigate',
  new NetworkFirst({ cacheName: OFFLINE_CACHES.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [wholeAnswers, fromKit, precachedOr(true)] }),
);

registerRoute(
  (options) => ours(options) && options.url.pathname.endsWith('.json'),
  new NetworkFirst({ cacheName: OFFLINE_CACHES.data, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [wholeAnswers, fromKit, precachedOr(false)] }),
);

// The precache serves its own fingerprinted files and icons; pages and JSON were matched above, network first.
addRoute({ cleanURLs: false, directoryIndex: '' });

registerRoute(
  (options) => ours(options) && options.url.pathname.startsWith('/_next/static/'),
  new CacheFirst({ cacheName: OFFLINE_CACHES.assets, plugins: [wholeAnswers, fromKit] }),
);

registerRoute(
  (options) => ours(options) && options.request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: OFFLINE_CACHES.images,
    plugins: [wholeAnswers, new ExpirationPlugin({ maxEntries: IMAGE_ENTRIES, purgeOnQuotaError: true }), fromKit],
  }),
);

registerRoute(
  (options) => ours(options) && options.url.pathname.endsWith('.pdf'),
  new NetworkFirst({ cacheName: OFFLINE_CACHES.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [wholeAnswers, fromKit] }),
);

registerRoute(
  (options) => ours(options) && (options.request.destination === 'video' || options.url.pathname.endsWith('.mp4')),
  // The kit's whole file first, then the range the player asked for cut from it.
  new CacheFirst({ cacheName: OFFLINE_CACHES.media, plugins: [wholeAnswers, fromKit, new RangeRequestsPlugin()] }),
);
