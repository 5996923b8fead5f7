/**
 * Finds image references in content records so the build can name the record
 * whose key has no image. A reference is any object with a string `image` and
 * a string `alt` (ProductImage photos, the imagery catalogue).
 */
import { ImageNotFoundError } from './images';

export interface ImageRef {
  /** Where the reference sits, e.g. `content/media/imagery.ts banners.about`. */
  record: string;
  image: string;
}

/** Array elements are named by their `key`, `id` or `model` when they have one. */
function elementName(value: unknown, index: number): string {
  if (typeof value === 'object' && value !== null) {
    for (const field of ['key', 'id', 'model'] as const) {
      const name = (value as Record<string, unknown>)[field];
      if (typeof name === 'string') return `[${name}]`;
    }
  }
  return `[${index}]`;
}

export function collectImageRefs(value: unknown, record: string, seen = new WeakSet<object>()): ImageRef[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => collectImageRefs(item, `${record}${elementName(item, index)}`, seen));
  }
  const fields = value as Record<string, unknown>;
  const own: ImageRef[] =
    typeof fields.image === 'string' && typeof fields.alt === 'string' ? [{ record, image: fields.image }] : [];
  const nested = Object.entries(fields).flatMap(([name, child]) =>
    collectImageRefs(child, `${record}.${name}`, seen),
  );
  return [...own, ...nested];
}

/** Throws one ImageNotFoundError naming the first record whose image is unknown (and how many more there are). */
export function assertImageRefs(refs: readonly ImageRef[], isKnown: (key: string) => boolean): void {
  const missing = refs.filter((ref) => !isKnown(ref.image));
  const first = missing[0];
  if (first === undefined) return;
  const more = missing.length > 1 ? ` (and ${missing.length - 1} more)` : '';
  const error = new ImageNotFoundError(first.image, first.record);
  error.message += more;
  throw error;
}
