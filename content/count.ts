/**
 * A count and its noun, agreeing in number: '1 product', '18 products',
 * '0 ports'. English's rule comes from the platform (Intl.PluralRules), so no
 * template writes its own `n === 1 ?`. It sits in content/ because the
 * records' sentence templates count too ('Loosen …: 3 models meet the
 * rest'); it imports nothing, so the browser modules that carry words can
 * use it.
 */

/** A noun's two forms: `{ one: 'port', other: 'ports' }`. */
export interface Noun {
  readonly one: string;
  readonly other: string;
}

// Pure, so a browser module that imports this file and counts nothing leaves it out.
const rules = /* @__PURE__ */ new Intl.PluralRules('en-GB');

/** The form of `noun` that agrees with `n`: 'port' for 1, 'ports' for 0, 2 or 1.5. */
export function nounFor(n: number, noun: Noun): string {
  return rules.select(n) === 'one' ? noun.one : noun.other;
}

/** `n` with the form of `noun` that agrees with it: '1 product', '18 products'. */
export function countOf(n: number, noun: Noun): string {
  return `${n} ${nounFor(n, noun)}`;
}

/** What the catalogue counts most: its products, one card each on the family landing. */
export const productNoun: Noun = { one: 'product', other: 'products' };

const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/** A whole number as prose writes it: in words up to twenty ('twelve'), in digits above ('24'). */
export function inWords(n: number): string {
  return Number.isInteger(n) && n >= 0 && n < words.length ? words[n]! : String(n);
}

/** The number `inWords` wrote, from its words or digits ('twelve' → 12, '24' → 24); null for anything else. */
export function fromWords(text: string): number | null {
  const at = words.indexOf(text.toLowerCase());
  if (at >= 0) return at;
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** `n` in words with the form of `noun` that agrees with it: 'twelve branch offices', 'one branch office'. */
export function countInWords(n: number, noun: Noun): string {
  return `${inWords(n)} ${nounFor(n, noun)}`;
}
