import type { Metadata } from 'next';
import { absoluteUrl, site } from '@/content/site';
import { PAGE_TYPE_META, pageTypeOf } from '@/lib/routing/page-type';
import type { RouteKind } from '@/lib/routing/routes';
import { defaultShareImage, type ShareImage } from './share-images';

/**
 * Every page's metadata from one builder: title, description, canonical
 * link, robots and the full Open Graph and Twitter card. Next replaces a
 * parent's `openGraph` wholesale when a page sets its own, so each page gets
 * the complete set here rather than a partial override of the layout's.
 */

/** The suffix the layout's title template adds: `About Us | Lumora`. */
export const TITLE_TEMPLATE = `%s | ${site.name}`;
/** Longest document title, suffix included, that search results show uncut. */
export const MAX_TITLE_LENGTH = 60;
/** Shortest and longest meta description that search results show as written. */
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

export interface PageMeta {
  /** The page's own path; its canonical and Open Graph URL. */
  path: string;
  title: string;
  description: string;
  /** Use `title` as the whole document title, without the site-name suffix. */
  absoluteTitle?: boolean;
  /** The page's share picture; the site's default when omitted. */
  share?: ShareImage;
  /** False for pages that should stay out of search results (they still pass on their links). */
  indexed?: boolean;
  /** Where the canonical link points when not at `path` (a redirect page names its target). */
  canonical?: string;
  /** The route's kind, written into the page as its type (lib/routing/page-type.ts). */
  kind: RouteKind;
}

/** The `<title>` a page ends up with. */
export function documentTitle({ title, absoluteTitle = false }: Pick<PageMeta, 'title' | 'absoluteTitle'>): string {
  return absoluteTitle ? title : TITLE_TEMPLATE.replace('%s', title);
}

/** Open Graph and Twitter fields every page carries, around the page's own title, text, URL (when it has one of its own) and picture. */
export function shareMetadata(meta: { url?: string; title: string; description: string; share: ShareImage }): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = { url: meta.share.path, width: meta.share.width, height: meta.share.height, alt: meta.share.alt, type: 'image/png' };
  return {
    openGraph: {
      // 'product' is no Open Graph type; a product page is a website page like any other.
      type: 'website',
      locale: 'en_IN',
      siteName: site.legalName,
      ...(meta.url ? { url: meta.url } : {}),
      title: meta.title,
      description: meta.description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: meta.title, description: meta.description, images: [image] },
  };
}

export function pageMetadata(meta: PageMeta): Metadata {
  const indexed = meta.indexed ?? true;
  const canonical = meta.canonical ?? (indexed ? meta.path : null);
  return {
    title: meta.absoluteTitle ? { absolute: meta.title } : meta.title,
    description: meta.description,
    ...(canonical === null ? {} : { alternates: { canonical: absoluteUrl(canonical) } }),
    ...(indexed ? {} : { robots: { index: false, follow: true } }),
    other: { [PAGE_TYPE_META]: pageTypeOf(meta.path, meta.kind) },
    ...shareMetadata({
      url: absoluteUrl(meta.canonical ?? meta.path),
      title: meta.title,
      description: meta.description,
      share: meta.share ?? defaultShareImage(),
    }),
  };
}
