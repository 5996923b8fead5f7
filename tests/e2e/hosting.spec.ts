import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { test as base, expect } from '@playwright/test';
import { CACHE_CONTROL, NEXT_STATIC_DIR, WORKER_SCRIPTS, imageVariantFiles } from '@/lib/hosting/cache';
import { securityHeaders } from '@/lib/hosting/headers';
import { deferredChunkSources } from '@/build/post-export/first-paint';
import { HOST_CONFIG_FILES } from '@/lib/hosting/plan';
import { SERVICE_WORKER_PATH } from '@/lib/offline/caches';
import { routeEntries } from '@/lib/routing/routes';
import { isTwin } from '@/lib/hosting/precompress';
import { RESPONSE_HEADER_BYTES, roundTrips } from '@/lib/hosting/round-trips';
import { compressedGet, decodeBody, getEncoded, type EncodedResponse } from '../../scripts/lib/compressed-get';
import type { RunningNginx } from '../../scripts/lib/nginx.mjs';
import { recordCspViolations, stubExternal } from './support/fixtures';
import { exportedFiles, OUT_DIR } from './support/out-files';
import { rawGet, rawRequest } from './support/raw-http';

/**
 * The export as real hosts serve it, on two servers: the `npm start` server
 * (the suite's baseURL) and nginx with the generated configuration, started
 * by this spec on a free port and stopped by its PID. Each test runs once
 * per server.
 */

type Server = 'npm start' | 'nginx';

const test = base.extend<{ server: Server; origin: string; running: RunningNginx | null }, { nginx: () => Promise<RunningNginx> }>({
  server: ['npm start', { option: true }],
  // Started on first use, so a worker that only runs the npm start half never starts nginx.
  nginx: [
    async ({}, provide) => {
      let running: Promise<RunningNginx> | undefined;
      // A dynamic import: the test runner would compile a static one to require(), which an ES module (.mts) refuses.
      const { startNginx } = await import('../../scripts/lib/nginx.mjs');
      await provide(() => (running ??= startNginx()));
      if (running) await (await running).stop();
    },
    { scope: 'worker' },
  ],
  running: async ({ server, nginx }, provide) => {
    await provide(server === 'nginx' ? await nginx() : null);
  },
  origin: async ({ running, baseURL }, provide) => {
    await provide(running ? running.origin : new URL(baseURL!).origin);
  },
});

/** What a response says besides its body and how the body is encoded: every header a precompressed copy must share with the plain one. */
// Accept-Ranges goes with the plain file only: nginx serves no ranges of an encoded body, from a twin or gzipped on the fly alike.
const PER_RESPONSE = new Set(['date', 'etag', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'accept-ranges']);
function sharedHeaders({ headers }: EncodedResponse) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)));
}

const decode = ({ headers, body }: EncodedResponse) => decodeBody(headers['content-encoding'], body);

const pages = routeEntries.filter((r) => r.kind !== 'redirect');
const redirects = routeEntries.flatMap((r) => (r.kind === 'redirect' ? [r] : []));
const files = exportedFiles();
const manifest = JSON.parse(readFileSync(path.resolve(OUT_DIR, '../media/image-manifest.json'), 'utf8'));
const fingerprinted = new Set([...files.filter((f) => f.startsWith(NEXT_STATIC_DIR)), ...imageVariantFiles(manifest)]);
const expectedHeaders = Object.fromEntries(securityHeaders().map(([name, value]) => [name.toLowerCase(), value]));

/** Requests in small batches: a thousand at once would only measure the queue. */
async function inBatches<T, R>(items: readonly T[], run: (item: T) => Promise<R>, size = 16): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}

function securityHeadersOf(headers: Record<string, string>) {
  return Object.fromEntries(Object.keys(expectedHeaders).map((name) => [name, headers[name]]));
}

for (const server of ['npm start', 'nginx'] as const) {
  test.describe(`served by ${server}`, () => {
    test.use({ server });

    test('every old address answers 301 with its page as Location, and the page answers 200', async ({ origin, request }) => {
      expect(redirects.length).toBeGreaterThan(40);
      const seen = await inBatches(redirects, async ({ path: from, to }) => {
        const moved = await request.get(origin + from, { maxRedirects: 0 });
        const landed = await request.get(origin + to, { maxRedirects: 0 });
        return { from, status: moved.status(), location: moved.headers()['location'], landed: landed.status() };
      });
      expect(seen).toEqual(redirects.map(({ path: from, to }) => ({ from, status: 301, location: to, landed: 200 })));
    });

    test('every page answers 200 at its clean URL, as UTF-8 HTML with its policy at the start of <head>, after the charset', async ({ origin, request }) => {
      const seen = await inBatches(pages, async ({ path: page }) => {
        const response = await request.get(origin + page, { maxRedirects: 0 });
        const html = await response.text();
        return {
          page,
          status: response.status(),
          type: response.headers()['content-type'],
          policyFirst: /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'/.test(html),
        };
      });
      expect(seen).toEqual(pages.map(({ path: page }) => ({ page, status: 200, type: 'text/html; charset=utf-8', policyFirst: true })));
    });

    test('an HTML page, a /_next/static file, images and the 404 page carry every security header and their cache class', async ({ origin, request }) => {
      const about = await request.get(`${origin}/about`);
      const html = await about.text();
      // A chunk the loader requests, or on a stock build (STOCK_NEXT_OUTPUT=1) one the page's <script> loads.
      const script = deferredChunkSources(html)[0] ?? /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
      const hashedImage = [...imageVariantFiles(manifest)][0]!;
      const plainImage = files.find((f) => /\.(png|svg|ico)$/.test(f) && !fingerprinted.has(f))!;
      expect(script).toBeDefined();
      const checks = [
        { path: '/about', status: 200, cache: CACHE_CONTROL.revalidate },
        { path: script!, status: 200, cache: CACHE_CONTROL.immutable },
        { path: hashedImage, status: 200, cache: CACHE_CONTROL.immutable },
        { path: plainImage, status: 200, cache: CACHE_CONTROL.revalidate },
        { path: '/search-index.json', status: 200, cache: CACHE_CONTROL.revalidate },
        { path: '/no-such-page', status: 404, cache: CACHE_CONTROL.revalidate },
        { path: redirects[0]!.path, status: 301, cache: CACHE_CONTROL.revalidate },
      ];
      for (const check of checks) {
        const response = await request.get(origin + check.path, { maxRedirects: 0 });
        const headers = response.headers();
        expect({ path: check.path, status: response.status(), cache: headers['cache-control'] }).toEqual(check);
        expect(securityHeadersOf(headers), check.path).toEqual(expectedHeaders);
      }
    });

    test('every exported file has its cache class: fingerprinted files immutable, the service worker no-cache, everything else revalidated', async ({ origin, request }) => {
      const served = files.filter((f) => !f.endsWith('.html') && !(HOST_CONFIG_FILES as readonly string[]).includes(f));
      expect(served.length).toBeGreaterThan(500);
      const seen = await inBatches(served, async (file) => {
        const response = await request.head(origin + file, { maxRedirects: 0 });
        return { file, status: response.status(), cache: response.headers()['cache-control'] };
      });
      const cacheOf = (file: string) =>
        WORKER_SCRIPTS.includes(file) ? CACHE_CONTROL.worker : fingerprinted.has(file) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
      expect(seen).toEqual(served.map((file) => ({ file, status: 200, cache: cacheOf(file) })));
    });

    test('the service worker is a script every cache must ask the server about: Cache-Control no-cache, compressed or not', async ({ origin, request }) => {
      const response = await request.get(origin + SERVICE_WORKER_PATH, { maxRedirects: 0 });
      const headers = response.headers();
      expect({ status: response.status(), cache: headers['cache-control'], type: headers['content-type'] }).toEqual({
        status: 200,
        cache: 'no-cache',
        type: expect.stringMatching(/^(application|text)\/javascript\b/),
      });
      expect(securityHeadersOf(headers)).toEqual(expectedHeaders);
      // nginx sends a precompressed twin and npm start compresses on the fly: the header travels with either.
      const compressed = await getEncoded(origin + SERVICE_WORKER_PATH, 'gzip, deflate, br');
      expect({ status: compressed.status, encoded: compressed.headers['content-encoding'] !== undefined, cache: compressed.headers['cache-control'] }).toEqual({
        status: 200,
        encoded: true,
        cache: 'no-cache',
      });
    });

    test('the largest pages go out compressed at least as tightly as gzip level 6 (at nginx’s default, level 1, four pages’ HTML needs a third round trip on a slow phone)', async ({ origin }) => {
      for (const [route, file] of [['/', 'index.html'], ['/about', 'about.html'], ['/contact', 'contact.html']] as const) {
        const { status, encoding, bytes } = await compressedGet(origin + route);
        const level6 = gzipSync(readFileSync(path.join(OUT_DIR, file)), { level: 6 }).length;
        expect({ route, status, encoding: ['br', 'gzip'].includes(encoding ?? ''), tight: bytes <= level6 * 1.01 }).toEqual({ route, status: 200, encoding: true, tight: true });
      }
    });

    test('a precompressed twin asked for by name is a 404, never a file of the site', async ({ origin, request }) => {
      const twins = exportedFiles({ twins: true }).filter(isTwin);
      // The build wrote twins (scripts/postbuild/90-precompress.mts); each is hidden on both servers.
      expect(twins).toEqual(expect.arrayContaining(['/index.html.br', '/index.html.gz']));
      for (const twin of ['/index.html.br', '/index.html.gz', twins.find((t) => t.startsWith(NEXT_STATIC_DIR))!]) {
        const response = await request.get(origin + twin, { maxRedirects: 0 });
        expect({ twin, status: response.status() }).toEqual({ twin, status: 404 });
      }
    });

    test('an unknown path is a 404 showing the site’s 404 page', async ({ origin, page }) => {
      const violations: string[] = [];
      await stubExternal(page, origin);
      await recordCspViolations(page, violations);
      const response = await page.goto(`${origin}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
      await expect(page.getByRole('banner')).toBeVisible();
      expect(violations).toEqual([]);
    });

    test('one address per page: .html, a trailing slash and /index.html answer 301 to the clean URL', async ({ origin, request }) => {
      for (const [from, to] of [
        ['/about.html', '/about'],
        ['/about/', '/about'],
        ['/sumitomo/S1V.html', '/sumitomo/S1V'],
      ]) {
        const response = await request.get(origin + from, { maxRedirects: 0 });
        expect({ from, status: response.status(), location: response.headers()['location'] }).toEqual({ from, status: 301, location: to });
      }
      const index = await request.get(`${origin}/index.html`);
      expect(new URL(index.url()).pathname).toBe('/');
      expect(index.status()).toBe(200);
    });

    test('bad requests are refused and never reach a file outside out/', async ({ origin }) => {
      const attempts = [
        '/../../etc/passwd',
        '/%2e%2e/%2e%2e/etc/passwd',
        `/${'a'.repeat(9_999)}`,
        '/about%00.html',
        '/.git/config',
        '/_next/../package.json',
        ...HOST_CONFIG_FILES,
      ];
      for (const target of attempts) {
        const { status, body } = await rawGet(origin, target);
        expect({ target: target.slice(0, 40), refused: [400, 404].includes(status) }).toEqual({ target: target.slice(0, 40), refused: true });
        expect(body).not.toMatch(/root:.*:0:0:|"name": "lumora-web"|\[core\]|Cache-Control:|^\/\S+ \/\S+ 301/m);
      }
    });

    test('a method other than GET or HEAD is a 405 where a page or file stands and never returns its bytes; TRACE is a 405 anywhere', async ({ origin }) => {
      const page = '/sumitomo/S1V';
      const asset = files.find((f) => f.startsWith(NEXT_STATIC_DIR) && f.endsWith('.js'))!;
      const oldAddress = redirects[0]!.path;
      const pageText = readFileSync(path.join(OUT_DIR, 'sumitomo/S1V.html'), 'utf8');
      const answers: Record<string, number> = {};
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
        for (const target of ['/', page, asset, oldAddress, '/no-such-page']) {
          const { status, body } = await rawRequest(origin, method, target);
          answers[`${method} ${target}`] = status;
          if (status === 405) expect(body).not.toContain(pageText.slice(0, 200));
        }
      }
      const expected: Record<string, number> = {};
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
        const refused = (otherwise: number) => (method === 'TRACE' ? 405 : otherwise);
        expected[`${method} /`] = 405;
        expected[`${method} ${page}`] = 405;
        expected[`${method} ${asset}`] = 405;
        expected[`${method} ${oldAddress}`] = refused(301);
        expected[`${method} /no-such-page`] = refused(404);
      }
      expect(answers).toEqual(expected);
    });
  });
}

test.describe('precompressed files on nginx', () => {
  test.use({ server: 'nginx' });

  /** A page, a product page, a script chunk and the search index: each has twins on disk. */
  const samples = () => {
    const all = new Set(exportedFiles({ twins: true }));
    const chunk = [...all].find((f) => f.startsWith(`${NEXT_STATIC_DIR}chunks/`) && f.endsWith('.js') && all.has(`${f}.br`) && all.has(`${f}.gz`))!;
    return [
      { url: '/', file: '/index.html' },
      { url: '/sumitomo/S1V', file: '/sumitomo/S1V.html' },
      { url: chunk, file: chunk },
      { url: '/search-index.json', file: '/search-index.json' },
    ].map((s) => ({ ...s, twins: { br: all.has(`${s.file}.br`), gz: all.has(`${s.file}.gz`) } }));
  };

  test('Brotli to who accepts it, gzip to who accepts only gzip, the plain file to who accepts neither: the same bytes and headers', async ({ origin, running }) => {
    for (const { url, file, twins } of samples()) {
      expect({ url, twins }).toEqual({ url, twins: { br: true, gz: true } });
      const onDisk = readFileSync(path.join(OUT_DIR, file));
      const plain = await getEncoded(origin + url, null);
      const gzip = await getEncoded(origin + url, 'gzip');
      const best = await getEncoded(origin + url, 'gzip, deflate, br');
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      // Served from the .gz twin: exactly its bytes, not a fresh on-the-fly gzip.
      expect(gzip.body.equals(readFileSync(path.join(OUT_DIR, `${file}.gz`))), url).toBe(true);
      expect(best.headers['content-encoding'], url).toBe(running!.brotli ? 'br' : 'gzip');
      if (running!.brotli) expect(best.body.equals(readFileSync(path.join(OUT_DIR, `${file}.br`))), url).toBe(true);
      for (const response of [plain, gzip, best]) {
        expect(response.status, url).toBe(200);
        expect(decode(response).equals(onDisk), url).toBe(true);
        expect(Number(response.headers['content-length']), url).toBe(response.body.length);
        expect(response.headers['vary'], url).toBe('Accept-Encoding');
        expect(sharedHeaders(response), url).toEqual(sharedHeaders(plain));
      }
      // Security headers, the cache class and the policy as on every other response.
      expect(securityHeadersOf(best.headers as Record<string, string>), url).toEqual(expectedHeaders);
      expect(best.headers['cache-control'], url).toBe(url.startsWith(NEXT_STATIC_DIR) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate);
    }
  });

  test('the home page’s HTML reaches a throttled phone in two round trips with Brotli', async ({ origin, running }) => {
    test.skip(!running!.brotli, 'nginx has no brotli_static module here (apt-get install libnginx-mod-http-brotli-static); it sends the .gz twin');
    const home = await getEncoded(`${origin}/`, 'gzip, deflate, br');
    expect(home.headers['content-encoding']).toBe('br');
    const trips = roundTrips(home.body.length + RESPONSE_HEADER_BYTES);
    console.log(`nginx: / on the wire ${home.body.length} bytes (Brotli 11 twin), ${trips} round trips`);
    expect(trips).toBeLessThanOrEqual(2);
  });
});
