import { countOf, productNoun } from './count';
import { site } from './site';

/**
 * Words that search engines and link previews read and that no other record
 * holds: the share picture's wording and how the company is described in
 * structured data. Page titles, descriptions and breadcrumb names are the
 * page records' (content/pages.ts).
 */

/** The share picture every page without its own uses, and the line under the name on it. */
export const defaultShare = {
  alt: `${site.companyName}: fusion splicers, test instruments, PON, EDFA and optical fibre cable`,
  strapline: 'Fusion splicers · Test instruments · PON · EDFA · Optical fibre cable',
} as const;

/** The line under the brand name on a product's or family's share picture. */
export const shareWording = {
  /** Shown at the foot of every card, beside the company mark. */
  footer: `${site.companyName} · ${site.tagline}`,
  /** '12 products' on a family card. */
  productCount: (n: number) => countOf(n, productNoun),
} as const;

/** How the head office is offered as the company's contact point. */
export const organisationContact = {
  contactType: 'sales',
  areaServed: 'IN',
  availableLanguage: ['en', 'hi'],
} as const;
