import type { RouteKind } from './routes';

/**
 * What kind of page a document is, as reports about it name it (web vitals):
 * the route table's kinds, with the home page and the 404 page apart. Never
 * the URL, which can hold a search or a plan in its query.
 */
export const PAGE_TYPES = ['home', 'page', 'landing', 'product', 'redirect', 'not-found'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The `<meta name>` each page carries its type in (Next writes it from `metadata.other`). */
export const PAGE_TYPE_META = 'page-type';

/** A route's type: its kind, and 'home' for the site's root. */
export function pageTypeOf(path: string, kind: RouteKind | 'not-found'): PageType {
  return path === '/' ? 'home' : kind;
}

export function isPageType(value: unknown): value is PageType {
  return typeof value === 'string' && (PAGE_TYPES as readonly string[]).includes(value);
}

/** The page's type from its own document; 'page' when the document carries none. */
export function readPageType(doc: Pick<Document, 'querySelector'>): PageType {
  const value = doc.querySelector<HTMLMetaElement>(`meta[name="${PAGE_TYPE_META}"]`)?.content;
  return isPageType(value) ? value : 'page';
}
