/**
 * The counts in a page's text that do not agree in number: '1 ports',
 * '1 products'. A 1 standing alone (not 21, 0.1, 1,200 or 1/2) and a
 * lower-case word ending in s after one space. Words whose singular ends in s
 * are not plurals (series, class, chassis, status, Mbps), nor are the verbs
 * a bare number may take (is, was, has, does). The end-to-end crawl reads
 * every exported page through it.
 */
const ONE_AND_A_PLURAL = /(?<![\d.,/:–-])\b1[ \u00a0]([a-z]+s)\b/g;
const SINGULAR_ENDING_IN_S = /^(?:.*(?:ss|us|is|as|bps)|series|species|news|does|lens)$/;

/** Each '1 <plural>' in `text`, as written. */
export function countsOutOfAgreement(text: string): string[] {
  return [...text.matchAll(ONE_AND_A_PLURAL)].filter((m) => !SINGULAR_ENDING_IN_S.test(m[1]!)).map((m) => m[0]);
}
