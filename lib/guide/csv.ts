import { facetHeader, formatFigure, type Facet, type FacetValue } from '@/content/catalogue/facets';
import { QUANTITY_NOTATION } from '@/content/catalogue/quantity';
import type { GuideRow } from './rows';

/**
 * The selection guide as a CSV file, for a buyer's procurement spreadsheet:
 * UTF-8 with a byte-order mark (so Excel reads '±', '≤' and '×' right), CRLF
 * line ends (RFC 4180), a header note of one field that defines how figures
 * are written, a header row of labels with their units, one row per model,
 * and the product's address in the last column: its page, or its card on
 * the landing for a card-only product.
 */

/** One field, quoted when it holds a comma, a quote or a line break; a quote inside is doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A value as a spreadsheet wants it: without the unit (the header has it),
 * written as the header note defines (an exact figure a bare number, '< 2',
 * '≥ 32', '13–16', '4 or 8', '20 (as stated)'); words for the rest; empty
 * where no source gives one.
 */
export function csvValue(facet: Facet, value: FacetValue | null): string {
  if (value === null) return '';
  return formatFigure(facet, value, { unit: false, grouped: false });
}

export const CSV_BOM = '\uFEFF';

/** The file's first line: what the figures' signs mean, said once. */
export const CSV_HEADER_NOTE = QUANTITY_NOTATION;

/** `absoluteUrl` makes a row's link, which is relative to the landing (a card's fragment), a whole address. */
export function guideCsv(rows: readonly GuideRow[], facets: readonly Facet[], absoluteUrl: (href: string) => string): string {
  const header = ['Model', ...facets.map(facetHeader), 'Page'];
  const lines = rows.map((row) => [row.model, ...facets.map((f) => csvValue(f, row.figures[f.id] ?? null)), absoluteUrl(row.href)]);
  return CSV_BOM + [[CSV_HEADER_NOTE], header, ...lines].map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Reads a CSV this module wrote (the tests parse the download back with it). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || (c === '\r' && body[i + 1] === '\n')) {
      if (c === '\r') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
