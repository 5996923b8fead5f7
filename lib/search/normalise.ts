/**
 * Text to search terms, shared by the index (at build time) and the query (in
 * the browser), so both sides always agree.
 *
 * The core idea is the "compact" form of a chunk of text: lower case, accents
 * and punctuation dropped, a trailing plus spelt out. `OP-100P16G`,
 * `op100p16g` and `OP 100 P16G` (joined by the query planner) all become
 * `op100p16g`; `82C+` and `82c plus` become `82cplus`; `G.652 D` and `G.652D`
 * become `g652d`.
 */

/** Longest query we act on; anything after it is dropped. */
export const MAX_QUERY_LENGTH = 200;

/** Words this long (letters only) forgive one typo. */
export const FUZZY_MIN_LETTERS = 5;

/** Most adjacent query chunks joined into one compact term (`OP 100 P16G` is three). */
export const MAX_JOINED_CHUNKS = 4;

/** A piece of text between spaces and brackets, with where it sits in the source. */
export interface Chunk {
  text: string;
  start: number;
  end: number;
}

// Chunk boundaries: white space, brackets, quotes and sentence punctuation.
// Dots, hyphens, slashes, colons and plus signs stay inside a chunk, because
// they hold model numbers and standards together (FC-8R, G.652, 1:128, SFP+).
const BOUNDARY = /[\s,;!?()[\]{}<>"'`\u2018\u2019\u201c\u201d\u00ab\u00bb|\\*]+/gu;
// Letters, their combining marks (Devanagari vowel signs) and digits make words.
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{M}\p{N}+]+$/gu;
const NOT_ALPHANUMERIC = /[^\p{L}\p{M}\p{N}]+/u;
const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;

// Common words that would otherwise match nearly every document.
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'into', 'is', 'it', 'its',
  'of', 'on', 'or', 'our', 'the', 'this', 'that', 'to', 'up', 'with', 'we', 'you', 'your',
]);

// The site writes British spelling and some product names use American; both find both.
const SPELLINGS: Readonly<Record<string, string>> = {
  fiber: 'fibre',
  metre: 'meter',
  colour: 'color',
  centre: 'center',
};

/** Lower case, compatibility forms folded, Latin accents removed (other scripts' marks kept). */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

/**
 * Splits text into chunks with their positions. A lone letter after a dotted
 * standard number joins it (`G.652 D` → `G.652 D` as one chunk), as cable
 * datasheets write the standard both ways.
 */
export function splitChunks(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let last = 0;
  const push = (start: number, end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.replace(/^[^\p{L}\p{N}]+/u, '').length;
    const trimmed = raw.replace(EDGE_PUNCTUATION, '');
    if (!trimmed) return;
    const s = start + lead;
    const prev = chunks[chunks.length - 1];
    if (prev && /^\p{L}$/u.test(trimmed) && /\p{L}\.\p{N}+$/u.test(prev.text) && /^\s+$/u.test(text.slice(prev.end, s))) {
      prev.text = text.slice(prev.start, s + trimmed.length);
      prev.end = s + trimmed.length;
      return;
    }
    chunks.push({ text: trimmed, start: s, end: s + trimmed.length });
  };
  for (const m of text.matchAll(BOUNDARY)) {
    push(last, m.index);
    last = m.index + m[0].length;
  }
  push(last, text.length);
  return chunks;
}

/** The tokenizer MiniSearch calls: chunk texts. */
export function tokenize(text: string): string[] {
  return splitChunks(text).map((c) => c.text);
}

/** A word's search form: spelling unified, a plain plural made singular. */
function wordForm(word: string): string {
  const spelt = SPELLINGS[word] ?? word;
  if (spelt.length > 3 && LETTERS_ONLY.test(spelt) && /[^su]s$/u.test(spelt) && !/(is|ss)$/u.test(spelt)) {
    const singular = spelt.slice(0, -1);
    return SPELLINGS[singular] ?? singular;
  }
  return spelt;
}

function alphanumericParts(chunk: string): string[] {
  const spelt = fold(chunk).replace(/([\p{L}\p{M}\p{N}])(\++)/gu, (_, c: string, plus: string) => c + 'plus'.repeat(plus.length));
  return spelt.split(NOT_ALPHANUMERIC).filter(Boolean);
}

function chunkCompact(chunk: string): string {
  return alphanumericParts(chunk).map(wordForm).join('');
}

/** The compact form of a chunk or of a whole model number: `OP 100-P16G` → `op100p16g`. */
export function compact(text: string): string {
  return tokenize(text).map(chunkCompact).join('');
}

/**
 * Terms for one chunk: its compact form, and when punctuation splits it, each
 * part of two or more characters (`FC-8R` → `fc8r`, `fc`, `8r`). Stop words
 * and lone letters give nothing.
 */
export function chunkTerms(chunk: string): readonly string[] {
  return memo(chunkTermCache, chunk, computeChunkTerms);
}

/** Every chunk's terms of a text, not remembered: for a caller that keeps what it needs, so the shared cache is not filled with it. */
export function textTerms(text: string): string[] {
  return splitChunks(text).flatMap((c) => computeChunkTerms(c.text));
}

function computeChunkTerms(chunk: string): string[] {
  const parts = alphanumericParts(chunk).map(wordForm);
  if (parts.length === 0) return [];
  const whole = parts.join('');
  if (parts.length === 1) return STOP_WORDS.has(whole) || whole.length < 2 ? [] : [whole];
  const pieces = parts.filter((p) => p.length >= 2 && !STOP_WORDS.has(p));
  return unique([whole, ...pieces]);
}

/**
 * Extra terms for a model number, so any tail of it is a prefix a visitor can
 * type: `OP-841GWV-DGB` also gives `841gwvdgb`; and a letter range is spelt
 * out: `AE3100A~F` gives `ae3100a` … `ae3100f`.
 */
export function modelTerms(chunk: string): readonly string[] {
  return memo(modelTermCache, chunk, computeModelTerms);
}

function computeModelTerms(chunk: string): string[] {
  const terms = [...chunkTerms(chunk)];
  const parts = alphanumericParts(chunk);
  for (let i = 1; i < parts.length - 1; i++) terms.push(parts.slice(i).join(''));
  const range = /^(.*\p{N})(\p{L})~(\p{L})$/u.exec(fold(chunk));
  if (range) {
    const [, stem = '', from = '', to = ''] = range;
    const base = compact(stem);
    for (let c = from.charCodeAt(0); c <= to.charCodeAt(0) && c - from.charCodeAt(0) < 26; c++) {
      terms.push(base + String.fromCharCode(c));
    }
  }
  return unique(terms.filter((t) => t.length >= 2));
}

/** Cuts a query to the length we act on, without splitting a surrogate pair. */
export function clampQuery(text: string): string {
  const chars = Array.from(text);
  return chars.length <= MAX_QUERY_LENGTH ? text : chars.slice(0, MAX_QUERY_LENGTH).join('');
}

/** What the engine searches for a visitor's text. */
export interface QueryPlan {
  /** Each chunk's whole term, as typed; matched exactly or as a prefix. */
  terms: string[];
  /** Pieces of chunks split by punctuation (`fc`, `8r` of `FC-8R`); matched exactly. */
  parts: string[];
  /** Compact joins of adjacent chunks (`op 100 p16g` → `op100p16g`), with how many they join; matched exactly or as a prefix. */
  joined: { term: string; chunks: number }[];
}

export function planQuery(text: string): QueryPlan {
  const chunks = tokenize(clampQuery(text));
  const perChunk = chunks.map(chunkTerms);
  const terms = unique(perChunk.flatMap((t) => t.slice(0, 1)));
  const parts = unique(perChunk.flatMap((t) => t.slice(1))).filter((t) => !terms.includes(t));
  const compacts = chunks.map(chunkCompact).filter(Boolean);
  const seen = new Set([...terms, ...parts]);
  const joined: QueryPlan['joined'] = [];
  for (let size = 2; size <= MAX_JOINED_CHUNKS; size++) {
    for (let i = 0; i + size <= compacts.length; i++) {
      const term = compacts.slice(i, i + size).join('');
      if (!seen.has(term)) joined.push({ term, chunks: size });
      seen.add(term);
    }
  }
  return { terms, parts, joined };
}

/** Fuzzy matching: one edit for plain words of five or more letters, none for numbers and codes. */
export function fuzzyFor(term: string): number {
  return LETTERS_ONLY.test(term) && term.length >= FUZZY_MIN_LETTERS ? 1 : 0;
}

// The index and every excerpt ask for the same few thousand chunks again and
// again; remembering them keeps a query well under a millisecond of term work.
const MEMO_LIMIT = 50_000;
const chunkTermCache = new Map<string, readonly string[]>();
const modelTermCache = new Map<string, readonly string[]>();

function memo(cache: Map<string, readonly string[]>, key: string, compute: (key: string) => string[]): readonly string[] {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= MEMO_LIMIT) cache.clear();
    value = Object.freeze(compute(key));
    cache.set(key, value);
  }
  return value;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
