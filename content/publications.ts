import type { IsoDate } from './iso-date';
import { publicationImages, publicationKeys, type Imagery, type PublicationKey } from './media/imagery';

/**
 * Publications: company news with pictures (spec 2.5 and 3). The About page's
 * timeline shows each entry's first paragraph; /publication shows the whole
 * entry with every picture viewable full size.
 */
export interface Publication {
  id: PublicationKey;
  title: string;
  date: IsoDate;
  /** Town or city, when the entry took place away from the office. */
  place?: string;
  images: readonly Imagery[];
  /** Paragraphs; the first is the summary. */
  content: readonly [string, ...string[]];
  /** Further reading elsewhere; 'Read More' shows only when there is one. */
  link?: string;
}

type PublicationRecord = Omit<Publication, 'id' | 'images'>;

const records = {
  'annual-day-2025': {
    title: '2nd Annual Day Celebration',
    date: '2025-02-02',
    place: 'Kotdwar',
    content: [
      'Colleagues from the factory floor, the labs and every branch office came together at Kotdwar for our second Annual Day: a lamp lit to open the evening, performances by our own teams and a cake to close it.',
      'We handed out the year’s awards for quality, safety, service and sales, and thanked the families whose support makes long shifts and site visits possible.',
    ],
  },
  'service-camp-2025': {
    title: 'Free Service Camp - Technical Support',
    date: '2025-01-18',
    content: [
      'Our engineers ran a free service camp with diagnostics and maintenance for splicers, OTDRs, PON products and EDFA amplifiers, whether or not they were bought from us.',
      'Visitors watched their splicers cleaned and checked, electrodes replaced and firmware updated, and had OTDRs and power meters tested against reference links. Every instrument went home with a written service report.',
    ],
  },
  'cable-tv-show-2017': {
    title: 'Cable TV Show India',
    date: '2017-01-01',
    place: 'Kolkata',
    content: [
      'We exhibited at Cable TV Show India in Kolkata, meeting cable operators and ISPs from across eastern India.',
      'Our booth showed PON equipment, EDFA amplifiers and fibre cable side by side, with live demonstrations of how a single OLT port serves a whole neighbourhood.',
    ],
    link: 'https://www.cabletvshowindia.example',
  },
} as const satisfies Record<PublicationKey, PublicationRecord>;

// YYYY-MM-DD dates sort as text; the content tests reject a date that does not exist.
const all: readonly Publication[] = publicationKeys
  .map((id): Publication => ({ id, ...records[id], images: publicationImages[id] }))
  .sort((a, b) => b.date.localeCompare(a.date));

/** Every publication, newest first. */
export function getPublications(): readonly Publication[] {
  return all;
}

export const publicationPage = {
  eyebrow: 'Publications',
  title: 'News and events',
  lead: 'What our teams have been up to, in words and pictures. Select a picture to see it full size.',
  readMore: 'Read More',
} as const;
