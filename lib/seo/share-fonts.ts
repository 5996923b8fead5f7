/**
 * The font files the share pictures are set in: Inter from @fontsource/inter
 * (the site's face), in the weights the cards and drawings use, and in the
 * subsets a character is looked up in, in order (the drawings print 'λ').
 */
export const SHARE_FONT_WEIGHTS = [400, 600, 700] as const;
export const SHARE_FONT_SUBSETS = ['latin', 'latin-ext', 'greek'] as const;

/** Module id of one file, for require.resolve. */
export function shareFontModule(subset: (typeof SHARE_FONT_SUBSETS)[number], weight: (typeof SHARE_FONT_WEIGHTS)[number]): string {
  return `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`;
}
