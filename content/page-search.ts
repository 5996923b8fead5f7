import { branches } from './branches';
import { companyFacts } from './company';
import { contactAnchors } from './contact';
import { educationalPage } from './educational';
import { manualInsertionPage, miShowcases } from './factory/manual-insertion';
import { ofcFeatures, ofcPage, ofcShowcases } from './factory/ofc';
import { smtEquipment, surfaceMountingPage } from './factory/surface-mounting';
import type { Showcase } from './factory/types';
import { fieldKitPage } from './field-kit';
import { hero } from './home';
import { aboutPage } from './about';
import { getVideo } from './media/videos';
import { pages, type SitePageKey, type UnindexedPageKey, type WordsPageKey } from './pages';
import { partnerPage, partners } from './partners';
import { plannerPage } from './planner';
import { hoursLabel, site } from './site';
import { tutorialStages } from './tutorials';

/**
 * What search finds a page by when its words are in a module of its own
 * (content/pages.ts `record`): lib/search/build-index.ts makes its result
 * from these words and its record. A page whose record holds its words
 * (`words`) needs nothing here: search reads its heading, lead, section
 * headings, paragraphs and lists. A page with neither is not searched.
 */
export interface PageSearch {
  /** The result's title; the record's `title` when left out. */
  title?: string;
  /** The sentence under the result; the record's `description` when left out. */
  excerpt?: string;
  /** What visitors call the page, and the names it lists. */
  labels?: readonly string[];
  /** Its opening words: each line may be a result's excerpt. */
  summary?: readonly string[];
  /** The rest of its words. */
  body?: readonly string[];
  /** The result group, content/search.ts `searchCopy.groups`: Company unless given. */
  group?: 'company' | 'tools';
  /** The place on the page the result opens at. */
  fragment?: string;
  /** Shown as contact details, not as a page. */
  kind?: 'contact';
}

const showcaseWords = (showcases: readonly Showcase[]) => showcases.flatMap((s) => [s.title, s.summary, ...s.features]);

/** The pages with a module of their own that search finds, by key; the order of results that score alike is the records'. */
export const pageSearch = {
  home: {
    title: site.legalName,
    excerpt: hero.lead,
    labels: [site.tagline],
    summary: [hero.title, hero.lead, site.description],
    body: companyFacts.map((f) => `${f.value}: ${f.label}`),
  },
  about: {
    title: aboutPage.hero.title,
    excerpt: aboutPage.hero.lead,
    labels: ['About us', ...aboutPage.values.map((v) => v.title)],
    summary: [pages.about.description],
    body: [...aboutPage.story.paragraphs, ...aboutPage.values.flatMap((v) => ('list' in v ? v.list : [v.content]))],
  },
  contact: {
    // The card with the phone, WhatsApp, e-mail and hours: what a visitor searching for a way to reach the company wants first.
    kind: 'contact',
    fragment: contactAnchors.direct,
    title: `Contact ${site.name}`,
    excerpt: `Call ${site.phone.display} or write to ${site.email}, ${hoursLabel()}.`,
    labels: ['Contact us', 'Enquire now', 'Enquiry'],
    summary: [site.phone.display, site.email, hoursLabel()],
    body: [site.legalName, `${branches.length} branch offices`, ...branches.map((b) => b.city)],
  },
  partner: {
    title: partnerPage.title,
    excerpt: partnerPage.lead,
    labels: partners.map((p) => p.name),
    body: partners.flatMap((p) => [`${p.name}: ${p.kind}`, p.tagline, p.description]),
  },
  educational: {
    excerpt: educationalPage.header.lead,
    labels: ['Tutorials', 'Videos', 'Splicer'],
    summary: educationalPage.featured.paragraphs,
    body: educationalPage.watchNext.videos.map((key) => getVideo(key).title),
  },
  ofc: {
    excerpt: ofcPage.header.lead,
    labels: [ofcPage.header.eyebrow, ...ofcFeatures.map((f) => f.title)],
    summary: ofcPage.intro.paragraphs,
    body: showcaseWords(ofcShowcases),
  },
  surfaceMounting: {
    excerpt: surfaceMountingPage.header.lead,
    labels: ['SMT', surfaceMountingPage.header.eyebrow],
    summary: surfaceMountingPage.intro.paragraphs,
    body: showcaseWords(smtEquipment),
  },
  mi: {
    excerpt: manualInsertionPage.header.lead,
    labels: ['Through-hole', manualInsertionPage.header.eyebrow],
    summary: manualInsertionPage.intro.paragraphs,
    body: showcaseWords(miShowcases),
  },
  tutorials: {
    labels: ['SMT', 'Tutorial'],
    body: tutorialStages.flatMap((s) => [s.title, s.summary]),
  },
  // The site's tools, found by the job they do.
  planner: { title: plannerPage.title, group: 'tools', summary: [plannerPage.lead] },
  fieldKit: { group: 'tools', summary: [fieldKitPage.lead] },
} as const satisfies { readonly [K in Exclude<SitePageKey, WordsPageKey | UnindexedPageKey>]?: PageSearch };
