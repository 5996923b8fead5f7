/** @jest-environment node */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  BLUR_MAX_BYTES,
  blurPlaceholder,
  ImageSourceError,
  buildManifestEntry,
  hashBytes,
  imageKeyFromPath,
  syncImages,
  type SyncOptions,
} from './pipeline';

let root: string;
let options: SyncOptions;

async function writeSource(relative: string, image: Sharp): Promise<void> {
  const file = path.join(options.sourceDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await image.toFile(file);
}

/** A flat image: quick to encode, so the suite stays fast on a shared machine. */
function flat(width: number, height: number, channels: 3 | 4 = 3): Sharp {
  return sharp({ create: { width, height, channels, background: { r: 20, g: 60, b: 120, alpha: channels === 4 ? 0.5 : 1 } } }).png();
}

/** Worst case for a placeholder's size. */
function noise(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 60 } } });
}

async function manifestText(): Promise<string> {
  return readFile(options.manifestFile, 'utf8');
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'media-pipeline-'));
  options = {
    sourceDir: path.join(root, 'media/images'),
    outputDir: path.join(root, 'public/img'),
    urlBase: '/img',
    manifestFile: path.join(root, 'lib/image-manifest.json'),
    root,
  };
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('syncImages', () => {
  it('writes AVIF and WebP at each selected width and a manifest entry describing them', async () => {
    await writeSource('banners/wide.png', flat(1000, 400));
    const { manifest, processed } = await syncImages(options);

    expect(processed).toBe(1);
    const entry = manifest.images['banners/wide'];
    const bytes = await readFile(path.join(options.sourceDir, 'banners/wide.png'));
    expect(entry).toMatchObject({ source: 'media/images/banners/wide.png', hash: hashBytes(bytes), width: 1000, height: 400, opaque: true });
    expect(entry?.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 128],
      [640, 256],
      [1000, 400],
    ]);
    for (const variant of entry?.variants ?? []) {
      for (const format of ['avif', 'webp'] as const) {
        expect(variant[format]).toMatch(new RegExp(`^/img/banners/wide-${variant.width}\\.[0-9a-f]{8}\\.${format}$`));
        const meta = await sharp(path.join(options.outputDir, variant[format].slice('/img/'.length))).metadata();
        expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      }
    }
    expect(JSON.parse(await manifestText())).toEqual(manifest);
  });

  it('never upscales a small source', async () => {
    await writeSource('avatars/small.png', flat(200, 200));
    const { manifest } = await syncImages(options);
    expect(manifest.images['avatars/small']?.variants.map((v) => v.width)).toEqual([200]);
  });

  it('stores a blur placeholder: a tiny WebP data URL under 1 KB', async () => {
    await writeSource('a.png', flat(1200, 600));
    const { manifest } = await syncImages(options);
    const blur = manifest.images.a?.blur ?? '';
    expect(blur).toMatch(/^data:image\/webp;base64,/);
    expect(blur.length).toBeLessThan(BLUR_MAX_BYTES);
    const tiny = await sharp(Buffer.from(blur.split(',')[1] ?? '', 'base64')).metadata();
    expect([tiny.width, tiny.height]).toEqual([16, 8]);
  });

  it('marks a source with transparent pixels as not opaque', async () => {
    await writeSource('logos/mark.png', flat(400, 200, 4));
    const { manifest } = await syncImages(options);
    expect(manifest.images['logos/mark']?.opaque).toBe(false);
  });

  it('skips unchanged sources on a second run and leaves outputs and manifest untouched', async () => {
    await writeSource('a.png', flat(700, 300));
    await writeSource('b/c.png', flat(500, 500));
    const first = await syncImages(options);
    const text = await manifestText();
    const variant = first.manifest.images.a?.variants[0];
    const before = await stat(path.join(options.outputDir, variant?.webp.slice('/img/'.length) ?? ''));

    const second = await syncImages(options);
    expect(second).toMatchObject({ processed: 0, skipped: 2, removed: 0 });
    expect(await manifestText()).toBe(text);
    const after = await stat(path.join(options.outputDir, variant?.webp.slice('/img/'.length) ?? ''));
    expect(after.mtimeMs).toBe(before.mtimeMs);
  });

  it('re-encodes a changed source under new file names and deletes the old files', async () => {
    await writeSource('a.png', flat(700, 300));
    const first = await syncImages(options);
    await writeSource('a.png', flat(600, 300));
    const second = await syncImages(options);

    expect(second).toMatchObject({ processed: 1, skipped: 0, removed: 4 });
    expect(second.manifest.images.a?.variants.map((v) => v.width)).toEqual([320, 600]);
    const oldFile = path.join(options.outputDir, first.manifest.images.a?.variants[0]?.webp.slice('/img/'.length) ?? '');
    await expect(stat(oldFile)).rejects.toThrow();
  });

  it('re-encodes when a variant file has gone missing', async () => {
    await writeSource('a.png', flat(400, 300));
    const first = await syncImages(options);
    await rm(path.join(options.outputDir, first.manifest.images.a?.variants[0]?.avif.slice('/img/'.length) ?? ''));
    expect((await syncImages(options)).processed).toBe(1);
  });

  it('drops the entry and files of a deleted source', async () => {
    await writeSource('a.png', flat(400, 300));
    await writeSource('b.png', flat(400, 300));
    await syncImages(options);
    await rm(path.join(options.sourceDir, 'b.png'));
    const result = await syncImages(options);
    expect(Object.keys(result.manifest.images)).toEqual(['a']);
    expect(result.removed).toBe(4);
  });

  it('fails with one line naming a file sharp cannot read, and why', async () => {
    await writeSource('good.png', flat(400, 300));
    await mkdir(path.join(options.sourceDir, 'events'), { recursive: true });
    await writeFile(path.join(options.sourceDir, 'events/broken.jpg'), 'this is not a JPEG');

    const error: unknown = await syncImages(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageSourceError);
    expect((error as Error).message).toBe(
      'media/images/events/broken.jpg: cannot be read as an image (Input buffer contains unsupported image format)',
    );
    expect((error as Error).message).not.toContain('\n');
  });

  it('fails naming a truncated file', async () => {
    const jpeg = await noise(800, 600).jpeg().toBuffer();
    await mkdir(options.sourceDir, { recursive: true });
    await writeFile(path.join(options.sourceDir, 'cut.jpg'), jpeg.subarray(0, jpeg.length / 2));
    await expect(syncImages(options)).rejects.toThrow(/^media\/images\/cut\.jpg: cannot be read as an image \(.+\)$/);
  });

  it('fails naming two sources that would share a key', async () => {
    await writeSource('x.png', flat(100, 100));
    await writeSource('x.webp', sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } }).webp());
    await expect(syncImages(options)).rejects.toThrow('media/images/x.webp: has the same key "x" as media/images/x.png; rename one');
  });

  it('ignores dotfiles such as .DS_Store', async () => {
    await mkdir(options.sourceDir, { recursive: true });
    await writeFile(path.join(options.sourceDir, '.DS_Store'), 'junk');
    expect((await syncImages(options)).manifest.images).toEqual({});
  });
});

describe('blurPlaceholder', () => {
  it('stays under 1 KB for noise, wide and tall images alike', async () => {
    for (const [w, h] of [[1920, 1080], [300, 2400], [2400, 60]] as const) {
      const url = await blurPlaceholder(noise(w, h), true);
      expect(url.length).toBeLessThan(BLUR_MAX_BYTES);
    }
  });
});

describe('imageKeyFromPath', () => {
  it('drops the extension and keeps folders', () => {
    expect(imageKeyFromPath('banners/thank-you.svg')).toBe('banners/thank-you');
    expect(imageKeyFromPath('avatars/01.png')).toBe('avatars/01');
  });

  it('rejects names that are not kebab-case, naming the file', () => {
    expect(() => imageKeyFromPath('Banners/About Us.png', 'media/images/Banners/About Us.png')).toThrow(
      'media/images/Banners/About Us.png: file and folder names must be lower-case kebab-case',
    );
  });
});

describe('buildManifestEntry', () => {
  it('derives variants from the intrinsic size and fingerprints URLs by source hash', () => {
    const input = { key: 'k', source: 'media/images/k.png', width: 1920, height: 640, opaque: true, blur: 'data:', urlBase: '/img' };
    const a = buildManifestEntry({ ...input, hash: 'a'.repeat(64) });
    const b = buildManifestEntry({ ...input, hash: 'b'.repeat(64) });
    expect(a.variants.map((v) => `${v.width}x${v.height}`)).toEqual(['320x107', '640x213', '960x320', '1280x427', '1920x640']);
    expect(a.variants[0]?.avif).not.toBe(b.variants[0]?.avif);
    expect(a).toMatchObject({ width: 1920, height: 640, hash: 'a'.repeat(64), source: 'media/images/k.png' });
  });
});
