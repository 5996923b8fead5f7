import { chunkLoader } from '../post-export/first-paint';
import { PRECACHE_BUDGET_BYTES } from '@/lib/offline/worker-settings';
import { fingerprinted, precacheFiles, precacheOverBudget, PRECACHED_DATA, WEB_APP_MANIFEST } from './precache';

const html = (chunks: string[], flight: string | null) => `<html><head></head><body><script>${chunkLoader(chunks, flight, '/sw.js')}</script></body></html>`;

/** A small out/: two pages the worker keeps, one it does not, their chunks, the JSON and the manifest. */
function sampleOut(): Map<string, string> {
  return new Map([
    ['/index.html', html(['/_next/static/chunks/shared.js', '/_next/static/chunks/home.js'], '/_next/static/flight/home.txt')],
    ['/contact.html', html(['/_next/static/chunks/shared.js'], '/_next/static/flight/contact.txt')],
    ['/about.html', html(['/_next/static/chunks/shared.js', '/_next/static/chunks/about.js'], '/_next/static/flight/about.txt')],
    ['/_next/static/chunks/shared.js', 'import("static/chunks/menu.js")'],
    ['/_next/static/chunks/menu.js', ''],
    ['/_next/static/chunks/home.js', ''],
    ['/_next/static/chunks/about.js', ''],
    ['/_next/static/flight/home.txt', ''],
    ['/_next/static/flight/contact.txt', ''],
    ['/_next/static/flight/about.txt', ''],
    ['/datasheets/a.pdf', ''],
    ...PRECACHED_DATA.map((data): [string, string] => [data, '{}']),
    [WEB_APP_MANIFEST, JSON.stringify({ icons: [{ src: '/icons/icon-192.png' }], shortcuts: [{ icons: [{ src: '/icons/plan-96.png?v=2' }] }] })],
    ['/icons/icon-192.png', ''],
    ['/icons/plan-96.png', ''],
  ]);
}

const precacheOf = (out: Map<string, string>, pages: readonly string[] = ['/', '/contact']) =>
  precacheFiles({ pages, files: new Set(out.keys()), read: (file) => out.get(file) ?? null });

describe('precacheFiles', () => {
  it('keeps the chosen pages with what they load and reach, the JSON, the manifest and its icons, each once', () => {
    expect(precacheOf(sampleOut())).toEqual(
      [
        'index.html',
        'contact.html',
        '_next/static/chunks/shared.js',
        '_next/static/chunks/menu.js',
        '_next/static/chunks/home.js',
        '_next/static/flight/home.txt',
        '_next/static/flight/contact.txt',
        ...PRECACHED_DATA.map((d) => d.slice(1)),
        'manifest.webmanifest',
        'icons/icon-192.png',
        'icons/plan-96.png',
      ].sort(),
    );
  });

  it('leaves out the pages it was not asked for, their own chunks and payloads, and files no page loads', () => {
    const files = precacheOf(sampleOut());
    for (const left of ['about.html', '_next/static/chunks/about.js', '_next/static/flight/about.txt', 'datasheets/a.pdf']) expect(files).not.toContain(left);
  });

  it('refuses a page, a payload or a data file out/ lacks, naming each', () => {
    const out = sampleOut();
    out.delete('/_next/static/flight/contact.txt');
    out.delete(PRECACHED_DATA[0]);
    expect(() => precacheOf(out, ['/', '/contact', '/gone'])).toThrow(
      new RegExp(`/_next/static/flight/contact.txt \\(loaded by /contact\\)[\\s\\S]*/gone.html \\(page /gone\\)[\\s\\S]*${PRECACHED_DATA[0]} \\(fetched by the pages\\)`),
    );
  });

  it('refuses an icon the manifest names that is not there', () => {
    const out = sampleOut();
    out.delete('/icons/plan-96.png');
    expect(() => precacheOf(out)).toThrow(/\/icons\/plan-96.png \(named by the web app manifest\)/);
  });
});

describe('precache revisions', () => {
  it('leaves revisions to the name only for Next’s fingerprinted files', () => {
    expect(fingerprinted('/_next/static/chunks/a.js')).toBe(true);
    expect(fingerprinted('/search-index.json')).toBe(false);
    expect(fingerprinted('/icons/icon-192.png')).toBe(false);
  });
});

describe('the precache budget', () => {
  it('passes under 1.5 MB over the wire and fails at it, with both figures', () => {
    expect(PRECACHE_BUDGET_BYTES).toBe(1.5 * 1024 * 1024);
    expect(precacheOverBudget(PRECACHE_BUDGET_BYTES - 1)).toBeNull();
    expect(precacheOverBudget(PRECACHE_BUDGET_BYTES)).toBe('the precache is 1536.0 KB gzip, over its 1536 KB budget (lib/offline/worker-settings.ts)');
  });
});
