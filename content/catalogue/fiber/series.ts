import { inWords } from '../../count';
import { fiberAttenuation } from '../fiber-attenuation';
import type { OrderableModel } from '../facets';
import type { FamilyFigures } from '../facets/index';
import { NATURAL, TIA_598_COLORS, type CableColor, type IllustrationSpec, type JacketColor } from '../illustration';
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
 * spec, and a fibre-count variant built from its series. What the drawing
 * shows (tubes, fibre and tube colours, strength members, yarn, jacket,
 * diameter) is typed here once; the construction table and the drawing both
 * render it, and lib/content-checks/cable-drawings.ts holds each page's
 * drawing to its tables.
 */

type CableSpec = Extract<IllustrationSpec, { kind: 'fiber-cable' }>;

/** Tube sizes the datasheets give a colour order for; no other size has one. */
export const tubeSizes = [2, 4, 6, 12] as const;
export type TubeSize = (typeof tubeSizes)[number];

/** The loose tubes. */
export interface CableTubes {
  count: number;
  /** As the construction table names it: 'PBT' or 'PBT (polybutylene terephthalate)'. */
  material: string;
  /** Water-blocking filling; null for a dry tube. */
  filling: 'thixotropic jelly' | null;
  /** The colour the tubes are identified by; null when the datasheet names none, and none is drawn. */
  colour: CableColor | null;
}

/** The rods that carry the pull. */
export interface StrengthMembers {
  material: 'frp';
  /** Rod counts the datasheet gives, the usual build first: the drawing draws that one. */
  rods: readonly [number, ...number[]];
  rodDiameterMm: readonly [number, ...number[]];
  /** The rods' finish as the datasheet words it; null when it gives none. */
  finish: string | null;
  /** 'sheath' when the datasheet says the rods are embedded in it; null when it does not say where they sit. */
  placement: 'sheath' | null;
}

export interface CableYarn {
  /** null when the datasheet gives a yarn count but not the material. */
  material: 'glass' | null;
  /** Yarn counts in tex; null when the datasheet gives none. */
  tex: readonly number[] | null;
}

export interface CableJacket {
  material: 'PE' | 'HDPE';
  colour: JacketColor;
  /** More the datasheet says of it ('UV-stabilised'); null when nothing. */
  finish: string | null;
}

export interface CableSeries {
  /** Display name with the brand, e.g. 'Lumora NEO'. */
  name: string;
  /** What follows the name and fibre count in a product title ('Fibre Cable'); null when the name says it. */
  titleNoun: string | null;
  tab: TabId<'fiber'>;
  construction: CableSpec['construction'];
  tubes: CableTubes;
  strength: StrengthMembers;
  /** Yarn under the sheath; null when the datasheet names none. */
  yarn: CableYarn | null;
  jacket: CableJacket;
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
  /**
   * The datasheet's other construction rows (FRP finish, coating, lining …).
   * Tubes, colours, strength members, yarn and jacket are rendered from the
   * typed fields above, never typed here as text.
   */
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

const colourNames: Record<CableColor, string> = {
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
  natural: 'Natural',
};

/** A fibre or tube colour as the tables write it. */
export function colourName(colour: CableColor): string {
  return colourNames[colour];
}

/**
 * Colours of the fibres in one tube, first to last. The datasheets follow the
 * TIA-598 sequence but leave the last fibre of every tube uncoloured, so a
 * 2F tube is blue and natural, not blue and orange.
 */
export function fiberColourOrder(fibresPerTube: TubeSize): readonly CableColor[] {
  return [...TIA_598_COLORS.slice(0, fibresPerTube - 1), NATURAL];
}

const isTubeSize = (n: number): n is TubeSize => (tubeSizes as readonly number[]).includes(n);

/** The colour order the series' datasheet gives a tube of this many fibres, or null when it gives none. */
export function statedColourOrder(series: Pick<CableSeries, 'tubeSizes'>, fibresPerTube: number): readonly CableColor[] | null {
  return isTubeSize(fibresPerTube) && series.tubeSizes.includes(fibresPerTube) ? fiberColourOrder(fibresPerTube) : null;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const slashList = (values: readonly number[]) => values.join(' / ');

/** '1 or 2', '0.5 or 1', '2, 4, 6 or 12' for running text. */
export function orList(values: readonly number[]): string {
  const head = values.slice(0, -1);
  const last = values.at(-1);
  return head.length === 0 ? String(last ?? '') : `${head.join(', ')} or ${last}`;
}

/** 'a single FRP rod of 0.5 mm', 'two or three FRP rods of 0.8 or 1 mm': the rods for running text. */
export function rodPhrase(strength: StrengthMembers): string {
  const [first, ...more] = strength.rods;
  const count = more.length === 0 && first === 1 ? 'a single' : [first, ...more].map(inWords).join(' or ');
  const noun = more.length === 0 && first === 1 ? 'rod' : 'rods';
  return `${count} FRP ${noun} of ${orList(strength.rodDiameterMm)} mm`;
}

/** 'two', 'two or three': how many rods, for running text. */
export const rodCountWords = (strength: StrengthMembers): string => strength.rods.map(inWords).join(' or ');

/** '300 or 600 TEX yarn', 'glass yarn'; '' when the cable has none. */
export function yarnPhrase(yarn: CableYarn | null): string {
  if (!yarn) return '';
  const tex = yarn.tex ? `${orList(yarn.tex)} TEX ` : '';
  return `${tex}${yarn.material ? `${yarn.material} ` : ''}yarn`;
}

/** 'a natural PBT tube filled with thixotropic jelly', for running text. */
export function tubePhrase(tubes: CableTubes): string {
  const colour = tubes.colour ? `${colourName(tubes.colour).toLowerCase()} ` : '';
  const material = tubes.material.split(' ')[0];
  return `a ${colour}${material} tube${tubes.filling ? ` filled with ${tubes.filling}` : ''}`;
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

function formatStrength(series: Pick<CableSeries, 'strength' | 'yarn'>): string {
  const { strength, yarn } = series;
  const single = strength.rods.length === 1 && strength.rods[0] === 1;
  return [
    `${orList(strength.rods)} FRP ${single ? 'rod' : 'rods'}, ${orList(strength.rodDiameterMm)} mm${strength.finish ? ` (${strength.finish})` : ''}`,
    ...(strength.placement === 'sheath' ? ['embedded in the sheath'] : []),
    ...(yarn?.material ? [`plus ${yarn.material} yarn`] : []),
  ].join(', ');
}

/**
 * The construction rows of what the drawing shows, rendered from the typed
 * record, then the datasheet's other rows; `tubeCount` is the loose-tube row's
 * text.
 */
function constructionRowsOf(series: CableSeries, tubeCount: string): SpecRow[] {
  const { tubes, yarn, jacket } = series;
  return [
    ['No. of Loose Tubes', tubeCount],
    ['Loose Tube', tubes.filling ? `${tubes.material}, filled with ${tubes.filling}` : tubes.material],
    ...(tubes.colour ? [['Tube Identification', colourName(tubes.colour)] as const] : []),
    ['Strength Member', formatStrength(series)],
    ...(yarn?.tex ? [['Yarn Count', `${yarn.tex.join(' / ')} TEX`] as const] : []),
    ['Outer Jacket', `${jacket.material}, ${jacket.finish ? `${jacket.finish} ` : ''}${jacket.colour}`],
    ...series.constructionRows,
  ];
}

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
      ? [{ label: 'Fibres and Colours', rows: series.tubeSizes.map((size): SpecRow => [`${size}F per tube`, fiberColourOrder(size).map(colourName).join(', ')]) }]
      : [];
  return {
    title: 'Construction Details',
    columns: ['Parameter', 'Details'],
    groups: [...colours, { label: 'Construction', rows: constructionRowsOf(series, String(series.tubes.count)) }],
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
  const orders = sizes.map((size) => fiberColourOrder(size).map(colourName));
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
 * The drawing of a cable at one fibre count, from the same record its tables
 * render: tube count, filling and colour, the stated fibre colours (none
 * when no order is published), the usual number of rods, yarn and jacket.
 * The facts give diameter options without tying them to a fibre count, so it
 * is drawn at the largest.
 */
export function cableImage(series: CableSeries, fiberCount: number, fiberColors: readonly CableColor[] | null, alt: string): ProductImage {
  const { tubes, strength, yarn } = series;
  return {
    kind: 'illustration',
    spec: {
      kind: 'fiber-cable',
      construction: series.construction,
      fiberCount,
      fibersPerTube: fibresPerTubeOf(series, fiberCount),
      fiberColors,
      tubeColors: tubes.colour ? [tubes.colour] : null,
      gelFilled: tubes.filling !== null,
      // A round cable's rods sit in the sheath, a flat cable's beside its tube, whether or not the datasheet says so.
      rods: { placement: 'sheath', material: strength.material, count: strength.rods[0] },
      yarn: yarn ? (yarn.material ?? 'unnamed') : null,
      jacket: series.jacket.colour,
      diameterMm: largestDiameter(series),
    },
    alt,
  };
}

const fibresPerTubeOf = (series: CableSeries, fiberCount: number) => Math.ceil(fiberCount / series.tubes.count);

/** The series page's drawing: the fullest build, coloured where the datasheet gives that tube's order. */
export function seriesImage(series: CableSeries): ProductImage {
  const count = Math.max(...series.fiberCounts);
  const tubes = series.tubes.count === 1 ? 'one loose tube' : `${series.tubes.count} loose tubes`;
  return cableImage(series, count, statedColourOrder(series, fibresPerTubeOf(series, count)), `Cross-section of ${series.name}: ${count} fibres in ${tubes}`);
}

export function seriesTables(series: CableSeries): readonly SpecTable[] {
  const [first, ...rest] = series.tubeSizes;
  const colours = first === undefined ? [] : [colourOrderTable([first, ...rest])];
  return [constructionTable(series), characteristicsTable(series), ...colours];
}

export interface VariantInput {
  key: ProductKeyOf<'fiber'>;
  routes: PageRoutes;
  fiberCount: number;
  /** Search-result description, written for this page. */
  metaDescription: string;
  similar: ProductPage['similar'];
}

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
  const word = capitalise(inWords(n));
  const model = `${series.name} ${n}F`;
  const madeToOrder = !series.fiberCounts.includes(n);
  const fibresPerTube = fibresPerTubeOf(series, n);
  const tubeCount = series.tubes.count;
  const fibres = n === 2 ? 'both fibres' : `all ${n} fibres`;
  const tubeText =
    tubeCount === 1 ? `${fibres} in one ${series.tubes.filling ? 'gel-filled ' : ''}loose tube` : `${fibresPerTube} fibres in each of ${tubeCount} tubes`;
  // One decision for the colour table and the drawing: a made-to-order count has no published colours.
  const colours = madeToOrder ? null : statedColourOrder(series, fibresPerTube);
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
        ...constructionRowsOf(series, tubeCount === 1 ? `1 (${n} fibres)` : `${tubeCount} (${fibresPerTube} fibres each)`),
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
  if (colours && isTubeSize(fibresPerTube)) tables.push(colourOrderTable([fibresPerTube]));

  const iconFeatures: IconFeature[] = [
    { icon: 'cable', label: `${n} fibres`, text: madeToOrder ? `Made to order, ${FIBER_STANDARD} single-mode` : `${FIBER_STANDARD} single-mode` },
    { icon: 'shield', label: `${series.tensileStrengthN} N tensile`, text: 'Short-term pulling load' },
    { icon: 'ruler', label: diameters, text: `Bend no tighter than ${series.bendingRadiusD}D` },
    { icon: 'weight', label: `About ${series.weightKgPerKm} kg/km`, text: `Supplied in ${orList(series.packingLengthsKm)} km lengths` },
    { icon: 'thermometer', label: fiberFigures.operatingTemperature, text: 'Operating range' },
  ];
  const features: Feature[] = [
    {
      title: madeToOrder ? `${word} fibres, made to order` : tubeCount === 1 ? `${word} fibres, one tube` : `${word} fibres`,
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
    image: cableImage(series, n, colours, `Cross-section of ${model}: ${tubeText}`),
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
