import { getFamilies, getFamily, getPagedProducts, getProducts, type PagedProduct } from '@/content/catalogue';
import type { Family, ProductImage } from '@/content/catalogue/types';
import { defaultShare, shareWording } from '@/content/seo';
import { site } from '@/content/site';
import { fnv1a, stableStringify } from '@/lib/illustrations/files';

/**
 * The share pictures (Open Graph and Twitter cards): one per family landing
 * and product page, drawn at build time from the same records as the page
 * (scripts/build-share-images.tsx), and one default for every other page.
 * A picture's file name carries a hash of what it shows, so a changed title
 * or drawing is a new URL that link previews fetch afresh.
 */
export const SHARE_DIR = '/og';
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
/** Each file's byte ceiling; the unit and end-to-end tests hold every picture to it. */
export const SHARE_MAX_BYTES = 100 * 1024;

export type ShareSubject = { kind: 'product'; product: PagedProduct } | { kind: 'family'; family: Family } | { kind: 'default' };

/** What one picture shows; the renderer lays it out and nothing else decides its content. */
export interface ShareCard {
  /** File name stem: the record key, or 'default'. */
  key: string;
  /** Small capitals over the title: the brand, or the tagline on the default. */
  eyebrow: string;
  title: string;
  /** One line under the title: the product's category, the family's product count, the default's strapline. */
  detail: string;
  /** The record's drawing or photo; the default has none and shows the brand art. */
  picture: ProductImage | null;
  /** The site's host, printed in the footer (it follows SITE_URL). */
  host: string;
  footer: string;
}

export interface ShareImage {
  /** Public path, e.g. '/og/s1v-1x2y3z.png'. */
  path: string;
  width: number;
  height: number;
  alt: string;
  card: ShareCard;
}

const host = new URL(site.baseUrl).host;

function categoryOf(product: PagedProduct): string {
  const family = getFamily(product.family);
  const labels = product.tabs.flatMap((id) => family.tabs.filter((t) => t.id === id && t.id !== 'all').map((t) => t.label));
  return labels[0] ?? family.shortTitle;
}

export function shareCard(subject: ShareSubject): ShareCard {
  const common = { host, footer: shareWording.footer };
  switch (subject.kind) {
    case 'product': {
      const { product } = subject;
      const family = getFamily(product.family);
      return { ...common, key: product.key, eyebrow: family.brand, title: product.title, detail: categoryOf(product), picture: product.image };
    }
    case 'family': {
      const { family } = subject;
      const count = getProducts(family.key).length;
      return { ...common, key: family.key, eyebrow: family.brand, title: family.title, detail: shareWording.productCount(count), picture: family.hero.image };
    }
    case 'default':
      return { ...common, key: 'default', eyebrow: site.tagline, title: site.companyName, detail: defaultShare.strapline, picture: null };
  }
}

function altOf(subject: ShareSubject, card: ShareCard): string {
  if (subject.kind === 'default') return defaultShare.alt;
  return card.picture ? `${card.picture.alt}, on a card titled \u201c${card.title}\u201d` : card.title;
}

export function shareImageFor(subject: ShareSubject): ShareImage {
  const card = shareCard(subject);
  return {
    path: `${SHARE_DIR}/${card.key}-${fnv1a(stableStringify(card))}.png`,
    width: SHARE_WIDTH,
    height: SHARE_HEIGHT,
    alt: altOf(subject, card),
    card,
  };
}

export const defaultShareImage = (): ShareImage => shareImageFor({ kind: 'default' });

/** Every picture the build draws: the default, each family, each product page. */
export function allShareImages(): ShareImage[] {
  return [
    defaultShareImage(),
    ...getFamilies().map((family) => shareImageFor({ kind: 'family', family })),
    ...getPagedProducts().map((product) => shareImageFor({ kind: 'product', product })),
  ];
}
