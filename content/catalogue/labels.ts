import { countOf, type Noun } from '../count';
import type { IllustrationSpec } from './illustration';

/** An ONT's ports, as its drawing counts them. */
type OntPortCounts = Pick<Extract<IllustrationSpec, { kind: 'ont' }>, 'gePorts' | 'fePorts' | 'potsPorts' | 'wifi'>;

/** 'Ethernet port' for one ('over its Ethernet port'), '2 Ethernet ports' for more. */
const counted = (n: number, noun: Noun) => (n === 1 ? noun.one : countOf(n, noun));

/** ' over its 2 Ethernet ports, telephone port and WiFi', or '' for an ONT with none of them. */
function overPorts({ gePorts, fePorts, potsPorts, wifi }: OntPortCounts): string {
  const lan = gePorts + fePorts;
  const ports = [
    lan > 0 && counted(lan, { one: 'Ethernet port', other: 'Ethernet ports' }),
    potsPorts > 0 && counted(potsPorts, { one: 'telephone port', other: 'telephone ports' }),
    wifi !== null && 'WiFi',
  ];
  const named = ports.filter((p): p is string => typeof p === 'string');
  if (named.length === 0) return '';
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  return ` over its ${list}`;
}

/**
 * The fixed words of the catalogue templates: the product page, the landing
 * cards and the similar-products strip. Every product page says these the
 * same way, so they live here once rather than in the records.
 */
export const catalogueLabels = {
  enquire: 'Enquire Now',
  /** Visually hidden after 'Enquire Now' where the button sits apart from the product's name. */
  enquireAbout: (model: string) => ` about the ${model}`,
  readMore: 'Read More',
  downloadCatalog: 'Download Catalog',
  /** Visually hidden after 'Download Catalog': what the link opens. */
  datasheetHint: ' (PDF, opens in a new tab)',
  highlights: 'Key Highlights',
  atAGlance: 'At a glance',
  /** Heading of the alternating image and text sections (EDFA product five). */
  inDetail: (model: string) => `${model} in detail`,
  /** Name of the FC-6 series' feature gallery. */
  gallery: (model: string) => `${model} features`,
  application: 'Application',
  /** Names only the ports this ONT has, read from the port counts its drawing and chart use. */
  applicationLead: (model: string, ports: OntPortCounts) =>
    `Where the ${model} sits in an FTTH network: fed over fibre from the OLT through a passive splitter, it serves the devices below${overPorts(ports)}.`,
  /** The PON types an XPON ONT registers on, as the application chart names them. */
  applicationPonType: 'GPON or EPON',
  specifications: 'Specifications',
  accessories: 'Accessories',
  similar: 'Similar Products',
  knowMore: 'Know More',
  /** Visually hidden after a link label that sits apart from the product's name. */
  about: (name: string) => ` about ${name}`,
  /** Visually hidden after 'Download Catalog' on a card. */
  forName: (name: string) => ` for ${name}`,
} as const;
