import { company, formatFigure, placementRate } from '@/content/company';
import type { VideoKey } from '@/content/media/videos';
import { boardSizeRange, factoryFigures as f } from './figures';
import type { Figure, PageHeader, PageLink, Showcase } from './types';

/** /surface-mounting: the SMT line (catalogue spec, section 2.13; figures from section 9). */
export const surfaceMountingPage = {
  header: {
    eyebrow: 'EMS Facility',
    title: 'Surface Mount Technology',
    lead: 'One line that prints, places, solders and inspects circuit boards, for our own network equipment and for electronics customers.',
  },
  tour: {
    button: 'Watch Video Tour',
    title: 'SMT line video tour',
    video: 'smt-tour',
  },
  intro: {
    title: 'Electronics made under one roof',
    paragraphs: [
      `The SMT line works within the ${formatFigure(company.productionAreaSqFt)} sq ft of air-conditioned production on our ${company.campusAcres}-acre campus, where we also make fibre cable. It takes boards from ${boardSizeRange} and carries them from bare copper to soldered, inspected assemblies without leaving the building.`,
      'Each station checks the work of the one before it, so a poor print or a misplaced part is corrected at once rather than found at final test.',
    ],
    video: 'factory-smt',
  },
  figures: [
    { value: `${formatFigure(company.productionAreaSqFt)} sq ft`, label: 'Air-conditioned production on our campus, electronics and cable together' },
    { value: String(company.pickAndPlaceMachines), label: `Pick-and-place machines, ${placementRate}` },
    { value: `${f.boardMinMm}–${f.boardMaxMm} mm`, label: 'Square board sizes handled' },
    { value: `${f.reflowZonesTop} + ${f.reflowZonesBottom}`, label: 'Reflow heating zones, top and bottom' },
  ],
  showcasesTitle: 'Equipment on the line',
  next: {
    page: 'mi',
    label: 'Continue to Manual Insertion',
    text: 'Through-hole assembly, wave soldering and product testing.',
  },
} as const satisfies {
  header: PageHeader;
  tour: { button: string; title: string; video: VideoKey };
  intro: { title: string; paragraphs: readonly string[]; video: VideoKey };
  figures: readonly Figure[];
  showcasesTitle: string;
  next: PageLink;
};

export const smtEquipment = [
  {
    key: 'solder-paste-printer',
    title: 'Solder Paste Printer',
    summary:
      'A fully automatic printer aligns a steel stencil to the board by camera and sweeps solder paste through it, leaving a measured deposit on every pad.',
    features: [
      `Boards from ${boardSizeRange}`,
      'Camera alignment to the board’s fiducial marks',
      'Programmed squeegee speed and pressure',
      'Automatic wipe under the stencil between prints',
    ],
    media: [
      { kind: 'image', image: 'factory/smt-printer-printed', alt: 'Illustration: the stencil lifting away from a board with paste on every pad' },
      { kind: 'image', image: 'factory/smt-printer-sweep', alt: 'Illustration: the squeegee sweeping solder paste across the steel stencil' },
    ],
  },
  {
    key: 'solder-paste-inspection',
    title: 'Solder Paste Inspection',
    summary:
      'Three-dimensional inspection measures the height, area and volume of every paste deposit, so a poor print is stopped before any part is placed on it.',
    features: [
      'Height, area and volume of each deposit',
      'Bridges, gaps and offsets flagged at once',
      'Results fed back to the printer',
      'Every board’s measurements kept for traceability',
    ],
    media: [
      { kind: 'video', video: 'tile-solder-paste-inspection' },
      { kind: 'image', image: 'factory/smt-spi', alt: 'Illustration: a 3D inspection head scanning paste deposits across a board, pads measured one by one' },
    ],
  },
  {
    key: 'chip-mounter',
    title: 'Chip Mounter',
    summary: `Our ${company.pickAndPlaceMachines} high-speed mounters, ${placementRate}, pick parts from reels and trays, centre every part by camera in flight and set it on its paste.`,
    features: [
      `${company.pickAndPlaceMachines} machines, ${placementRate}`,
      'Vision centring of every part before placement',
      'Feeds from reels, sticks and trays',
      `Boards up to ${f.boardMaxMm} × ${f.boardMaxMm} mm`,
    ],
    media: [
      { kind: 'video', video: 'tile-pick-and-place' },
      { kind: 'image', image: 'factory/smt-chip-mounter', alt: 'Illustration: the mounter head placing a chip on a board above a row of component reels' },
    ],
  },
  {
    key: 'reflow-oven',
    title: 'Reflow Oven',
    summary: `A convection oven with ${f.reflowZonesTop} top and ${f.reflowZonesBottom} bottom heating zones takes each board through its own temperature profile, so every joint melts and sets together.`,
    features: [
      `${f.reflowZonesTop} top and ${f.reflowZonesBottom} bottom heating zones`,
      'A stored profile for every product',
      'Controlled cooling after the peak',
      'Even heat across large, dense boards',
    ],
    media: [
      { kind: 'image', image: 'factory/smt-reflow-preheat', alt: 'Illustration: a board entering the reflow oven, ten heating zones above and ten below, the thermal profile just begun' },
      { kind: 'image', image: 'factory/smt-reflow-peak', alt: 'Illustration: the board at the reflow zones, the thermal profile at its peak before the cooling zones' },
    ],
  },
  {
    key: '3d-optical-inspection',
    title: '3D Optical Inspection',
    summary:
      'After reflow, automated 3D optical inspection checks every part for presence, polarity and position, and measures the shape of each solder fillet.',
    features: [
      'Missing, shifted and reversed parts found',
      'Fillet height and shape measured in 3D',
      'Lifted leads and bridges caught',
      'Images kept for each board',
    ],
    media: [
      { kind: 'video', video: 'tile-3d-aoi' },
      { kind: 'image', image: 'factory/smt-aoi', alt: 'Illustration: a 3D view of an assembled board under the inspection camera, a coplanarity check flagged on one part' },
    ],
  },
  {
    key: 'x-ray-inspection',
    title: 'X-Ray Inspection',
    summary:
      'Joints hidden under ball-grid arrays and bottom-terminated parts are checked by X-ray, which shows voids and bridges that no camera can reach.',
    features: [
      'Sees through packages to hidden joints',
      'Void percentage measured per ball',
      'Bridges and open joints under BGAs found',
      'Used on first boards and on samples from each run',
    ],
    media: [
      { kind: 'image', image: 'factory/smt-xray-scan', alt: 'Illustration: an X-ray image of a ball-grid array, the scan line checking each ball for voids' },
      { kind: 'image', image: 'factory/smt-xray-result', alt: 'Illustration: the finished X-ray check of a ball-grid array, voids marked on a few balls' },
    ],
  },
  {
    key: 'pcb-baking-oven',
    title: 'PCB Baking Oven',
    summary: `Moisture-sensitive boards and parts are baked at up to ${f.bakingOvenMaxC} °C before assembly, so moisture trapped inside cannot crack them in the reflow oven.`,
    features: [
      `Baking at up to ${f.bakingOvenMaxC} °C`,
      'Timed programmes for each moisture level',
      'Boards and reels baked side by side',
      'Keeps sensitive parts within their floor life',
    ],
    media: [
      { kind: 'image', image: 'factory/smt-baking-loaded', alt: 'Illustration: racks of boards loaded in the baking oven before it warms, its dial marked to 200 degrees' },
      { kind: 'image', image: 'factory/smt-baking-heating', alt: 'Illustration: the baking oven glowing warm, its dial climbing towards the set temperature' },
    ],
  },
  {
    key: 'stencil-cleaning-machine',
    title: 'Stencil Cleaning Machine',
    summary:
      'Stencils are washed and dried after every run, so their apertures stay clear and the next print lays down exactly the paste it should.',
    features: [
      'Cleans apertures that a wipe cannot reach',
      'Washes, rinses and dries in one cycle',
      'Protects fine-pitch prints from clogging',
      'Stencils ready for the next product at once',
    ],
    media: [
      { kind: 'image', image: 'factory/smt-stencil-wash', alt: 'Illustration: a spray bar washing paste out of a stencil’s apertures' },
      { kind: 'image', image: 'factory/smt-stencil-clean', alt: 'Illustration: a stencil after washing, every aperture clear' },
    ],
  },
] as const satisfies readonly Showcase[];
