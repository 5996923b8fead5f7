import { numbersOf, quantityWords } from '../quantity';
import { sameForEach } from '../spec-rows';
import type { Product, SpecTable } from '../types';
import { ae3100FunctionsTable, ae3100Grades, ae3100RangesKm, ae3100Top, afei400Table, andList, dbOf, dynamicRangesOf, figureCell, type Otdr, otdrGeneralTable, otdrImage, otdrMeterAndVflTable, otdrModels, rangesText, routes, topDynamicRange, wavelengthsOf } from './shared';

/** An OTDR's dynamic ranges as the model guide writes them: '32/30' for 1310 / 1550 nm (every grade's are minimums, '≥'). */
const dynamicRangePair = (m: Otdr) => dynamicRangesOf(m).map(dbOf).join('/');
/** A grade's dead zone in metres as a number, for finding the grades that share the shortest. */
const metres = (m: Otdr) => Math.max(...numbersOf(m.eventDeadZoneM));

/* ---------- AE3100A~F ---------- */

const ae3100Models = ae3100Grades.map((m) => m.name);
const everyAe3100 = sameForEach(ae3100Models);
/** The grades with the least and the most dynamic range, which the words name. */
const ae3100Entry = ae3100Grades.reduce((a, b) => (topDynamicRange(b) < topDynamicRange(a) ? b : a));
const ae3100ShortestEventDeadZoneM = Math.min(...ae3100Grades.map(metres));
/** The first grade with the shortest event dead zone: the grades above it share it. */
const ae3100FineGrade = ae3100Grades.find((m) => metres(m) === ae3100ShortestEventDeadZoneM) ?? ae3100Top;
const gradeLetter = (m: Otdr) => m.name.replace(/^AE3100/, '');

const ae3100OtdrTable = {
  title: 'OTDR Specifications',
  columns: ['Model', ...ae3100Models],
  groups: [
    {
      rows: [
        everyAe3100('Wavelength accuracy', '± 20 nm'),
        ['Event dead zone', ...ae3100Grades.map((m) => figureCell(m.eventDeadZoneM, 'm'))],
        ['Attenuation dead zone', ...ae3100Grades.map((m) => figureCell(m.attenuationDeadZoneM, 'm'))],
        everyAe3100('Distance ranges', rangesText(ae3100RangesKm)),
        everyAe3100('Pulse width', '3 ns, 5 ns, 10 ns, 30 ns, 50 ns, 100 ns, 200 ns, 500 ns, 1 µs, 2 µs, 5 µs, 10 µs, 20 µs'),
        ['Sampling resolution', '10 cm - 12.8 m', '10 cm - 12.8 m', '5 cm - 12.8 m', '5 cm - 12.8 m', '5 cm - 12.8 m', '5 cm - 12.8 m'],
        everyAe3100('Sampling points', 'Up to 256,000'),
        [
          'Distance accuracy',
          '±(0.75 m + 0.005% x Distance + Sampling Res.)',
          '±(0.75 m + 0.005% x Distance + Sampling Res.)',
          '±(0.75 m + 0.001% x Distance + Sampling Res.)',
          '±(0.75 m + 0.001% x Distance + Sampling Res.)',
          '±(0.75 m + 0.001% x Distance + Sampling Res.)',
          '±(0.75 m + 0.001% x Distance + Sampling Res.)',
        ],
        everyAe3100('Group refractive index', '1.30000 - 1.70000'),
        ['Linearity', '0.05 dB/dB', '0.05 dB/dB', '0.03 dB/dB', '0.03 dB/dB', '0.03 dB/dB', '0.03 dB/dB'],
        everyAe3100('Loss threshold', '0.001 dB'),
        everyAe3100('Loss resolution', '0.001 dB'),
        everyAe3100('Refresh rate', '4 fields/second'),
        everyAe3100('Reflectance accuracy', '±2 dB'),
        everyAe3100('Measurement time range', '5 s to 5 min, real time'),
        everyAe3100('Data storage', 'Holds more than 80,000 OTDR traces, exportable to USB / SD card / computer'),
      ],
    },
  ],
} as const satisfies SpecTable;

const ae3100ModelGuide = {
  title: 'Model Guide',
  columns: ['Model', ...ae3100Models],
  groups: [
    {
      rows: [
        ['Wavelengths (nm)', ...ae3100Grades.map((m) => `${wavelengthsOf(m).join('/')} (±20)`)],
        ['Dynamic range (dB)', ...ae3100Grades.map((m) => `≥ ${dynamicRangePair(m)}`)],
        ['Event dead zone (m)', ...ae3100Grades.map((m) => figureCell(m.eventDeadZoneM, ''))],
        ['Attenuation dead zone (m)', ...ae3100Grades.map((m) => figureCell(m.attenuationDeadZoneM, ''))],
      ],
    },
  ],
  note: 'Dynamic range is given as 1310 nm / 1550 nm.',
} as const satisfies SpecTable;

export const product = {
  key: 'ae3100',
  family: 'deviser',
  model: 'AE3100A~F',
  title: 'Deviser AE3100A~F Series OTDR',
  cardTitle: 'AE3100A~F Series',
  summary: `Six single-mode OTDRs on one 7-inch touch-screen platform, graded by dynamic range from at least ${dynamicRangePair(ae3100Entry)} dB to at least ${dynamicRangePair(ae3100Top)} dB, with a power meter, light source and fault locator built in.`,
  tabs: ['all', 'single-mode-otdr'],
  image: otdrImage(
    topDynamicRange(ae3100Top),
    wavelengthsOf(ae3100Top),
    'bench',
    `Drawing of the Deviser AE3100 OTDR with a ${wavelengthsOf(ae3100Top).join('/')} nm trace on its 7-inch screen`,
  ),
  models: otdrModels(ae3100Grades),
  page: {
    ...routes.model('AE3100A'),
    metaDescription: `Deviser AE3100A to F single-mode OTDRs at ${wavelengthsOf(ae3100Top).join('/')} nm: ${dynamicRangePair(ae3100Entry)} to ${dynamicRangePair(ae3100Top)} dB dynamic range, up to 256,000 sampling points, power meter and VFL built in.`,
    banner: 'One OTDR platform, six dynamic-range grades: pick the model that fits your longest span.',
    features: [
      {
        title: 'A grade for every span',
        text: `All six models test at ${andList(wavelengthsOf(ae3100Top))} nm ±20 nm. Rated dynamic range climbs from at least ${dynamicRangePair(ae3100Entry)} dB on the ${ae3100Entry.name} to at least ${dynamicRangePair(ae3100Top)} dB on the ${ae3100Top.name}, so an access crew and a long-haul team can work on the same platform without paying for reach they do not use.`,
      },
      {
        title: 'Detail close to the connector',
        text: `From the ${ae3100FineGrade.name} upward the event dead zone is ${quantityWords(ae3100FineGrade.eventDeadZoneM, 'm')}, and sampling resolution reaches 5 cm, so closely spaced connectors and splices in a patch panel show up as separate events rather than one blurred reflection.`,
      },
      {
        title: 'Settings for short drops and long routes',
        text: 'Choose from 11 distance ranges between 100 m and 400 km and 13 pulse widths between 3 ns and 20 µs, with up to 256,000 sampling points on each trace.',
      },
      {
        title: 'Four instruments in one case',
        text: 'The same unit works as an optical power meter, a light source and a visual fault locator, and the optional AFEI400 probe plugs in over USB to inspect connector endfaces before you shoot a trace.',
      },
      {
        title: 'Results your reports can use',
        text: 'The unit holds over 80,000 traces in the standard SOR format (Bellcore GR-196), with export to USB, an SD card up to 64GB or a PC. Crews can keep 8 limit profiles for pass/fail checks and pick one of 4 UI styles.',
      },
      {
        title: 'Ready for a full day outdoors',
        text: 'A 7.4 V, 5300 mAh Li-ion battery powers the unit, and it is rated to operate from -10 to +50 °C.',
      },
    ],
    highlights: [
      'OTDR, power meter, light source and VFL in one unit',
      `Dynamic range from ${dynamicRangePair(ae3100Entry)} dB (${gradeLetter(ae3100Entry)}) to ${dynamicRangePair(ae3100Top)} dB (${gradeLetter(ae3100Top)})`,
      'Up to 256,000 sampling points, resolution down to 5 cm',
      'Over 80,000 traces stored, SD card up to 64GB',
    ],
    specTables: [
      ae3100OtdrTable,
      ae3100ModelGuide,
      ae3100FunctionsTable,
      otdrGeneralTable,
      otdrMeterAndVflTable,
      afei400Table,
    ],
    similar: ['ae1001', 'ae210', 'vf10', 'ep310'],
  },
} as const satisfies Product<'deviser'>;
