import { paths } from '@/content/paths';
import { company, formatFigure, placementRate } from './company';
import { catvPartner } from './partners';
import { site } from './site';

/** The About page's three value cards; the ids are the page's anchors (/about#vision …). */
export const aboutValueIds = ['vision', 'mission', 'corevalue'] as const;
export type AboutValueId = (typeof aboutValueIds)[number];

export type AboutValue = { id: AboutValueId; title: string } & (
  | { content: string; list?: never }
  | { list: readonly string[]; content?: never }
);

/** `/about#mission`: the home page's Vision, Mission and Core Value buttons link here. */
export function aboutValueHref(id: AboutValueId): string {
  return `${paths.about}#${id}`;
}

export const aboutPage = {
  hero: {
    eyebrow: 'About us',
    title: 'Connecting India, one fibre at a time',
    lead: `${site.name} began with a partnership with ${catvPartner.name}, a CATV technology company, and a conviction that every home, business and tower in India deserves a fast, dependable link. That vision of a connected world still drives what we make, sell and support.`,
  },
  story: {
    title: 'Our story',
    paragraphs: [
      `Our roots go back to ${company.predecessorFounded}, when our predecessor started out supplying cable TV operators with CATV equipment and fibre cable. Working beside ${catvPartner.name} taught us how networks are really built: in the field, at night, against a deadline.`,
      `${site.legalName} was founded in ${company.founded} to take that experience into fibre. Today we supply Sumitomo Electric splicers and Deviser instruments, design our own PON equipment and EDFA amplifiers, and make fibre cable and electronics on our own campus.`,
      `That campus covers ${company.campusAcres} acres, with ${formatFigure(company.productionAreaSqFt)} sq ft of air-conditioned production. The electronics line runs ${company.pickAndPlaceMachines} pick-and-place machines, ${placementRate}, and the cable plant makes cables of up to ${company.maxCableCores} cores from more than ${company.fibreKmPerDay} km of fibre a day.`,
    ],
  },
  valuesTitle: 'What guides us',
  values: [
    {
      id: 'vision',
      title: 'Vision',
      content:
        'A connected world in which distance no longer limits learning, work or business, built on fibre networks that Indian engineers design, make and maintain.',
    },
    {
      id: 'mission',
      title: 'Mission',
      content:
        'To give network builders everything they need from one partner: dependable equipment at a fair price, honest advice, quick delivery from our branches and service that keeps their links running.',
    },
    {
      id: 'corevalue',
      title: 'Core Values',
      list: [
        'Customer Excellence',
        'Employee Empowerment',
        'Integrity & Transparency',
        'Innovation & Collaboration',
        'Continuous Improvement',
      ],
    },
  ] as const satisfies readonly AboutValue[],
  facilityTitle: 'Our campus in figures',
  publications: {
    title: 'Latest Publications',
    lead: 'News from our teams, our service camps and the shows where we meet customers.',
    more: 'All publications and photos',
  },
} as const;

/** `/landingabout`: the company on one page, pointing on to the full About page. */
export const landingAboutPage = {
  eyebrow: site.tagline,
  title: `${site.name} at a glance`,
  lead: `A fibre-optic company with cable TV roots: we supply, make and service the equipment that India's broadband, cable and enterprise networks run on.`,
  storyTitle: 'Where we come from',
  facilityTitle: 'What we make, and where',
  partnersTitle: 'Our partners',
  familiesTitle: 'Our product families',
  aboutLink: 'Read our full story, vision and values',
} as const;
