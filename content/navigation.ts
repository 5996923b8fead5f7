import { branchOfficeCount } from './company';
import type { PageKey } from './paths';
import { catvPartner } from './partners';

/**
 * The frame of the site's menus. Which pages they link to is a field of each
 * page's record (content/pages.ts `nav` and `footer`); lib/nav/links.ts lists
 * them, each list by its links' `order`, smallest first. Here are the lists
 * themselves, the menu's call to action and the footer's links to other sites.
 */

/** The footer's words under the company's name. */
export const footerBlurb = `Splicing, test, PON, amplification and cable for India’s fibre networks, backed by our own factories and ${branchOfficeCount}.`;

/** The footer's link lists and their headings; components/layout/site-footer.tsx places each. */
export const footerGroups = [
  { id: 'quick', heading: 'Quick Links' },
  { id: 'popular', heading: 'Popular Links' },
] as const satisfies readonly { id: string; heading: string }[];

export type FooterGroupId = (typeof footerGroups)[number]['id'];

/** Where a link stands in the footer: its list, its words, and its place in the list (smallest `order` first). */
export interface FooterPlace {
  group: FooterGroupId;
  label: string;
  order: number;
}

/** Links to other sites, placed among the pages' footer links by `order`. */
export const externalFooterLinks = [
  { group: 'popular', label: 'SPEC CATV Products', href: catvPartner.link, order: 30 },
  { group: 'popular', label: 'Department of Telecommunications', href: 'https://dot.gov.in', order: 40 },
] as const satisfies readonly (FooterPlace & { href: string })[];

/**
 * The main menu's dropdowns, placed among the pages' own menu links by
 * `order`. Products lists the product families first (content/families.ts,
 * in their order), then the pages its records place in it.
 */
export const navMenus = [
  { id: 'products', label: 'Products', order: 20, families: true },
  { id: 'ems', label: 'EMS Facility', order: 30, families: false },
] as const satisfies readonly { id: string; label: string; order: number; families: boolean }[];

export type NavMenuId = (typeof navMenus)[number]['id'];

/**
 * Where a page stands in the main menu: a link of the bar itself, or an item
 * of one of its dropdowns (`menu`), with what it is under its label (`hint`).
 * Each list runs from the smallest `order` up.
 */
export type NavPlace =
  | { menu?: never; label: string; order: number }
  | {
      menu: NavMenuId;
      label: string;
      hint: string;
      /** Longer label for the collapsed (mobile) menu, when it differs. */
      collapsedLabel?: string;
      order: number;
    };

/** The menu's call to action, after its links. */
export const enquireLink = { label: 'Enquire Now', page: 'contact' } as const satisfies { label: string; page: PageKey };
