import { getFamily, type PagedProduct } from '@/content/catalogue';
import type { Family } from '@/content/catalogue/types';
import { homeCrumbLabel, pageCrumbLabels, type TrailPageKey } from '@/content/seo';
import { paths } from '@/content/paths';

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

const home: Crumb = { label: homeCrumbLabel, href: paths.home };

/** `Home › About Us` for a top-level page. */
export function pageTrail(key: TrailPageKey): readonly Crumb[] {
  return [home, { label: pageCrumbLabels[key], href: paths[key] }];
}

/** `Home › Sumitomo` for a family landing page. */
export function familyTrail(family: Family): readonly Crumb[] {
  return [home, { label: family.shortTitle, href: paths[family.page] }];
}

/** `Home › Sumitomo › S1V` for a product page. */
export function productTrail(product: PagedProduct): readonly Crumb[] {
  return [...familyTrail(getFamily(product.family)), { label: product.model, href: product.page.route }];
}
