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
    tagline: 'Precision fusion splicing and cleaving',
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
    tagline: 'Our partner in cable TV',
    description: `SPEC Technology is the CATV technology company our story began with. Cable TV is where our predecessor started, and the partnership still shapes the CATV and fibre work we do.`,
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
  eyebrow: 'Partners',
  title: 'Brands we build networks with',
  lead: 'We chose each partner for one thing it does better than anyone else, and we back every product with our own stock, engineers and branch offices.',
  visit: 'Visit website',
} as const;

/**
 * /spec-catv: the spec shows only the text 'SpecCATV'. The page names the
 * partner and offers an enquiry; it lists no SPEC products, because no
 * source says which ones there are.
 */
export const specCatvPage = {
  title: 'SpecCATV',
  lead: 'Our partner for cable TV: ask us what SPEC Technology can bring to your network.',
  enquiry: 'Tell us about your cable TV network and what you need from it. We will reply with the SPEC products we can supply for it, with availability and pricing.',
  enquire: 'Enquire Now',
  visit: 'Visit SPEC Technology',
} as const;
