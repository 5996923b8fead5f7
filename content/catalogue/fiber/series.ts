import { fiberAttenuation } from '../fiber-attenuation';
import type { OrderableModel } from '../facets';
import type { FamilyFigures } from '../facets/index';
import { TIA_598_COLORS, type FiberColor, type IllustrationSpec } from '../illustration';
import type { ProductKeyOf } from '../keys';
import type { PageRoutes } from '../routes';
import type {
  Feature,
  IconFeature,
  Product,
  ProductImage,
  ProductPage,
  SharedFeatures,
  SpecRow,
  SpecRowGroup,
  SpecTable,
  TabId,
} from '../types';

/**
 * One cable series as its datasheet states it, and the derivations every
 * fibre page shares: the three series tables, the colour order, the drawing
 * spec, and a fibre-count variant built from its series.
 */

type CableSpec = Extract<IllustrationSpec, { kind: 'fiber-cable' }>;

/** Tube sizes the datasheets give a colour order for; no other size has one. */
export const tubeSizes = [2, 4, 6, 12] as const;
export type TubeSize = (typeof tubeSizes)[number];

export interface CableSeries {
  /** Display name with the brand, e.g. 'Lumora NEO'. */
  name: string;
  /** What follows the name and fibre count in a product title ('Fibre Cable'); null when the name says it. */
  titleNoun: string | null;
  tab: TabId<'fiber'>;
  construction: CableSpec['construction'];
  strengthMember: CableSpec['strengthMember'];
  looseTubes: number;
  /** Fibre counts the series is sold in, smallest first. */
  fiberCounts: readonly [number, ...number[]];
  /** Fibres per tube the datasheet gives a colour order for; empty when it gives none (no colour table is drawn). */
  tubeSizes: readonly TubeSize[];
  /** Diameter options in mm, smallest first. */
  diametersMm: readonly [number, ...number[]];
  tensileStrengthN: number;
  /** Crush resistance over 10 cm of cable; `shortTerm` when the datasheet says so. */
  crush: { n: number; shortTerm: boolean };
  impactResistance: string | null;
  /** Minimum long-term bending radius as a multiple of the cable diameter. */
  bendingRadiusD: number;
  weightKgPerKm: number;
  packingLengthsKm: readonly number[];
  packingTolerancePercent: number;
  packingForm: string | null;
  /** Construction rows as the datasheet lists them, fibre and colour rows excluded. */
  constructionRows: readonly SpecRow[];
  /** Optical groups of the ITU-T G.652 D table (attenuation, geometry, dispersion …). */
  opticalGroups: readonly SpecRowGroup[];
  /** Operating rows after the temperature, which every cable shares (proof test, strip force …). */
  operatingRows: readonly SpecRow[];
  /** Test note printed under the characteristics table, when the datasheet has one. */
  testNote: string | null;
}

export const FIBER_STANDARD = 'ITU-T G.652.D';

/** A cable's key figures (content/catalogue/facets/fiber.ts) at one fibre count, from its series' datasheet record. */
export function cableFigures(series: CableSeries, fiberCount: number): FamilyFigures['fiber'] {
  return {
    fibreCount: fiberCount,
    construction: series.construction,
    diameter: { min: Math.min(...series.diametersMm), max: Math.max(...series.diametersMm) },
    crush: series.crush.n,
    tensileStrength: series.tensileStrengthN,
  };
}

/** The orderable models of a series: one per standard fibre count ('Lumora NEO 6F'). */
export function seriesModels(series: CableSeries): readonly OrderableModel<FamilyFigures['fiber']>[] {
  return series.fiberCounts.map((n) => ({ name: `${series.name} ${n}F`, figures: cableFigures(series, n) }));
}

const attenuationText = (dbPerKm: number) => `≤ ${dbPerKm} dB/km`;

/** Figures every cable's fibre meets (spec section 9). */
export const fiberFigures = {
  attenuation1310: attenuationText(fiberAttenuation[1310]),
  attenuation1550: attenuationText(fiberAttenuation[1550]),
  cladding: '125 ± 1 µm',
  operatingTemperature: '-20 to +70 °C',
} as const;

const colourNames: Record<FiberColor, string> = {
  blue: 'Blue',
  orange: 'Orange',
  green: 'Green',
  brown: 'Brown',
  slate: 'Slate (grey)',
  white: 'White',
  red: 'Red',
  black: 'Black',
  yellow: 'Yellow',
  violet: 'Violet',
  rose: 'Rose (pink)',
  aqua: 'Aqua',
};

export const NATURAL = 'Natural';

/**
 * Colours of the fibres in one tube, first to last. The datasheets follow the
 * TIA-598 sequence but leave the last fibre of every tube uncoloured, so a
 * 2F tube is blue and natural, not blue and orange.
 */
export function fiberColourOrder(fibresPerTube: TubeSize): readonly string[] {
  const coloured = TIA_598_COLORS.slice(0, fibresPerTube - 1).map((c) => colourNames[c]);
  return [...coloured, NATURAL];
}

const slashList = (values: readonly number[]) => values.join(' / ');

/** '1 or 2', '0.5 or 1', '2, 4, 6 or 12' for running text. */
export function orList(values: readonly number[]): string {
  const head = values.slice(0, -1);
  const last = values.at(-1);
  return head.length === 0 ? String(last ?? '') : `${head.join(', ')} or ${last}`;
}

export function formatDiameters(mm: readonly number[]): string {
  return `${slashList(mm)} mm`;
}

export function formatCrush(crush: CableSeries['crush']): string {
  return `${crush.n} N / 10 cm${crush.shortTerm ? ' (short term)' : ''}`;
}

export function formatTensile(n: number): string {
  return `${n} N (short term)`;
}

export function formatWeight(kgPerKm: number): string {
  return `Approx. ${kgPerKm} kg/km`;
}

/** The radius as a multiple of the diameter, and what that comes to across the series' diameters. */
export function formatBendingRadius(series: Pick<CableSeries, 'bendingRadiusD' | 'diametersMm'>): string {
  return `${series.bendingRadiusD}D (D = cable diameter): ${bendRangeMm(series)}`;
}

function bendRangeMm(series: Pick<CableSeries, 'bendingRadiusD' | 'diametersMm'>): string {
  const radii = [...new Set([Math.min(...series.diametersMm), Math.max(...series.diametersMm)].map((d) => Math.round(series.bendingRadiusD * d)))];
  return `${radii.join('–')} mm`;
}

export function formatPacking(series: Pick<CableSeries, 'packingLengthsKm' | 'packingTolerancePercent'>): string {
  return `${slashList(series.packingLengthsKm)} km ± ${series.packingTolerancePercent}%`;
}

export const largestDiameter = (series: CableSeries): number => Math.max(...series.diametersMm);

function mechanicalGroup(series: CableSeries): SpecRowGroup {
  const rows: SpecRow[] = [
    ['Max. Tensile Strength', formatTensile(series.tensileStrengthN)],
    ['Crush Resistance', formatCrush(series.crush)],
  ];
  if (series.impactResistance) rows.push(['Impact Resistance', series.impactResistance]);
  rows.push(['Min. Bending Radius (Long Term)', formatBendingRadius(series)]);
  return { label: 'Cable Mechanical Characteristics', rows };
}

function physicalGroup(series: CableSeries): SpecRowGroup {
  const rows: SpecRow[] = [
    ['Cable Diameter', formatDiameters(series.diametersMm)],
    ['Nominal Cable Weight', formatWeight(series.weightKgPerKm)],
    ['Packing Length', formatPacking(series)],
  ];
  if (series.packingForm) rows.push(['Packing', series.packingForm]);
  return { label: 'Cable Physical Characteristics', rows };
}

function operatingGroup(series: CableSeries): SpecRowGroup {
  return {
    label: 'Operating Characteristics',
    rows: [['Operating Temperature', fiberFigures.operatingTemperature], ...series.operatingRows],
  };
}

export function constructionTable(series: CableSeries): SpecTable {
  const colours: SpecRowGroup[] =
    series.tubeSizes.length > 0
      ? [{ label: 'Fibres and Colours', rows: series.tubeSizes.map((size): SpecRow => [`${size}F per tube`, fiberColourOrder(size).join(', ')]) }]
      : [];
  return {
    title: 'Construction Details',
    columns: ['Parameter', 'Details'],
    groups: [...colours, { label: 'Construction', rows: [['No. of Loose Tubes', String(series.looseTubes)], ...series.constructionRows] }],
  };
}

export function characteristicsTable(series: CableSeries): SpecTable {
  return {
    title: `Fibre Characteristics (${FIBER_STANDARD})`,
    columns: ['Parameter', 'Value'],
    groups: [...series.opticalGroups, mechanicalGroup(series), physicalGroup(series), operatingGroup(series)],
    ...(series.testNote ? { note: series.testNote } : {}),
  };
}

/** One column per tube size; a fibre the tube does not hold shows a dash. */
export function colourOrderTable(sizes: readonly [TubeSize, ...TubeSize[]]): SpecTable {
  const largest = Math.max(...sizes);
  const orders = sizes.map((size) => fiberColourOrder(size));
  const rows = Array.from({ length: largest }, (_, i): SpecRow => [
    `Fibre ${i + 1}`,
    ...orders.map((order) => order[i] ?? '—'),
  ]);
  const [first, ...rest] = sizes;
  return {
    title: 'Fibre Colour Order',
    columns: ['Fibre', `${first}F tube`, ...rest.map((size) => `${size}F tube`)],
    groups: [{ rows }],
    note: 'Colours run in the TIA-598 sequence; the last fibre of every tube is natural (uncoloured).',
  };
}

/**
 * The drawing shows the fullest build of the cable. The facts give diameter
 * options without tying them to a fibre count, so it is drawn at the largest.
 */
export function cableImage(series: CableSeries, fiberCount: number, alt: string): ProductImage {
  return {
    kind: 'illustration',
    spec: {
      kind: 'fiber-cable',
      construction: series.construction,
      fiberCount,
      fibersPerTube: Math.ceil(fiberCount / series.looseTubes),
      strengthMember: series.strengthMember,
      diameterMm: largestDiameter(series),
    },
    alt,
  };
}

export function seriesImage(series: CableSeries): ProductImage {
  const count = Math.max(...series.fiberCounts);
  const tubes = series.looseTubes === 1 ? 'one loose tube' : `${series.looseTubes} loose tubes`;
  return cableImage(series, count, `Cross-section of ${series.name}: ${count} fibres in ${tubes}`);
}

export function seriesTables(series: CableSeries): readonly SpecTable[] {
  const [first, ...rest] = series.tubeSizes;
  const colours = first === undefined ? [] : [colourOrderTable([first, ...rest])];
  return [constructionTable(series), characteristicsTable(series), ...colours];
}

const countWords: Readonly<Record<number, string>> = {
  2: 'Two',
  4: 'Four',
  6: 'Six',
  8: 'Eight',
  12: 'Twelve',
  24: 'Twenty-Four',
};

export interface VariantInput {
  key: ProductKeyOf<'fiber'>;
  routes: PageRoutes;
  fiberCount: number;
  /** Search-result description, written for this page. */
  metaDescription: string;
  similar: ProductPage['similar'];
}

const isTubeSize = (n: number): n is TubeSize => (tubeSizes as readonly number[]).includes(n);

/** The fibre every cable carries, said once and shown on each fibre-count page as shared. */
export const fibreShared: SharedFeatures = {
  title: 'Common to every cable we make',
  features: [
    {
      title: 'Low-loss fibre',
      text: `Attenuation stays at ${fiberFigures.attenuation1310} at 1310 nm and ${fiberFigures.attenuation1550} at 1550 nm, which leaves margin in the optical budget of long runs.`,
    },
  ],
};

const seriesSharedCache = new WeakMap<CableSeries, SharedFeatures>();

/** What every fibre count of one series has in common: one record per series, shown on each of its count pages. */
export function seriesShared(series: CableSeries): SharedFeatures {
  const cached = seriesSharedCache.get(series);
  if (cached) return cached;
  const shared: SharedFeatures = {
    title: `Common to every ${series.name} count`,
    features: [
      {
        title: 'Rated for the pull',
        text: `It takes ${series.tensileStrengthN} N of short-term tension and ${series.crush.n} N per 10 cm of crush, so installation loads land on the strength members instead of the fibres.`,
      },
      {
        title: 'Planned for the route',
        text: `Keep bends no tighter than ${series.bendingRadiusD}D, which is ${bendRangeMm(series)} for a cable ${formatDiameters(series.diametersMm)} across, and budget about ${series.weightKgPerKm} kg/km for the drum and the pull.`,
      },
    ],
  };
  seriesSharedCache.set(series, shared);
  return shared;
}

/**
 * A fibre-count page of a series: the series' construction and figures with
 * the count written in, its own drawing, five feature icons and a datasheet
 * generated from the same record, like every product page. A count the
 * series' datasheet does not list is called made to order and gets no colour
 * table, since no source gives its colour order.
 */
export function deriveVariant(series: CableSeries, input: VariantInput): Product<'fiber'> {
  const n = input.fiberCount;
  const capacity = Math.max(...series.fiberCounts);
  if (!Number.isInteger(n) || n < 1 || n > capacity) {
    throw new Error(`${series.name} holds 1 to ${capacity} fibres, not ${n}`);
  }
  const word = countWords[n] ?? String(n);
  const model = `${series.name} ${n}F`;
  const madeToOrder = !series.fiberCounts.includes(n);
  const fibresPerTube = Math.ceil(n / series.looseTubes);
  const fibres = n === 2 ? 'both fibres' : `all ${n} fibres`;
  const tubeText =
    series.looseTubes === 1 ? `${fibres} in one gel-filled loose tube` : `${fibresPerTube} fibres in each of ${series.looseTubes} tubes`;
  const diameters = formatDiameters(series.diametersMm);
  const sameBuild = madeToOrder
    ? `the sheath and strength members of the standard ${orList(series.fiberCounts)}-fibre ${series.name} cables`
    : series.fiberCounts.length > 1
      ? `the same sheath and strength members as every other ${series.name} count`
      : `the sheath and strength members the ${series.name} datasheet specifies`;
  const countText = madeToOrder ? `${n} fibres, made to order` : `${n} fibres`;

  const cableGroups: SpecRowGroup[] = [
    {
      label: 'Construction',
      rows: [
        ['Fibre Count', `${n}F (${countText})`],
        ['Fibre Type', `${FIBER_STANDARD} single-mode`],
        ['No. of Loose Tubes', series.looseTubes === 1 ? `1 (${n} fibres)` : `${series.looseTubes} (${fibresPerTube} fibres each)`],
        ...series.constructionRows,
      ],
    },
    mechanicalGroup(series),
    physicalGroup(series),
    operatingGroup(series),
  ];
  const tables: SpecTable[] = [
    { title: `${model} Cable Specifications`, columns: ['Parameter', 'Value'], groups: cableGroups },
    {
      title: `Fibre Characteristics (${FIBER_STANDARD})`,
      columns: ['Parameter', 'Value'],
      groups: series.opticalGroups,
      ...(series.testNote ? { note: series.testNote } : {}),
    },
  ];
  if (!madeToOrder && series.looseTubes === 1 && isTubeSize(n) && series.tubeSizes.includes(n)) tables.push(colourOrderTable([n]));

  const iconFeatures: IconFeature[] = [
    { icon: 'cable', label: `${n} fibres`, text: madeToOrder ? `Made to order, ${FIBER_STANDARD} single-mode` : `${FIBER_STANDARD} single-mode` },
    { icon: 'shield', label: `${series.tensileStrengthN} N tensile`, text: 'Short-term pulling load' },
    { icon: 'ruler', label: diameters, text: `Bend no tighter than ${series.bendingRadiusD}D` },
    { icon: 'weight', label: `About ${series.weightKgPerKm} kg/km`, text: `Supplied in ${orList(series.packingLengthsKm)} km lengths` },
    { icon: 'thermometer', label: fiberFigures.operatingTemperature, text: 'Operating range' },
  ];
  const features: Feature[] = [
    {
      title: madeToOrder ? `${word} fibres, made to order` : series.looseTubes === 1 ? `${word} fibres, one tube` : `${word} fibres`,
      text: madeToOrder
        ? `The ${model} carries ${tubeText}, with ${sameBuild}. ${word} is not one of those counts, so the ${model} is made to order.`
        : `The ${model} carries ${tubeText}, with ${sameBuild}.`,
    },
  ];
  if (madeToOrder) {
    const stated = series.tubeSizes.length > 0 ? `colour orders only for tubes of ${orList(series.tubeSizes)} fibres` : 'no colour order';
    features.push({
      title: 'Colour coding on request',
      text: `The ${series.name} datasheet gives ${stated}, so no colour table is shown for the ${model}; ask us how its ${n} fibres are coloured when you enquire.`,
    });
  }

  return {
    key: input.key,
    family: 'fiber',
    model,
    title: series.titleNoun ? `${model} ${series.titleNoun}` : model,
    summary: `${series.name} ${madeToOrder ? 'made to order' : 'built'} with ${n} fibres: ${tubeText}, rated for ${series.tensileStrengthN} N of short-term pull and supplied in ${orList(series.packingLengthsKm)} km lengths.`,
    tabs: ['all', series.tab],
    image: cableImage(series, n, `Cross-section of ${model}: ${tubeText}`),
    models: [{ name: model, figures: cableFigures(series, n) }],
    page: {
      ...input.routes,
      metaDescription: input.metaDescription,
      banner: `${countText} · ${series.tensileStrengthN} N tensile · ${series.bendingRadiusD}D bending radius`,
      features,
      shared: [seriesShared(series), fibreShared],
      highlights: [],
      specTables: tables,
      similar: input.similar,
      iconFeatures,
    },
  };
}
