import type { BannerKey } from '@/content/media/imagery';
import type { FamilyKey } from '@/content/catalogue/types';
import { COMPARE_PATH, SEARCH_PATH, FIELD_KIT_PATH, PLANNER_PATH } from './client-paths';
import { company, placementRate } from './company';
import { factoryFigures } from './factory/figures';
import { site } from './site';

/**
 * The page registry: one record per top-level page of the site. The route
 * table (`npm run routes`), the sitemap and robots rules, the breadcrumbs and
 * each page's metadata, banner art and breadcrumb JSON-LD are derived from
 * it (lib/routing/pages.ts `definePage`), so a new page is a record here plus its
 * route file, `app/<path>/page.tsx`. The words the page shows below its
 * metadata stay in the record module it names.
 */

/** A content module, named from the repository root: `content/about.ts`. */
type ContentModule = `content/${string}.ts`;

/** A page with a route file of its own: `app/page.tsx` for `/`, `app/<path>/page.tsx` for the rest. */
export interface PageRecord {
  path: `/${string}`;
  /** The document title; the layout adds `| <site name>` unless `absoluteTitle`. */
  title: string;
  /** The meta description, which link previews show too. */
  description: string;
  /** The page's name in a breadcrumb trail (`Home › About Us`). */
  crumb: string;
  /** The module holding the page's words and figures (`npm run routes` shows it). */
  record: ContentModule;
  /** Other modules (or a catalogue family's folder) whose words or figures the page shows; the sitemap dates the page by all of them. */
  sources?: readonly (ContentModule | `content/catalogue/${FamilyKey}`)[];
  /** The page's banner art (content/media/imagery.ts `banners`); without one, the brand gradient or no banner. */
  banner?: BannerKey;
  /** `title` is the whole document title, without the site-name suffix. */
  absoluteTitle?: true;
  /** A page a visitor reaches by using the site, kept out of search results, the sitemap and robots' allow list. */
  indexed?: false;
  /** The page shows no breadcrumb trail (nor its structured data). */
  trail?: false;
}

/**
 * A product family's landing page. The catch-all route renders it, and its
 * title, description, breadcrumb name and art are the family record's
 * (content/catalogue, the family whose `page` is this key).
 */
export interface LandingRecord {
  path: `/${string}`;
  landing: true;
}

const slug = site.slug;

/**
 * In the order the route table and the sitemap list them; the unindexed
 * pages in the order robots.txt disallows them.
 */
export const pages = {
  home: {
    path: '/',
    title: `${site.legalName}: ${site.tagline}`,
    description: `${site.companyName} supplies Sumitomo splicers, Deviser test instruments, its own PON equipment, EDFA amplifiers and fibre cable to networks across India.`,
    crumb: 'Home',
    record: 'content/home.ts',
    absoluteTitle: true,
    trail: false,
  },
  about: {
    path: '/about',
    title: 'About Us',
    description: `How ${site.companyName} grew from a ${company.predecessorFounded} cable TV business into a fibre-optic maker with its own factories: our story, vision, values and news.`,
    crumb: 'About Us',
    record: 'content/about.ts',
    sources: ['content/company.ts', 'content/publications.ts'],
    banner: 'about',
  },
  publication: {
    path: '/publication',
    title: 'Publications',
    description: `News and photos from ${site.companyName}: our annual day, free service camps for splicers, OTDRs, PON and EDFA gear, and the trade shows we attend.`,
    crumb: 'Publications',
    record: 'content/publications.ts',
  },
  contact: {
    path: '/contact',
    // The spec's exact title, so the site-name suffix stays off.
    title: `Contact ${site.name}: Fiber Optic Cable & Connectivity Experts`,
    description: `Ask ${site.name} about splicers, OTDRs, PON, EDFA or fibre cable: send an enquiry, call or WhatsApp us, or visit one of twelve branch offices across India.`,
    crumb: 'Contact Us',
    record: 'content/contact.ts',
    sources: ['content/branches.ts'],
    banner: 'contact',
    absoluteTitle: true,
  },
  partner: {
    path: '/partner',
    title: 'Our Partners',
    description: `${site.companyName} works with Sumitomo Electric, Deviser, SPEC Technology and Invas Technologies on splicing, test, CATV and telecom projects across India.`,
    crumb: 'Our Partners',
    record: 'content/partners.ts',
    banner: 'partner',
  },
  products: {
    path: '/products',
    title: 'Our Products',
    description: `All five ${site.name} product families: Sumitomo splicers and cleavers, Deviser test instruments, ${site.name} PON equipment, EDFA amplifiers and fibre optic cable.`,
    crumb: 'Our Products',
    record: 'content/families.ts',
    banner: 'products',
  },
  specCatv: {
    path: '/spec-catv',
    title: 'SpecCATV: our CATV partner',
    description: `SPEC Technology is the CATV partner of ${site.companyName}. Tell us about your cable TV network and ask which SPEC products we can supply.`,
    crumb: 'SPEC CATV',
    record: 'content/partners.ts',
  },
  contactHeader: {
    path: '/contactheader',
    title: 'Contact Details',
    description: `Phone, WhatsApp, e-mail, business hours and head office address of ${site.legalName}, with a link to all twelve branch offices.`,
    crumb: 'Contact Details',
    record: 'content/contact.ts',
    sources: ['content/branches.ts'],
  },
  landingAbout: {
    path: '/landingabout',
    title: 'Company Overview',
    description: `${site.legalName} at a glance: our story since ${company.predecessorFounded}, our factories in figures, our partner brands and our five product families.`,
    crumb: 'Company Overview',
    record: 'content/about.ts',
    sources: ['content/company.ts', 'content/partners.ts', 'content/families.ts'],
  },
  educational: {
    path: '/educationalpage',
    title: 'Educational Videos',
    description:
      'Short videos on fusion splicer use and care: switching on, pass and fail, NanoTune, wireless LAN, changing electrodes, cleaning and fibre stripping.',
    crumb: 'Educational Videos',
    record: 'content/educational.ts',
    sources: ['content/media/videos.ts'],
    banner: 'educational',
  },
  ofc: {
    path: '/ofcpage',
    title: 'Optical Fibre Cable Factory',
    description:
      'How Lumora Photonics makes optical fibre cable: colouring, buffering, testing, sheathing, FTTH drop cable, HDPE testing and packaging under one roof.',
    crumb: 'Optical Fibre Cable Factory',
    record: 'content/factory/ofc.ts',
    sources: ['content/factory/figures.ts'],
    banner: 'ofc',
  },
  surfaceMounting: {
    path: '/surface-mounting',
    title: 'Surface Mount Technology',
    description: `Our SMT line: paste printing and inspection, ${company.pickAndPlaceMachines} pick-and-place machines, ${placementRate}, reflow, AOI and X-ray.`,
    crumb: 'Surface Mounting',
    record: 'content/factory/surface-mounting.ts',
    sources: ['content/factory/figures.ts'],
    banner: 'surfaceMounting',
  },
  mi: {
    path: '/mi',
    title: 'Manual Insertion',
    description: `Through-hole assembly at Lumora Photonics: wave soldering at up to ${factoryFigures.waveSolderMaxC} °C, touch-up and testing, and a line that tests every ONU and ONT we build.`,
    crumb: 'Manual Insertion',
    record: 'content/factory/manual-insertion.ts',
    sources: ['content/factory/figures.ts'],
    banner: 'mi',
  },
  tutorials: {
    path: '/tutorials',
    title: 'SMT Line Tutorial',
    description:
      'Follow a circuit board through our surface-mount line, from loader to unloader, in a film you drive with the scroll wheel or a swipe.',
    crumb: 'SMT Line Tutorial',
    record: 'content/tutorials.ts',
  },
  search: {
    path: SEARCH_PATH,
    title: 'Search',
    description: `Search the ${site.name} catalogue by model number, product or specification, from splicers and test instruments to PON, EDFA and fibre cable.`,
    crumb: 'Search',
    record: 'content/search.ts',
    indexed: false,
    trail: false,
  },
  thankYou: {
    path: '/thank-you',
    title: 'Thank You',
    description: `Your enquiry has reached ${site.companyName}. Here is what happens next, how to reach us directly and where to browse our products meanwhile.`,
    crumb: 'Thank You',
    record: 'content/contact.ts',
    banner: 'thankYou',
    indexed: false,
    trail: false,
  },
  compare: {
    path: COMPARE_PATH,
    title: 'Compare models',
    description: 'Compare up to four models from one product family side by side, specification by specification.',
    crumb: 'Compare models',
    record: 'content/compare.ts',
    indexed: false,
    trail: false,
  },
  planner: {
    path: PLANNER_PATH,
    title: 'Fibre link planner: PON budget, OTDR, EDFA',
    description:
      'Work out a PON link’s loss budget, the OTDR dynamic range a span needs and a CATV amplifier’s output per port, from cited figures, then enquire for the parts.',
    crumb: 'Link Planner',
    record: 'content/planner.ts',
    sources: ['content/catalogue/fiber-attenuation.ts', 'content/catalogue/pon', 'content/catalogue/deviser', 'content/catalogue/edfa'],
  },
  fieldKit: {
    path: FIELD_KIT_PATH,
    title: 'Field kit: the catalogue without signal',
    description:
      'Keep product pages, datasheets, tutorial videos, the link planner and our branch offices on your device, to open them on site where there is no signal.',
    crumb: 'Field Kit',
    record: 'content/field-kit.ts',
  },
  offline: {
    // The page the service worker shows for a page it has not saved (lib/offline/caches.ts OFFLINE_PAGE_PATH).
    path: '/offline',
    title: 'You are offline',
    description: `This device has no connection and the page you opened is not saved on it: the ${site.name} pages that are saved here, and those always available.`,
    crumb: 'Offline',
    record: 'content/offline.ts',
    indexed: false,
    trail: false,
  },
  sumitomo: { path: '/sumitomo', landing: true },
  deviser: { path: '/deviser', landing: true },
  pon: { path: `/${slug}-pon`, landing: true },
  edfa: { path: `/${slug}edfa`, landing: true },
  fiber: { path: `/${slug}-fiber`, landing: true },
} as const satisfies Record<string, PageRecord | LandingRecord>;

type Pages = typeof pages;

export type PageKey = keyof Pages;

/** Pages with a route file of their own. */
export type SitePageKey = { [K in PageKey]: Pages[K] extends LandingRecord ? never : K }[PageKey];

/** Family landing pages. */
export type LandingKey = Exclude<PageKey, SitePageKey>;

/** Pages that show a breadcrumb trail. */
export type TrailPageKey = { [K in SitePageKey]: Pages[K] extends { trail: false } ? never : K }[SitePageKey];

export const pageKeys = Object.keys(pages) as PageKey[];

export function isLanding(key: PageKey): key is LandingKey {
  return 'landing' in pages[key];
}

export const sitePageKeys = pageKeys.filter((key): key is SitePageKey => !isLanding(key));

export const landingKeys = pageKeys.filter(isLanding);

/** A top-level page's record, with the optional fields seen as optional. */
export function getPage(key: SitePageKey): PageRecord {
  return pages[key];
}
