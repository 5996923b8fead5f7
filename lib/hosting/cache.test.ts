import type { ImageManifest } from '@/lib/media/manifest';
import { SERVICE_WORKER_PATH } from '@/lib/offline/caches';
import { CACHE_CONTROL, WORKER_SCRIPTS, classify, fingerprintedFiles, imageVariantFiles, immutableRules, workerScripts } from './cache';

describe('cache classes', () => {
  it('keeps fingerprinted files a year without revalidation and revalidates the rest on every use', () => {
    expect(CACHE_CONTROL.immutable).toBe('public, max-age=31536000, immutable');
    expect(CACHE_CONTROL.revalidate).toBe('public, max-age=0, must-revalidate');
  });

  it('never lets a cache answer for the service worker without asking', () => {
    expect(CACHE_CONTROL.worker).toBe('no-cache');
  });
});

describe('workerScripts', () => {
  it('is the service worker the pages register, when the export has it', () => {
    expect(WORKER_SCRIPTS).toContain(SERVICE_WORKER_PATH);
    expect(workerScripts(['/index.html', SERVICE_WORKER_PATH, '/_next/static/chunks/a.js'])).toEqual([SERVICE_WORKER_PATH]);
  });

  it('is empty for an export without one, and never takes another script for a worker', () => {
    expect(workerScripts(['/index.html', '/_next/static/chunks/sw.js', '/sw.js.br', '/js/sw.js'])).toEqual([]);
  });
});

describe('imageVariantFiles', () => {
  it('lists both formats of every width of every image in the manifest', () => {
    const manifest = {
      encoder: '',
      images: {
        'banners/about': {
          variants: [
            { width: 320, height: 100, avif: '/img/banners/about-320.aa.avif', webp: '/img/banners/about-320.aa.webp' },
            { width: 640, height: 200, avif: '/img/banners/about-640.aa.avif', webp: '/img/banners/about-640.aa.webp' },
          ],
        },
      },
    } as unknown as ImageManifest;
    expect([...imageVariantFiles(manifest)].sort()).toEqual([
      '/img/banners/about-320.aa.avif',
      '/img/banners/about-320.aa.webp',
      '/img/banners/about-640.aa.avif',
      '/img/banners/about-640.aa.webp',
    ]);
  });
});

describe('immutableRules', () => {
  const variants = new Set(['/img/a-320.11.avif', '/img/a-320.11.webp', '/img/people/b-320.22.avif']);
  const files = [
    '/index.html',
    '/about.html',
    '/sitemap.xml',
    '/robots.txt',
    '/search-index.json',
    '/_next/static/chunks/a1.js',
    '/_next/static/media/font.22.woff2',
    '/_next/static/BUILDID/_buildManifest.js',
    ...variants,
    '/media/video/hero.mp4',
    '/icons/icon-192.png',
  ];

  it('names a folder once when every file under it is fingerprinted', () => {
    const rules = immutableRules(files, fingerprintedFiles(files, variants));
    expect(rules).toEqual([
      { kind: 'folder', path: '/_next/' },
      { kind: 'folder', path: '/img/' },
    ]);
  });

  it('names single files when a folder also holds un-hashed ones, whatever the folder', () => {
    const mixed = [...files, '/img/people/logo.png', '/img/og/about.png'];
    const rules = immutableRules(mixed, fingerprintedFiles(mixed, variants));
    expect(rules).toEqual([
      { kind: 'folder', path: '/_next/' },
      { kind: 'file', path: '/img/a-320.11.avif' },
      { kind: 'file', path: '/img/a-320.11.webp' },
      { kind: 'file', path: '/img/people/b-320.22.avif' },
    ]);
    expect(classify('/img/people/logo.png', rules)).toBe('revalidate');
    expect(classify('/img/og/about.png', rules)).toBe('revalidate');
    expect(classify('/img/people/b-320.22.avif', rules)).toBe('immutable');
  });

  it('classifies pages, data, sitemap, robots and media under fixed names as revalidate', () => {
    const rules = immutableRules(files, fingerprintedFiles(files, variants));
    for (const path of ['/about.html', '/sitemap.xml', '/robots.txt', '/search-index.json', '/media/video/hero.mp4', '/icons/icon-192.png']) {
      expect(classify(path, rules)).toBe('revalidate');
    }
    for (const path of ['/_next/static/chunks/a1.js', '/_next/static/BUILDID/_buildManifest.js', '/img/a-320.11.webp']) {
      expect(classify(path, rules)).toBe('immutable');
    }
  });

  it('classifies a worker script as a worker, whatever rule would otherwise cover it', () => {
    const rules = immutableRules(files, fingerprintedFiles(files, variants));
    expect(classify('/sw.js', rules, ['/sw.js'])).toBe('worker');
    expect(classify('/_next/static/chunks/a1.js', rules, ['/_next/static/chunks/a1.js'])).toBe('worker');
    expect(classify('/sw.js', rules)).toBe('revalidate');
    expect(classify('/about.html', rules, ['/sw.js'])).toBe('revalidate');
  });

  it('never makes the whole site immutable', () => {
    expect(immutableRules(['/index.html', '/_next/static/a.js'], new Set(['/_next/static/a.js']))).toEqual([{ kind: 'folder', path: '/_next/' }]);
  });
});
