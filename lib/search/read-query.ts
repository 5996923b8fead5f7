import { clampQuery } from './normalise';
import { SEARCH_QUERY_PARAM } from './query';

const ESCAPE_RUN = /(?:%[0-9a-f]{2})+/gi;

/** Bytes a UTF-8 sequence takes, from its first byte; 0 when it cannot start one. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** Decodes a run of %XX escapes sequence by sequence, leaving any that are not valid UTF-8 as typed. */
function decodeRun(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    const escapes = run.match(/%[0-9a-f]{2}/gi) ?? [];
    let out = '';
    for (let i = 0; i < escapes.length; ) {
      const size = sequenceLength(parseInt((escapes[i] ?? '').slice(1), 16));
      const piece = escapes.slice(i, i + Math.max(size, 1)).join('');
      let decoded: string | null = null;
      if (size > 0 && i + size <= escapes.length) {
        try {
          decoded = decodeURIComponent(piece);
        } catch {
          decoded = null;
        }
      }
      if (decoded === null) {
        out += escapes[i];
        i += 1;
      } else {
        out += decoded;
        i += size;
      }
    }
    return out;
  }
}

/**
 * Decodes a form-encoded value without ever throwing: `+` is a space, valid
 * escapes become their characters, and malformed ones (`%E0%A4%A`, `%zz`,
 * a stray `%`) stay exactly as typed.
 */
export function safeDecode(value: string): string {
  return value.replace(/\+/g, ' ').replace(ESCAPE_RUN, decodeRun);
}

/**
 * The visitor's query from a raw `location.search` string: the first `query`
 * parameter, decoded safely and cut to the longest query we act on. Missing
 * gives ''.
 */
export function readQuery(search: string): string {
  const pairs = search.replace(/^\?/, '').split('&');
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const name = safeDecode(eq < 0 ? pair : pair.slice(0, eq));
    if (name !== SEARCH_QUERY_PARAM) continue;
    return clampQuery(safeDecode(eq < 0 ? '' : pair.slice(eq + 1)));
  }
  return '';
}
