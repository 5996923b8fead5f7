import type { PageKey } from '@/content/paths';
import { familyOverviews } from './families';
import { catvPartner } from './partners';

export interface NavLink {
  kind: 'link';
  label: string;
  page: PageKey;
}

export interface NavMenuItem {
  page: PageKey;
  label: string;
  /** What the family is, shown under the label. */
  hint: string;
  /** Longer label for the collapsed (mobile) menu, when it differs. */
  collapsedLabel?: string;
}

export interface NavMenu {
  kind: 'menu';
  id: 'products' | 'ems';
  label: string;
  items: readonly NavMenuItem[];
}

export type NavEntry = NavLink | NavMenu;

/** The link planner, listed under Products after the families. */
const plannerItem: NavMenuItem = { page: 'planner', label: 'Link planner', hint: 'Loss budget, OTDR and EDFA sizing' };

export const mainNav = [
  { kind: 'link', label: 'Home', page: 'home' },
  {
    kind: 'menu',
    id: 'products',
    label: 'Products',
    items: [
      ...familyOverviews.map(({ page, name, hint, ...rest }) => ({
      page,
      label: name,
      hint,
      ...('collapsedLabel' in rest ? { collapsedLabel: rest.collapsedLabel } : {}),
      })),
      // After the families: the planner that proposes products from all of them.
      plannerItem,
    ],
  },
  {
    kind: 'menu',
    id: 'ems',
    label: 'EMS Facility',
    items: [
      { page: 'surfaceMounting', label: 'Surface Mounting', hint: 'SMT assembly line' },
      { page: 'mi', label: 'Manual Insertion', hint: 'Through-hole and testing' },
    ],
  },
  { kind: 'link', label: 'Fiber Optics', page: 'ofc' },
  { kind: 'link', label: 'Partners', page: 'partner' },
  { kind: 'link', label: 'Educational', page: 'educational' },
  { kind: 'link', label: 'About Us', page: 'about' },
] as const satisfies readonly NavEntry[];

export const enquireLink = { label: 'Enquire Now', page: 'contact' } as const satisfies Omit<NavLink, 'kind'>;

export type NavMenuId = NavMenu['id'];

export interface FooterLink {
  label: string;
  page?: PageKey;
  href?: string;
}

export const quickLinks = [
  { label: 'Home', page: 'home' },
  { label: 'About Us', page: 'about' },
  { label: 'Products', page: 'home' },
  { label: 'Manufacturings', page: 'home' },
  { label: 'Publications', page: 'publication' },
  { label: 'Link Planner', page: 'planner' },
  // For crews who work without signal: the pages, datasheets and videos to keep on the device.
  { label: 'Field Kit', page: 'fieldKit' },
  { label: 'Contact Us', page: 'contact' },
] as const satisfies readonly FooterLink[];

export const popularLinks = [
  { label: 'Deviser Instruments', page: 'deviser' },
  { label: 'Sumitomo Splicers', page: 'sumitomo' },
  { label: 'SPEC CATV Products', href: catvPartner.link },
  { label: 'Department of Telecommunications', href: 'https://dot.gov.in' },
] as const satisfies readonly FooterLink[];
