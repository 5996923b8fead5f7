/**
 * The image manifest as app code sees it. `ImageKey` is derived from the
 * manifest's keys, so naming an image that has no source is a compile error.
 */
import type { ImageKey } from '@/content/media/image-keys';
import manifestJson from '@/media/image-manifest.json';
import type { ImageEntry } from './manifest';

export type { ImageKey };

// Annotated rather than cast: a manifest that drifts from ImageEntry fails the typecheck.
const images: Readonly<Record<ImageKey, ImageEntry>> = manifestJson.images;

export const imageKeys = Object.keys(images) as ImageKey[];

/** An image key with no entry in the manifest, e.g. from untyped data or a stale cast. */
export class ImageNotFoundError extends Error {
  readonly key: string;

  constructor(key: string, record?: string) {
    const where = record === undefined ? '' : `${record}: `;
    super(`${where}image "${key}" is not in the media manifest; add media/images/${key}.<ext> or fix the key`);
    this.name = 'ImageNotFoundError';
    this.key = key;
  }
}

export function isImageKey(key: string): key is ImageKey {
  return Object.hasOwn(images, key);
}

/** The manifest entry of `key`; throws ImageNotFoundError (naming `record` when given) if there is none. */
export function getImage(key: ImageKey, record?: string): ImageEntry {
  if (!isImageKey(key)) throw new ImageNotFoundError(key, record);
  return images[key];
}
