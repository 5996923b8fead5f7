import { paths } from '@/content/paths';
import { formatNumber } from '../facets';
import { asStated, atLeast, atMost, isQualified, numbersOf, plain, quantityText, quantityWords, under, type Quantity } from '../quantity';
import type { FamilyFigures } from '../facets/index';
import type { ProductKeyOf } from '../keys';
import { familyRoutes } from '../routes';
import { sameForEach } from '../spec-rows';
import type { ProductImage, SpecRow, SpecRowGroup, SpecTable } from '../types';

/**
 * Deviser test instruments: the /deviser landing page and its nine product
 * pages. Figures come from catalogue.md section 9 and the Deviser facts file;
 * table values keep the maker's wording apart from corrected spelling.
 */

// Printed catalogues and old links spell the product pages 'devisor'; the
// canonical routes keep that spelling and the correctly spelled twins
// (`/deviser/<Model>`) redirect, as do the spec's numbered similar-product paths.
export const routes = familyRoutes({ base: '/devisor', numbered: 'deviser', aliasBase: paths.deviser, aliasEveryModel: true });

export function otdrImage(dynamicRangeDb: number, wavelengthsNm: readonly number[], form: 'bench' | 'handheld', alt: string): ProductImage {
  return { kind: 'illustration', spec: { kind: 'otdr', dynamicRangeDb, wavelengthsNm, form }, alt };
}

/* ---------- Key figures of every orderable model, each written once ---------- */

// The figures a buyer chooses a model by (content/catalogue/facets/deviser.ts). The spec-table rows
// and the sentences that state them, and each model's `figures`, all read them from here.

type DeviserFigures = FamilyFigures['deviser'];

/** The wavelengths, in nm, at which a Deviser OTDR's dynamic range is published. */
const otdrWavelengths = [1310, 1550, 1625] as const;
type OtdrWavelength = (typeof otdrWavelengths)[number];

export interface Otdr {
  name: string;
  /** Dynamic range in dB at each wavelength the OTDR tests at, as the maker states it ('≥ 32'). */
  dynamicRangeDb: Readonly<Partial<Record<OtdrWavelength, Quantity>>>;
  eventDeadZoneM: Quantity;
  attenuationDeadZoneM: Quantity;
  /** Tests a fibre while it carries live traffic. */
  inService: boolean;
  /** Has a visual fault locator (red light) built in. */
  faultLocator: boolean;
  /** As the maker states it: an upper limit ('< 2 kg'). */
  weightKg: Quantity;
  /** The distance ranges it offers, in km, shortest first; null where the maker lists none for the model. */
  rangesKm: readonly number[] | null;
}

/** A meter, source or fault locator: the OTDR figures do not apply to it. */
export interface Instrument {
  name: string;
  type: Exclude<DeviserFigures['type'], 'otdr' | null>;
  /** The wavelengths, in nm, it is calibrated at or emits. */
  wavelengthsNm: readonly number[];
  /** Reads a fibre while it carries live traffic (in pass-through on a working PON). */
  inService: boolean;
  /** Has a visual fault locator (red light), alone or built in. */
  faultLocator: boolean;
  /** As the maker states it, without batteries: an upper limit ('< 300 g'). */
  weightKg: Quantity;
}

/** A power meter's input range in dBm. */
export interface DbmRange {
  min: number;
  max: number;
}

/** The two input ranges of the Deviser power meters (AE210 series, EP-710 series). */
export const meterRangeDbm = {
  high: { min: -50, max: 26 },
  low: { min: -70, max: 10 },
} as const satisfies Record<string, DbmRange>;

export const calibratedMeterWavelengths = [850, 980, 1300, 1310, 1490, 1550, 1610, 1625, 1650] as const;

/** The Fabry-Perot lasers (± 20 nm) of every LS-310 and EP-710 model. */
export const fpSourcesNm = [1310, 1550] as const;
/** The DFB laser (± 3 nm) that the LS310B, EP710B and EP710D add. */
export const dfbSourceNm = 1490;

/** The AE3100 platform's weight: the general table both AE3100 pages show (spec 2.6, DECISIONS) gives '< 2 kg'. */
export const ae3100WeightKg = under(2);

/** The AE3100 platform's eleven distance ranges, in km (the maker's OTDR table). */
export const ae3100RangesKm = [0.1, 0.4, 1.5, 3, 6, 12, 25, 50, 100, 200, 400] as const;

/** An AE3100 grade as the maker's model guide gives it: dynamic range '≥32/30', dead zones '≤1.5' and '≤5.0'. */
const grade = (name: string, dr1310: number, dr1550: number, eventM: number, attenuationM: number): Otdr => ({
  name,
  dynamicRangeDb: { 1310: atLeast(dr1310), 1550: atLeast(dr1550) },
  eventDeadZoneM: atMost(eventM),
  attenuationDeadZoneM: atMost(attenuationM),
  inService: false,
  faultLocator: true,
  weightKg: ae3100WeightKg,
  rangesKm: ae3100RangesKm,
});

/** The AE3100A to F, from the maker's model guide. */
export const ae3100Grades = [
  grade('AE3100A', 32, 30, 1.5, 5),
  grade('AE3100B', 34, 32, 1, 5),
  grade('AE3100C', 36, 34, 0.8, 4),
  grade('AE3100D', 40, 38, 0.8, 3),
  grade('AE3100E', 43, 41, 0.8, 3),
  grade('AE3100F', 45, 43, 0.8, 3),
] as const satisfies readonly Otdr[];

/**
 * The AE1001's figures, which the AE3100 DM shares (the DM's published
 * tables are the AE1001's). The maker's table and section 9 give 20 dB at
 * 1310 nm and 24 dB at 1550 nm: the other way round from every other OTDR,
 * which reaches further at 1310 nm, and the maker's own online summary gives
 * 26 dB at 1310 nm. So the 1310 nm figure is shown as the table states it,
 * with that note (DECISIONS: a doubtful figure is qualified, never guessed).
 */
export const miniOtdr = {
  dynamicRangeDb: { 1310: asStated(20, 'the maker’s online summary gives 26 dB at 1310 nm'), 1550: 24 },
  eventDeadZoneM: atMost(3),
  attenuationDeadZoneM: atMost(10),
  inService: false,
  faultLocator: true,
  weightKg: under(1),
  rangesKm: [0.15, 0.3, 0.5, 1, 2, 5, 10, 20, 40, 80],
} as const satisfies Omit<Otdr, 'name'>;

/** The lasers a source carries: the two FP lasers, and the DFB laser where it has one. */
export const sourcesNm = (dfb: boolean): readonly number[] => (dfb ? [...fpSourcesNm, dfbSourceNm] : fpSourcesNm);

/** An OTDR's test wavelengths, shortest first. */
export function wavelengthsOf(m: Pick<Otdr, 'dynamicRangeDb'>): OtdrWavelength[] {
  return otdrWavelengths.filter((nm) => m.dynamicRangeDb[nm] !== undefined);
}

/** An OTDR's dynamic ranges as stated, in the order of its wavelengths. */
export function dynamicRangesOf(m: Pick<Otdr, 'dynamicRangeDb'>): Quantity[] {
  return wavelengthsOf(m).map((nm) => m.dynamicRangeDb[nm]!);
}

/** A dynamic range's figure in dB, for a drawing or a sum: the number the maker states, whatever its bound. */
export const dbOf = (q: Quantity): number => Math.max(...numbersOf(q));

function otdrFigures(m: Otdr): DeviserFigures {
  return {
    type: 'otdr',
    wavelengths: wavelengthsOf(m).map(String),
    dynamicRange1310: m.dynamicRangeDb[1310] ?? null,
    dynamicRange1550: m.dynamicRangeDb[1550] ?? null,
    dynamicRange1625: m.dynamicRangeDb[1625] ?? null,
    longestRange: m.rangesKm ? Math.max(...m.rangesKm) : null,
    eventDeadZone: m.eventDeadZoneM,
    attenuationDeadZone: m.attenuationDeadZoneM,
    inService: m.inService,
    faultLocator: m.faultLocator,
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
    longestRange: null,
    eventDeadZone: null,
    attenuationDeadZone: null,
    inService: m.inService,
    faultLocator: m.faultLocator,
    weight: m.weightKg,
  };
}

export const otdrModels = (models: readonly Otdr[]) => models.map((m) => ({ name: m.name, figures: otdrFigures(m) }));
export const instrumentModels = (models: readonly Instrument[]) => models.map((m) => ({ name: m.name, figures: instrumentFigures(m) }));

/* ---------- Writing the figures ---------- */

/**
 * A weight as the tables write it, with its bound: grams below 1 kg
 * ('< 300 g'), kilograms from there ('< 2 kg').
 */
export function massText(kg: Quantity): string {
  const grams = Math.max(...numbersOf(kg)) < 1;
  const p = plain(kg);
  const scaled: Quantity = !grams
    ? kg
    : typeof p === 'number'
      ? Math.round(p * 1000)
      : 'atMost' in p
        ? { ...p, atMost: Math.round(p.atMost * 1000) }
        : 'atLeast' in p
          ? { ...p, atLeast: Math.round(p.atLeast * 1000) }
          : p;
  return quantityText(scaled, grams ? 'g' : 'kg');
}

/** The same weight in words for a sentence: 'under 300 g', 'under 2 kg'. */
export function massWords(kg: Quantity): string {
  return massText(kg).replace(/^< /, 'under ').replace(/^≤ /, 'at most ');
}

/** A dead zone or a range as a cell: '≤ 0.8 m', '≥ 32 dB', '20 dB (as stated: …)'. */
export const figureCell = (q: Quantity, unit: string) => quantityText(q, unit, { note: 'full' });

export { quantityWords };

/** A signed power level: '-50', '+26'. */
export const dbm = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A meter's input range: '-50 to +26 dBm'. */
export const dbmRange = (r: DbmRange) => `${dbm(r.min)} to ${dbm(r.max)} dBm`;

/** '1310 and 1550', '1310, 1490 and 1550'. */
export function andList(items: readonly (string | number)[]): string {
  const words = items.map(String);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * '20 dB at 1310 nm', one per test wavelength, each with its bound ('at
 * least 32 dB at 1310 nm') and a qualified figure with its note; with
 * `qualified: false` (a meta description, with no room for the note) the
 * figures the maker's sources disagree on are left out.
 */
export const dynamicRangeWords = (m: Otdr, { qualified = true }: { qualified?: boolean } = {}) =>
  wavelengthsOf(m)
    .filter((nm) => qualified || !isQualified(m.dynamicRangeDb[nm]!))
    .map((nm) => {
      const q = m.dynamicRangeDb[nm]!;
      return `${quantityWords(plain(q), 'dB')} at ${nm} nm${isQualified(q) ? ` (as stated: ${q.note})` : ''}`;
    });

/** The highest dynamic range an OTDR states, at which its drawing shows it. */
export const topDynamicRange = (m: Otdr) => Math.max(...dynamicRangesOf(m).map(dbOf));
export const ae3100Top = ae3100Grades.reduce((a, b) => (topDynamicRange(b) > topDynamicRange(a) ? b : a));

/**
 * The OTDR functions list; the Live model names its multi-wavelength row
 * differently. The maker's list for the two-wavelength models reads
 * 'Dual/Quad-λ Testing', but they test at 1310 and 1550 nm only, so the row
 * says what holds for them.
 */
export function otdrFunctionsTable(multiWavelengthRow: SpecRow): SpecTable {
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

export const ae3100FunctionsTable = otdrFunctionsTable(['Dual-wavelength testing', 'Yes (1310 / 1550 nm)']);

/* ---------- Shared by the AE3100A~F and AE3100 Live pages ---------- */

export const otdrGeneralTable = {
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
        ['Weight', `< 4.4 lbs (${massText(ae3100WeightKg)})`],
      ],
    },
  ],
} as const satisfies SpecTable;

export const otdrMeterAndVflTable = {
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

export const afei400Table = {
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

/** An OTDR's distance ranges as its table lists them: '150 m, 300 m, …, 80 km'. */
export const rangesText = (km: readonly number[]) => km.map((d) => (d < 1 ? `${Math.round(d * 1000)} m` : `${formatNumber(d)} km`)).join(', ');

const miniOtdrWavelengths = wavelengthsOf(miniOtdr).map((nm) => `${nm} nm ± 20 nm`);
const everyMiniWavelength = sameForEach(miniOtdrWavelengths);

export const miniOtdrOpticalTable = {
  title: 'Optical Parameters',
  columns: ['Test wavelength', ...miniOtdrWavelengths],
  groups: [
    {
      rows: [
        ['Dynamic range', ...dynamicRangesOf(miniOtdr).map((db) => figureCell(db, 'dB'))],
        everyMiniWavelength('Event dead zone', figureCell(miniOtdr.eventDeadZoneM, 'm')),
        everyMiniWavelength('Attenuation dead zone', figureCell(miniOtdr.attenuationDeadZoneM, 'm')),
        everyMiniWavelength('Distance ranges', rangesText(miniOtdr.rangesKm)),
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
export const miniOtdrSharedGroups = [
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

export const miniOtdrConditions = [
  ['Operating temperature', '-10 °C to +50 °C'],
  ['Storage temperature', '-40 °C to +70 °C'],
  ['Relative humidity', '0 to 95% non-condensing'],
] as const satisfies readonly SpecRow[];

export const miniOtdrGeneralTitle = 'Power Meter, Fault Locator and General';

export type DeviserProductKey = ProductKeyOf<'deviser'>;