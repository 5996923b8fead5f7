import type { FeatureCard, PageHeader, PageLink, Showcase } from './types';

/** /ofcpage: the optical fibre cable factory (catalogue spec, section 2.12). */
export const ofcPage = {
  title: 'Optical Fibre Cable Factory',
  metaDescription:
    'How Lumora Photonics makes optical fibre cable: colouring, buffering, testing, sheathing, FTTH drop cable, HDPE duct testing and packaging under one roof.',
  header: {
    eyebrow: 'Fiber Optics Solutions',
    title: 'Optical Fibre Cable Manufacturing',
    lead: 'We colour, buffer, test, sheath and pack optical fibre cable in our own plant, for telecom carriers, internet providers and cable operators across India.',
  },
  intro: {
    title: 'From bare fibre to a tested drum',
    paragraphs: [
      'Every cable we ship starts as natural glass fibre on a spool. It is coloured for identification, gathered into gel-filled tubes, stranded around a strength member, jacketed, marked and wound onto a drum, and it is measured at every step on the way.',
      'Keeping the whole process in one plant lets us build a cable to the route it will serve: armoured for rodent country, flame-retardant for a building riser, light and flat for the last metres into a home.',
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
  title: string;
  metaDescription: string;
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
    description: 'Steel-tape and glass-yarn armour that stands up to gnawing in ducts, ceilings and open ground.',
  },
  {
    icon: 'ruler',
    title: 'Standard Length',
    description: 'Drums wound to standard lengths with metre marks along the sheath, so a route is planned and cut without waste.',
  },
  {
    icon: 'sun',
    title: 'External Use',
    description: 'UV-stabilised jackets and moisture-blocked cores for aerial, duct and direct-buried outdoor routes.',
  },
  {
    icon: 'zap',
    title: 'Rapid Deployment',
    description: 'Light, flexible drop cables that installers pull, bend and terminate quickly at the customer’s door.',
    hideOnMobile: true,
  },
  {
    icon: 'flame',
    title: 'Fire Retardant',
    description: 'Low-smoke, halogen-free and flame-retardant jackets for risers and indoor runs where safety codes ask for them.',
  },
  {
    icon: 'award',
    title: 'Premium Quality',
    description: 'Every fibre is measured before and after cabling, and every drum leaves with its own test record.',
  },
  {
    icon: 'house',
    title: 'Internal Use',
    description: 'Tight-buffered indoor cables for building backbones, equipment rooms and fibre inside the home.',
  },
  {
    icon: 'droplets',
    title: 'Water Resistant',
    description: 'Gel, water-swellable yarn and tape stop moisture travelling along the cable if the sheath is ever breached.',
  },
  {
    icon: 'radio-tower',
    title: 'Telecommunications',
    description: 'Made for carriers, internet providers and cable operators, from trunk routes to the final drop.',
  },
] as const satisfies readonly FeatureCard[];

export const ofcShowcases = [
  {
    key: 'colouring-lines',
    title: 'Colouring Lines',
    summary:
      'Natural fibre is given a thin coat of UV-cured ink in one of the twelve standard colours, so every fibre in a cable can be told apart at the splice tray.',
    features: [
      'Twelve-colour identification code',
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
      'Coloured fibres are drawn together into a gel-filled loose tube with a little extra length, which gives them room to move as the cable warms, cools and is pulled.',
    features: [
      'Loose tubes holding up to twelve colour-coded fibres',
      'Water-blocking gel filling',
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
    summary:
      'Each fibre is traced with an OTDR before it goes into a cable and again on the finished drum, so a fault is found in our plant and never on a customer’s route.',
    features: [
      'Attenuation and event check on every fibre',
      'Length verified against the drum label',
      'Results filed under the drum’s serial number',
      'Failed spools held back before cabling',
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
      'Stranded tubes, strength members and armour pass through an extrusion head that lays on the outer jacket; the cable is then cooled in a long water trough and printed with metre marks.',
    features: [
      'HDPE, low-smoke halogen-free and flame-retardant jackets',
      'Steel-tape or glass-yarn armour where the route needs it',
      'Sequential metre marking along the sheath',
      'Jacket diameter and wall checked in line',
    ],
    media: [
      { kind: 'video', video: 'ofc-sheathing' },
      { kind: 'image', image: 'factory/ofc-sheathing', alt: 'Illustration: stranded loose tubes entering the sheath extruder, then the cooling trough and haul-off, the jacket printed with metre marks' },
    ],
  },
  {
    key: 'ftth-sheathing-line',
    title: 'FTTH Sheathing Line',
    summary:
      'A line of its own for the drop cables that reach homes and offices: a few fibres between two strength members, in a jacket shaped to strip cleanly by hand.',
    features: [
      'Flat drop cable with FRP or steel strength members',
      'Notched jacket that opens without special tools',
      'Self-supporting versions for aerial drops',
      'Short drums and boxes sized for installers',
    ],
    media: [
      { kind: 'video', video: 'ofc-ftth-sheathing' },
      { kind: 'image', image: 'factory/ofc-ftth-cross-section', alt: 'Illustration: cross-section of a flat drop cable, one fibre between two strength members, with tear notches in the jacket' },
    ],
  },
  {
    key: 'hdpe-testing',
    title: 'HDPE Testing',
    summary:
      'The HDPE ducts that carry cable underground are sampled and tested for pressure tightness, wall thickness and roundness before they leave the plant.',
    features: [
      'Hydrostatic pressure test on sample lengths',
      'Wall thickness and ovality measured',
      'Crush and impact resistance checked',
      'Smooth inner wall for long cable blowing runs',
    ],
    media: [
      { kind: 'video', video: 'ofc-hdpe-testing' },
      { kind: 'image', image: 'factory/ofc-hdpe-testing', alt: 'Illustration: a length of HDPE duct under a pressure-hold test, the pressure curve flat and the gauge reading no leak' },
    ],
  },
  {
    key: 'packaging',
    title: 'Packaging',
    summary:
      'Finished cable is wound onto sturdy drums, its ends sealed, its label printed with the test results, and the drum wrapped for the journey to site.',
    features: [
      'End caps seal both cable ends against moisture',
      'Labels with length, fibre count and test serial',
      'Battens or wrap protect the cable in transit',
      'Every drum traceable to its test records',
    ],
    media: [
      { kind: 'video', video: 'ofc-packaging' },
      { kind: 'image', image: 'factory/ofc-final-inspection', alt: 'Illustration: a wound cable drum beside its final inspection checklist of attenuation, length, marking and drum label' },
      { kind: 'video', video: 'tile-testing-and-packing' },
    ],
  },
] as const satisfies readonly Showcase[];
