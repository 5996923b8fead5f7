import localFont from 'next/font/local';

/**
 * Inter, self-hosted from @fontsource-variable/inter: no network at build time.
 * A first view paints in the metric-matched fallback and never fetches it
 * (lib/browser/webfont.ts: the font loads in the background once the visitor
 * interacts, and later views use it from the cache). `optional`, not `swap`:
 * a view never swaps faces after its first paint, which moved the menu and
 * the catalogue tabs sideways (layout shift 0.005 on a slow load).
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  // Never on a first view, so never preloaded.
  preload: false,
  variable: '--font-inter',
});
