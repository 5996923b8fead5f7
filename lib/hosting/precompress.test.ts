/** @jest-environment node */
import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  MIN_PRECOMPRESS_BYTES,
  TWIN_EXTENSIONS,
  compressTwins,
  isTwin,
  precompressFolder,
  precompressSkipReason,
  wantsTwins,
  worthKeeping,
} from './precompress';

/** Text that compresses well, like a page: repeated markup with some variety. */
const page = (bytes: number) => {
  let text = '<!DOCTYPE html><html><body>';
  for (let i = 0; text.length < bytes; i += 1) text += `<li class="card"><a href="/p/${i}">Model ${i} - 43/41 dB</a></li>`;
  return text.slice(0, bytes);
};
/** Bytes that do not compress: a pseudo-random stream. */
const noise = (bytes: number) => {
  const out = Buffer.alloc(bytes);
  let x = 2463534242;
  for (let i = 0; i < bytes; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
};

describe('which files get twins', () => {
  it('takes pages, styles, scripts, data, drawings, feeds, the manifest and text, from 1 KB up', () => {
    for (const file of ['/index.html', '/_next/static/css/a.css', '/_next/static/chunks/a.js', '/search-index.json', '/logo.svg', '/sitemap.xml', '/manifest.webmanifest', '/robots.txt', '/selection-guide/deviser.csv']) {
      expect([file, wantsTwins(file, MIN_PRECOMPRESS_BYTES)]).toEqual([file, true]);
      expect([file, wantsTwins(file, MIN_PRECOMPRESS_BYTES - 1)]).toEqual([file, false]);
    }
  });

  it('passes over pictures, video, fonts, PDFs, host files and names without an extension', () => {
    for (const file of ['/img/a.avif', '/img/a.webp', '/icons/icon-192.png', '/media/video/hero.mp4', '/_next/static/media/inter.woff2', '/datasheets/s1v.pdf', '/_headers', '/_redirects', '/.well-known/x']) {
      expect([file, wantsTwins(file, 100_000)]).toEqual([file, false]);
    }
  });

  it('keeps a twin only when it saves at least 10 %', () => {
    expect(worthKeeping(1000, 900)).toBe(true);
    expect(worthKeeping(1000, 901)).toBe(false);
    expect(worthKeeping(1000, 1000)).toBe(false);
  });

  it('knows a twin by its last extension', () => {
    expect(['/index.html.br', '/a.js.gz', 'about.html.br'].every(isTwin)).toBe(true);
    expect(['/index.html', '/brochure', '/gz', '/a.brx', '/tar.gz.html'].some(isTwin)).toBe(false);
  });
});

describe('compressTwins', () => {
  it('decompresses byte for byte back to the original, Brotli and gzip', async () => {
    const body = Buffer.from(page(50_000) + ' ~ ± é 漢字', 'utf8');
    const twins = await compressTwins(body);
    expect(brotliDecompressSync(twins['.br']).equals(body)).toBe(true);
    expect(gunzipSync(twins['.gz']).equals(body)).toBe(true);
    // Build strength: Brotli 11 beats gzip 9 on text.
    expect(twins['.br'].length).toBeLessThan(twins['.gz'].length);
  });
});

describe('precompressFolder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, '_next/static/chunks'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), page(30_000));
    await writeFile(path.join(dir, '_next/static/chunks/a.js'), page(5_000));
    await writeFile(path.join(dir, 'small.css'), page(MIN_PRECOMPRESS_BYTES - 1));
    await writeFile(path.join(dir, 'random.json'), noise(4_000));
    await writeFile(path.join(dir, 'photo.avif'), noise(4_000));
    await utimes(path.join(dir, 'index.html'), new Date('2026-01-02T03:04:05Z'), new Date('2026-01-02T03:04:05Z'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const files = async () => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();

  it('writes both twins for text from 1 KB up, none for small, incompressible or non-text files', async () => {
    const report = await precompressFolder(dir);
    expect(await files()).toEqual(['_next/static/chunks/a.js', '_next/static/chunks/a.js.br', '_next/static/chunks/a.js.gz', 'index.html', 'index.html.br', 'index.html.gz', 'photo.avif', 'random.json', 'small.css']);
    expect(report.files).toBe(3);
    expect(report.twins['.br'].count).toBe(2);
    expect(report.twins['.gz'].count).toBe(2);
    expect(report.notSmaller).toBe(2);
    expect(report.passedOver).toBe(2);
    for (const ext of TWIN_EXTENSIONS) {
      const original = await readFile(path.join(dir, 'index.html'));
      const twin = await readFile(path.join(dir, `index.html${ext}`));
      expect((ext === '.br' ? brotliDecompressSync(twin) : gunzipSync(twin)).equals(original)).toBe(true);
      expect(report.twins[ext].saved).toBeGreaterThan(0);
    }
  });

  it('gives each twin its file’s modification time, and replaces the twins of an earlier run', async () => {
    await precompressFolder(dir);
    expect((await stat(path.join(dir, 'index.html.br'))).mtime.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    await writeFile(path.join(dir, 'index.html'), page(900));
    await precompressFolder(dir);
    expect(await files()).not.toContain('index.html.br');
  });

  it('refuses a file named like a twin that has no file beside it', async () => {
    await writeFile(path.join(dir, 'archive.tar.gz'), noise(2_000));
    await expect(precompressFolder(dir)).rejects.toThrow(/archive\.tar\.gz/);
  });
});

describe('precompressSkipReason', () => {
  it('writes twins by default, and none on Netlify, Cloudflare Pages or with PRECOMPRESS=0', () => {
    expect(precompressSkipReason({})).toBeNull();
    expect(precompressSkipReason({ NETLIFY: 'true' })).toMatch(/Netlify/);
    expect(precompressSkipReason({ CF_PAGES: '1' })).toMatch(/Cloudflare/);
    expect(precompressSkipReason({ PRECOMPRESS: '0' })).toMatch(/PRECOMPRESS=0/);
  });
});
