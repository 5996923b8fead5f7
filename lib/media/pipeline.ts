/**
 * The image step's work, kept importable so tests can run it over a tmp dir:
 * sources in media/images/ become AVIF and WebP variants under public/img/
 * and one manifest entry each. Node only (sharp, fs): never import this from
 * app code; app code reads the manifest through ./images.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { ImageEntry, ImageFormat, ImageManifest, ImageVariant } from './manifest';
import { IMAGE_FORMATS } from './manifest';
import { scaledHeight, selectWidths } from './widths';

export const ENCODER = {
  // Effort 2 encodes about eight times faster than 4 for some 5% more bytes on this art.
  avif: { quality: 52, effort: 2 },
  webp: { quality: 76, effort: 5 },
  /** Longest side of the blur placeholder, px; halved until the data URL fits. */
  blur: { size: 16, quality: 40 },
} as const;

export const ENCODER_ID = JSON.stringify(ENCODER);

/** Upper bound of a blur placeholder data URL, characters (= bytes, it is ASCII). */
export const BLUR_MAX_BYTES = 1024;

const KEY_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A source the step cannot use; the message is one line naming the file. */
export class ImageSourceError extends Error {
  readonly file: string;
  readonly reason: string;

  constructor(file: string, reason: string) {
    const line = reason.replace(/\s+/g, ' ').trim();
    super(`${file}: ${line}`);
    this.name = 'ImageSourceError';
    this.file = file;
    this.reason = line;
  }
}

export function hashBytes(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * `banners/about.svg` → `banners/about`: the key content uses to name the
 * image. `shown` is how an error names the file (its path from the repo root).
 */
export function imageKeyFromPath(relativePath: string, shown = relativePath): string {
  const posix = relativePath.split(path.sep).join('/');
  const key = posix.slice(0, posix.length - path.posix.extname(posix).length);
  if (!key.split('/').every((segment) => KEY_SEGMENT.test(segment))) {
    throw new ImageSourceError(shown, 'file and folder names must be lower-case kebab-case, they become the image key');
  }
  return key;
}

/** Public URL of one variant; the fingerprint changes whenever the bytes may, so hosts can cache forever. */
export function variantUrl(urlBase: string, key: string, width: number, format: ImageFormat, fingerprint: string): string {
  return `${urlBase}/${key}-${width}.${fingerprint}.${format}`;
}

export function fingerprintOf(sourceHash: string): string {
  return hashBytes(`${sourceHash}:${ENCODER_ID}`).slice(0, 8);
}

/** What decoding a source tells us; the variants follow from it. */
export type EntryInput = Omit<ImageEntry, 'variants'> & { key: string; urlBase: string };

/** The manifest entry for a decoded source: which widths exist and where each variant lives. */
export function buildManifestEntry(input: EntryInput): ImageEntry {
  const fingerprint = fingerprintOf(input.hash);
  const variants = selectWidths(input.width).map((width): ImageVariant => ({
    width,
    height: scaledHeight(input, width),
    avif: variantUrl(input.urlBase, input.key, width, 'avif', fingerprint),
    webp: variantUrl(input.urlBase, input.key, width, 'webp', fingerprint),
  }));
  const { source, hash, width, height, opaque, blur } = input;
  return { source, hash, width, height, opaque, blur, variants };
}

export interface SyncOptions {
  /** Folder of sources (media/images). */
  sourceDir: string;
  /** Folder the variants are written to (public/img). */
  outputDir: string;
  /** URL path `outputDir` is served at (/img). */
  urlBase: string;
  manifestFile: string;
  /** File names in the manifest and in errors are relative to this folder (the repo root). */
  root: string;
}

export interface SyncResult {
  manifest: ImageManifest;
  processed: number;
  skipped: number;
  /** Stale variant files deleted (their source changed or went away). */
  removed: number;
}

/**
 * Brings outputs and manifest in line with the sources. A source whose bytes,
 * encoder settings and output files are unchanged is not decoded at all.
 */
export async function syncImages(options: SyncOptions): Promise<SyncResult> {
  const previous = await readManifest(options.manifestFile);
  const images: Record<string, ImageEntry> = {};
  const sourceOfKey = new Map<string, string>();
  let processed = 0;
  let skipped = 0;

  for (const relative of await listFiles(options.sourceDir)) {
    const file = path.join(options.sourceDir, relative);
    const shown = toPosix(path.relative(options.root, file));
    const key = imageKeyFromPath(relative, shown);
    const clash = sourceOfKey.get(key);
    if (clash !== undefined) throw new ImageSourceError(shown, `has the same key "${key}" as ${clash}; rename one`);
    sourceOfKey.set(key, shown);

    const bytes = await readFile(file);
    const hash = hashBytes(bytes);
    const old = previous?.images[key];
    if (
      old !== undefined &&
      old.hash === hash &&
      old.source === shown &&
      previous?.encoder === ENCODER_ID &&
      (await variantsExist(old, options))
    ) {
      images[key] = old;
      skipped += 1;
      continue;
    }
    images[key] = await encodeImage({ key, bytes, hash, source: shown, ...options });
    processed += 1;
  }

  const manifest: ImageManifest = { encoder: ENCODER_ID, images };
  const removed = await removeStaleFiles(manifest, options);
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const current = await readFile(options.manifestFile, 'utf8').catch(() => null);
  if (current !== text) {
    await mkdir(path.dirname(options.manifestFile), { recursive: true });
    await writeFile(options.manifestFile, text);
  }
  return { manifest, processed, skipped, removed };
}

interface EncodeInput extends SyncOptions {
  key: string;
  bytes: Buffer;
  hash: string;
  source: string;
}

async function encodeImage(input: EncodeInput): Promise<ImageEntry> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // Decode once (orientation applied, sRGB, with alpha); every variant resizes these pixels.
    decoded = await sharp(input.bytes).rotate().toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageSourceError(input.source, `cannot be read as an image (${reasonOf(error)})`);
  }
  const { width, height, channels } = decoded.info;
  const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });
  const opaque = (await pixels().stats()).isOpaque;
  const blur = await blurPlaceholder(pixels(), opaque);
  const entry = buildManifestEntry({ ...input, width, height, opaque, blur });

  for (const variant of entry.variants) {
    const resized = pixels().resize(variant.width, variant.height, { fit: 'fill', kernel: 'lanczos3' });
    if (opaque) resized.removeAlpha();
    for (const format of IMAGE_FORMATS) {
      const file = fileOfUrl(variant[format], input);
      await mkdir(path.dirname(file), { recursive: true });
      const encoder = format === 'avif' ? resized.clone().avif(ENCODER.avif) : resized.clone().webp(ENCODER.webp);
      await encoder.toFile(file);
    }
  }
  return entry;
}

/** A tiny WebP data URL; shrinks until it is under BLUR_MAX_BYTES. */
export async function blurPlaceholder(image: Sharp, opaque: boolean): Promise<string> {
  for (let size: number = ENCODER.blur.size; size >= 2; size = Math.floor(size / 2)) {
    const tiny = image.clone().resize(size, size, { fit: 'inside' });
    if (opaque) tiny.removeAlpha();
    const bytes = await tiny.webp({ quality: ENCODER.blur.quality }).toBuffer();
    const url = `data:image/webp;base64,${bytes.toString('base64')}`;
    if (url.length < BLUR_MAX_BYTES) return url;
  }
  throw new Error('Blur placeholder does not fit in 1 KB even at 2 px');
}

async function readManifest(file: string): Promise<ImageManifest | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as ImageManifest;
  } catch {
    // Missing or unreadable (say, a merge conflict): rebuild every entry.
    return null;
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((relative) => !relative.split(path.sep).some((part) => part.startsWith('.')))
    .sort();
}

function fileOfUrl(url: string, options: SyncOptions): string {
  return path.join(options.outputDir, url.slice(options.urlBase.length + 1));
}

async function variantsExist(entry: ImageEntry, options: SyncOptions): Promise<boolean> {
  for (const variant of entry.variants) {
    for (const format of IMAGE_FORMATS) {
      const ok = await stat(fileOfUrl(variant[format], options)).then(
        (s) => s.isFile(),
        () => false,
      );
      if (!ok) return false;
    }
  }
  return true;
}

async function removeStaleFiles(manifest: ImageManifest, options: SyncOptions): Promise<number> {
  const wanted = new Set(
    Object.values(manifest.images).flatMap((entry) =>
      entry.variants.flatMap((variant) => IMAGE_FORMATS.map((format) => fileOfUrl(variant[format], options))),
    ),
  );
  let removed = 0;
  for (const relative of await listFiles(options.outputDir)) {
    const file = path.join(options.outputDir, relative);
    if (!wanted.has(file)) {
      await rm(file);
      removed += 1;
    }
  }
  return removed;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}
