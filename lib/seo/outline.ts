/**
 * Text for pictures rendered without a browser. An SVG `<text>` drawn by
 * librsvg takes whatever font the machine has (or none), so the share
 * pictures never contain text: every line is set here as glyph outlines from
 * the site's own font files. The font work sits behind `Typesetter`, so the
 * layout rules below are plain functions.
 */

export interface TextStyle {
  /** Font size in px. */
  size: number;
  /** CSS weight: 400, 600 or 700. */
  weight: number;
  /** Extra px after each character (SVG `letter-spacing`). */
  spacing?: number;
}

export interface Outline {
  /** Path data with the baseline at y = 0 and the text starting at x = 0. */
  d: string;
  /** Advance width in px. */
  width: number;
}

export interface Typesetter {
  outline(text: string, style: TextStyle): Outline;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref] ?? whole;
  });
}

function attributes(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(/([\w:-]+)="([^"]*)"/g)) out.set(m[1]!, m[2]!);
  return out;
}

/** Attributes a `<text>` keeps when it becomes a `<path>`: paint, not typography. */
const KEPT = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'opacity'];

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Every `<text>` element of an SVG document replaced by the outline of its
 * words, placed where the text would sit (x, y, text-anchor, transform).
 * Throws on markup it does not know (a `<tspan>`), rather than dropping words.
 */
export function outlineSvgText(svg: string, typesetter: Typesetter): string {
  if (/<tspan\b/.test(svg)) throw new Error('outlineSvgText: <tspan> is not supported');
  return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, rawAttrs: string, rawText: string) => {
    const attrs = attributes(rawAttrs);
    const text = decodeXml(rawText);
    const style: TextStyle = {
      size: Number(attrs.get('font-size') ?? 16),
      weight: Number(attrs.get('font-weight') ?? 400),
      spacing: Number(attrs.get('letter-spacing') ?? 0),
    };
    const { d, width } = typesetter.outline(text, style);
    const anchor = attrs.get('text-anchor') ?? 'start';
    const shift = anchor === 'middle' ? -width / 2 : anchor === 'end' ? -width : 0;
    const x = Number(attrs.get('x') ?? 0) + shift;
    const y = Number(attrs.get('y') ?? 0);
    const transform = [attrs.get('transform'), `translate(${round(x)} ${round(y)})`].filter(Boolean).join(' ');
    const paint = KEPT.filter((k) => attrs.has(k))
      .map((k) => ` ${k}="${attrs.get(k)}"`)
      .join('');
    return `<path d="${d}"${paint} transform="${transform}"/>`;
  });
}

const NBSP = '\u00a0';

/**
 * Binds what reads as one figure so no line break splits it: a number to its
 * unit ('19.5 dBm'), both sides of a '×' ('16 × 19.5') and a short aside in
 * brackets ('(up to 24F)').
 */
export function keepFiguresTogether(text: string): string {
  return text
    .replace(/\([^()]{1,16}\)/g, (aside) => aside.replace(/ /g, NBSP))
    .replace(/ × /g, `${NBSP}×${NBSP}`)
    .replace(/(\d) (?=(?:dBm|dB|nm|mm|km|kg|W|V|N|F)\b)/g, `$1${NBSP}`);
}

/**
 * Greedy word wrap: as many words on each line as fit in `maxWidth`. Words
 * split at plain spaces only, so a no-break space holds its neighbours
 * together. A word wider than the line gets a line of its own.
 */
export function wrapWords(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/[ \t\n]+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * The largest of `sizes` at which `text` wraps into at most `maxLines`
 * lines, none wider than `maxWidth`. Falls back to the smallest size.
 * Callers that prefer fewer, smaller lines call it first with fewer lines.
 */
export function fitText(
  text: string,
  { maxWidth, maxLines, sizes }: { maxWidth: number; maxLines: number; sizes: readonly number[] },
  measure: (line: string, size: number) => number,
): { size: number; lines: string[] } {
  const ordered = [...sizes].sort((a, b) => b - a);
  for (const size of ordered) {
    const lines = wrapWords(text, maxWidth, (l) => measure(l, size));
    if (lines.length <= maxLines && lines.every((l) => measure(l, size) <= maxWidth)) return { size, lines };
  }
  const size = ordered.at(-1) ?? 16;
  return { size, lines: wrapWords(text, maxWidth, (l) => measure(l, size)) };
}
