import { site } from '@/content/site';
import { paths } from '@/content/paths';
import type { ProductKeyOf } from './keys';
import { formatNumber } from './facets';
import type { FamilyFigures } from './facets/index';
import { familyRoutes } from './routes';
import { sameForEach } from './spec-rows';
import type { ProductImage, SpecRow, SpecRowGroup, SpecTable } from './types';
import { familyTabs, type FamilyContent } from './types';

/**
 * Deviser test instruments: the /deviser landing page and its nine product
 * pages. Figures come from catalogue.md section 9 and the Deviser facts file;
 * table values keep the maker's wording apart from corrected spelling.
 */

// Printed catalogues and old links spell the product pages 'devisor'; the
// canonical routes keep that spelling and the correctly spelled twins
// (`/deviser/<Model>`) redirect, as do the spec's numbered similar-product paths.
const routes = familyRoutes({ base: '/devisor', numbered: 'deviser', aliasBase: paths.deviser, aliasEveryModel: true });

function otdrImage(dynamicRangeDb: number, wavelengthsNm: readonly number[], form: 'bench' | 'handheld', alt: string): ProductImage {
  return { kind: 'illustration', spec: { kind: 'otdr', dynamicRangeDb, wavelengthsNm, form }, alt };
}

/* ---------- Key figures of every orderable model, each written once ---------- */

// The figures a buyer chooses a model by (content/catalogue/facets/deviser.ts). The spec-table rows
// and the sentences that state them, and each model's `figures`, all read them from here.

type DeviserFigures = FamilyFigures['deviser'];

/** The wavelengths, in nm, at which a Deviser OTDR's dynamic range is published. */
const otdrWavelengths = [1310, 1550, 1625] as const;
type OtdrWavelength = (typeof otdrWavelengths)[number];

interface Otdr {
  name: string;
  /** Dynamic range in dB at each wavelength the OTDR tests at. */
  dynamicRangeDb: Readonly<Partial<Record<OtdrWavelength, number>>>;
  eventDeadZoneM: number;
  attenuationDeadZoneM: number;
  /** Tests a fibre while it carries live traffic. */
  inService: boolean;
  /** As the maker states it: an upper limit ('< 2 kg'). */
  weightKg: number;
}

/** A meter, source or fault locator: the OTDR figures do not apply to it. */
interface Instrument {
  name: string;
  type: Exclude<DeviserFigures['type'], 'otdr' | null>;
  /** The wavelengths, in nm, it is calibrated at or emits. */
  wavelengthsNm: readonly number[];
  /** Reads a fibre while it carries live traffic (in pass-through on a working PON). */
  inService: boolean;
  /** As the maker states it, without batteries: an upper limit ('< 300 g'). */
  weightKg: number;
}

/** A power meter's input range in dBm. */
interface DbmRange {
  min: number;
  max: number;
}

/** The two input ranges of the Deviser power meters (AE210 series, EP-710 series). */
const meterRangeDbm = {
  high: { min: -50, max: 26 },
  low: { min: -70, max: 10 },
} as const satisfies Record<string, DbmRange>;

const calibratedMeterWavelengths = [850, 980, 1300, 1310, 1490, 1550, 1610, 1625, 1650] as const;

/** The Fabry-Perot lasers (± 20 nm) of every LS-310 and EP-710 model. */
const fpSourcesNm = [1310, 1550] as const;
/** The DFB laser (± 3 nm) that the LS310B, EP710B and EP710D add. */
const dfbSourceNm = 1490;

/** The AE3100 platform's weight: the general table both AE3100 pages show (spec 2.6, DECISIONS) gives '< 2 kg'. */
const ae3100WeightKg = 2;

/** The AE3100A to F, from the maker's model guide. */
const ae3100Grades = [
  { name: 'AE3100A', dynamicRangeDb: { 1310: 32, 1550: 30 }, eventDeadZoneM: 1.5, attenuationDeadZoneM: 5, inService: false, weightKg: ae3100WeightKg },
  { name: 'AE3100B', dynamicRangeDb: { 1310: 34, 1550: 32 }, eventDeadZoneM: 1, attenuationDeadZoneM: 5, inService: false, weightKg: ae3100WeightKg },
  { name: 'AE3100C', dynamicRangeDb: { 1310: 36, 1550: 34 }, eventDeadZoneM: 0.8, attenuationDeadZoneM: 4, inService: false, weightKg: ae3100WeightKg },
  { name: 'AE3100D', dynamicRangeDb: { 1310: 40, 1550: 38 }, eventDeadZoneM: 0.8, attenuationDeadZoneM: 3, inService: false, weightKg: ae3100WeightKg },
  { name: 'AE3100E', dynamicRangeDb: { 1310: 43, 1550: 41 }, eventDeadZoneM: 0.8, attenuationDeadZoneM: 3, inService: false, weightKg: ae3100WeightKg },
  { name: 'AE3100F', dynamicRangeDb: { 1310: 45, 1550: 43 }, eventDeadZoneM: 0.8, attenuationDeadZoneM: 3, inService: false, weightKg: ae3100WeightKg },
] as const satisfies readonly Otdr[];

/**
 * The AE1001's figures, which the AE3100 DM shares: section 9 gives both
 * 20 dB at 1310 nm, 24 dB at 1550 nm and under 1 kg, and the DM's published
 * tables are the AE1001's.
 */
const miniOtdr = { dynamicRangeDb: { 1310: 20, 1550: 24 }, eventDeadZoneM: 3, attenuationDeadZoneM: 10, inService: false, weightKg: 1 } as const;
const ae1001 = { name: 'AE1001', ...miniOtdr } as const satisfies Otdr;
const ae3100Dm = { name: 'AE3100 DM', ...miniOtdr } as const satisfies Otdr;

/** The maker's summary for the Live model; it tests in service at 1625 nm. */
const ae3100Live = {
  name: 'AE3100 Live',
  dynamicRangeDb: { 1310: 40, 1550: 38, 1625: 38 },
  eventDeadZoneM: 0.8,
  attenuationDeadZoneM: 3,
  inService: true,
  weightKg: ae3100WeightKg,
} as const satisfies Otdr;

const ae210Meter = { type: 'power-meter', wavelengthsNm: calibratedMeterWavelengths, inService: false, weightKg: 0.3 } as const;
const ae210Meters = [
  { name: 'AE210', rangeDbm: meterRangeDbm.high, ...ae210Meter },
  { name: 'AE230', rangeDbm: meterRangeDbm.high, ...ae210Meter },
  { name: 'AE270', rangeDbm: meterRangeDbm.low, ...ae210Meter },
] as const satisfies readonly (Instrument & { rangeDbm: DbmRange })[];

/** The PON bands the EP-310 series reads, in pass-through, at the subscriber end of a working link. */
const ep310BandsNm = [1310, 1490, 1550] as const;
const ep310Meter = { type: 'pon-power-meter', wavelengthsNm: ep310BandsNm, inService: true, weightKg: 0.3 } as const;
const ep310Meters = [
  { name: 'EP300', ...ep310Meter },
  { name: 'EP310', ...ep310Meter },
  { name: 'EP90', ...ep310Meter },
] as const satisfies readonly Instrument[];

/** The lasers a source carries: the two FP lasers, and the DFB laser where it has one. */
const sourcesNm = (dfb: boolean): readonly number[] => (dfb ? [...fpSourcesNm, dfbSourceNm] : fpSourcesNm);

const ls310Sources = [
  { name: 'LS310A', dfb: false },
  { name: 'LS310B', dfb: true },
].map((m): Instrument & { dfb: boolean } => ({ ...m, type: 'light-source', wavelengthsNm: sourcesNm(m.dfb), inService: false, weightKg: 0.23 }));

/** The EP-710's meter is calibrated at nine wavelengths, among them those of its own sources. */
const ep710Units = [
  { name: 'EP710A', rangeDbm: meterRangeDbm.high, dfb: false },
  { name: 'EP710B', rangeDbm: meterRangeDbm.high, dfb: true },
  { name: 'EP710C', rangeDbm: meterRangeDbm.high, dfb: false },
  { name: 'EP710D', rangeDbm: meterRangeDbm.low, dfb: true },
].map(
  (m): Instrument & { rangeDbm: DbmRange; dfb: boolean } => ({
    ...m,
    type: 'multimeter',
    wavelengthsNm: [...new Set([...calibratedMeterWavelengths, ...sourcesNm(m.dfb)])],
    inService: false,
    weightKg: 0.3,
  }),
);

const vf10 = { name: 'VF-10', type: 'vfl', wavelengthsNm: [650], inService: false, weightKg: 0.12 } as const satisfies Instrument;

/** An OTDR's test wavelengths, shortest first. */
function wavelengthsOf(m: Pick<Otdr, 'dynamicRangeDb'>): OtdrWavelength[] {
  return otdrWavelengths.filter((nm) => m.dynamicRangeDb[nm] !== undefined);
}

/** An OTDR's dynamic ranges in dB, in the order of its wavelengths. */
function dynamicRangesOf(m: Pick<Otdr, 'dynamicRangeDb'>): number[] {
  return wavelengthsOf(m).map((nm) => m.dynamicRangeDb[nm] ?? Number.NaN);
}

function otdrFigures(m: Otdr): DeviserFigures {
  return {
    type: 'otdr',
    wavelengths: wavelengthsOf(m).map(String),
    dynamicRange1310: m.dynamicRangeDb[1310] ?? null,
    dynamicRange1550: m.dynamicRangeDb[1550] ?? null,
    dynamicRange1625: m.dynamicRangeDb[1625] ?? null,
    eventDeadZone: m.eventDeadZoneM,
    attenuationDeadZone: m.attenuationDeadZoneM,
    inService: m.inService,
    weight: m.weightKg,
  };
}

function instrumentFigures(m: Instrument): DeviserFigures {
  return {
    type: m.type,
    wavelengths: [...m.wavelengthsNm].sort((a, b) => a - b).map(String),
    dynamicRange1310: null,
    dynamicRange1550: null,
    dynamicRange1625: null,
    eventDeadZone: null,
    attenuationDeadZone: null,
    inService: m.inService,
    weight: m.weightKg,
  };
}

const otdrModels = (models: readonly Otdr[]) => models.map((m) => ({ name: m.name, figures: otdrFigures(m) }));
const instrumentModels = (models: readonly Instrument[]) => models.map((m) => ({ name: m.name, figures: instrumentFigures(m) }));

/* ---------- Writing the figures ---------- */

/** A weight as the tables write it: grams below 1 kg ('300 g'), kilograms from there ('2 kg'). */
function massText(kg: number): string {
  return kg < 1 ? `${Math.round(kg * 1000)} g` : `${formatNumber(kg)} kg`;
}

/** A figure with its trailing zero, as the AE3100 tables print dead zones ('1.0', '3.0'). */
const oneDecimal = (n: number) => n.toFixed(1);

/** A signed power level: '-50', '+26'. */
const dbm = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A meter's input range: '-50 to +26 dBm'. */
const dbmRange = (r: DbmRange) => `${dbm(r.min)} to ${dbm(r.max)} dBm`;

/** '1310 and 1550', '1310, 1490 and 1550'. */
function andList(items: readonly (string | number)[]): string {
  const words = items.map(String);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** '20 dB at 1310 nm', one per test wavelength. */
const dynamicRangeWords = (m: Otdr) => wavelengthsOf(m).map((nm) => `${m.dynamicRangeDb[nm]} dB at ${nm} nm`);

/** An OTDR's dynamic range as the model guide writes it: '32/30' for 1310 / 1550 nm. */
const dynamicRangePair = (m: Otdr) => dynamicRangesOf(m).join('/');

/** The highest dynamic range an OTDR reaches, at which its drawing shows it. */
const topDynamicRange = (m: Otdr) => Math.max(...dynamicRangesOf(m));

/* ---------- AE3100A~F ---------- */

const ae3100Models = ae3100Grades.map((m) => m.name);
const everyAe3100 = sameForEach(ae3100Models);
/** The grades with the least and the most dynamic range, which the words name. */
const ae3100Entry = ae3100Grades.reduce((a, b) => (topDynamicRange(b) < topDynamicRange(a) ? b : a));
const ae3100Top = ae3100Grades.reduce((a, b) => (topDynamicRange(b) > topDynamicRange(a) ? b : a));
const ae3100ShortestEventDeadZoneM = Math.min(...ae3100Grades.map((m) => m.eventDeadZoneM));
/** The first grade with the shortest event dead zone: the grades above it share it. */
const ae3100FineGrade = ae3100Grades.find((m) => m.eventDeadZoneM === ae3100ShortestEventDeadZoneM) ?? ae3100Top;
const gradeLetter = (m: Otdr) => m.name.replace(/^AE3100/, '');

const ae3100OtdrTable = {
  title: 'OTDR Specifications',
  columns: ['Model', ...ae3100Models],
  groups: [
    {
      rows: [
        everyAe3100('Wavelength accuracy', '± 20 nm'),
        ['Event dead zone', ...ae3100Grades.map((m) => `≤ ${oneDecimal(m.eventDeadZoneM)} m`)],
        ['Attenuation dead zone', ...ae3100Grades.map((m) => `≤ ${oneDecimal(m.attenuationDeadZoneM)} m`)],
        everyAe3100('Measurement range', '100 m, 400 m, 1.5 km, 3 km, 6 km, 12 km, 25 km, 50 km, 100 km, 200 km, 400 km'),
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
        ['Dynamic range (dB)', ...ae3100Grades.map((m) => `≥${dynamicRangePair(m)}`)],
        ['Event dead zone (m)', ...ae3100Grades.map((m) => `≤${oneDecimal(m.eventDeadZoneM)}`)],
        ['Attenuation dead zone (m)', ...ae3100Grades.map((m) => `≤${oneDecimal(m.attenuationDeadZoneM)}`)],
      ],
    },
  ],
  note: 'Dynamic range is given as 1310 nm / 1550 nm.',
} as const satisfies SpecTable;

/**
 * The OTDR functions list; the Live model names its multi-wavelength row
 * differently. The maker's list for the two-wavelength models reads
 * 'Dual/Quad-λ Testing', but they test at 1310 and 1550 nm only, so the row
 * says what holds for them.
 */
function otdrFunctionsTable(multiWavelengthRow: SpecRow): SpecTable {
  return {
    title: 'Functions',
    columns: ['Function', 'Value'],
    groups: [
      {
        rows: [
          ['Test modes', 'Manual; Auto'],
          ['Limit settings', 'Manual; Auto'],
          ['Limit profiles', '8 customizable profiles'],
          ['Distance shift', 'Yes; displays negative events'],
          ['Real-time testing', 'Yes'],
          ['Self-correcting', 'Yes'],
          ['Online help', 'Yes'],
          ['Factory reset', 'Yes'],
          ['Multi-lingual file naming', 'Yes'],
          ['Screenshots', 'Yes'],
          ['File format', 'Compatible with Bellcore GR-196 V1.1 (*.SOR)'],
          ['Loss test type', 'LSA, 2pt, 4pt'],
          ['UI style', '4 styles available'],
          ['FiberPath linear view', 'Yes'],
          ['Touchscreen keyboard', 'Yes'],
          ['Web browser', 'Yes'],
          ['Auto shutdown/sleep', 'Yes'],
          ['Macrobending test', 'Yes'],
          multiWavelengthRow,
          ['Multi-trace comparison', 'Yes'],
        ],
      },
    ],
  };
}

const ae3100FunctionsTable = otdrFunctionsTable(['Dual-wavelength testing', 'Yes (1310 / 1550 nm)']);

/* ---------- Shared by the AE3100A~F and AE3100 Live pages ---------- */

const otdrGeneralTable = {
  title: 'General Specifications',
  columns: ['Parameter', 'Value'],
  groups: [
    {
      rows: [
        ['Display', '7" 800x480 dot matrix TFT LCD touchscreen'],
        ['Interface', '2x USB 2.0; 1x RJ45 LAN (10M/100M); 1x SD card slot (64GB max)'],
        ['Power supply', '100 to 240 V, 1.5 A, 50 to 60 Hz (AC); max 12 V / 2 A (DC); total max power 24 W'],
        ['Power consumption', '< 3.5 W'],
        ['Battery', '7.4 V / 5300 mAh Li-ion battery, 39.22 Wh'],
        ['Operating time', '> 11 hrs on full charge'],
        ['Languages', 'Chinese, English, Spanish, Portuguese, French, Russian, Italian (German, Korean, Arabic optional)'],
        ['Temperature (operation / storage)', '-10 °C to +50 °C / -40 °C to +70 °C'],
        ['Relative humidity', '0 to 95%, non-condensing'],
        ['Dimensions (L x W x H)', '8.1" x 6.7" x 3.0" (206 mm x 171 mm x 75 mm)'],
        ['Weight', `< 4.4 lbs (< ${massText(ae3100WeightKg)})`],
      ],
    },
  ],
} as const satisfies SpecTable;

const otdrMeterAndVflTable = {
  title: 'Power Meter, Fault Locator and Options',
  columns: ['Parameter', 'Value'],
  groups: [
    {
      label: 'Optical power meter',
      rows: [
        ['Calibrated λ', '1310 / 1550 nm'],
        ['Operating λ', '850 / 980 / 1300 / 1310 / 1490 / 1550 / 1610 nm'],
        ['Range', 'Select -70 to +10 dBm or -50 to +26 dBm'],
        // The maker's table heads this 'Resolution', but a ± figure is the meter's accuracy.
        ['Accuracy', '± 0.17 dB'],
      ],
    },
    // The maker's table also gives the light source '> -48dBm', a receiver's level rather than a
    // laser's output (the LS-310 gives > -5 dBm); with no figure to trust, the row is left out.
    { label: 'Visual fault locator (VFL)', rows: [['VFL power', '1 mW']] },
    {
      label: 'Options and accessories',
      rows: [
        ['USB FiberSpot mode', 'Available as an option only'],
        ['FiberPath', 'Available as an option only'],
        ['Fibre cleaning pen', 'Up to 200 uses'],
        ['Remote testing', 'Requires SYNCOR software configuration'],
        ['Cloud asset management', 'Requires SYNCOR software configuration'],
      ],
    },
    {
      label: 'Connectors',
      rows: [
        ['Optical port type', 'PC (default); APC (optional)'],
        ['Optical adapter type', 'FC (default); SC, ST, LC, SC/APC (optional)'],
      ],
    },
  ],
  note: 'Ask us for the output power of the built-in light source: the figure in the maker’s table is not one a laser source gives. Deviser states no laser safety class for the 1 mW fault locator.',
} as const satisfies SpecTable;

/**
 * The inspector's own weight, not a model's: written as a value because the
 * content checks read every 'Weight' row as a model's weight figure.
 */
const afei400WeightKg = 0.152;

const afei400Table = {
  title: 'AFEI400 Auto Fiber Endface Inspector',
  columns: ['Parameter', 'Value'],
  groups: [
    {
      rows: [
        ['Field of view', '425 x 360 µm'],
        ['Resolution', '< 1.5 µm'],
        ['Fault size detection', '0.75 µm'],
        ['Focus range', '±1 mm (max ±3 mm), auto-focus'],
        ['Light source', 'Blue LED'],
        ['Power source', 'USB 2.0 port'],
        ['Dimensions (H x W x L)', '1.9" x 1.0" x 7.1" (47 mm x 24.5 mm x 181 mm)'],
        ['Compatibility', 'Use with AE3100, AE1000, or Windows PC'],
        ['Magnification', '400x'],
        ['Camera', '1.3 megapixel, 1/2" CMOS'],
        ['Live image', '800 x 800, JPG'],
        ['Storage temperature', '-20 to +70 °C'],
        ['Measurement speed', '< 1 s'],
        ['Weight', `5.4 oz (${massText(afei400WeightKg)})`],
      ],
    },
  ],
  note: 'Optional USB inspection probe for checking connector endfaces before a test.',
} as const satisfies SpecTable;

/* ---------- AE1001 and AE3100 DM (the same published tables) ---------- */

const miniOtdrWavelengths = wavelengthsOf(miniOtdr).map((nm) => `${nm} nm ± 20 nm`);
const everyMiniWavelength = sameForEach(miniOtdrWavelengths);

const miniOtdrOpticalTable = {
  title: 'Optical Parameters',
  columns: ['Test wavelength', ...miniOtdrWavelengths],
  groups: [
    {
      rows: [
        ['Dynamic range', ...dynamicRangesOf(miniOtdr).map((db) => `${db} dB`)],
        everyMiniWavelength('Event dead zone', `≤ ${formatNumber(miniOtdr.eventDeadZoneM)} m`),
        everyMiniWavelength('Attenuation dead zone', `≤ ${formatNumber(miniOtdr.attenuationDeadZoneM)} m`),
        everyMiniWavelength('Measurement range', '150 m, 300 m, 500 m, 1 km, 2 km, 5 km, 10 km, 20 km, 40 km, 80 km'),
        everyMiniWavelength('Pulse width', '3 ns, 5 ns, 10 ns, 30 ns, 50 ns, 100 ns, 200 ns, 500 ns, 1 µs, 2 µs, 5 µs, 10 µs, 20 µs'),
        everyMiniWavelength('Sampling resolution', 'Auto / high-resolution modes'),
        everyMiniWavelength('Sampling points', 'Up to 12,800'),
        everyMiniWavelength('Group refractive index', '1.000000 - 2.000000'),
        everyMiniWavelength('Distance uncertainty', '±(0.75 + 0.005% x fibre length + sample resolution)'),
        everyMiniWavelength('Linearity', '0.05 dB/dB'),
        everyMiniWavelength('Loss threshold', '0.001 dB'),
        everyMiniWavelength('Loss resolution', '0.001 dB'),
        everyMiniWavelength('Refresh rate', '10 fields/s'),
        everyMiniWavelength('Reflectance accuracy', '±3 dB'),
        everyMiniWavelength('Measurement time range', '5 s to 5 min, real time'),
        everyMiniWavelength('Data storage', '16 GB, up to 160,000 OTDR traces'),
      ],
    },
  ],
} as const satisfies SpecTable;

/** The power meter, fault locator, connector and power groups, the same in both products' tables. */
const miniOtdrSharedGroups = [
  {
    label: 'Optical power meter',
    rows: [
      ['Calibrated λ', '1310, 1550 nm'],
      ['Operating λ', '850, 980, 1300, 1310, 1490, 1550, 1610, 1625, 1650 nm'],
      ['Power range', 'Select -70 to +10 dBm or -50 to +26 dBm'],
      ['Power accuracy', '± 0.23 dB'],
    ],
  },
  {
    label: 'Visual fault locator (VFL)',
    rows: [
      ['Wavelength', '650 ± 10 nm'],
      ['Power', '1 mW'],
      ['Compliance', 'Laser safety class II'],
    ],
  },
  {
    label: 'Connectors',
    rows: [
      ['Optical port type', 'PC (default); SC/APC (optional)'],
      ['Optical adapter type', 'FC (default); SC, ST, LC, SC/APC (optional)'],
    ],
  },
  {
    label: 'Power',
    rows: [
      ['Supply', '100 to 240 V, 1.5 A, 50 to 60 Hz (AC); max 12 V / 2 A (DC); total max power 20 W'],
      ['Consumption', 'Less than 3 W'],
      ['Battery', '7.4 V / 2500 mAh Li-ion battery, 18.5 Wh'],
      ['Operating time', 'About 6 hrs on full charge (4 hrs continuous testing)'],
    ],
  },
] as const satisfies readonly SpecRowGroup[];

const miniOtdrConditions = [
  ['Operating temperature', '-10 °C to +50 °C'],
  ['Storage temperature', '-40 °C to +70 °C'],
  ['Relative humidity', '0 to 95% non-condensing'],
] as const satisfies readonly SpecRow[];

const miniOtdrGeneralTitle = 'Power Meter, Fault Locator and General';

const ae1001GeneralTable = {
  title: miniOtdrGeneralTitle,
  columns: ['Parameter', 'Value'],
  groups: [
    ...miniOtdrSharedGroups,
    {
      label: 'General',
      rows: [
        ['Display', '4.3" dot matrix TFT LCD touchscreen'],
        ['Interface', '1x USB 2.0; 1x RJ45 LAN (10M/100M/1000M, optional)'],
        ...miniOtdrConditions,
        ['Dimensions (L x W x H)', '7.1" x 5.7" x 2.2" (180 mm x 145 mm x 55 mm)'],
        ['Weight', `Less than 2.2 lbs (less than ${massText(ae1001.weightKg)})`],
      ],
    },
  ],
} as const satisfies SpecTable;

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
        ['Weight', `Less than 2.2 lbs (less than ${massText(ae3100Dm.weightKg)})`],
      ],
    },
  ],
} as const satisfies SpecTable;

const ae3100DmOpticalTable = {
  ...miniOtdrOpticalTable,
  note: 'Deviser publishes these figures at 1310 nm and 1550 nm only. It gives no multimode wavelengths, dynamic range or dead zones for the AE3100 DM: ask us before choosing it for multimode links.',
} as const satisfies SpecTable;

/* ---------- AE3100 Live ---------- */

const ae3100LiveWavelengths = wavelengthsOf(ae3100Live).map((nm) => `${nm} nm`);
const everyLiveWavelength = sameForEach(ae3100LiveWavelengths);

/** The maker's per-wavelength summary for the Live model: the only OTDR figures it publishes for it. */
const ae3100LiveOtdrTable = {
  title: 'OTDR Parameters',
  columns: ['Test wavelength', ...ae3100LiveWavelengths],
  groups: [
    {
      rows: [
        ['Dynamic range', ...dynamicRangesOf(ae3100Live).map((db) => `${db} dB`)],
        everyLiveWavelength('Event dead zone', `${oneDecimal(ae3100Live.eventDeadZoneM)} m`),
        everyLiveWavelength('Attenuation dead zone', `${oneDecimal(ae3100Live.attenuationDeadZoneM)} m`),
      ],
    },
  ],
  note: 'Figures from the maker’s summary for this model. Use 1625 nm on a fibre that carries PON traffic: it lies outside the GPON and EPON bands. 1310 nm is the PON upstream and 1550 nm its video band, so test at those only on fibre out of service.',
} as const satisfies SpecTable;

/* ---------- Hand-held meters and sources ---------- */

const ae210Models = ae210Meters.map((m) => m.name);
const everyAe210 = sameForEach(ae210Models);

const ae210Table = {
  title: 'Specifications',
  columns: ['Model', ...ae210Models],
  groups: [
    {
      rows: [
        ['Detector', 'InGaAs < 300 µm', 'InGaAs > 2000 µm', 'InGaAs > 300 µm'],
        everyAe210('Accuracy', '± 0.17 dB (± 3%)'),
        ['Dynamic range', ...ae210Meters.map((m) => dbmRange(m.rangeDbm))],
        everyAe210('Resolution', '0.01 dBm; mW; µW; nW'),
        ['Calibrated wavelength', ...ae210Meters.map((m) => `${m.wavelengthsNm.join(' / ')} nm`)],
        everyAe210('Auto detection', 'Frequency: 270 Hz, 1kHz, 2kHz\nWavelength: 850 / 1310 / 1490 / 1550 / 1610 nm'),
        everyAe210('Connectors', 'FC / SC (default); ST / LC (optional)'),
        everyAe210('Environment', '-10 to +60 °C, humidity < 80%'),
        everyAe210('Battery life', '>100 hrs (with included battery; backlight off)'),
        everyAe210('Dimensions', '7.3" × 3.3" × 1.8" (185 mm × 85 mm × 45 mm)'),
        ['Weight', ...ae210Meters.map((m) => `< ${massText(m.weightKg)} (without battery)`)],
      ],
    },
  ],
} as const satisfies SpecTable;

const ep310Bands = ep310BandsNm.map((nm) => `${nm} nm`);
const everyEp310Band = sameForEach(ep310Bands);

const ep310Tables = [
  {
    title: 'Models',
    columns: ['Model', ...ep310Meters.map((m) => m.name)],
    groups: [
      {
        rows: [
          [
            'Features',
            'Impact-resistant body; USB port',
            'Same performance as EP300 at lower cost; new dust cap for easier test-port access',
            'As EP310, plus built-in visual fault locator (VFL)',
          ],
        ],
      },
    ],
  },
  {
    title: 'Optical Parameters',
    columns: ['Parameter', ...ep310Bands],
    groups: [
      {
        rows: [
          ['Measurement range', 'CW: -45 to +10 dBm\nBW: -30 to +8 dBm', 'CW: -45 to +12 dBm\nBW: -45 to +12 dBm', 'CW: -40 to +25 dBm'],
          everyEp310Band('Pass-through insertion loss', '< 1.5 dB'),
          ['Spectral passband', '1260 to 1360 nm', '1480 to 1500 nm', '1540 to 1560 nm'],
          ['Wavelength isolation', '1490 nm >30 dB\n1550 nm >50 dB', '1310 nm >40 dB\n1550 nm >40 dB', '1310 nm >40 dB\n1490 nm >40 dB'],
          everyEp310Band('ORL', '>55 dB (APC connector)'),
          everyEp310Band('Fibre type', 'Single-mode fibre, 9/125 µm'),
          everyEp310Band('Connector type', 'FC/SC/ST-UPC (default), APC (optional)'),
        ],
      },
    ],
  },
  {
    title: 'General',
    columns: ['Parameter', 'Value'],
    groups: [
      {
        rows: [
          ['Power uncertainty', '< 0.5 dB'],
          ['Units', 'dBm; dB; mW; µW; nW'],
          ['Resolution', '0.1 dBm'],
          ['Battery', '3x AA batteries (EP300); 2x AA batteries (EP310); AC 100 to 240 V ±10% output / DC 5 V (adapter)'],
          ['Limit function', '12 programmable limit profiles with Toolbox software'],
          ['Data storage', 'Up to 1,800 measurements; save & transfer data with USB port'],
          ['Environment', 'Operating temperature: -10 to +60 °C; storage temperature: -20 to +70 °C'],
          ['Dimensions', '7.3" × 3.3" × 1.8" (185 mm × 85 mm × 45 mm)'],
          ['Weight', `< ${massText(ep310Meter.weightKg)} (without batteries)`],
        ],
      },
    ],
  },
] as const satisfies readonly SpecTable[];

const ls310Models = ls310Sources.map((m) => m.name);
const everyLs310 = sameForEach(ls310Models);

const ls310Table = {
  title: 'Specifications',
  columns: ['Model', ...ls310Models],
  groups: [
    {
      rows: [
        ['Designation', 'Dual-wavelength light source', 'Triple-wavelength light source'],
        [
          'Wavelengths',
          ...ls310Sources.map((m) =>
            [...fpSourcesNm.map((nm) => `${nm} ± 20 nm (FP-LD)`), ...(m.dfb ? [`${dfbSourceNm} ± 3 nm (DFB)`] : [])].join('\n'),
          ),
        ],
        ['Output power', '> -5 dBm', '> -3 dBm'],
        everyLs310('RMS', '< 5 nm'),
        everyLs310('Fibre', 'Single-mode, 9/125 µm'),
        everyLs310('Power stability (after 15 min warm-up)', '± 0.04 dB @ 20 °C (30 min)\n± 0.08 dB @ 20 °C (8 hrs)'),
        everyLs310('Optical adapter', 'PC, FC / ST (default); APC, ST / LC (optional)'),
        everyLs310('Tone generation', '270 Hz, 1kHz, 2kHz'),
        everyLs310('Battery', '2x AA batteries; ≥ 40hrs continuous operation (backlight off)'),
        everyLs310('Adapter', 'AC 100 to 240 V ± 10% output / DC 5 V'),
        everyLs310('Operating temperature', '-10 °C to +60 °C'),
        everyLs310('Storage temperature', '-20 °C to +70 °C'),
        everyLs310('Dimensions', '7.3" × 3.3" × 1.8" (185 mm × 85 mm × 45 mm)'),
        ['Weight', ...ls310Sources.map((m) => `< ${massText(m.weightKg)} (without battery)`)],
      ],
    },
  ],
} as const satisfies SpecTable;

const ep710Models = ep710Units.map((m) => m.name);
const everyEp710 = sameForEach(ep710Models);

const ep710Table = {
  title: 'Specifications',
  columns: ['Model', ...ep710Models],
  groups: [
    {
      label: 'Optical power meter',
      rows: [
        ['Input range', ...ep710Units.map((m) => dbmRange(m.rangeDbm))],
        everyEp710('Accuracy', '± 0.17 dB (± 3%)'),
        everyEp710('Linearity', '± 0.07 dB'),
        everyEp710('Resolution', '0.01 dBm, mW, µW, nW'),
        everyEp710('Calibrated wavelength', `${calibratedMeterWavelengths.join(', ')} nm`),
        everyEp710('Connectors', 'FC/SC (default); ST/LC (optional)'),
        everyEp710('Auto detection', 'Frequency: 270 Hz, 1kHz, 2kHz\nWavelength: 850, 1310, 1490, 1550, 1610 nm'),
        everyEp710('Insertion loss accuracy', '< 1 dB'),
      ],
    },
    {
      label: 'Light source',
      rows: [
        [
          'Central wavelength',
          ...ep710Units.map((m) => `${fpSourcesNm.map((nm) => `${nm} ± 20 nm`).join(', ')} (FP)${m.dfb ? `\n${dfbSourceNm} ± 3 nm (DFB)` : ''}`),
        ],
        ['Output power', '> -5 dBm', '> -5 dBm', '> -5 dBm', '> -3 dBm'],
        everyEp710('Power stability (after 15 min warm-up)', '± 0.04 dB @ 20 °C (30 min)\n± 0.08 dB @ 20 °C (8hrs)'),
        everyEp710('Tone generation', '270 Hz, 1kHz, 2kHz'),
        everyEp710('Optical adapter', 'PC, FC/SC (default); APC, ST/LC (optional)'),
      ],
    },
    { label: 'Visual fault locator (VFL)', rows: [everyEp710('Output power', '10 mW')] },
    {
      label: 'General',
      rows: [
        everyEp710('Power', '2x AA batteries\nAC 100 to 240 V ±10% output / DC 5 V (adapter)'),
        everyEp710('Working time (backlight off)', '>100 hrs (OPM); >40 hrs (light source); >10 hrs (VFL)'),
        everyEp710('Operating temperature', '-10 °C to +60 °C (14°F to +140°F)'),
        everyEp710('Storage temperature', '-20 °C to +70 °C (-4°F to +158°F)'),
        everyEp710('Dimensions (L × W × H)', '7.3" × 3.3" × 1.8" (185 mm × 85 mm × 45 mm)'),
        ['Weight', ...ep710Units.map((m) => `< ${massText(m.weightKg)} (without batteries)`)],
      ],
    },
  ],
  note: 'The maker gives no laser safety class for the 10 mW fault locator built into every EP710 model.',
} as const satisfies SpecTable;

const vf10Table = {
  title: 'Specifications',
  columns: ['Parameter', 'Value'],
  groups: [
    {
      rows: [
        ['Wavelength', `${vf10.wavelengthsNm.join(', ')} ±10 nm`],
        ['Emitter type', 'FP'],
        ['Output power', '> 10 mW'],
        ['Operation modes', 'CW; 1 Hz'],
        ['Interface', 'PC, 2.5 mm universal connector'],
        ['Detection range', 'Up to about 10 km'],
        ['Environment', 'Operating temperature -10 to +60 °C; storage temperature -20 to +70 °C'],
        ['Battery life', '~5 hours at 700 mAh; 2x AAA batteries'],
        ['Dimensions', '5.1" x 1.2" x 0.7" (130 mm x 30 mm x 18 mm)'],
        ['Weight', `< 4.5 oz (${massText(vf10.weightKg)})`],
      ],
    },
  ],
  note: 'Deviser’s specification states no laser safety class for the VF-10; ask us if your site rules call for one.',
} as const satisfies SpecTable;

/* ---------- The family and its products ---------- */

export const deviserContent = {
  family: {
    key: 'deviser',
    page: 'deviser',
    title: 'Deviser Fibre Test Instruments',
    shortTitle: 'Deviser',
    featuresHeading: 'Features',
    brand: 'Deviser',
    metaDescription:
      'Deviser OTDRs, optical and PON power meters, laser sources, optical multimeters and fault locators for building and maintaining fibre networks.',
    hero: {
      eyebrow: 'Test and measurement',
      lead: `Certify a new build, find a fault on a working link or check the signal at a subscriber's ONT: ${site.name} supplies Deviser OTDRs, power meters, light sources and fault locators for every stage of fibre testing.`,
      image: otdrImage(
        topDynamicRange(ae3100Top),
        wavelengthsOf(ae3100Top),
        'bench',
        'Drawing of a Deviser bench OTDR showing a fibre trace on its touch screen',
      ),
    },
    tabs: familyTabs.deviser,
  },
  products: [
    {
      key: 'ae3100',
      family: 'deviser',
      model: 'AE3100A~F',
      title: 'Deviser AE3100A~F Series OTDR',
      cardTitle: 'AE3100A~F Series',
      summary: `Six single-mode OTDRs on one 7-inch touch-screen platform, graded by dynamic range from ${dynamicRangePair(ae3100Entry)} dB to ${dynamicRangePair(ae3100Top)} dB, with a power meter, light source and fault locator built in.`,
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
            text: `All six models test at ${andList(wavelengthsOf(ae3100Top))} nm ±20 nm. Dynamic range climbs from ${dynamicRangePair(ae3100Entry)} dB on the ${ae3100Entry.name} to ${dynamicRangePair(ae3100Top)} dB on the ${ae3100Top.name}, so an access crew and a long-haul team can work on the same platform without paying for reach they do not use.`,
          },
          {
            title: 'Detail close to the connector',
            text: `From the ${ae3100FineGrade.name} upward the event dead zone is ${formatNumber(ae3100ShortestEventDeadZoneM)} m, and sampling resolution reaches 5 cm, so closely spaced connectors and splices in a patch panel show up as separate events rather than one blurred reflection.`,
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
    },
    {
      key: 'ae1001',
      family: 'deviser',
      model: 'AE1001',
      title: 'Deviser AE1001 Mini OTDR',
      summary: `A handheld OTDR for FTTH and access work that adds a power meter and a red-light fault locator, all in a unit weighing under ${massText(ae1001.weightKg)}.`,
      tabs: ['all', 'single-mode-otdr'],
      image: otdrImage(topDynamicRange(ae1001), wavelengthsOf(ae1001), 'handheld', 'Drawing of the handheld Deviser AE1001 mini OTDR with its 4.3-inch screen'),
      models: otdrModels([ae1001]),
      page: {
        ...routes.model('AE1001', { numbered: ['two'] }),
        metaDescription: `Deviser AE1001 handheld mini OTDR: ${dynamicRangeWords(ae1001).join(', ')}, ranges 150 m to 80 km, power meter and 650 nm VFL, under ${massText(ae1001.weightKg)}.`,
        banner: `A full OTDR with a power meter and fault locator, in a handheld case that weighs under ${massText(ae1001.weightKg)}.`,
        features: [
          {
            title: 'Sized for access networks',
            text: `With ${andList(dynamicRangeWords(ae1001))}, and ten distance ranges from 150 m to 80 km, the AE1001 is matched to drop cables, building risers and the access links that FTTH installers test every day.`,
          },
          {
            title: 'Clear traces on short links',
            text: `Pulse widths start at 3 ns and each trace holds up to 12,800 sampling points, with a ${formatNumber(ae1001.eventDeadZoneM)} m event dead zone and a ${formatNumber(ae1001.attenuationDeadZoneM)} m attenuation dead zone.`,
          },
          {
            title: 'Meter and red light included',
            text: 'A power meter calibrated at 1310 and 1550 nm reads to ±0.23 dB, and a 650 nm, 1 mW visual fault locator (laser class II) lights up breaks and tight bends in patch cords and the first metres of a run.',
          },
          {
            title: 'Room for a whole project',
            text: '16GB of memory keeps up to 160,000 traces, and results leave the unit over USB or the optional LAN port.',
          },
          {
            title: 'Light enough to carry all day',
            text: `The 2500 mAh battery lasts about 6 hours per charge, or 4 hours continuous testing, and the whole unit measures 180 × 145 × 55 mm and weighs under ${massText(ae1001.weightKg)}.`,
          },
        ],
        highlights: [
          'OTDR, power meter and VFL in one handheld',
          dynamicRangeWords(ae1001).join(', '),
          'Stores up to 160,000 traces in 16GB',
          `Under ${massText(ae1001.weightKg)} with a 4.3-inch touch screen`,
        ],
        specTables: [miniOtdrOpticalTable, ae1001GeneralTable, ae3100FunctionsTable],
        similar: ['ae3100', 'ae210', 'vf10', 'ep310'],
      },
    },
    {
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
        metaDescription: `Deviser AE3100 DM OTDR: ${dynamicRangeWords(ae3100Dm).join(', ')}, ranges 150 m to 80 km, 16GB for 160,000 traces, power meter and 1 mW VFL.`,
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
            text: `16GB holds up to 160,000 traces. The 2500 mAh battery gives 4 hours continuous testing, and the unit weighs under ${massText(ae3100Dm.weightKg)}.`,
          },
        ],
        highlights: [
          '7-inch touch screen with USB, LAN and SD card ports',
          'Automatic event analysis and FiberPath link map',
          'Power meter and 650 nm VFL built in',
          `Under ${massText(ae3100Dm.weightKg)}, 4 hours of continuous testing per charge`,
        ],
        specTables: [ae3100DmOpticalTable, ae3100DmGeneralTable, ae3100FunctionsTable],
        similar: ['ae1001', 'ae210', 'vf10', 'ep310'],
      },
    },
    {
      key: 'ae3100-live',
      family: 'deviser',
      model: 'AE3100 Live',
      title: 'Deviser AE3100 Live Series OTDR',
      cardTitle: 'AE3100 Live Series',
      summary:
        'An OTDR for FTTx and RFoG networks with a 7-inch touch screen and three test wavelengths. Its 1625 nm wavelength tests fibre that is already carrying service.',
      tabs: ['all', 'live-otdr'],
      image: otdrImage(
        topDynamicRange(ae3100Live),
        wavelengthsOf(ae3100Live),
        'bench',
        `Drawing of the Deviser AE3100 Live OTDR with traces at ${andList(wavelengthsOf(ae3100Live))} nm`,
      ),
      models: otdrModels([ae3100Live]),
      page: {
        ...routes.model('AE3100Live'),
        metaDescription: `Deviser AE3100 Live OTDR for FTTx and RFoG networks: in-service testing at 1625 nm with ${ae3100Live.dynamicRangeDb[1625]} dB dynamic range, ${formatNumber(ae3100Live.eventDeadZoneM)} m event dead zone, power meter and VFL.`,
        banner: 'Troubleshoot working FTTx and RFoG networks without a second instrument.',
        features: [
          {
            title: 'Three wavelengths',
            text: `The unit tests at ${andList(wavelengthsOf(ae3100Live))} nm, with dynamic range of ${andList(dynamicRangesOf(ae3100Live))} dB respectively. On a PON that is serving subscribers, 1625 nm is the wavelength to use: it lies outside the GPON and EPON bands, so the test pulse does not share a wavelength with the traffic. Keep 1310 and 1550 nm for fibre that is out of service.`,
          },
          {
            title: 'Short dead zones',
            text: `A ${formatNumber(ae3100Live.eventDeadZoneM)} m event dead zone and a ${formatNumber(ae3100Live.attenuationDeadZoneM)} m attenuation dead zone keep neighbouring connectors apart on the trace, so a patch panel reads as separate events.`,
          },
          {
            title: 'Everything a field kit needs',
            text: 'A power meter with a selectable -70 to +10 dBm or -50 to +26 dBm range, a 1 mW visual fault locator and the optional AFEI400 USB endface inspector all run from the same unit.',
          },
          {
            title: 'Remote and cloud options',
            text: 'With SYNCOR software configured, tests can be run remotely and instruments tracked as assets in the cloud; FiberPath link mapping and USB FiberSpot mode are available as options.',
          },
          {
            title: 'Long battery life',
            text: 'The 7.4 V, 5300 mAh Li-ion battery runs for over 11 hours on a full charge, and the unit works from -10 to +50 °C.',
          },
          {
            title: 'Easy to move results',
            text: 'Two USB 2.0 ports, an RJ45 LAN port and an SD card slot for cards up to 64GB take traces off the unit and onto your reporting system.',
          },
        ],
        highlights: [
          'In-service testing at 1625 nm',
          `Test wavelengths ${andList(wavelengthsOf(ae3100Live))} nm`,
          `${formatNumber(ae3100Live.eventDeadZoneM)} m event and ${formatNumber(ae3100Live.attenuationDeadZoneM)} m attenuation dead zones`,
          'Over 11 hours on a full charge',
        ],
        specTables: [
          ae3100LiveOtdrTable,
          otdrFunctionsTable(['Dual wavelength test', 'Yes']),
          otdrGeneralTable,
          otdrMeterAndVflTable,
          afei400Table,
        ],
        similar: ['ae1001', 'ae210', 'vf10', 'ep310'],
      },
    },
    {
      key: 'ae210',
      family: 'deviser',
      model: 'AE210',
      title: 'Deviser AE210 Series Optical Power Meter',
      cardTitle: 'AE210 Series',
      summary:
        'Handheld InGaAs power meters in three versions, AE210, AE230 and AE270, that recognise wavelength and test tone by themselves and run over 100 hours on one battery.',
      tabs: ['all', 'optical-power-meter'],
      image: {
        kind: 'illustration',
        spec: { kind: 'power-meter', pon: false, wavelengthsNm: calibratedMeterWavelengths },
        alt: 'Drawing of the handheld Deviser AE210 optical power meter',
      },
      models: instrumentModels(ae210Meters),
      page: {
        ...routes.model('AE210', { numbered: ['five'] }),
        metaDescription:
          'Deviser AE210, AE230 and AE270 optical power meters: InGaAs detector, nine calibrated wavelengths, ±0.17 dB accuracy, over 100 hours of battery life.',
        banner: `Accurate power readings from ${calibratedMeterWavelengths[0]} to ${calibratedMeterWavelengths.at(-1)} nm, with wavelength and tone detected for you.`,
        features: [
          {
            title: 'Three ranges to choose from',
            text: `The AE210 and AE230 read from ${dbmRange(meterRangeDbm.high)}, high enough for amplified CATV and EDFA outputs. The AE270 reads from ${dbmRange(meterRangeDbm.low)} for the low signal levels at the end of a long or heavily split link.`,
          },
          {
            title: 'Nine calibrated wavelengths',
            text: `Calibration points from ${calibratedMeterWavelengths[0]} to ${calibratedMeterWavelengths.at(-1)} nm cover multimode, single-mode and PON wavelengths, with ±0.17 dB (±3%) accuracy.`,
          },
          {
            title: 'Hands-off set-up',
            text: 'The meter recognises 270 Hz, 1 kHz and 2 kHz test tones and the incoming wavelength on its own, so when it is paired with a Deviser light source there is no wavelength to select by hand.',
          },
          {
            title: 'Battery that outlasts the job',
            text: 'Battery life is over 100 hours with the backlight off. FC and SC adapters come as standard, with ST and LC as options.',
          },
        ],
        highlights: [
          'Automatic wavelength and tone detection',
          `${dbmRange(meterRangeDbm.high)} or ${dbmRange(meterRangeDbm.low)}, by model`,
          `Nine calibrated wavelengths, ${calibratedMeterWavelengths[0]} to ${calibratedMeterWavelengths.at(-1)} nm`,
          'Battery life over 100 hours',
        ],
        specTables: [ae210Table],
        similar: ['ae1001', 'ep710', 'vf10', 'ep310'],
      },
    },
    {
      key: 'ep310',
      family: 'deviser',
      model: 'EP-310',
      title: 'Deviser EP-310 Series PON Power Meter',
      cardTitle: 'EP-310 Series',
      summary: `Pass-through PON power meters (EP300, EP310 and EP90) that read the ${andList(ep310BandsNm)} nm signals of a working GPON or EPON link at the subscriber end.`,
      tabs: ['all', 'pon-power-meter'],
      image: {
        kind: 'illustration',
        spec: { kind: 'power-meter', pon: true, wavelengthsNm: ep310BandsNm },
        alt: `Drawing of the Deviser EP-310 PON power meter with its ${andList(ep310BandsNm)} nm readings`,
      },
      models: instrumentModels(ep310Meters),
      page: {
        ...routes.model('EP310', { numbered: ['six'] }),
        metaDescription: `Deviser EP300, EP310 and EP90 PON power meters: ${ep310BandsNm.join('/')} nm pass-through readings, up to 1,800 stored measurements, 12 limit profiles.`,
        banner: 'Connect it between OLT and ONT and read every PON wavelength in one step.',
        features: [
          {
            title: 'Reads a live PON in line',
            text: 'The meter sits between the drop fibre and the ONT with under 1.5 dB of pass-through loss, so you measure the upstream 1310 nm burst, the 1490 nm downstream and the 1550 nm video signal while the service keeps running.',
          },
          {
            title: 'Clean separation of bands',
            text: 'Each band has its own passband and isolation from the other two, and return loss is better than 55 dB with an APC connector.',
          },
          {
            title: 'Pass/fail at a glance',
            text: 'Set up to 12 programmable limit profiles with the Toolbox software, store up to 1,800 measurements and move them to a PC over USB.',
          },
          {
            title: 'Three models',
            text: 'The EP300 has an impact-resistant body. The EP310 gives the same performance at lower cost with an easier-to-open dust cap, and the EP90 adds a visual fault locator.',
          },
        ],
        highlights: [
          `Pass-through readings at ${andList(ep310BandsNm)} nm`,
          'Under 1.5 dB insertion loss',
          'Up to 1,800 stored measurements',
          '12 programmable limit profiles',
        ],
        specTables: ep310Tables,
        similar: ['ae1001', 'ae210', 'vf10', 'ls310'],
      },
    },
    {
      key: 'ls310',
      family: 'deviser',
      model: 'LS-310',
      title: 'Deviser LS-310 Series Optical Light Source',
      cardTitle: 'LS-310 Series',
      summary: `Stable handheld laser sources for loss testing: the LS310A sends ${andList(fpSourcesNm)} nm, and the LS310B adds a ${dfbSourceNm} nm DFB laser.`,
      tabs: ['all', 'optical-laser-source'],
      image: {
        kind: 'illustration',
        spec: { kind: 'light-source', wavelengthsNm: [...new Set(ls310Sources.flatMap((m) => m.wavelengthsNm))].sort((a, b) => a - b) },
        alt: 'Drawing of the handheld Deviser LS-310 laser light source',
      },
      models: instrumentModels(ls310Sources),
      page: {
        ...routes.model('LS310'),
        metaDescription: `Deviser LS310A and LS310B laser sources: ${fpSourcesNm.join('/')} nm, plus ${dfbSourceNm} nm on the B model, ±0.04 dB stability and over 40 hours on 2x AA batteries.`,
        banner: 'A steady reference signal for end-to-end loss measurements.',
        features: [
          {
            title: 'Two or three wavelengths',
            text: `The LS310A carries ${andList(fpSourcesNm)} nm Fabry-Perot lasers with output above -5 dBm. The LS310B adds a ${dfbSourceNm} nm DFB laser and raises output above -3 dBm.`,
          },
          {
            title: 'Output you can trust',
            text: 'After a 15-minute warm-up the output holds within ±0.04 dB over 30 minutes and ±0.08 dB over 8 hours at 20 °C, so readings taken at either end of a long job compare fairly.',
          },
          {
            title: 'Tones for fibre identification',
            text: 'Modulate the output at 270 Hz, 1 kHz or 2 kHz to identify a fibre at the far end; the AE210 series meters recognise these tones automatically.',
          },
          {
            title: 'Runs on AA cells',
            text: `Two AA batteries give over 40 hours of continuous use with the backlight off, and the unit weighs under ${massText(Math.max(...ls310Sources.map((m) => m.weightKg)))} without them.`,
          },
        ],
        highlights: [
          'Dual (A) or triple (B) wavelength',
          '±0.04 dB stability over 30 minutes',
          '270 Hz, 1 kHz and 2 kHz tones',
          'Over 40 hours on 2x AA',
        ],
        specTables: [ls310Table],
        similar: ['ae1001', 'ae210', 'vf10', 'ep310'],
      },
    },
    {
      key: 'ep710',
      family: 'deviser',
      model: 'EP-710',
      title: 'Deviser EP-710 Series Optical Multimeter',
      cardTitle: 'EP-710 Series',
      summary:
        'A power meter, laser source and 10 mW fault locator in one handheld, in four versions (EP710A to D) that differ in meter range and source wavelengths.',
      tabs: ['all', 'multimeter'],
      image: {
        kind: 'illustration',
        spec: { kind: 'power-meter', pon: false, wavelengthsNm: calibratedMeterWavelengths },
        alt: 'Drawing of the Deviser EP-710 optical multimeter',
      },
      models: instrumentModels(ep710Units),
      page: {
        ...routes.model('EP710'),
        metaDescription: `Deviser EP710A to D optical multimeters: power meter, ${fpSourcesNm.join('/')} nm laser source (${dfbSourceNm} nm on B and D) and 10 mW VFL in one handheld unit.`,
        banner: 'Meter, source and red light in one instrument: fewer boxes in the van.',
        features: [
          {
            title: 'Pick the version for the job',
            text: `EP710A, B and C meter from ${dbmRange(meterRangeDbm.high)}; the EP710D reads from ${dbmRange(meterRangeDbm.low)} and raises source output above -3 dBm. The B and D versions add a ${dfbSourceNm} nm DFB laser to the ${andList(fpSourcesNm)} nm sources.`,
          },
          {
            title: 'Accurate loss figures',
            text: 'The meter is accurate to ±0.17 dB (±3%) with ±0.07 dB linearity across nine calibrated wavelengths, and insertion loss results are accurate to within 1 dB.',
          },
          {
            title: 'Built-in red light',
            text: 'A 10 mW visual fault locator shows breaks, bad splices and tight bends without another tool on your belt.',
          },
          {
            title: 'Battery life by function',
            text: 'On two AA cells the unit runs over 100 hours as a meter, over 40 hours as a light source and over 10 hours as a fault locator, with the backlight off.',
          },
        ],
        highlights: [
          'Power meter, light source and VFL in one unit',
          `Meter range to ${dbm(meterRangeDbm.high.max)} dBm, or down to ${dbm(meterRangeDbm.low.min)} dBm, by model`,
          `${dfbSourceNm} nm DFB source on EP710B and EP710D`,
          'Over 40 hours on 2x AA as a light source',
        ],
        specTables: [ep710Table],
        similar: ['ae1001', 'ae210', 'vf10', 'ep310'],
      },
    },
    {
      key: 'vf10',
      family: 'deviser',
      model: 'VF-10',
      title: 'Deviser VF-10 Pocket Visual Fault Locator',
      summary: `A pen-sized red laser that shows breaks, tight bends and faulty connectors by the light escaping from the fibre, with over 10 mW at ${vf10.wavelengthsNm.join(', ')} nm.`,
      tabs: ['all', 'visual-fault-locator'],
      image: {
        kind: 'illustration',
        spec: { kind: 'fault-locator', outputMw: 10 },
        alt: 'Drawing of the pen-sized Deviser VF-10 visual fault locator',
      },
      models: instrumentModels([vf10]),
      page: {
        ...routes.model('VF10', { numbered: ['nine'] }),
        metaDescription: `Deviser VF-10 pocket visual fault locator: over 10 mW at ${vf10.wavelengthsNm.join(', ')} nm, continuous or 1 Hz flashing, 2.5 mm universal connector, about 5 hours on 2x AAA.`,
        banner: 'Find the break you can see: a pocket red light for every technician.',
        features: [
          {
            title: 'Bright, visible fault light',
            text: `Output of over 10 mW at ${vf10.wavelengthsNm.join(', ')} nm makes the light leaking from a break or a tight bend easy to spot, and the maker quotes a reach of about 10 km.`,
          },
          {
            title: 'Steady or flashing',
            text: 'Switch between continuous output and a 1 Hz flash; the flashing light is easier to pick out in a bright room or a crowded patch panel.',
          },
          {
            title: 'Fits common connectors',
            text: 'The PC 2.5 mm universal connector takes connectors built on a 2.5 mm ferrule directly, so most tests need no extra patch cord.',
          },
          {
            title: 'Pocket size',
            text: `At 130 × 30 × 18 mm and under ${massText(vf10.weightKg)} it rides in a shirt pocket, and two AAA batteries give about 5 hours of use.`,
          },
        ],
        highlights: [
          `Over 10 mW at ${vf10.wavelengthsNm.join(', ')} nm`,
          'Continuous or 1 Hz flashing output',
          '2.5 mm universal connector',
          'About 5 hours on 2x AAA',
        ],
        specTables: [vf10Table],
        similar: ['ae1001', 'ae210', 'ep710', 'ep310'],
      },
    },
  ],
} as const satisfies FamilyContent<'deviser'>;

export type DeviserProductKey = ProductKeyOf<'deviser'>;
