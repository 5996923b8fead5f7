import { chunkLoader } from '../post-export/first-paint';
import { fileUrl, pageAssets, pageFile } from './page-assets';

const page = (loader: string) =>
  `<html><head><style>@font-face{font-family:Inter;src:url(/_next/static/media/inter.abc.woff2) format("woff2")}` +
  `.x{background:url(/img/a.png)}</style></head><body><p>x</p><script>${loader}</script></body></html>`;

/** out/ as the tests see it: a chunk that lazily loads another, and a payload naming a third. */
const files: Record<string, string> = {
  '/_next/static/chunks/a.js': 'x',
  '/_next/static/chunks/b.js': 'import("static/chunks/lazy.js")',
  '/_next/static/chunks/lazy.js': 'y',
  '/_next/static/chunks/island.js': 'z',
  '/_next/static/flight/p.txt': '1:I["static/chunks/island.js"]',
};
const read = (href: string) => files[href] ?? null;

describe('pageAssets', () => {
  it('lists the payload, the chunks in load order and the fonts, each once', () => {
    const html = page(chunkLoader(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'], '/_next/static/flight/p.txt'));
    expect(pageAssets(html.replace('</style>', '@font-face{src:url(/_next/static/media/inter.abc.woff2)}</style>'), read)).toEqual([
      '/_next/static/flight/p.txt',
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/island.js',
      '/_next/static/chunks/lazy.js',
      '/_next/static/media/inter.abc.woff2',
    ]);
  });

  it('leaves out pictures the styles name, a payload the page does not fetch, and chunks out/ does not have', () => {
    const assets = pageAssets(page(chunkLoader(['/_next/static/chunks/a.js', '/_next/static/chunks/gone.js'])), read);
    expect(assets).toEqual(['/_next/static/chunks/a.js', '/_next/static/media/inter.abc.woff2']);
  });

  it('finds nothing but fonts on a page without a loader', () => {
    expect(pageAssets(page(''), read)).toEqual(['/_next/static/media/inter.abc.woff2']);
  });
});

describe('pageFile and fileUrl', () => {
  it.each([
    ['/', 'index.html'],
    ['/contact', 'contact.html'],
    ['/deviser/AE1001', 'deviser/AE1001.html'],
  ])('%s is served from %s and back', (url, file) => {
    expect(pageFile(url)).toBe(file);
    expect(fileUrl(file)).toBe(url);
  });

  it('keeps other files under their own name', () => {
    expect(fileUrl('datasheets/s1v.pdf')).toBe('/datasheets/s1v.pdf');
  });

  it('refuses a relative path', () => {
    expect(() => pageFile('contact')).toThrow(/starts with/);
  });
});
