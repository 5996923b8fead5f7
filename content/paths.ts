import { COMPARE_PATH, SEARCH_PATH } from '@/content/client-paths';
import { site } from '@/content/site';

const slug = site.slug;

/**
 * Every top-level page of the site by key. Content and components link by key;
 * the URL is derived here, so renaming a route is one edit.
 */
export const paths = {
  home: '/',
  about: '/about',
  products: '/products',
  contact: '/contact',
  contactHeader: '/contactheader',
  publication: '/publication',
  partner: '/partner',
  educational: '/educationalpage',
  landingAbout: '/landingabout',
  ofc: '/ofcpage',
  surfaceMounting: '/surface-mounting',
  mi: '/mi',
  tutorials: '/tutorials',
  search: SEARCH_PATH,
  compare: COMPARE_PATH,
  planner: '/planner',
  thankYou: '/thank-you',
  specCatv: '/spec-catv',
  sumitomo: '/sumitomo',
  deviser: '/deviser',
  pon: `/${slug}-pon`,
  edfa: `/${slug}edfa`,
  fiber: `/${slug}-fiber`,
} as const;

export type PageKey = keyof typeof paths;

/** `/contact?product=<key>`: the catalogue's 'Enquire Now' target. */
export function enquiryPath(productKey?: string): string {
  return productKey ? `${paths.contact}?product=${encodeURIComponent(productKey)}` : paths.contact;
}

/** `/search?query=<text>`, URL-encoded. */
export function searchPath(query: string): string {
  return `${paths.search}?query=${encodeURIComponent(query)}`;
}
