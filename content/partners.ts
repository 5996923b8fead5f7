import { partnerKeys, partnerLogos, type Imagery, type PartnerKey } from './media/imagery';
import { site } from './site';

/**
 * The four partner brands (catalogue spec 2.10, home 2.4). The partners page,
 * the home page's partner strip, the SpecCATV page and the footer's popular
 * links all read these records. Links other than Sumitomo Electric's public
 * site are sample addresses on reserved example domains; the company replaces
 * them here.
 */
export interface Partner {
  key: PartnerKey;
  name: string;
  /** What kind of partner this is, in a few words. */
  kind: string;
  tagline: string;
  description: string;
  logo: Imagery;
  /** The partner's own site; opens in a new tab. */
  link: string;
}

type PartnerRecord = Omit<Partner, 'key' | 'logo'>;

const records = {
  'sumitomo-electric': {
    name: 'Sumitomo Electric',
    kind: 'Connectivity and fusion splicing',
    tagline: 'Precision splicing, made in Japan',
    description: `Sumitomo Electric makes the fusion splicers and cleavers our customers build their networks with, from handheld FTTH splicers to ribbon machines for high-count backbone cable. ${site.name} supplies the full range in India with accessories, training and service.`,
    link: 'https://global-sei.com/',
  },
  deviser: {
    name: 'Deviser',
    kind: 'Test and measuring instruments',
    tagline: 'Measure every link with confidence',
    description: `Deviser's OTDRs, optical power meters, light sources and fault locators let teams commission a link, certify it and find a break fast. We stock and support them alongside the splicers they work beside.`,
    link: 'https://www.deviser.example',
  },
  'spec-technology': {
    name: 'SPEC Technology',
    kind: 'CATV products',
    tagline: 'Cable TV technology from headend to home',
    description: `SPEC Technology builds the optical transmitters, receivers, nodes and headend equipment cable operators run their networks on. Our story with cable TV began with this partnership, and it still shapes the CATV and fibre work we do.`,
    link: 'https://www.spec-catv.example',
  },
  'invas-technologies': {
    name: 'Invas Technologies',
    kind: 'Telecom solutions',
    tagline: 'Telecom solutions that scale',
    description: `Invas Technologies plans and delivers telecom solutions for service providers and enterprises. Together we bring network design, equipment and deployment to projects that need all three from one team.`,
    link: 'https://www.invas-technologies.example',
  },
} as const satisfies Record<PartnerKey, PartnerRecord>;

/** The partners in the order the spec lists them. */
export const partners: readonly Partner[] = partnerKeys.map((key) => ({ key, ...records[key], logo: partnerLogos[key] }));

export function getPartner(key: PartnerKey): Partner {
  const partner = partners.find((p) => p.key === key);
  if (!partner) throw new Error(`Unknown partner: ${key}`);
  return partner;
}

/** The CATV partner, the one the company's story starts with. */
export const catvPartner = getPartner('spec-technology');

export const partnerPage = {
  metaTitle: 'Our Partners',
  metaDescription: `${site.companyName} works with Sumitomo Electric, Deviser, SPEC Technology and Invas Technologies on splicing, test, CATV and telecom projects across India.`,
  eyebrow: 'Partners',
  title: 'Brands we build networks with',
  lead: 'We chose each partner for one thing it does better than anyone else, and we back every product with our own stock, engineers and branch offices.',
  visit: 'Visit website',
} as const;

export const specCatvPage = {
  metaTitle: 'SPEC Technology CATV Products',
  metaDescription: `SPEC Technology CATV products: optical transmitters, receivers, nodes and headend equipment, supplied and supported in India by ${site.companyName}.`,
  title: 'SpecCATV',
  lead: `Cable TV equipment from our CATV partner, with ${site.name} stock and service behind it.`,
  enquiry: 'Ask us about a SPEC product and we will reply with availability, pricing and the right model for your network.',
  enquire: 'Enquire Now',
  visit: 'Visit SPEC Technology',
} as const;
