import { familyOverviews } from '@/content/families';
import { enquireLink, externalFooterLinks, footerGroups, navMenus, type FooterGroupId, type FooterPlace, type NavMenuId, type NavPlace } from '@/content/navigation';
import { pages, type LandingRecord, type PageRecord } from '@/content/pages';
import { paths } from '@/content/paths';

/** A main-menu entry with its URL resolved: what the (client) menu needs, and nothing of the content modules. */
export type NavLinkEntry = { kind: 'link'; label: string; href: string };
export interface NavMenuLink {
  href: string;
  label: string;
  hint: string;
  collapsedLabel?: string;
}
export type NavMenuEntry = { kind: 'menu'; id: NavMenuId; label: string; items: NavMenuLink[] };
export type NavEntryLink = NavLinkEntry | NavMenuEntry;

/** A footer link with its URL resolved; `external` opens another site in a new tab. */
export interface FooterLinkEntry {
  label: string;
  href: string;
  external?: true;
}
export interface FooterLinkGroup {
  id: FooterGroupId;
  heading: string;
  links: FooterLinkEntry[];
}

/** The page records by key, the landings' included, that the menus and the footer read their links from. */
export type NavRecords = Readonly<Record<string, PageRecord | LandingRecord>>;

const byOrder = <T extends { order: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.order - b.order);

/** A record's place in the main menu, if it has one. */
export const navPlaceOf = (record: PageRecord | LandingRecord): NavPlace | undefined => ('nav' in record ? record.nav : undefined);

const navPlacesOf = (record: PageRecord | LandingRecord): readonly NavPlace[] => ([] as NavPlace[]).concat(navPlaceOf(record) ?? []);

/** A record's places in the footer: none, one, or several (the home page's). */
export const footerPlacesOf = (record: PageRecord | LandingRecord): readonly FooterPlace[] => ([] as FooterPlace[]).concat(record.footer ?? []);

/** Every place the records give of one kind, with the record's path. */
function placed<P>(records: NavRecords, pick: (record: PageRecord | LandingRecord) => readonly P[]): (P & { href: string })[] {
  return Object.values(records).flatMap((record) => pick(record).map((place) => ({ ...place, href: record.path })));
}

/**
 * The main menu as plain links, from the records' `nav` fields: the bar's
 * links and dropdowns by `order`, each dropdown's items by theirs (the
 * Products dropdown after the families). The header passes them to the menu
 * as props, so the browser gets the few labels and URLs in the page instead
 * of the navigation, family, partner and site modules in every page's script.
 */
export function mainNavLinks(records: NavRecords = pages): NavEntryLink[] {
  const places = placed(records, navPlacesOf);
  const links = places.flatMap(({ menu, label, href, order }) => (menu ? [] : [{ order, entry: { kind: 'link', label, href } satisfies NavLinkEntry }]));
  const menus = navMenus.map(({ id, label, order, families }) => {
    const items = byOrder(places.flatMap((place) => (place.menu === id ? [place] : [])));
    const entry: NavMenuEntry = {
      kind: 'menu',
      id,
      label,
      items: [...(families ? familyOverviews.map((f) => menuItem({ ...f, label: f.name, href: paths[f.page] })) : []), ...items.map(menuItem)],
    };
    return { order, entry };
  });
  return byOrder<{ order: number; entry: NavEntryLink }>([...links, ...menus]).map(({ entry }) => entry);
}

const menuItem = ({ href, label, hint, collapsedLabel }: NavMenuLink): NavMenuLink => ({ href, label, hint, ...(collapsedLabel ? { collapsedLabel } : {}) });

/** The menu's call to action ('Enquire Now'). */
export function enquireNavLink(): NavLinkEntry {
  return { kind: 'link', label: enquireLink.label, href: paths[enquireLink.page] };
}

/** The footer's lists by id, from the records' `footer` fields and the links to other sites (content/navigation.ts), each list by `order`. */
export function footerLinks(records: NavRecords = pages): Record<FooterGroupId, FooterLinkGroup> {
  const links: (FooterPlace & FooterLinkEntry)[] = [
    ...placed(records, footerPlacesOf),
    ...externalFooterLinks.map((link) => ({ ...link, external: true as const })),
  ];
  const group = ({ id, heading }: (typeof footerGroups)[number]): FooterLinkGroup => ({
    id,
    heading,
    links: byOrder(links.filter((link) => link.group === id)).map(({ label, href, external }) => ({ label, href, ...(external ? { external } : {}) })),
  });
  return Object.fromEntries(footerGroups.map((g) => [g.id, group(g)])) as Record<FooterGroupId, FooterLinkGroup>;
}
