import type { IllustrationSpec } from '@/content/catalogue/illustration';
import type { ProductImage } from '@/content/catalogue/types';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from './canvas';

/**
 * Product drawings ship as static SVG files, named by a hash of their spec:
 * the same drawing on twenty pages is one cached file, and pages carry an
 * <img> instead of 17 KB of inline markup (twice, with the RSC payload).
 */
export const ILLUSTRATIONS_DIR = '/illustrations';

export function illustrationPath(spec: IllustrationSpec): string {
  return `${ILLUSTRATIONS_DIR}/${illustrationFileName(spec)}`;
}

export function illustrationFileName(spec: IllustrationSpec): string {
  return `${spec.kind}-${fnv1a(stableStringify(spec))}.svg`;
}

export function illustrationSize(spec: IllustrationSpec): { width: number; height: number } {
  return { width: ILLUSTRATION_WIDTH, height: ILLUSTRATION_HEIGHT[spec.kind] };
}

/** Every distinct drawing among the given pictures, keyed by file name. */
export function collectIllustrations(images: Iterable<ProductImage>): Map<string, IllustrationSpec> {
  const files = new Map<string, IllustrationSpec>();
  for (const image of images) {
    if (image.kind === 'illustration') files.set(illustrationFileName(image.spec), image.spec);
  }
  return files;
}

/** JSON with sorted keys, so equal specs hash alike whatever order their fields were written in. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** FNV-1a, 32 bits in base 36: names files apart, not a security boundary. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
