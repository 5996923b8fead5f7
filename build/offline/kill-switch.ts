/**
 * The kill switch: a worker that removes itself. Served as /sw.js in place of
 * the real one (deploy/service-worker/sw.js, or a SERVICE_WORKER=off build),
 * it reaches every visitor who has a worker, on their next visit or within a
 * day: the browser checks /sw.js on each navigation, past any HTTP cache. It
 * takes over at once, deletes this site's caches, unregisters, and reloads
 * the tabs it controlled, so they load from the network. docs/offline.md.
 */

// A module, so `self` below is this file's own declaration.
export {};

/** The worker's global scope, as much of it as this file uses (the project compiles against the DOM library). */
declare const self: {
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
  skipWaiting(): Promise<void>;
  registration: { unregister(): Promise<boolean> };
  clients: { matchAll(options: { type: 'window' }): Promise<readonly { url: string; navigate(url: string): Promise<unknown> }[]> };
};

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));

self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
      await self.registration.unregister();
      for (const client of await self.clients.matchAll({ type: 'window' })) await client.navigate(client.url);
    })(),
  ),
);
