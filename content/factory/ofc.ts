import { fibreTests, seriesFacts } from '@/content/catalogue/fiber';
import { fiberFigures, orList } from '@/content/catalogue/fiber/series';
import type { FeatureCard, PageHeader, PageLink, Showcase } from './types';

/** How the page names each cable series in running text. */
const seriesWords = { 'flat-cable': 'flat', 'drop-cable': 'drop', neo: 'NEO', gold: 'Gold', platinum: 'Platinum' } as const satisfies Record<
  keyof typeof seriesFacts,
  string
>;

/** '0.5 or 1 km for the flat and drop cables and 1 or 2 km for the NEO, Gold and Platinum cables', from each series' packing. */
function packingLengths(): string {
  const byLengths = new Map<string, string[]>();
  for (const key of Object.keys(seriesWords) as (keyof typeof seriesWords)[]) {
    const lengths = `${orList(seriesFacts[key].packingLengthsKm)} km`;
    byLengths.set(lengths, [...(byLengths.get(lengths) ?? []), seriesWords[key]]);
  }
  const words = (names: readonly string[]) => (names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
  return [...byLengths].map(([lengths, names]) => `${lengths} for the ${words(names)} ${names.length === 1 ? 'cable' : 'cables'}`).join(' and ');
}

const packingTolerances = [...new Set(Object.values(seriesFacts).map((s) => s.packingTolerancePercent))];

/** The fibre counts of the flat and drop cables the FTTH line makes, as the catalogue gives them. */
const ftthCounts = orList([...new Set([...seriesFacts['flat-cable'].fiberCounts, ...seriesFacts['drop-cable'].fiberCounts])]);

/** /ofcpage: the optical fibre cable factory (catalogue spec, section 2.12). */
export const ofcPage = {
  header: {
    eyebrow: 'Fiber Optics Solutions',
    title: 'Optical Fibre Cable Manufacturing',
    lead: 'We colour, buffer, test, sheath and pack optical fibre cable in our own plant, for telecom carriers, internet providers and cable operators across India.',
  },
  intro: {
    title: 'From bare fibre to a tested cable',
    paragraphs: [
      'Every cable we ship starts as natural single-mode fibre on a spool. It is coloured for identification, laid with a little slack into a jelly-filled PBT loose tube, sheathed in PE or HDPE around FRP strength members and wound for dispatch, and the fibre is measured on the way.',
      'The range runs from two-fibre flat and drop cables for the last metres into a home, through the single-tube NEO and Gold series, to the dual-tube Platinum for up to 24 fibres. Every one is all-dielectric and un-armoured: FRP rods and yarn carry the load, not metal.',
    ],
  },
  featuresTitle: 'Features',
  featuresLead: 'What our cables are built to do, whichever construction a route needs.',
  showcasesTitle: 'Inside the plant',
  next: {
    page: 'surfaceMounting',
    label: 'Visit our electronics factory',
    text: 'Surface mounting, wave soldering and testing for telecom electronics.',
  },
} as const satisfies {
  header: PageHeader;
  intro: { title: string; paragraphs: readonly string[] };
  featuresTitle: string;
  featuresLead: string;
  showcasesTitle: string;
  next: PageLink;
};

export const ofcFeatures = [
  {
    icon: 'rat',
    title: 'Rodent Resistant',
    description: 'Tough PE and HDPE sheaths, with double or super-double coatings on the NEO and Gold series and a layer of glass yarn under the Platinum jacket.',
  },
  {
    icon: 'ruler',
    title: 'Standard Length',
    description: `Supplied in standard lengths, ${packingLengths()}, each within ${orList(packingTolerances)}% of the stated length.`,
  },
  {
    icon: 'sun',
    title: 'External Use',
    description: 'Black PE jackets, a UV-stabilised HDPE jacket on Platinum and jelly-filled tubes, rated for -20 to +70 °C in service.',
  },
  {
    icon: 'zap',
    title: 'Rapid Deployment',
    description: 'Two-fibre flat and drop cables 4.5 to 5 mm across and about 16 kg per kilometre, light enough to carry, pull and dress by hand.',
    hideOnMobile: true,
  },
  {
    icon: 'flame',
    title: 'Fire Retardant',
    description: 'All-dielectric: FRP rods instead of metal, so the cable carries no current into a building. Ask us which sheath suits your fire code.',
  },
  {
    icon: 'award',
    title: 'Premium Quality',
    description: 'Every fibre meets ITU-T G.652.D, at most 0.4 dB/km at 1310 nm and 0.2 dB/km at 1550 nm, and is proof-tested at 1%.',
  },
  {
    icon: 'house',
    title: 'Internal Use',
    description: 'Slim two-fibre cables that bend down to 20 times their diameter, for runs along walls, through risers and into equipment rooms.',
  },
  {
    icon: 'droplets',
    title: 'Water Resistant',
    description: 'Thixotropic jelly fills every loose tube, keeping water away from the fibres along the whole length of the cable.',
  },
  {
    icon: 'radio-tower',
    title: 'Telecommunications',
    description: 'G.652.D single-mode cable from 2 to 24 fibres for the access networks of carriers, internet providers and cable operators.',
  },
] as const satisfies readonly FeatureCard[];

export const ofcShowcases = [
  {
    key: 'colouring-lines',
    title: 'Colouring Lines',
    summary:
      'Natural fibre is given a thin coat of UV-cured ink in one of the standard colours, so every fibre in a tube can be told apart at the splice tray; the last fibre of each tube stays natural.',
    features: [
      'Colour order of 2, 4, 6 and 12-fibre tubes',
      'Ink cured by UV lamps in line, at full line speed',
      'Colour and diameter checked as the fibre runs',
      'Even take-up onto balanced spools',
    ],
    media: [
      { kind: 'video', video: 'ofc-fiber-coloring' },
      { kind: 'image', image: 'factory/ofc-colouring', alt: 'Illustration: natural fibre running from the pay-off spool through the ink applicator and UV curing oven to the take-up spool, with the twelve-colour order below' },
    ],
  },
  {
    key: 'buffering-lines',
    title: 'Buffering Lines',
    summary:
      'Coloured fibres are drawn together into a PBT loose tube filled with thixotropic jelly, with a little extra length that gives them room to move as the cable warms, cools and is pulled.',
    features: [
      'Loose tubes holding 2 to 12 colour-coded fibres',
      'Thixotropic jelly filling',
      'Controlled excess fibre length inside the tube',
      'Tube diameter gauged continuously',
    ],
    media: [
      { kind: 'video', video: 'ofc-fiber-buffering' },
      { kind: 'image', image: 'factory/ofc-buffering', alt: 'Illustration: twelve coloured fibres converging into the loose-tube extruder and cooling bath, with a cross-section of the gel-filled tube' },
    ],
  },
  {
    key: 'fibre-testing',
    title: 'Fibre Testing',
    summary: `Fibre is tested against the limits our cable datasheets set, ${fiberFigures.attenuation1310} at 1310 nm and ${fiberFigures.attenuation1550} at 1550 nm, and every test follows IEC methods.`,
    features: [
      'Attenuation checked at 1310 nm and 1550 nm',
      `Fibre proof-tested at ${fibreTests.proofTest}`,
      'Test methods to IEC standards',
      `Attenuation may change by no more than ${fibreTests.attenuationChange} under test`,
    ],
    media: [
      { kind: 'video', video: 'ofc-fiber-testing' },
      { kind: 'image', image: 'factory/ofc-fibre-testing', alt: 'Illustration: an OTDR trace of a fibre spool showing a splice, a connector and the fibre end, all within limits, and a pass result' },
    ],
  },
  {
    key: 'sheathing-lines',
    title: 'Sheathing Lines',
    summary:
      'The loose tube and its FRP strength members pass through an extrusion head that lays the PE or HDPE jacket around them, embedding the rods in the sheath; the cable is then cooled in a long water trough.',
    features: [
      'PE jackets and single, double or super HDPE coatings',
      'FRP rods embedded in the sheath, with 300 to 1200 TEX yarn',
      'Two tubes and glass yarn in the Platinum series',
      'Jacket diameter and wall checked in line',
    ],
    media: [
      { kind: 'video', video: 'ofc-sheathing' },
      { kind: 'image', image: 'factory/ofc-sheathing', alt: 'Illustration: coloured tubes entering the sheath extruder, then the cooling trough and the haul-off, with the brand printed along the jacket' },
    ],
  },
  {
    key: 'ftth-sheathing-line',
    title: 'FTTH Sheathing Line',
    summary:
      'A line of its own for the two-fibre flat and drop cables that reach homes and offices: a jelly-filled loose tube and FRP strength members in a slim black PE jacket.',
    features: [
      'Two fibres in one jelly-filled PBT tube',
      'Single or dual FRP strength members',
      '4.5 to 5 mm across, about 16 kg per kilometre',
      'Coloured lining lines to tell operators apart',
    ],
    media: [
      { kind: 'video', video: 'ofc-ftth-sheathing' },
      {
        kind: 'image',
        image: 'factory/ofc-ftth-cross-section',
        alt: `Illustration: a generic flat drop cable in cross-section, drawn with one fibre between two strength members and tear notches in the jacket; our own flat and drop cables carry ${ftthCounts} fibres in a gel-filled loose tube`,
      },
    ],
  },
  {
    key: 'hdpe-testing',
    title: 'HDPE Testing',
    summary:
      'HDPE is part of every cable sheath we make: the coatings of the flat, drop, NEO and Gold cables and the outer jacket of Platinum. This is where the plant tests it; ask us which tests and results apply to the cable you order.',
    features: [
      'Single HDPE coating on the flat and drop cables',
      'Single or double coating on the NEO series',
      'Super or super double coating on the Gold series',
      'UV-stabilised HDPE outer jacket on Platinum',
    ],
    media: [
      { kind: 'video', video: 'ofc-hdpe-testing' },
      { kind: 'image', image: 'factory/ofc-hdpe-testing', alt: 'Illustration: a typical pressure-hold test on a length of HDPE duct, drawn with the pressure curve flat and the gauge reading no leak' },
    ],
  },
  {
    key: 'packaging',
    title: 'Packaging',
    summary:
      'Finished cable is wound in its standard length, its ends sealed and its label printed with the test results, then wrapped for the journey to site.',
    features: [
      'End caps seal both cable ends against moisture',
      'Labels with length, fibre count and test serial',
      'Wrapped to protect the cable in transit',
      'Every length traceable to its test records',
    ],
    media: [
      { kind: 'video', video: 'ofc-packaging' },
      { kind: 'image', image: 'factory/ofc-final-inspection', alt: 'Illustration: a wound cable drum beside its final inspection checklist of attenuation, length, marking and drum label' },
      { kind: 'video', video: 'tile-testing-and-packing' },
    ],
  },
] as const satisfies readonly Showcase[];
