import type { PagedProduct } from '@/content/catalogue';
import type { CatalogueInput } from '@/lib/catalogue/checks';
import { unmappedChars } from '@/lib/datasheet/win-ansi';
import { familyTitle, productTitle } from '@/lib/seo/catalogue';
import { DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, documentTitle } from '@/lib/seo/metadata';
import { recordStrings } from './content-strings';
import type { ContentCheck } from './index';

/**
 * Rules a record's words must meet for the outputs made from it: every
 * character prints in the datasheets' Helvetica, and every landing and
 * product page has a title and description of its own that a search result
 * shows whole.
 */

/** A character the datasheets cannot print, with where it stands, so no product text prints as a gap. */
export function datasheetCharacterProblems({ products }: CatalogueInput): string[] {
  return products.flatMap((p) =>
    recordStrings(p, p.key).flatMap(({ record, field, text }) =>
      unmappedChars(text).map((char) => `${record} › ${field}: "${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) has no stand-in in the datasheets' Helvetica; write a character it has, or add a stand-in to lib/datasheet/win-ansi.ts`),
    ),
  );
}

/** What a search result shows of a landing or product page, as lib/seo/catalogue.ts writes it. */
function searchEntries({ families, products }: CatalogueInput): { at: string; title: string; description: string }[] {
  const paged = products.filter((p): p is PagedProduct => p.page !== null);
  return [
    ...families.map((f) => ({ at: `family ${f.key}`, title: familyTitle(f), description: f.metaDescription })),
    ...paged.map((p) => ({ at: p.key, title: productTitle(p), description: p.page.metaDescription })),
  ];
}

/** Models, figures and units taken out: what is left of a description that only swaps the name in. */
const skeleton = (d: string) => d.replace(/[A-Z0-9][\w+~.-]*\d[\w+~.-]*|\d[\d.,/–×-]*|\b(dBm|dB|nm|mm|km|kg|N|F)\b/g, '#').replace(/\s+/g, ' ');

/**
 * A landing or product page's title fits a search result with the site
 * name, its description is as long as a result shows whole, and neither is
 * another page's, nor the same sentence with only the name swapped in.
 */
export function searchResultProblems(catalogue: CatalogueInput): string[] {
  const entries = searchEntries(catalogue);
  const problems: string[] = [];
  entries.forEach(({ at, title, description }, i) => {
    const shown = documentTitle({ title });
    if (shown.length > MAX_TITLE_LENGTH) problems.push(`${at} › title: "${shown}" is ${shown.length} characters with the site name, at most ${MAX_TITLE_LENGTH}; give the page a shorter metaTitle`);
    const { length } = description;
    if (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max) problems.push(`${at} › metaDescription: ${length} characters; write ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max}, which search results show whole`);
    const earlier = entries.slice(0, i);
    const sameTitle = earlier.find((e) => e.title === title);
    if (sameTitle) problems.push(`${at} › title: "${title}" is also ${sameTitle.at}'s; give each page its own`);
    const sameWords = earlier.find((e) => skeleton(e.description) === skeleton(description));
    if (sameWords) problems.push(`${at} › metaDescription: the same sentence as ${sameWords.at}'s with only the names and figures changed; say what is particular to this page`);
  });
  return problems;
}

export const outputChecks: readonly ContentCheck[] = [
  { name: 'datasheet characters', run: datasheetCharacterProblems },
  { name: 'search results', run: searchResultProblems },
];
