import localFont from 'next/font/local';

/**
 * Inter, self-hosted from @fontsource-variable/inter: no network at build time.
 * `optional`, not `swap`: when the (preloaded) font misses the first paint, the
 * page keeps the metric-matched fallback for that view instead of swapping
 * later, which moved the menu and the catalogue tabs sideways (layout shift
 * 0.005 on a slow load); the next page has the font from the cache.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
});
