import { notationRules, type NotationRule } from '@/content/notation';
import { contentStrings, type ContentString } from './content-strings';
import { nounFor } from '@/content/count';

/**
 * One notation per unit, standard and name (content/notation.ts). Each
 * other spelling is named once, with the first place it stands in and how
 * many more there are, since a shared constant is read by many records:
 * `fiber-series.ts › FIBER_STANDARD: "G.652 D" (and 40 more places): write "G.652.D" (the fibre standard)`.
 */

/** Keys, slugs and picture keys ('fc-6s', '82m12', 'banners/fiber') are names, not text: no unit is written in them. */
const KEY = /^[a-z0-9][a-z0-9+/-]*$/;
/** A lone figure ('15s', '20dB') looks like a key but is text. */
const LONE_FIGURE = /^\d+(?:\.\d+)?[a-zµ°/]+$/i;

/** A repository file a record names ('content/catalogue/fiber-attenuation.ts', content/pages.ts `sources`) is a name too. */
const MODULE_PATH = /^[a-z0-9][a-z0-9+/-]*\.(?:ts|tsx|json)$/;

export function isKeyShaped(text: string): boolean {
  return MODULE_PATH.test(text) || (KEY.test(text) && !LONE_FIGURE.test(text));
}

/** Whether a match lies inside one of the rule's kept phrases. */
export function kept(rule: NotationRule, text: string, index: number, length: number): boolean {
  return (rule.keep ?? []).some((phrase) => {
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
      if (at <= index && index + length <= at + phrase.length) return true;
    }
    return false;
  });
}

/** The words around a match, so a long paragraph is quoted only where it matters. */
function around(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 30);
  const end = Math.min(text.length, index + length + 30);
  const quote = text.slice(start, end).replace(/\s*\n\s*/g, ' / ');
  return `${start > 0 ? '…' : ''}${quote}${end < text.length ? '…' : ''}`;
}

export function notationProblems(strings: readonly ContentString[] = contentStrings(), rules: readonly NotationRule[] = notationRules): string[] {
  const seen = new Map<string, { first: ContentString; quote: string; wrote: string; write: string; rule: NotationRule; more: number }>();
  for (const entry of strings) {
    if (isKeyShaped(entry.text)) continue;
    for (const rule of rules) {
      for (const match of entry.text.matchAll(rule.find)) {
        const write = rule.write(match as RegExpExecArray);
        if (match[0] === write || kept(rule, entry.text, match.index, match[0].length)) continue;
        const id = `${rule.name}|${match[0]}|${entry.text}`;
        const known = seen.get(id);
        if (known) known.more += 1;
        else seen.set(id, { first: entry, quote: around(entry.text, match.index, match[0].length), wrote: match[0], write, rule, more: 0 });
      }
    }
  }
  return [...seen.values()].map(({ first, quote, wrote, write, rule, more }) => {
    const where = `${first.record}${first.field ? ` › ${first.field}` : ''}`;
    const also = more > 0 ? ` (and ${more} more ${nounFor(more, { one: 'place', other: 'places' })})` : '';
    return `${where}: "${wrote}" in "${quote}"${also}: write "${write}" (${rule.name}, one notation across the site)`;
  });
}
