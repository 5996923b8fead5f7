import type { MetadataRoute } from 'next';
import type { FamilyKey } from '@/content/catalogue/types';
import { events } from '@/content/home';
import { getPublications } from '@/content/publications';
import { absoluteUrl } from '@/content/site';
import { catalogueRoutes } from '@/lib/catalogue-routes';
import type { IsoDate } from '@/lib/dates';
import { paths, type PageKey } from '@/content/paths';
import { routeEntries } from '@/lib/routes';

/**
 * What search engines are told to index: every page of the route table
 * except the redirect pages and the pages below, each with the date its
 * content last changed.
 */

/** Pages a visitor reaches by using the site, never from a search result. */
export const unindexedPageKeys = ['search', 'thankYou', 'compare'] as const satisfies readonly PageKey[];

export const unindexedPaths: readonly string[] = unindexedPageKeys.map((key): string => paths[key]);

/** Every path the sitemap lists: the route table's pages less the unindexed ones, in table order. */
export function indexedPaths(): string[] {
  return routeEntries.filter((e) => e.kind !== 'redirect' && !unindexedPaths.includes(e.path)).map((e) => e.path);
}

/** Where a page's words and figures live, and any dates its records carry. */
export interface PageSource {
  files: readonly string[];
  dates: readonly IsoDate[];
}

type FamilyPageKey = 'sumitomo' | 'deviser' | 'pon' | 'edfa' | 'fiber';
type TopPageKey = Exclude<PageKey, FamilyPageKey | (typeof unindexedPageKeys)[number]>;

const publicationDates = () => getPublications().map((p) => p.date);

/** Content modules of each top-level page; a new page key without an entry fails the type check. */
const topPageSources: Record<TopPageKey, () => PageSource> = {
  home: () => ({ files: ['content/home.ts'], dates: events.slides.map((s) => s.date) }),
  about: () => ({ files: ['content/about.ts', 'content/company.ts', 'content/publications.ts'], dates: publicationDates() }),
  publication: () => ({ files: ['content/publications.ts'], dates: publicationDates() }),
  partner: () => ({ files: ['content/partners.ts'], dates: [] }),
  products: () => ({ files: ['content/families.ts'], dates: [] }),
  specCatv: () => ({ files: ['content/partners.ts'], dates: [] }),
  contact: () => ({ files: ['content/contact.ts', 'content/branches.ts'], dates: [] }),
  contactHeader: () => ({ files: ['content/contact.ts', 'content/branches.ts'], dates: [] }),
  landingAbout: () => ({ files: ['content/about.ts', 'content/company.ts', 'content/partners.ts', 'content/families.ts'], dates: [] }),
  educational: () => ({ files: ['content/educational.ts', 'content/media/videos.ts'], dates: [] }),
  ofc: () => ({ files: ['content/factory/ofc.ts', 'content/factory/figures.ts'], dates: [] }),
  surfaceMounting: () => ({ files: ['content/factory/surface-mounting.ts', 'content/factory/figures.ts'], dates: [] }),
  mi: () => ({ files: ['content/factory/manual-insertion.ts', 'content/factory/figures.ts'], dates: [] }),
  tutorials: () => ({ files: ['content/tutorials.ts'], dates: [] }),
  planner: () => ({
    files: ['content/planner.ts', 'content/catalogue/fiber-attenuation.ts', ...(['pon', 'deviser', 'edfa'] as const).flatMap(familyFiles)],
    dates: [],
  }),
};

/** A family's records: its folder (content/catalogue/<family>/), with its products, the tables they share and its landing record. */
function familyFiles(key: FamilyKey): string[] {
  return [`content/catalogue/${key}`];
}

const catalogueSources = new Map(
  catalogueRoutes.flatMap((r): [string, PageSource][] =>
    r.kind === 'redirect' ? [] : [[r.path, { files: familyFiles(r.kind === 'family' ? r.family.key : r.product.family), dates: [] }]],
  ),
);

const topPageByPath = new Map<string, () => PageSource>(
  Object.entries(topPageSources).map(([key, source]) => [paths[key as TopPageKey], source]),
);

export function pageSource(path: string): PageSource {
  const source = catalogueSources.get(path) ?? topPageByPath.get(path)?.();
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
