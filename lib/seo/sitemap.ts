import type { MetadataRoute } from 'next';
import type { FamilyKey } from '@/content/catalogue/types';
import { events } from '@/content/home';
import { getPublications } from '@/content/publications';
import { absoluteUrl } from '@/content/site';
import { catalogueRoutes } from '@/lib/catalogue/routes';
import type { IsoDate } from '@/lib/format/dates';
import { getPage, pages, sitePageKeys, wordsModule, type SitePageKey } from '@/content/pages';
import { routeEntries } from '@/lib/routing/routes';

/**
 * What search engines are told to index: every page of the route table
 * except the redirect pages and the pages below, each with the date its
 * content last changed.
 */

/** Pages a visitor reaches by using the site, never from a search result (`indexed: false` in content/pages.ts). */
export const unindexedPaths: readonly string[] = sitePageKeys.flatMap((key) => {
  const page = getPage(key);
  return page.indexed === false ? [page.path] : [];
});

/** Every path the sitemap lists: the route table's pages less the unindexed ones, in table order. */
export function indexedPaths(): string[] {
  return routeEntries.filter((e) => e.kind !== 'redirect' && !unindexedPaths.includes(e.path)).map((e) => e.path);
}

/** Where a page's words and figures live, and any dates its records carry. */
export interface PageSource {
  files: readonly string[];
  dates: readonly IsoDate[];
}

const publicationDates = () => getPublications().map((p) => p.date);

/** The dates a page's records carry, for the pages whose records have any. */
const pageDates: Partial<Record<SitePageKey, () => readonly IsoDate[]>> = {
  home: () => events.slides.map((s) => s.date),
  about: publicationDates,
  publication: publicationDates,
};

/** A registry page's sources: its record module and the other modules it shows. */
function sitePageSource(key: SitePageKey): PageSource {
  const page = getPage(key);
  return { files: [wordsModule(page), ...(page.sources ?? [])], dates: pageDates[key]?.() ?? [] };
}

/** A family's records: its folder (content/catalogue/<family>/), with its products, the tables they share and its landing record. */
function familyFiles(key: FamilyKey): string[] {
  return [`content/catalogue/${key}`];
}

const catalogueSources = new Map(
  catalogueRoutes.flatMap((r): [string, PageSource][] =>
    r.kind === 'redirect' ? [] : [[r.path, { files: familyFiles(r.kind === 'family' ? r.family.key : r.product.family), dates: [] }]],
  ),
);

const sitePageByPath = new Map(sitePageKeys.map((key) => [pages[key].path as string, key]));

export function pageSource(path: string): PageSource {
  const key = sitePageByPath.get(path);
  const source = catalogueSources.get(path) ?? (key ? sitePageSource(key) : undefined);
  if (!source) throw new Error(`no content sources are known for ${path}`);
  return source;
}

/**
 * The sitemap: absolute URLs in the same form as each page's canonical link,
 * dated by `lastModified` (which reads the page's sources).
 */
export function sitemapEntries(lastModified: (source: PageSource) => Date): MetadataRoute.Sitemap {
  return indexedPaths().map((path) => ({ url: absoluteUrl(path), lastModified: lastModified(pageSource(path)) }));
}

export function robotsRules(): MetadataRoute.Robots {
  return {
    // Prefix rules: '/search' also keeps crawlers off '/search?query=…' and the search index file.
    rules: [{ userAgent: '*', allow: '/', disallow: [...unindexedPaths] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
