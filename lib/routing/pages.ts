import type { Metadata } from 'next';
import type { BreadcrumbList } from 'schema-dts';
import { banners, type BannerKey, type Imagery } from '@/content/media/imagery';
import { getPage, pages, type SitePageKey, type TrailPageKey } from '@/content/pages';
import { pageTrail, type Crumb } from '@/lib/nav/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';

/**
 * What a route file takes from its page record (content/pages.ts), by key:
 *
 *   const page = definePage('about');
 *   export const metadata = page.metadata;
 *   … <PageBanner {...page.banner} title={…} /> … <JsonLd nodes={page.jsonLd} />
 *
 * The types follow the record: a page whose record names banner art gets
 * `banner.banner` as Imagery, and a page with `trail: false` gets no trail
 * and no breadcrumb JSON-LD.
 */

type Record_<K extends SitePageKey> = (typeof pages)[K];

/** The props a page banner takes from the record: its art and its trail, where the record has them. */
export type BannerParts<K extends SitePageKey> = (Record_<K> extends { banner: BannerKey } ? { banner: Imagery } : { banner?: undefined }) &
  (K extends TrailPageKey ? { trail: readonly Crumb[] } : { trail?: undefined });

export interface DefinedPage<K extends SitePageKey> {
  /** Title, description, canonical link, robots and the share cards. */
  metadata: Metadata;
  /** `Home › <crumb>`, shown by the banner or the page's own breadcrumbs. */
  trail: K extends TrailPageKey ? readonly Crumb[] : undefined;
  banner: BannerParts<K>;
  /** The trail as BreadcrumbList structured data; empty for a page without a trail. Other nodes go after it. */
  jsonLd: readonly BreadcrumbList[];
}

// The record's literal fields decide the conditional types of the signature; the body builds the object from the same fields.
export function definePage<K extends SitePageKey>(key: K): DefinedPage<K>;
export function definePage(key: SitePageKey): {
  metadata: Metadata;
  trail: readonly Crumb[] | undefined;
  banner: { banner?: Imagery; trail?: readonly Crumb[] };
  jsonLd: readonly BreadcrumbList[];
} {
  const page = getPage(key);
  const trail = page.trail === false ? undefined : pageTrail(key as TrailPageKey);
  return {
    metadata: pageMetadata({
      path: page.path,
      kind: 'page',
      title: page.title,
      description: page.description,
      absoluteTitle: page.absoluteTitle,
      indexed: page.indexed,
    }),
    trail,
    banner: {
      ...(page.banner ? { banner: banners[page.banner] } : {}),
      ...(trail ? { trail } : {}),
    },
    jsonLd: trail ? [breadcrumbList(trail)] : [],
  };
}
