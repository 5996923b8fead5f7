import { paths } from '@/content/paths';
import { site } from '@/content/site';
import type { ProductKeyOf } from '../keys';
import { familyRoutes, type RouteWord } from '../routes';
import type { Feature, Product, ProductPage, SpecRow, SpecRowGroup } from '../types';
import { NATURAL } from '../illustration';
import {
  type CableJacket,
  type CableSeries,
  type CableTubes,
  deriveVariant,
  FIBER_STANDARD,
  fiberFigures,
  largestDiameter,
  orList,
  rodCountWords,
  seriesImage,
  seriesModels,
  seriesTables,
  tubeSizes,
  type TubeSize,
} from './series';

/**
 * The company's own cable: five series with datasheets and seven fibre-count
 * pages derived from them (DECISIONS.md, "Fibre variants").
 */

const transmission: SpecRowGroup = {
  label: 'Transmission',
  rows: [
    ['Attenuation @ 1310 nm', fiberFigures.attenuation1310],
    ['Attenuation @ 1550 nm', fiberFigures.attenuation1550],
  ],
};

const modeField: readonly SpecRow[] = [
  ['Mode Field Diameter @ 1310 nm', '9.2 ± 0.4 µm'],
  ['Mode Field Diameter @ 1550 nm', '10.3 ± 0.5 µm'],
  ['Cladding Diameter', fiberFigures.cladding],
];

const pmdAndSlope: readonly SpecRowGroup[] = [
  {
    label: 'Polarisation Mode Dispersion (1310 & 1550 nm)',
    rows: [
      ['At Fibre Stage', '≤ 0.2 ps/√km'],
      ['At Cable Stage', '≤ 0.3 ps/√km'],
    ],
  },
  {
    label: 'Dispersion Slope & Wavelength',
    rows: [
      ['Zero Dispersion Wavelength', '1300–1324 nm'],
      ['Zero Dispersion Slope', '≤ 0.092 ps/(nm²·km)'],
    ],
  },
];

/**
 * Chromatic dispersion of the one fibre every cable carries, as the Drop, NEO
 * and Gold datasheets give it. The Flat datasheet's second band reads
 * 1270–1400 nm, which its own zero-dispersion wavelength (1300–1324 nm) and
 * slope (≤ 0.092) rule out: such a fibre disperses 6.4 to 8.3 ps/(nm·km) at
 * 1400 nm. Its other figures match the Drop datasheet's, so Flat shows this block too.
 */
const chromaticDispersion: SpecRowGroup = {
  label: 'Chromatic Dispersion',
  rows: [
    ['1285–1330 nm', '≤ 3.5 ps/(nm·km)'],
    ['1270–1340 nm', '≤ 5.3 ps/(nm·km)'],
    ['1550 nm', '≤ 18 ps/(nm·km)'],
    ['1625 nm', '≤ 22.0 ps/(nm·km)'],
  ],
};

/** The full G.652 D block of the Drop, NEO and Gold datasheets; only the concentricity differs. */
function fullOptical(coreCladConcentricity: string): readonly SpecRowGroup[] {
  return [
    transmission,
    {
      label: 'Geometry',
      rows: [
        ...modeField,
        ['Cladding Non-Circularity', '≤ 1%'],
        ['Core/Clad Concentricity Error', coreCladConcentricity],
        ['Coating Diameter (Uncoloured)', '245 ± 10 µm'],
        ['Coating/Cladding Concentricity', '≤ 12 µm'],
      ],
    },
    {
      label: 'Cut-off Wavelength',
      rows: [
        ['Cable Cut-off Wavelength', '≤ 1260 nm'],
        ['Fibre Cut-off Wavelength', '≤ 1320 nm'],
      ],
    },
    chromaticDispersion,
    ...pmdAndSlope,
  ];
}

/** The test figures of the Flat, Drop, NEO and Gold datasheets, which the cable factory page quotes too. */
export const fibreTests = {
  proofTest: '1%',
  attenuationChange: '0.05 dB/km',
} as const;

const fibreHandling: readonly SpecRow[] = [
  ['Fibre Proof Test', fibreTests.proofTest],
  ['Strip Force', '1.3 N < f < 8.9 N'],
  ['Fibre Curl', '4 m radius of curvature'],
];

const iecTestNote = `All tests follow IEC methods; the change in attenuation during testing stays within ${fibreTests.attenuationChange}.`;

/** One jelly-filled PBT tube, natural: the Flat, Drop, NEO and Gold datasheets. */
const naturalJellyTube: CableTubes = { count: 1, material: 'PBT', filling: 'thixotropic jelly', colour: NATURAL };
const blackPeJacket: CableJacket = { material: 'PE', colour: 'black', finish: null };

/**
 * Flat and Drop share one datasheet; only the shape of the sheath differs.
 * Its FRP row offers single or dual FRP, and its strength-member row gives
 * the build as one 0.5 mm rod: that is the rod drawn. Both pack in 0.5 or
 * 1 km coils (fiber.json, the Flat and the Drop tables alike); section 9
 * names only the Drop for 0.5/1 km, but everywhere else it gives the two
 * cables one set of figures, and the maker's own table stands.
 */
const twoFibreBase = {
  tubes: naturalJellyTube,
  strength: { material: 'frp', rods: [1], rodDiameterMm: [0.5], finish: 'thermal, UV-uncoated or UV-coated', placement: null },
  yarn: { material: null, tex: [300, 600] },
  jacket: blackPeJacket,
  fiberCounts: [2],
  tubeSizes: [2],
  diametersMm: [4.5, 4.7, 5],
  tensileStrengthN: 100,
  crush: { n: 250, shortTerm: false },
  impactResistance: '1.0 N·m',
  bendingRadiusD: 20,
  weightKgPerKm: 16,
  packingLengthsKm: [0.5, 1],
  packingTolerancePercent: 5,
  packingForm: 'Coil',
  constructionRows: [
    ['FRP', 'Single or dual FRP'],
    ['HDPE Coating', 'Single coating'],
    ['Lining Option', 'Orange, blue, yellow or green line on black cable'],
  ],
  operatingRows: fibreHandling,
  testNote: iecTestNote,
} as const satisfies Omit<CableSeries, 'name' | 'titleNoun' | 'tab' | 'construction' | 'opticalGroups'>;

export const flat: CableSeries = {
  ...twoFibreBase,
  name: `${site.name} Flat Cable`,
  titleNoun: null,
  tab: 'flat-cable',
  construction: 'flat',
  // The Flat datasheet gives a shorter G.652 D block than the Drop one.
  opticalGroups: [
    transmission,
    { label: 'Geometry', rows: modeField },
    chromaticDispersion,
    ...pmdAndSlope,
  ],
};

export const drop: CableSeries = {
  ...twoFibreBase,
  name: `${site.name} Drop Cable`,
  titleNoun: null,
  tab: 'drop-cable',
  construction: 'drop',
  opticalGroups: fullOptical('≤ 0.8 µm'),
};

const singleTubeBase = {
  construction: 'unitube',
  tubes: naturalJellyTube,
  jacket: blackPeJacket,
  fiberCounts: [2, 4, 6, 12],
  tubeSizes: [2, 4, 6, 12],
  crush: { n: 1000, shortTerm: true },
  impactResistance: '10.0 N·m',
  weightKgPerKm: 28,
  packingLengthsKm: [1, 2],
  packingTolerancePercent: 5,
  packingForm: 'Coil',
  opticalGroups: fullOptical('≤ 0.5 µm'),
  operatingRows: fibreHandling,
  testNote: iecTestNote,
} as const satisfies Partial<CableSeries>;

export const neo: CableSeries = {
  ...singleTubeBase,
  name: `${site.name} NEO`,
  titleNoun: 'Fibre Cable',
  tab: 'neo',
  diametersMm: [5.8, 6],
  tensileStrengthN: 280,
  bendingRadiusD: 25,
  strength: { material: 'frp', rods: [2], rodDiameterMm: [0.8], finish: null, placement: 'sheath' },
  yarn: { material: null, tex: [600, 1200] },
  constructionRows: [
    ['FRP', 'UV-cured, uncoated, dual'],
    ['HDPE Coating', 'Single or double coating'],
  ],
};

export const gold: CableSeries = {
  ...singleTubeBase,
  name: `${site.name} Gold`,
  titleNoun: 'Fibre Cable',
  tab: 'gold',
  diametersMm: [5.8, 6, 6.5, 7],
  tensileStrengthN: 350,
  bendingRadiusD: 20,
  strength: { material: 'frp', rods: [2, 3], rodDiameterMm: [0.8, 1], finish: null, placement: 'sheath' },
  yarn: { material: null, tex: [1200] },
  constructionRows: [
    ['FRP', 'UV-cured, coated'],
    ['HDPE Coating', 'Super or super double coating'],
  ],
};

/**
 * Platinum has only the live datasheet tables; diameter, bending radius,
 * packing and weight come from the spec's section 9 figures.
 */
export const platinum: CableSeries = {
  name: `${site.name} Platinum`,
  titleNoun: 'Fibre Cable',
  tab: 'platinum',
  construction: 'multitube',
  // The Platinum datasheet names no tube colour, so none is drawn.
  tubes: { count: 2, material: 'PBT (polybutylene terephthalate)', filling: 'thixotropic jelly', colour: null },
  strength: { material: 'frp', rods: [2], rodDiameterMm: [1], finish: 'UV-coated', placement: 'sheath' },
  yarn: { material: 'glass', tex: null },
  jacket: { material: 'HDPE', colour: 'black', finish: 'UV-stabilised' },
  fiberCounts: [2, 4, 6, 12, 24],
  // The Platinum datasheet states no colour order, so no colour table is drawn.
  tubeSizes: [],
  diametersMm: [5.8, 6, 6.5, 7],
  tensileStrengthN: 350,
  crush: { n: 1000, shortTerm: true },
  impactResistance: null,
  bendingRadiusD: 20,
  weightKgPerKm: 28,
  packingLengthsKm: [1, 2],
  packingTolerancePercent: 5,
  packingForm: null,
  constructionRows: [
    ['Cable Type', 'Dual-tube, un-armoured'],
    ['Fibre Count Range', '2F to 24F'],
    ['Lining Option', 'Black line on orange cable, or orange line on black cable'],
  ],
  opticalGroups: [
    transmission,
    { label: 'Geometry', rows: [['Mode Field Diameter @ 1310 nm', '9.2 ± 0.4 µm'], ['Cladding Diameter', fiberFigures.cladding]] },
    { label: 'Chromatic Dispersion', rows: [['1550 nm', '≤ 18.0 ps/(nm·km)']] },
    { label: 'Polarisation Mode Dispersion', rows: [['At Fibre Stage', '≤ 0.2 ps/√km']] },
    { label: 'Cut-off Wavelength', rows: [['Fibre Cut-off Wavelength', '≤ 1320 nm']] },
  ],
  operatingRows: [],
  testNote: null,
};

/** Each series as its datasheet states it; the cable factory page reads its construction words here. */
export const seriesFacts = {
  'flat-cable': flat,
  'drop-cable': drop,
  neo,
  gold,
  platinum,
} as const satisfies Record<string, CableSeries>;

type SeriesKey = keyof typeof seriesFacts;

/**
 * The colour orders the datasheets publish, for /field-kit: every tube size
 * some series gives one for, the series that give them, and those that give
 * none. null when no series gives any.
 */
export function publishedColourOrders(): { sizes: readonly [TubeSize, ...TubeSize[]]; stated: readonly CableSeries[]; unstated: readonly CableSeries[] } | null {
  const all: readonly CableSeries[] = Object.values(seriesFacts);
  const stated = all.filter((s) => s.tubeSizes.length > 0);
  const [first, ...rest] = tubeSizes.filter((size) => stated.some((s) => s.tubeSizes.includes(size)));
  return first === undefined ? null : { sizes: [first, ...rest], stated, unstated: all.filter((s) => s.tubeSizes.length === 0) };
}

/** '4.5–5 mm': the thinnest to the thickest option, for short copy. */
export const diameterSpan = (c: CableSeries) => `${c.diametersMm[0]}–${largestDiameter(c)} mm`;
/** '2 to 12': the smallest to the largest fibre count. */
export const countSpan = (c: CableSeries) => `${c.fiberCounts[0]} to ${Math.max(...c.fiberCounts)}`;

/** Fibre-count pages, the old numbered route each one keeps, and each page's own search-result description. */
const variantSpecs = {
  'gold-8f': {
    series: 'gold',
    fiberCount: 8,
    routeWord: 'seven',
    metaDescription: `${gold.name} 8F, made to order: eight ${FIBER_STANDARD} fibres in one gel-filled tube, rated ${gold.tensileStrengthN} N in tension and ${gold.crush.n} N/10 cm in crush, ${diameterSpan(gold)} across.`,
  },
  'gold-12f': {
    series: 'gold',
    fiberCount: 12,
    routeWord: 'eight',
    metaDescription: `Twelve fibres in a single loose tube with the Gold series' ${gold.tensileStrengthN} N pull rating: ${gold.name} 12F, bend radius ${gold.bendingRadiusD}D, about ${gold.weightKgPerKm} kg/km.`,
  },
  'neo-2f': {
    series: 'neo',
    fiberCount: 2,
    routeWord: 'nine',
    metaDescription: `${neo.name} 2F carries two fibres in one loose tube between ${rodCountWords(neo.strength)} FRP rods: ${neo.tensileStrengthN} N tensile, ${orList(neo.diametersMm)} mm across, in ${orList(neo.packingLengthsKm)} km lengths.`,
  },
  'neo-4f': {
    series: 'neo',
    fiberCount: 4,
    routeWord: 'ten',
    metaDescription: `Four-fibre NEO cable for access routes: one gel-filled tube, ${neo.crush.n} N/10 cm crush resistance and ${neo.impactResistance} impact rating in a ${orList(neo.diametersMm)} mm sheath.`,
  },
  'neo-8f': {
    series: 'neo',
    fiberCount: 8,
    routeWord: 'eleven',
    metaDescription: `${neo.name} 8F, made to order: eight ${FIBER_STANDARD} fibres in one tube, ${fiberFigures.attenuation1550} at 1550 nm, and the NEO build of ${neo.tensileStrengthN} N tensile at ${neo.weightKgPerKm} kg/km.`,
  },
  'neo-12f': {
    series: 'neo',
    fiberCount: 12,
    routeWord: 'twelve',
    metaDescription: `The largest NEO count: ${neo.name} 12F holds twelve fibres in one loose tube, bends to ${neo.bendingRadiusD}D and ships in ${orList(neo.packingLengthsKm)} km coils.`,
  },
  'drop-2f': {
    series: 'drop-cable',
    fiberCount: 2,
    routeWord: 'thirteen',
    metaDescription: `A two-fibre subscriber drop: ${drop.name} 2F has an FRP strength member, ${drop.tensileStrengthN} N pull rating and ${drop.impactResistance} impact rating, about ${drop.weightKgPerKm} kg/km.`,
  },
} as const satisfies Record<
  Exclude<ProductKeyOf<'fiber'>, SeriesKey>,
  { series: SeriesKey; fiberCount: number; routeWord: RouteWord; metaDescription: string }
>;

type VariantKey = keyof typeof variantSpecs;

/**
 * The series page's word on its fibre-count pages outside the standard counts
 * ('The Lumora Gold 8F is made to order …'), or '' when it has none.
 */
export function madeToOrderSentence(key: SeriesKey): string {
  const series = seriesFacts[key];
  const extra: number[] = Object.values(variantSpecs)
    .filter((v) => v.series === key && !series.fiberCounts.includes(v.fiberCount))
    .map((v) => v.fiberCount);
  if (extra.length === 0) return '';
  const models = extra.map((n) => `${series.name} ${n}F`).join(' and ');
  return ` The ${models} ${extra.length === 1 ? 'is' : 'are'} made to order, with no colour order in the datasheet.`;
}

export type FiberProductKey = ProductKeyOf<'fiber'>;
type Similar = ProductPage['similar'];

/** Series pages live under the landing path as `/lumora-fiber/lumora-neo`; variants keep the spec's numbered pages. */
const routes = familyRoutes({ base: paths.fiber, numbered: `${site.slug}fiber` });

interface SeriesProse {
  title: string;
  summary: string;
  metaDescription: string;
  banner: string;
  features: readonly Feature[];
}

interface SeriesPage {
  routeSuffix: string;
  /** Old numbered similar-product paths (spec 2.4) that now redirect here. */
  legacyWords: readonly RouteWord[];
  similar: Similar;
}

export function seriesProduct(key: SeriesKey, prose: SeriesProse, page: SeriesPage): Product<'fiber'> {
  const facts = seriesFacts[key];
  return {
    key,
    family: 'fiber',
    model: facts.name,
    title: prose.title,
    summary: prose.summary,
    tabs: ['all', facts.tab],
    image: seriesImage(facts),
    models: seriesModels(facts),
    page: {
      ...routes.model(`${site.slug}-${page.routeSuffix}`, { numbered: page.legacyWords }),
      metaDescription: prose.metaDescription,
      banner: prose.banner,
      features: prose.features,
      highlights: [],
      specTables: seriesTables(facts),
      similar: page.similar,
    },
  };
}

export function variantProduct(key: VariantKey, similar: Similar): Product<'fiber'> {
  const spec = variantSpecs[key];
  return deriveVariant(seriesFacts[spec.series], {
    key,
    routes: routes.numbered(spec.routeWord),
    fiberCount: spec.fiberCount,
    metaDescription: spec.metaDescription,
    similar,
  });
}