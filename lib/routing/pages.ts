import type { Metadata } from 'next';
import type { BreadcrumbList } from 'schema-dts';
import { banners, type BannerKey, type Imagery } from '@/content/media/imagery';
import { getPage, pages, type PageWords, type SitePageKey, type TrailPageKey, type WordsLink } from '@/content/pages';
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
 * `banner.banner` as Imagery, a page with `trail: false` gets no trail
 * and no breadcrumb JSON-LD, and a page whose record holds its words gets
 * them as `text`, for the text-page template:
 *
 *   export default function CareersPage() {
 *     return <TextPage page={page} />;
 *   }
 */

type Record_<K extends SitePageKey> = (typeof pages)[K];

/** The props a page banner takes from the record: its art and its trail, where the record has them. */
export type BannerParts<K extends SitePageKey> = (Record_<K> extends { banner: BannerKey } ? { banner: Imagery } : { banner?: undefined }) &
  (K extends TrailPageKey ? { trail: readonly Crumb[] } : { trail?: undefined });

/** A link of a page's words, resolved: an address of the site, or another (`external` opens in a new tab). */
export interface TextLink {
  label: string;
  href: string;
  external: boolean;
}

/** A section of a page's words, with its anchor (`id`, from its heading) and its link's address. */
export interface TextSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list: readonly string[];
  link?: TextLink;
}

/** A simple page's words (content/pages.ts `words`), ready to lay out. */
export interface PageText {
  eyebrow?: string;
  heading: string;
  lead?: string;
  sections: readonly TextSection[];
}

export interface DefinedPage<K extends SitePageKey> {
  /** Title, description, canonical link, robots and the share cards. */
  metadata: Metadata;
  /** `Home › <crumb>`, shown by the banner or the page's own breadcrumbs. */
  trail: K extends TrailPageKey ? readonly Crumb[] : undefined;
  banner: BannerParts<K>;
  /** The trail as BreadcrumbList structured data; empty for a page without a trail. Other nodes go after it. */
  jsonLd: readonly BreadcrumbList[];
  /** The words of a page whose record holds them. */
  text: Record_<K> extends { words: PageWords } ? PageText : undefined;
}

// The record's literal fields decide the conditional types of the signature; the body builds the object from the same fields.
export function definePage<K extends SitePageKey>(key: K): DefinedPage<K>;
export function definePage(key: SitePageKey): {
  metadata: Metadata;
  trail: readonly Crumb[] | undefined;
  banner: { banner?: Imagery; trail?: readonly Crumb[] };
  jsonLd: readonly BreadcrumbList[];
  text: PageText | undefined;
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
    text: page.words ? pageText(page.words) : undefined,
  };
}

/** A section's anchor, from its heading: 'Open positions' is `open-positions`. */
export function sectionId(heading: string): string {
  return heading
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A link of a page's words, resolved; throws on a page key no record has (the content checks name it first). */
export function textLink(link: WordsLink): TextLink {
  if ('href' in link) return { label: link.label, href: link.href, external: link.href.startsWith('https:') };
  const target = (pages as Readonly<Record<string, { path: string }>>)[link.page];
  if (!target) throw new Error(`page words: no page is called '${link.page}'`);
  return { label: link.label, href: link.fragment ? `${target.path}#${link.fragment}` : target.path, external: false };
}

/** A page's words, ready to lay out: each section with its anchor, its lists as lists, its link resolved. */
export function pageText({ eyebrow, heading, lead, sections }: PageWords): PageText {
  return {
    ...(eyebrow ? { eyebrow } : {}),
    heading,
    ...(lead ? { lead } : {}),
    sections: sections.map((section) => ({
      id: sectionId(section.heading),
      heading: section.heading,
      paragraphs: section.paragraphs ?? [],
      list: section.list ?? [],
      ...(section.link ? { link: textLink(section.link) } : {}),
    })),
  };
}
