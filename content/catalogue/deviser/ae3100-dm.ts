import type { Product, SpecTable } from '../types';
import { asStated } from '../quantity';
import { withRow } from '../spec-rows';
import { ae3100FunctionsTable, andList, dynamicRangesOf, dynamicRangeWords, figureCell, massText, massWords, miniOtdr, miniOtdrConditions, miniOtdrGeneralTitle, miniOtdrOpticalTable, miniOtdrSharedGroups, type Otdr, otdrImage, otdrModels, routes, topDynamicRange, wavelengthsOf } from './shared';

/**
 * The DM's published tables are the AE1001's (20 dB at 1310 nm, 24 dB at
 * 1550 nm), while the maker's online summary for the DM gives other figures
 * altogether (25, 27, 40 and 38 dB, wavelengths unnamed): both dynamic
 * ranges are shown as the tables state them, with that note.
 */
const dmNote = 'the maker’s online summary for the AE3100 DM gives 25, 27, 40 and 38 dB without naming the wavelengths';
const ae3100Dm = {
  name: 'AE3100 DM',
  ...miniOtdr,
  dynamicRangeDb: { 1310: asStated(20, dmNote), 1550: asStated(24, dmNote) },
} as const satisfies Otdr;

/**
 * The AE3100 DM's published tables are the AE1001's, display and case size
 * included; its own facts give a 7-inch touch screen with LAN, USB and SD
 * ports. So the DM shows those, and leaves out the AE1001's case size.
 */
const ae3100DmGeneralTable = {
  title: miniOtdrGeneralTitle,
  columns: ['Parameter', 'Value'],
  groups: [
    ...miniOtdrSharedGroups,
    {
      label: 'General',
      rows: [
        ['Display', '7" touchscreen'],
        ['Interface', 'USB; LAN; SD card slot'],
        ...miniOtdrConditions,
        ['Weight', `Less than 2.2 lbs (${massText(ae3100Dm.weightKg)})`],
      ],
    },
  ],
} as const satisfies SpecTable;

/** The DM's optical table: the AE1001's, with the DM's own qualified dynamic ranges. */
const ae3100DmOpticalTable = {
  ...withRow(miniOtdrOpticalTable, 'Dynamic range', ...dynamicRangesOf(ae3100Dm).map((db) => figureCell(db, 'dB'))),
  note: 'Deviser publishes these figures at 1310 nm and 1550 nm only. It gives no multimode wavelengths, dynamic range or dead zones for the AE3100 DM: ask us before choosing it for multimode links.',
} as const satisfies SpecTable;

export const product = {
  key: 'ae3100-dm',
  family: 'deviser',
  model: 'AE3100 DM',
  title: 'Deviser AE3100 DM Multimode OTDR',
  cardTitle: 'AE3100 DM',
  summary: `Deviser lists the AE3100 DM for single-mode and multimode networks but publishes its OTDR figures at ${andList(wavelengthsOf(ae3100Dm))} nm only; a power meter and fault locator are built in.`,
  tabs: ['all', 'multi-mode-otdr'],
  image: otdrImage(topDynamicRange(ae3100Dm), wavelengthsOf(ae3100Dm), 'handheld', 'Drawing of the handheld Deviser AE3100 DM OTDR with a trace on its screen'),
  models: otdrModels([ae3100Dm]),
  page: {
    ...routes.model('AE3100DM'),
    metaDescription: `Deviser AE3100 DM OTDR with figures published at ${andList(wavelengthsOf(ae3100Dm))} nm: ranges 150 m to 80 km, 16GB for 160,000 traces, power meter and 1 mW VFL.`,
    banner: 'OTDR testing on a 7-inch touch screen, with automatic event analysis and a built-in fault locator.',
    features: [
      {
        title: 'Automatic event analysis',
        text: `The unit reads the trace for you and lists splices, connectors and the fibre end, so a technician new to OTDRs still gets a clear answer. Published figures are ${andList(dynamicRangeWords(ae3100Dm))} over ranges from 150 m to 80 km.`,
      },
      {
        title: 'What the published figures cover',
        text: `Deviser lists this model for multimode as well as single-mode fibre, yet its specification gives OTDR figures at ${andList(wavelengthsOf(ae3100Dm))} nm only, with no multimode wavelengths, dynamic range or dead zones. Ask us for the multimode details before you order it for multimode links.`,
      },
      {
        title: 'FiberPath link map',
        text: 'FiberPath linear view draws the tested link as a simple chain of events, which is easier to hand to a customer or a supervisor than a raw trace.',
      },
      {
        title: 'Fine sampling',
        text: 'Up to 12,800 sampling points per trace, 13 pulse widths from 3 ns to 20 µs and a choice of automatic or high-resolution sampling.',
      },
      {
        title: 'Power meter and VFL',
        text: 'Check optical power to ±0.23 dB and trace a break with the 650 nm, 1 mW visual fault locator (class II laser) without changing instruments.',
      },
      {
        title: 'Data and battery for a long shift',
        text: `16GB holds up to 160,000 traces. The 2500 mAh battery gives 4 hours continuous testing, and the unit weighs ${massWords(ae3100Dm.weightKg)}.`,
      },
    ],
    highlights: [
      '7-inch touch screen with USB, LAN and SD card ports',
      'Automatic event analysis and FiberPath link map',
      'Power meter and 650 nm VFL built in',
      `${massWords(ae3100Dm.weightKg).replace(/^./, (c) => c.toUpperCase())}, 4 hours of continuous testing per charge`,
    ],
    specTables: [ae3100DmOpticalTable, ae3100DmGeneralTable, ae3100FunctionsTable],
    similar: ['ae1001', 'ae210', 'vf10', 'ep310'],
  },
} as const satisfies Product<'deviser'>;
