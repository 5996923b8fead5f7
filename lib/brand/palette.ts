import palette from './palette.json';

/**
 * The site's colours, defined once in palette.json. Everything else reads
 * them from there: app/tokens.css carries them as custom properties in a
 * block `npm run media:tokens` writes (a test fails when the block is stale), the
 * product drawings and datasheets take literal values from here, and the
 * video and art scripts read the JSON.
 */

export type ColorToken = keyof typeof palette.colors;

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** 'navy-950' → 'navy950', 'on-dark-muted' → 'onDarkMuted'. */
export function camelName<S extends string>(token: S): Camel<S> {
  return token.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as Camel<S>;
}

/** The palette by token name: COLORS['navy-950']. */
export const COLORS: Readonly<Record<ColorToken, string>> = palette.colors;

/** The palette by camelCase name, for code: PALETTE.navy950. */
export const PALETTE = Object.fromEntries(Object.entries(palette.colors).map(([token, hex]) => [camelName(token), hex])) as {
  readonly [T in ColorToken as Camel<T>]: string;
};

export const BEGIN_MARKER = '/* palette:begin (generated from lib/brand/palette.json by `npm run media:tokens`; edit the JSON, not these lines) */';
export const END_MARKER = '/* palette:end */';

/** The custom-property lines of app/tokens.css, markers included, indented for `:root`. */
export function paletteCss(indent = '  '): string {
  const notes: Readonly<Record<string, string>> = palette.notes;
  const lines = Object.entries(COLORS).flatMap(([token, hex]) => [
    ...(notes[token] ? [`/* ${notes[token]} */`] : []),
    `--color-${token}: ${hex};`,
  ]);
  return [BEGIN_MARKER, ...lines, END_MARKER].map((line) => indent + line).join('\n');
}

/** `css` with its palette block replaced by the current one; throws when the markers are missing. */
export function withPaletteBlock(css: string): string {
  const start = css.indexOf(BEGIN_MARKER);
  const end = css.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error('app/tokens.css has no palette:begin / palette:end block');
  const lineStart = css.lastIndexOf('\n', start) + 1;
  return css.slice(0, lineStart) + paletteCss(css.slice(lineStart, start)) + css.slice(end + END_MARKER.length);
}
