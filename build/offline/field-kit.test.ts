/** @jest-environment node */
import { chunkLoader } from '../post-export/first-paint';
import type { FieldKitPlan, KitEntry } from '@/lib/offline/groups';
import { choiceSize } from '@/lib/offline/choice';
import { FieldKitError, fieldKitManifest, kitSizes, pageMedia, revisionOf, type ExportReader } from './field-kit';

const FONT = '/_next/static/media/inter.woff2';
const SHARED = '/_next/static/chunks/shared.js';

/** An exported page as post-export leaves it: inline styles naming the font, the loader with its chunks and payload. */
const page = (chunks: readonly string[], flight: string, body = '') =>
  `<html><head><style>@font-face{src:url(${FONT}) format("woff2")}</style></head><body>${body}<script>${chunkLoader(chunks, flight)}</script></body></html>`;

const video = '<video poster="/media/video/film.webp"><source src="/media/video/film.mp4" type="video/mp4"/></video>';

/** out/ with two families sharing a chunk, a tutorials page with a film, and the twins precompression writes. */
const out: Record<string, string> = {
  'deviser.html': page([SHARED, '/_next/static/chunks/landing.js'], '/_next/static/flight/d0.txt'),
  'devisor/AE1001.html': page([SHARED, '/_next/static/chunks/product.js'], '/_next/static/flight/d1.txt'),
  'devisor/AE1001.html.br': 'brotli',
  'devisor/AE1001.html.gz': 'gzip',
  'devisor/EP310.html': page([SHARED, '/_next/static/chunks/product.js'], '/_next/static/flight/d2.txt'),
  'datasheets/ae1001.pdf': '%PDF ae1001',
  'datasheets/ep310.pdf': '%PDF ep310 longer',
  'sumitomo.html': page([SHARED, '/_next/static/chunks/landing.js'], '/_next/static/flight/s0.txt'),
  'sumitomo/S1V.html': page([SHARED, '/_next/static/chunks/product.js'], '/_next/static/flight/s1.txt'),
  'datasheets/s1v.pdf': '%PDF s1v',
  'tutorials.html': page([SHARED], '/_next/static/flight/t0.txt', video),
  'media/video/film.mp4': 'mp4 bytes'.repeat(100),
  'media/video/film.webp': 'webp',
  'media/video/film.mp4.gz': 'never',
  [SHARED.slice(1)]: 'shared chunk '.repeat(50),
  '_next/static/chunks/landing.js': 'landing chunk',
  '_next/static/chunks/product.js': 'product chunk',
  [FONT.slice(1)]: 'font',
  ...Object.fromEntries(['d0', 'd1', 'd2', 's0', 's1', 't0'].map((f) => [`_next/static/flight/${f}.txt`, `payload ${f}`])),
};

function reader(files: Record<string, string>): ExportReader {
  return {
    file: (path) => (path in files ? { bytes: Buffer.byteLength(files[path]!), revision: revisionOf(files[path]!) } : null),
    text: (path) => files[path] ?? null,
  };
}

const product = (family: string, path: string, key: string): KitEntry[] => [
  { path, kind: 'page', label: key, owner: `${family} › ${key} › page.route` },
  { path: `/datasheets/${key}.pdf`, kind: 'datasheet', label: key, owner: `${family} › ${key} › datasheet` },
];

const plan: FieldKitPlan = {
  everything: { key: 'everything', label: 'Everything', summary: 'All' },
  groups: [
    {
      key: 'deviser',
      label: 'Deviser',
      summary: '2 products',
      media: false,
      entries: [{ path: '/deviser', kind: 'page', label: 'Deviser', owner: 'deviser › landing' }, ...product('deviser', '/devisor/AE1001', 'ae1001'), ...product('deviser', '/devisor/EP310', 'ep310')],
    },
    {
      key: 'sumitomo',
      label: 'Sumitomo',
      summary: '1 product',
      media: false,
      entries: [{ path: '/sumitomo', kind: 'page', label: 'Sumitomo', owner: 'sumitomo › landing' }, ...product('sumitomo', '/sumitomo/S1V', 's1v')],
    },
    { key: 'tutorials', label: 'Tutorials', summary: 'A film', media: true, entries: [{ path: '/tutorials', kind: 'page', label: 'Tutorials', owner: 'tutorials › page' }] },
  ],
};

const BUILT = '2026-11-27T02:00:00.000Z';
const group = (manifest: ReturnType<typeof fieldKitManifest>, key: string) => manifest.groups.find((g) => g.key === key)!;

describe('fieldKitManifest', () => {
  const manifest = fieldKitManifest(plan, reader(out), BUILT);

  it('keeps a family’s landing, each product’s page under its clean URL and datasheet, and what the pages load', () => {
    expect(group(manifest, 'deviser').files).toEqual([
      '/deviser',
      '/_next/static/flight/d0.txt',
      SHARED,
      '/_next/static/chunks/landing.js',
      FONT,
      '/devisor/AE1001',
      '/_next/static/flight/d1.txt',
      '/_next/static/chunks/product.js',
      '/datasheets/ae1001.pdf',
      '/devisor/EP310',
      '/_next/static/flight/d2.txt',
      '/datasheets/ep310.pdf',
    ]);
  });

  it('keeps no page, payload or datasheet of another family', () => {
    const deviser = group(manifest, 'deviser').files;
    expect(deviser.filter((f) => /sumitomo|s1v|\/s\d\.txt/.test(f))).toEqual([]);
    expect(group(manifest, 'sumitomo').files.filter((f) => /devis|ae1001|ep310|\/d\d\.txt/.test(f))).toEqual([]);
  });

  it('keeps the tutorials’ video and poster, and no family any video', () => {
    expect(group(manifest, 'tutorials').files).toEqual(['/tutorials', '/_next/static/flight/t0.txt', SHARED, FONT, '/media/video/film.webp', '/media/video/film.mp4']);
    expect(group(manifest, 'deviser').files.some((f) => f.startsWith('/media/'))).toBe(false);
  });

  it('lists no precompressed twin, and each file once with its size and content hash', () => {
    expect(Object.keys(manifest.files).filter((f) => /\.(br|gz)$/.test(f))).toEqual([]);
    expect(manifest.files['/datasheets/ep310.pdf']).toEqual({ bytes: 17, revision: revisionOf('%PDF ep310 longer') });
    expect(manifest.files['/devisor/AE1001']!.bytes).toBe(Buffer.byteLength(out['devisor/AE1001.html']!));
    expect(Object.keys(manifest.files)).toHaveLength(new Set(manifest.groups.flatMap((g) => g.files)).size);
  });

  it('puts everything first, as the union of the groups, and counts a shared chunk once in its size', () => {
    expect(manifest.groups.map((g) => g.key)).toEqual(['everything', 'deviser', 'sumitomo', 'tutorials']);
    const everything = group(manifest, 'everything').files;
    expect(new Set(everything)).toEqual(new Set(Object.keys(manifest.files)));
    const sizes = Object.fromEntries(kitSizes(manifest).map((s) => [s.key, s.bytes]));
    const once = Object.values(manifest.files).reduce((sum, f) => sum + f.bytes, 0);
    expect(sizes.everything).toBe(once);
    // The shared chunk stands in all three groups and counts once in the whole.
    expect(sizes.deviser! + sizes.sumitomo! + sizes.tutorials! - once).toBeGreaterThanOrEqual(2 * manifest.files[SHARED]!.bytes);
    expect(choiceSize(manifest, ['deviser', 'sumitomo', 'tutorials']).bytes).toBe(sizes.everything);
  });

  it('carries the build time, and a version that moves with any file’s content and nothing else', () => {
    expect(manifest.builtAt).toBe(BUILT);
    expect(fieldKitManifest(plan, reader(out), '2027-01-01T00:00:00.000Z').version).toBe(manifest.version);
    const edited = fieldKitManifest(plan, reader({ ...out, 'datasheets/s1v.pdf': '%PDF s1v, revised' }), BUILT);
    expect(edited.version).not.toBe(manifest.version);
    expect(edited.files['/datasheets/s1v.pdf']!.revision).not.toBe(manifest.files['/datasheets/s1v.pdf']!.revision);
    expect(edited.files['/datasheets/ae1001.pdf']).toEqual(manifest.files['/datasheets/ae1001.pdf']);
  });
});

describe('a broken reference', () => {
  const without = (...paths: string[]) => Object.fromEntries(Object.entries(out).filter(([p]) => !paths.includes(p)));

  it('names the product whose page or datasheet is missing from out/, and every other miss', () => {
    let error: unknown;
    try {
      fieldKitManifest(plan, reader(without('devisor/EP310.html', 'datasheets/s1v.pdf')), BUILT);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FieldKitError);
    expect((error as FieldKitError).problems).toEqual([
      'deviser › ep310 › page.route: /devisor/EP310 is not in out/ (no devisor/EP310.html)',
      'sumitomo › s1v › datasheet: /datasheets/s1v.pdf is not in out/ (no datasheets/s1v.pdf)',
    ]);
    expect((error as Error).message).toMatch(/^field-kit\.json: 2 broken references\n/);
  });

  it('names a page whose chunk, payload or video is missing', () => {
    expect(() => fieldKitManifest(plan, reader(without('media/video/film.mp4')), BUILT)).toThrow(
      'tutorials › page: /tutorials loads /media/video/film.mp4, which is not in out/ (no media/video/film.mp4)',
    );
  });
});

describe('pageMedia', () => {
  it('finds a video’s poster and sources, each once, and nothing from structured data', () => {
    const html = `${video}${video}<script type="application/ld+json">{"contentUrl":"https://x.example/media/video/other.mp4"}</script><img src="/img/a.webp">`;
    expect(pageMedia(html)).toEqual(['/media/video/film.webp', '/media/video/film.mp4']);
  });
});
