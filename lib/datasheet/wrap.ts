/** Width of a string in points, in one font at one size. */
export type Measure = (text: string) => number;

/** Characters after which a word too long for its column may break. */
const BREAK_AFTER = /(?<=[/,;:\-–—_)\]])/u;

/**
 * Splits one word wider than `maxWidth` into pieces that fit: first after
 * slashes, dashes and commas, then, for a run that still does not fit,
 * character by character. Every piece holds at least one character, so a
 * column narrower than one glyph still terminates.
 */
export function breakWord(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const token of word.split(BREAK_AFTER)) {
    if (measure(current + token) <= maxWidth) {
      current += token;
      continue;
    }
    if (current) pieces.push(current);
    current = '';
    for (const char of token) {
      if (current && measure(current + char) > maxWidth) {
        pieces.push(current);
        current = '';
      }
      current += char;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Lines of `text` no wider than `maxWidth`. A `\n` in the text always starts
 * a new line; words move to the next line whole unless a word alone is too
 * wide. Runs of spaces collapse, as they would in the HTML table.
 */
export function wrapText(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(' ').filter(Boolean);
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (measure(word) <= maxWidth) {
        line = word;
        continue;
      }
      const pieces = breakWord(word, maxWidth, measure);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}

/** The widest line of `text` laid out without wrapping. */
export function naturalWidth(text: string, measure: Measure): number {
  return Math.max(0, ...text.split('\n').map((line) => measure(line.trim())));
}

/** The widest single word of `text`, the least a column can shrink to without breaking words. */
export function longestWordWidth(text: string, measure: Measure): number {
  return Math.max(0, ...text.split(/\s+/).map((word) => measure(word)));
}

/**
 * Column widths for a table `totalWidth` wide, the way a browser's automatic
 * table layout shares space: each column wants its natural width and needs
 * at least its longest word. When everything fits, spare room goes out in
 * proportion to natural width; otherwise each column gets its minimum plus a
 * share of what is left in proportion to how much more it wants. The result
 * always sums to `totalWidth`.
 *
 * `cells[c]` holds every text of column c (header included) and `padding` is
 * the cell's left plus right padding.
 */
export function columnWidths(
  cells: readonly (readonly string[])[],
  totalWidth: number,
  padding: number,
  measure: Measure,
): number[] {
  const count = cells.length;
  if (count === 0) return [];
  // No column may demand more than its fair share as a minimum, or one long URL would starve the rest.
  const cap = totalWidth / count;
  const natural = cells.map((texts) => Math.max(0, ...texts.map((t) => naturalWidth(t, measure))) + padding);
  const minimum = cells.map((texts, i) =>
    Math.min(cap, natural[i] ?? 0, Math.max(0, ...texts.map((t) => longestWordWidth(t, measure))) + padding),
  );
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const naturalSum = sum(natural);
  const minimumSum = sum(minimum);

  if (naturalSum <= totalWidth) {
    return natural.map((w) => (naturalSum > 0 ? (w / naturalSum) * totalWidth : totalWidth / count));
  }
  const spare = totalWidth - minimumSum;
  const wanted = naturalSum - minimumSum;
  return minimum.map((min, i) => min + (wanted > 0 ? (((natural[i] ?? 0) - min) / wanted) * spare : spare / count));
}
