import { getLegacyRedirects } from '@/content/catalogue';
import { SERVICE_WORKER_PATH } from '@/lib/offline/caches';
import { routeEntries, type RouteEntry } from '@/lib/routing/routes';
import { classify } from './cache';
import { planHosting } from './plan';
import { redirectsOf } from './redirects';
import { sampleExport } from './sample-export.test-data';

describe('redirectsOf', () => {
  it('is exactly the route table’s redirect entries, which are the catalogue’s old links', () => {
    const redirects = redirectsOf(routeEntries);
    expect(redirects).toEqual(routeEntries.filter((r) => r.kind === 'redirect').map((r) => ({ from: r.path, to: r.to })));
    expect(new Set(redirects.map((r) => r.from))).toEqual(new Set(getLegacyRedirects().map((r) => r.from)));
    expect(redirects.length).toBeGreaterThan(40);
  });

  it('sends every old address straight to a page: never to another redirect, never to a missing path', () => {
    const pages = new Set(routeEntries.filter((r) => r.kind !== 'redirect').map((r) => r.path));
    for (const { from, to } of redirectsOf(routeEntries)) {
      expect({ from, to, isPage: pages.has(to) }).toEqual({ from, to, isPage: true });
    }
  });

  it('names both kinds of broken entry', () => {
    const page: RouteEntry = { path: '/a', kind: 'page', key: 'about', render: 'x', record: 'y' };
    const redirect = (path: string, to: string): RouteEntry => ({ path, kind: 'redirect', key: 's1v', render: 'x', record: 'y', to });
    expect(() => redirectsOf([page, redirect('/b', '/gone')])).toThrow('/b points at /gone, which is not in the route table');
    expect(() => redirectsOf([page, redirect('/b', '/c'), redirect('/c', '/a')])).toThrow('/b points at /c, which is itself a redirect');
  });
});

describe('planHosting', () => {
  const plan = planHosting(sampleExport());

  it('maps every page of the route table to its exported file', () => {
    expect(plan.pages).toHaveLength(routeEntries.filter((r) => r.kind !== 'redirect').length);
    expect(plan.pages).toContainEqual({ path: '/', file: '/index.html' });
    expect(plan.pages).toContainEqual({ path: '/about', file: '/about.html' });
    expect(plan.pages).toContainEqual({ path: '/sumitomo/S1V', file: '/sumitomo/S1V.html' });
  });

  it('serves 404.html for missing paths and hides the host configuration files', () => {
    expect(plan.notFound).toBe('/404.html');
    expect(plan.hidden).toEqual(['/_headers', '/_redirects']);
  });

  it('sets the security headers the issue asks for on every response', () => {
    const headers = Object.fromEntries(plan.headers);
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    expect(headers['Content-Security-Policy']).toMatch(/^frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self' https:\/\//);
  });

  it('makes Next’s static output and fingerprinted images immutable and nothing else', () => {
    expect(plan.immutable).toEqual([
      { kind: 'folder', path: '/_next/' },
      { kind: 'folder', path: '/img/' },
    ]);
    for (const path of ['/about.html', '/search-index.json', '/sitemap.xml', '/robots.txt', '/media/video/home-hero.mp4', '/datasheets/s1v.pdf']) {
      expect(classify(path, plan.immutable)).toBe('revalidate');
    }
  });

  it('serves the service worker no-cache when the export has it, and names no worker otherwise', () => {
    expect(plan.workers).toEqual([SERVICE_WORKER_PATH]);
    expect(classify(SERVICE_WORKER_PATH, plan.immutable, plan.workers)).toBe('worker');
    const input = sampleExport();
    expect(planHosting({ ...input, files: input.files.filter((f) => f !== SERVICE_WORKER_PATH) }).workers).toEqual([]);
  });

  it('never puts the worker under an immutable rule, even when its name looks fingerprinted', () => {
    const input = sampleExport();
    const marked = planHosting({ ...input, imageVariants: new Set([...input.imageVariants, SERVICE_WORKER_PATH]) });
    expect(marked.workers).toEqual([SERVICE_WORKER_PATH]);
    expect(marked.immutable).toEqual(plan.immutable);
    expect(classify(SERVICE_WORKER_PATH, marked.immutable)).toBe('revalidate');
  });

  it('refuses an export that lacks a page of the route table or the 404 page', () => {
    const input = sampleExport();
    expect(() => planHosting({ ...input, files: input.files.filter((f) => f !== '/about.html') })).toThrow('/about.html');
    expect(() => planHosting({ ...input, files: input.files.filter((f) => f !== '/404.html') })).toThrow('404.html');
  });
});
