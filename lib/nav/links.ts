import { enquireLink, mainNav, type NavMenuId } from '@/content/navigation';
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

/**
 * The main menu as plain links. The header passes them to the menu as props,
 * so the browser gets the few labels and URLs in the page instead of the
 * navigation, family, partner and site modules in every page's script.
 */
export function mainNavLinks(): NavEntryLink[] {
  return mainNav.map((entry) =>
    entry.kind === 'link'
      ? { kind: 'link', label: entry.label, href: paths[entry.page] }
      : {
          kind: 'menu',
          id: entry.id,
          label: entry.label,
          items: entry.items.map((item) => ({
            href: paths[item.page],
            label: item.label,
            hint: item.hint,
            ...('collapsedLabel' in item && item.collapsedLabel ? { collapsedLabel: item.collapsedLabel } : {}),
          })),
        },
  );
}

/** The menu's call to action ('Enquire Now'). */
export function enquireNavLink(): NavLinkEntry {
  return { kind: 'link', label: enquireLink.label, href: paths[enquireLink.page] };
}
