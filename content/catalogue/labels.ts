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
  applicationLead: (model: string) =>
    `Where the ${model} sits in an FTTH network: fed over fibre from the OLT through a passive splitter, it serves the devices below over its Ethernet, telephone and wireless ports.`,
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
