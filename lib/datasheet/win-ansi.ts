/**
 * The datasheets use the PDF standard Helvetica, which needs no font file
 * and keeps each PDF small, but can only show the WinAnsi (Windows-1252)
 * character set. Every string goes through `toWinAnsi` before it is measured
 * or drawn, so a character Helvetica lacks becomes a readable stand-in
 * instead of throwing or vanishing.
 */

/** Code points of Windows-1252 above Latin-1's C1 range gap (0x80–0x9F). */
const WIN_ANSI_EXTRAS = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018,
  0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
]);

/** True when standard Helvetica can draw the character as it is. */
export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0);
  if (code === undefined) return false;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);
}

/**
 * Stand-ins for characters the catalogue uses (or is likely to) that
 * WinAnsi lacks. Symbols become their ASCII spelling, Greek letters used as
 * units or symbols become the Latin-1 sign or the letter's name.
 */
export const WIN_ANSI_FALLBACKS: Readonly<Record<string, string>> = {
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '∼': '~',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '-',
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '⇒': '=>',
  '↑': 'up',
  '↓': 'down',
  '″': '"',
  '′': "'",
  '✓': 'Yes',
  '✔': 'Yes',
  '✗': 'No',
  '✕': 'No',
  '✘': 'No',
  '∞': 'infinity',
  // `toWinAnsi` first writes √ before a word as sqrt(word); this covers a lone sign.
  '√': 'sqrt',
  '■': '•',
  '▪': '•',
  '●': '•',
  '◦': '•',
  '℃': '°C',
  '℉': '°F',
  // Micro sign and the Greek letter look alike; only the micro sign is WinAnsi.
  '\u03bc': 'µ',
  // Φ and ⌀ mark a diameter on the spec sheets; Ø is how Latin-1 writes one.
  'Φ': 'Ø',
  'φ': 'ø',
  'ϕ': 'ø',
  '⌀': 'Ø',
  '\u03a9': 'Ohm',
  '\u2126': 'Ohm',
  'α': 'alpha',
  'β': 'beta',
  'γ': 'gamma',
  'δ': 'delta',
  'Δ': 'Delta',
  'ε': 'epsilon',
  'η': 'eta',
  'θ': 'theta',
  'λ': 'lambda',
  'π': 'pi',
  'σ': 'sigma',
  'τ': 'tau',
  'ω': 'omega',
  // Letters with a stroke do not decompose under NFKD.
  'ł': 'l',
  'Ł': 'L',
  'đ': 'd',
  'Đ': 'D',
  '⁰': '^0',
  '⁴': '^4',
  '⁵': '^5',
  '⁶': '^6',
  '⁷': '^7',
  '⁸': '^8',
  '⁹': '^9',
  '⁻': '^-',
  '\t': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2004': ' ',
  '\u2005': ' ',
  '\u2006': ' ',
  '\u2007': ' ',
  '\u2008': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u205f': ' ',
  // Invisible characters carry no text.
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\u2060': '',
  '\ufeff': '',
  '\r': '',
};

/** Shown for a character with no stand-in, so the gap is visible on the page. */
export const UNMAPPED_CHAR = '?';

/** The stand-in for one character, or null when there is none. Line breaks pass through for the wrapper. */
function mapChar(char: string): string | null {
  if (char === '\n' || isWinAnsi(char)) return char;
  const fallback = WIN_ANSI_FALLBACKS[char];
  if (fallback !== undefined) return fallback;
  // Accented letters outside Latin-1 lose their marks and compatibility forms unfold: ő → o, ﬁ → fi, ① → 1.
  const decomposed = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (decomposed && decomposed !== char && [...decomposed].every(isWinAnsi)) return decomposed;
  return null;
}

/** Characters of `text` that have no stand-in and would print as `UNMAPPED_CHAR`. */
export function unmappedChars(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) if (mapChar(char) === null) found.add(char);
  return [...found];
}

/**
 * `text` in characters standard Helvetica can draw. A square root over a
 * unit reads as `sqrt(km)`; every other character maps one by one.
 */
export function toWinAnsi(text: string): string {
  const rooted = text.replace(/√(\w+)/gu, 'sqrt($1)');
  let out = '';
  for (const char of rooted) out += mapChar(char) ?? UNMAPPED_CHAR;
  return out;
}
