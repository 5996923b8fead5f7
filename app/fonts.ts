import localFont from 'next/font/local';

/** Inter, self-hosted from @fontsource-variable/inter: no network at build time. */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
});
