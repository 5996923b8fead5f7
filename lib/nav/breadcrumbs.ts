import { getFamily, type PagedProduct } from '@/content/catalogue';
import type { Family } from '@/content/catalogue/types';
import { pages, type TrailPageKey } from '@/content/pages';

/**
 * Breadcrumb trails. The visible breadcrumbs and the page's BreadcrumbList
 * structured data both read the trail from here, so they cannot disagree.
 * Every crumb names its page; the last is the page itself, which the
 * breadcrumbs show as text rather than a link.
 */
export interface Crumb {
  label: string;
  href: string;
}

const home: Crumb = { label: pages.home.crumb, href: pages.home.path };

/** `Home › About Us` for a top-level page. */
export function pageTrail(key: TrailPageKey): readonly Crumb[] {
  return [home, { label: pages[key].crumb, href: pages[key].path }];
}

/** `Home › Sumitomo` for a family landing page. */
export function familyTrail(family: Family): readonly Crumb[] {
  return [home, { label: family.shortTitle, href: pages[family.page].path }];
}

/** `Home › Sumitomo › S1V` for a product page. */
export function productTrail(product: PagedProduct): readonly Crumb[] {
  return [...familyTrail(getFamily(product.family)), { label: product.model, href: product.page.route }];
}
