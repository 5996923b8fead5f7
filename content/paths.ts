import { pageKeys, pages, type PageKey } from '@/content/pages';

export type { PageKey };

/**
 * Every page's path by key (content/pages.ts holds the records). Content and
 * components link by key; the URL is derived, so renaming a route is one edit.
 */
// Object.fromEntries loses the key-to-path pairing; each entry is its own record's path.
export const paths = Object.fromEntries(pageKeys.map((key) => [key, pages[key].path])) as {
  readonly [K in PageKey]: (typeof pages)[K]['path'];
};

/** `/contact?product=<key>`: the catalogue's 'Enquire Now' target. */
export function enquiryPath(productKey?: string): string {
  return productKey ? `${paths.contact}?product=${encodeURIComponent(productKey)}` : paths.contact;
}
