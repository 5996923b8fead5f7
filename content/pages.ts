import type { BannerKey } from '@/content/media/imagery';
import type { FamilyKey } from '@/content/catalogue/types';
import { COMPARE_PATH, SEARCH_PATH, FIELD_KIT_PATH, PLANNER_PATH } from './client-paths';
import { branchOfficeCount, company, placementRate } from './company';
import { factoryFigures } from './factory/figures';
import type { FooterPlace, NavPlace } from './navigation';
import { site } from './site';

/**
 * The page registry: one record per top-level page of the site. The route
 * table (`npm run routes`), the sitemap and robots rules, the breadcrumbs,
 * each page's metadata, banner art and breadcrumb JSON-LD, its links in the
 * menu and the footer, and its search entry are derived from it
 * (lib/routing/pages.ts `definePage`, lib/nav/links.ts,
 * lib/search/page-documents.ts). So a new page is a record here plus its
 * route file, `app/<path>/page.tsx`. A simple page's words are in its record
 * (`words`), which the text-page template lays out; a page with a layout of
 * its own keeps its words in the module it names (`record`).
 */

/** The module that holds the records, and the words of every page that has `words`. */
export const PAGE_RECORDS_MODULE = 'content/pages.ts';

/** A content module, named from the repository root: `content/about.ts`. */
type ContentModule = `content/${string}.ts`;

/**
 * A link in a page's words: to a page of the site by its key, at a place on
 * it if `fragment` is given (`{ label: 'Write to us', page: 'contact' }`), or
 * to an address (`{ label: 'E-mail us', href: 'mailto:jobs@…' }`). A key no
 * record has fails the content checks.
 */
export type WordsLink = { label: string; page: string; fragment?: string } | { label: string; href: `mailto:${string}` | `tel:${string}` | `https://${string}` };

/** One section of a simple page: its heading, then its paragraphs, its list and its link, each optional. */
export interface WordsSection {
  heading: string;
  paragraphs?: readonly string[];
  /** Short items shown as a bulleted list: openings, steps, documents. */
  list?: readonly string[];
  /** A button under the section. */
  link?: WordsLink;
}

/**
 * A simple page's words, in page order: the banner's (`eyebrow` over the
 * `heading`, the page's h1, and the `lead` under it), then its sections.
 * components/layout/text-page.tsx lays them out and search indexes them.
 */
export interface PageWords {
  eyebrow?: string;
  heading: string;
  lead?: string;
  sections: readonly WordsSection[];
}

/** What every page record gives. */
interface PageFields {
  path: `/${string}`;
  /** The document title; the layout adds `| <site name>` unless `absoluteTitle`. */
  title: string;
  /** The meta description, which link previews show too. */
  description: string;
  /** The page's name in a breadcrumb trail (`Home › About Us`). */
  crumb: string;
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
  /** Its link in the main menu: in the bar (`{ label, order }`) or in a dropdown (`{ menu, label, hint, order }`). */
  nav?: NavPlace;
  /** Its link, or links, in the footer: `{ group, label, order }` (content/navigation.ts `footerGroups`). */
  footer?: FooterPlace | readonly FooterPlace[];
}

/** A page with a layout of its own (its route file's), whose words and figures are in the module it names (`npm run routes` shows it). */
interface ModulePage extends PageFields {
  record: ContentModule;
  words?: never;
}

/** A simple page: its words are in its record, and the text-page template lays them out. */
interface WordsPage extends PageFields {
  words: PageWords;
  record?: never;
}

/** A page with a route file of its own: `app/page.tsx` for `/`, `app/<path>/page.tsx` for the rest. */
export type PageRecord = ModulePage | WordsPage;

/**
 * A product family's landing page. The catch-all route renders it, and its
 * title, description, breadcrumb name and art are the family record's
 * (content/catalogue, the family whose `page` is this key).
 */
export interface LandingRecord {
  path: `/${string}`;
  landing: true;
  /** Its link in the footer; the Products menu lists every family (content/families.ts). */
  footer?: FooterPlace;
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
    nav: { label: 'Home', order: 10 },
    // Quick Links' Products and Manufacturings lead here too: the home page shows the families and the factories.
    footer: [
      { group: 'quick', label: 'Home', order: 10 },
      { group: 'quick', label: 'Products', order: 30 },
      { group: 'quick', label: 'Manufacturings', order: 40 },
    ],
  },
  about: {
    path: '/about',
    title: 'About Us',
    description: `How ${site.companyName} grew from a ${company.predecessorFounded} cable TV business into a fibre-optic maker with its own factories: our story, vision, values and news.`,
    crumb: 'About Us',
    record: 'content/about.ts',
    sources: ['content/company.ts', 'content/publications.ts'],
    banner: 'about',
    nav: { label: 'About Us', order: 70 },
    footer: { group: 'quick', label: 'About Us', order: 20 },
  },
  publication: {
    path: '/publication',
    title: 'Publications',
    description: `News and photos from ${site.companyName}: our annual day, free service camps for splicers, OTDRs, PON and EDFA gear, and the trade shows we attend.`,
    crumb: 'Publications',
    record: 'content/publications.ts',
    footer: { group: 'quick', label: 'Publications', order: 50 },
  },
  contact: {
    path: '/contact',
    // The spec's exact title, so the site-name suffix stays off.
    title: `Contact ${site.name}: Fiber Optic Cable & Connectivity Experts`,
    description: `Ask ${site.name} about splicers, OTDRs, PON, EDFA or fibre cable: send an enquiry, call or WhatsApp us, or visit one of ${branchOfficeCount} across India.`,
    crumb: 'Contact Us',
    record: 'content/contact.ts',
    sources: ['content/branches.ts'],
    banner: 'contact',
    absoluteTitle: true,
    footer: { group: 'quick', label: 'Contact Us', order: 80 },
  },
  partner: {
    path: '/partner',
    title: 'Our Partners',
    description: `${site.companyName} works with Sumitomo Electric, Deviser, SPEC Technology and Invas Technologies on splicing, test, CATV and telecom projects across India.`,
    crumb: 'Our Partners',
    record: 'content/partners.ts',
    banner: 'partner',
    nav: { label: 'Partners', order: 50 },
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
    description: `Phone, WhatsApp, e-mail, business hours and head office address of ${site.legalName}, with a link to all ${branchOfficeCount}.`,
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
    nav: { label: 'Educational', order: 60 },
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
    nav: { label: 'Fiber Optics', order: 40 },
  },
  surfaceMounting: {
    path: '/surface-mounting',
    title: 'Surface Mount Technology',
    description: `Our SMT line: paste printing and inspection, ${company.pickAndPlaceMachines} pick-and-place machines, ${placementRate}, reflow, AOI and X-ray.`,
    crumb: 'Surface Mounting',
    record: 'content/factory/surface-mounting.ts',
    sources: ['content/factory/figures.ts'],
    banner: 'surfaceMounting',
    nav: { menu: 'ems', label: 'Surface Mounting', hint: 'SMT assembly line', order: 10 },
  },
  mi: {
    path: '/mi',
    title: 'Manual Insertion',
    description: `Through-hole assembly at Lumora Photonics: wave soldering at up to ${factoryFigures.waveSolderMaxC} °C, touch-up and testing, and a line that tests every ONU and ONT we build.`,
    crumb: 'Manual Insertion',
    record: 'content/factory/manual-insertion.ts',
    sources: ['content/factory/figures.ts'],
    banner: 'mi',
    nav: { menu: 'ems', label: 'Manual Insertion', hint: 'Through-hole and testing', order: 20 },
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
    record: 'content/thank-you.ts',
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
    // After the families: the planner proposes products from all of them.
    nav: { menu: 'products', label: 'Link planner', hint: 'Loss budget, OTDR and EDFA sizing', order: 10 },
    footer: { group: 'quick', label: 'Link Planner', order: 60 },
  },
  fieldKit: {
    path: FIELD_KIT_PATH,
    title: 'Field kit: the catalogue without signal',
    description:
      'Keep product pages, datasheets, tutorial videos, the link planner and our branch offices on your device, to open them on site where there is no signal.',
    crumb: 'Field Kit',
    record: 'content/field-kit.ts',
    // For crews who work without signal: the pages, datasheets and videos to keep on the device.
    footer: { group: 'quick', label: 'Field Kit', order: 70 },
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
  sumitomo: { path: '/sumitomo', landing: true, footer: { group: 'popular', label: 'Sumitomo Splicers', order: 20 } },
  deviser: { path: '/deviser', landing: true, footer: { group: 'popular', label: 'Deviser Instruments', order: 10 } },
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

/** Pages whose records hold their words (`words`). */
export type WordsPageKey = { [K in SitePageKey]: Pages[K] extends { words: PageWords } ? K : never }[SitePageKey];

/** Pages kept out of search results (`indexed: false`). */
export type UnindexedPageKey = { [K in SitePageKey]: Pages[K] extends { indexed: false } ? K : never }[SitePageKey];

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

/** The module that holds a page's words: the one its record names, or this registry for a page with `words`. */
export function wordsModule(page: PageRecord): ContentModule {
  return page.record ?? PAGE_RECORDS_MODULE;
}
