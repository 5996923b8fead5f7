import type { FamilyKey } from '@/content/catalogue/types';
import { COMPARE_PATH as comparePagePath } from '@/content/client-paths';
import { COMPARE_MAX } from './selection';

/**
 * `/compare?items=<key>,<key>,…[&only=differences]`: the whole comparison in
 * its URL, so a link restores it. Reading a URL never throws: keys that
 * cannot be compared are set aside with the reason.
 */

export const COMPARE_PATH = comparePagePath;
const ITEMS_PARAM = 'items';
const ONLY_PARAM = 'only';
const ONLY_DIFFERENCES = 'differences';

export type IgnoredReason = 'unknown' | 'duplicate' | 'other-family' | 'over-limit';

export interface CompareQuery {
  /** The keys to compare, in link order: at most four, all of `family`. */
  keys: string[];
  family: FamilyKey | null;
  ignored: { key: string; reason: IgnoredReason }[];
  onlyDifferences: boolean;
}

/** The link to a comparison. Keys are joined by bare commas, which URLs allow, so the link stays readable. */
export function comparePath(keys: readonly string[], onlyDifferences = false): string {
  const items = keys.map((key) => encodeURIComponent(key)).join(',');
  return `${COMPARE_PATH}?${ITEMS_PARAM}=${items}${onlyDifferences ? `&${ONLY_PARAM}=${ONLY_DIFFERENCES}` : ''}`;
}

/**
 * Reads a location's search string. `familyOf` names a comparable product's
 * family and returns null for any other key. The first comparable key sets
 * the family; later keys from another family, repeats, and keys past the
 * fourth are ignored.
 */
export function parseCompareQuery(search: string, familyOf: (key: string) => FamilyKey | null): CompareQuery {
  const params = new URLSearchParams(search);
  const raw = params.getAll(ITEMS_PARAM).flatMap((value) => value.split(','));
  const query: CompareQuery = {
    keys: [],
    family: null,
    ignored: [],
    onlyDifferences: params.get(ONLY_PARAM) === ONLY_DIFFERENCES,
  };
  for (const part of raw) {
    const key = part.trim();
    if (key === '') continue;
    const family = familyOf(key);
    const reason: IgnoredReason | null =
      family === null
        ? 'unknown'
        : query.keys.includes(key)
          ? 'duplicate'
          : query.family !== null && family !== query.family
            ? 'other-family'
            : query.keys.length >= COMPARE_MAX
              ? 'over-limit'
              : null;
    if (reason) {
      query.ignored.push({ key, reason });
      continue;
    }
    query.family = family;
    query.keys.push(key);
  }
  return query;
}

/** Where the build writes one family's comparison data (app/compare-data/[file]/route.ts). */
export function compareDataPath(family: FamilyKey): string {
  return `/compare-data/${family}.json`;
}

/**
 * `/compare-data/families.json`: the family of every comparable product by
 * key, which the comparison reads to check a link's keys. A file, not part of
 * the page, so /compare stays the same size however large the catalogue grows.
 */
export const COMPARE_FAMILIES_PATH = '/compare-data/families.json';
