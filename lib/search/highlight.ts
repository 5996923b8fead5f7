import { modelTerms, splitChunks } from './normalise';

/** A run of text, marked when it matched the query. */
export interface Segment {
  text: string;
  mark: boolean;
}

/** Longest excerpt shown under a result, in characters. */
export const EXCERPT_LENGTH = 180;

/** How much text an excerpt keeps before the first match when it has to cut. */
const LEAD_IN = 40;

function isMatch(chunk: string, terms: ReadonlySet<string>): boolean {
  return modelTerms(chunk).some((t) => terms.has(t));
}

/**
 * Splits text into plain and marked runs: a chunk is marked when one of its
 * search terms is among the matched index terms, so `OP-100P16G` lights up
 * for `op100p16g` and `Fibers` for `fibre`.
 */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const chunk of splitChunks(text)) {
    if (!isMatch(chunk.text, terms)) continue;
    if (chunk.start > at) segments.push({ text: text.slice(at, chunk.start), mark: false });
    segments.push({ text: chunk.text, mark: true });
    at = chunk.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}

// Every term of a line, remembered: a results page scans the same few
// thousand lines for each query, and this keeps a long query to a few ms.
const lineTermCache = new Map<string, ReadonlySet<string>>();
const LINE_CACHE_LIMIT = 20_000;

function lineMatches(line: string, terms: ReadonlySet<string>): boolean {
  let all = lineTermCache.get(line);
  if (!all) {
    if (lineTermCache.size >= LINE_CACHE_LIMIT) lineTermCache.clear();
    all = new Set(splitChunks(line).flatMap((c) => modelTerms(c.text)));
    lineTermCache.set(line, all);
  }
  for (const t of terms) if (all.has(t)) return true;
  return false;
}

/** Cuts a line to `max` characters around its first match, at word boundaries, with ellipses. */
export function clip(text: string, terms: ReadonlySet<string>, max = EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  const first = splitChunks(text).find((c) => isMatch(c.text, terms));
  let start = first && first.end > max - 1 ? Math.max(0, first.start - LEAD_IN) : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < (first?.start ?? text.length) ? space + 1 : start;
  }
  let end = Math.min(text.length, start + max);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * The excerpt for a result. When the title already shows why it matched, or
 * the document's own excerpt does, that excerpt; otherwise the first line of
 * its text that shows a match (a feature, a spec row such as 'Maximum split
 * ratio: 1:128'); otherwise the plain excerpt.
 */
export function excerptFor(
  doc: { title: string; excerpt: string; summary: string; body: string; specs: string },
  terms: ReadonlySet<string>,
): Segment[] {
  if (terms.size === 0 || lineMatches(doc.excerpt, terms) || lineMatches(doc.title, terms)) {
    return highlight(clip(doc.excerpt, terms), terms);
  }
  for (const field of [doc.summary, doc.body, doc.specs]) {
    for (const line of field.split('\n')) {
      if (line && lineMatches(line, terms)) return highlight(clip(line, terms), terms);
    }
  }
  return highlight(clip(doc.excerpt, terms), terms);
}
