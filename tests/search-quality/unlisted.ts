import { getPagedProducts, getProducts, type PagedProduct } from '@/content/catalogue';
import { compactDistance } from '@/lib/search/closest';
import { compact } from '@/lib/search/normalise';

/**
 * A model number no product has, two digits away from one a product has
 * (`ae3100dm` → `ae3111dm`), for the tests of what search does with a
 * number it cannot read as a typo: it finds nothing and offers the real one
 * as the closest. Derived from the catalogue, so a product added since can
 * never be the number the tests expect to find nothing for.
 *
 * The real model is the first product with a page and one model whose
 * number has the printed shape letters, digits, letters (`AE3100 DM`,
 * `CE0419M`); the number changes the last two digits of its last run of
 * digits. It is taken only when it is at least two edits from every model
 * number (from its start too, as a half-typed model is read) and no model
 * number has its characters in another order (a swap search reads as a
 * typo).
 */
export function unlistedModelNumber(): { query: string; closest: PagedProduct } {
  // Every number search knows: each product's, with or without a page, and each orderable model's ('AE3100C').
  const models = getProducts().flatMap((p) => [p.model, ...p.models.map((m) => m.name)]).map(compact);
  const sorted = (text: string) => [...text].sort().join('');
  const anagrams = new Set(models.map(sorted));
  const unlisted = (candidate: string) => !anagrams.has(sorted(candidate)) && models.every((m) => compactDistance(candidate, m) >= 2 && compactDistance(m, candidate) >= 2);
  for (const product of getPagedProducts()) {
    // 'ae3100dm' → 'ae31', '00', 'dm': the head ends in a letter and any digits, the last two digits before the closing letters.
    const parts = /^(.*[a-z]\d*)(\d\d)([a-z]+)$/.exec(compact(product.model));
    if (!parts || product.models.length !== 1) continue;
    const [, head, digits, tail] = parts as unknown as [string, string, string, string];
    for (const pair of Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'))) {
      if (pair[0] === digits[0] || pair[1] === digits[1]) continue;
      const candidate = `${head}${pair}${tail}`;
      if (unlisted(candidate)) return { query: candidate, closest: product };
    }
  }
  throw new Error('tests/search-quality/unlisted.ts: no product has a model number two digits could make unlisted');
}
