import path from 'node:path';

/**
 * The most an image drawn into a page's HTML may weigh (the phone hero
 * poster, a page banner's phone width). Every view pays it, desktop too, and
 * the page's HTML must still arrive in two round trips (tests/e2e/budget.spec.ts).
 */
export const INLINE_IMAGE_MAX_BYTES = 8_000;

/** The image types a page may carry inline, by file extension. */
const INLINE_TYPES: Readonly<Record<string, string>> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/** A `data:` URL of an image's bytes, typed by its file name; refuses one over INLINE_IMAGE_MAX_BYTES. */
export function imageDataUrl(file: string, bytes: Uint8Array): string {
  const type = INLINE_TYPES[path.extname(file).toLowerCase()];
  if (!type) throw new Error(`${file}: not an image type that goes inline (${Object.keys(INLINE_TYPES).join(', ')})`);
  if (bytes.length > INLINE_IMAGE_MAX_BYTES) throw new Error(`${file} is ${bytes.length} bytes; an inline image may have ${INLINE_IMAGE_MAX_BYTES}`);
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}
