import { paths } from '@/content/paths';
import { formatNumber } from '../facets';
import { asStated, type Quantity } from '../quantity';
import type { FamilyFigures } from '../facets/index';
import type { ProductKeyOf } from '../keys';
import { familyRoutes } from '../routes';
import type { SharedFeatures, SpecRow, SpecRowGroup, SpecTable } from '../types';

/**
 * Pages live at `/sumitomo/<MODEL>`, the FC-6 series at the spec's numbered
 * `/sumitomoproducttwelve`; the old numbered similar-product paths redirect.
 */
export const routes = familyRoutes({ base: paths.sumitomo, numbered: 'sumitomo' });

/**
 * Sumitomo Electric splicers and cleavers. Figures come from the catalogue
 * facts (reference/catalogue/sumitomo.json) with the spec's section 9 values
 * where the two differ; a row whose value the facts lack is left out.
 */

/* ---------- Key figures, each written once ---------- */

/**
 * A splicer's figures as the maker rates them. Its key figures
 * (content/catalogue/facets/sumitomo.ts), its spec-table cells and the
 * words that repeat them all read from here.
 */
interface SplicerRecord {
  /** As the maker prints it. */
  readonly name: string;
  /** How it lines the fibres up; null where the sources do not say. */
  readonly alignment: 'core' | 'clad' | null;
  /**
   * The fibre counts it splices in one pass, smallest first. [1] for the
   * single-fibre splicers: the maker files them apart from the ribbon
   * splicer, and every holder and sleeve it lists for them takes one fibre.
   */
  readonly fibreCounts: readonly number[];
  /** Typical splice loss in dB by fibre type, in the maker's order; SMF is the key figure. */
  readonly lossDb: { readonly SMF: number; readonly MMF: number; readonly DSF: number; readonly NZDSF: number; readonly BIF?: number };
  /** Seconds for one single-fibre splice by mode; quick mode is the key figure. */
  readonly spliceS: { readonly quick: number; readonly standard?: number; readonly auto?: number };
  /** Seconds to shrink a single-fibre sleeve, in the quickest mode the maker rates. */
  readonly heatS: number;
  /** Splice-and-heat cycles per battery charge. */
  readonly cycles: number;
  readonly weightKg: { readonly withoutBattery: number; readonly withBattery: number };
  /**
   * Where our older catalogue (the spec's section 9) prints other figures
   * for this model than the maker's own table: each such figure is shown as
   * the maker states it, with the older one and whose it is beside it.
   */
  readonly olderCatalogue?: {
    /** Whose figures the older catalogue printed: 'the single-fibre 82C+’s'. */
    readonly whose: string;
    readonly lossSmfDb?: number;
    readonly spliceS?: number;
    readonly heatS?: number;
    readonly cycles?: number;
    readonly weightKg?: number;
    readonly electrodeArcs?: number;
  };
}

/** The S1V and the S1V Ultra share one body (the maker's tables give both the same size and weight). */
const s1vBodyWeightKg = { withoutBattery: 0.9, withBattery: 1.2 } as const;

export const splicers = {
  s1v: {
    name: 'S1V',
    alignment: 'clad',
    fibreCounts: [1],
    lossDb: { SMF: 0.03, MMF: 0.01, DSF: 0.05, NZDSF: 0.05 },
    spliceS: { quick: 6 },
    heatS: 17,
    cycles: 250,
    weightKg: s1vBodyWeightKg,
  },
  's1v-ultra': {
    name: 'S1V Ultra',
    alignment: 'clad',
    fibreCounts: [1],
    lossDb: { SMF: 0.03, MMF: 0.01, DSF: 0.05, NZDSF: 0.05 },
    spliceS: { quick: 6 },
    heatS: 12,
    cycles: 250,
    weightKg: s1vBodyWeightKg,
  },
  z2c: {
    name: 'Z2C',
    alignment: 'core',
    fibreCounts: [1],
    lossDb: { SMF: 0.02, MMF: 0.01, DSF: 0.04, NZDSF: 0.04, BIF: 0.02 },
    spliceS: { quick: 6, auto: 8 },
    heatS: 15,
    cycles: 310,
    weightKg: { withoutBattery: 1.7, withBattery: 2.1 },
  },
  w1c: {
    name: 'W1C',
    alignment: 'core',
    fibreCounts: [1],
    lossDb: { SMF: 0.02, MMF: 0.01, DSF: 0.04, NZDSF: 0.04, BIF: 0.02 },
    spliceS: { quick: 6, auto: 8 },
    heatS: 8,
    cycles: 310,
    weightKg: { withoutBattery: 1.9, withBattery: 2.1 },
  },
  '82c-plus': {
    name: '82C+',
    alignment: 'core',
    fibreCounts: [1],
    lossDb: { SMF: 0.01, MMF: 0.01, DSF: 0.03, NZDSF: 0.03 },
    // The maker rates standard and auto mode alike, in one figure.
    spliceS: { quick: 5, standard: 7 },
    heatS: 8,
    cycles: 320,
    weightKg: { withoutBattery: 1.9, withBattery: 2.2 },
  },
  // A mass splicer: the sources name no alignment method for it. Its figures are the
  // maker's own 82M12 table's (its current page): times for a whole 12-fibre ribbon,
  // and no single-fibre time. Our older catalogue (section 9) and the printed table
  // it came from give the single-fibre 82C+'s figures instead; the page shows the
  // maker's, as stated, with the older ones beside them (issue 39).
  '82m12': {
    name: '82M12',
    alignment: null,
    fibreCounts: [1, 2, 4, 5, 6, 8, 10, 12],
    lossDb: { SMF: 0.05, MMF: 0.02, DSF: 0.08, NZDSF: 0.08 },
    spliceS: { quick: 11, standard: 14 },
    heatS: 25,
    cycles: 220,
    weightKg: { withoutBattery: 1.7, withBattery: 2 },
    olderCatalogue: { whose: 'the single-fibre 82C+’s', lossSmfDb: 0.01, spliceS: 5, heatS: 8, cycles: 320, weightKg: 1.9, electrodeArcs: 6000 },
  },
} as const satisfies Record<'s1v' | 's1v-ultra' | 'z2c' | 'w1c' | '82c-plus' | '82m12', SplicerRecord>;

/** What a figure's note says where the older catalogue differs: 'our older catalogue gives 5 s, the single-fibre 82C+’s'. */
export function olderNote(s: SplicerRecord, key: Exclude<keyof NonNullable<SplicerRecord['olderCatalogue']>, 'whose'>, unit: string): string | null {
  const older = s.olderCatalogue;
  const value = older?.[key];
  return older && value !== undefined ? `our older catalogue gives ${formatNumber(value)} ${unit}, ${older.whose}` : null;
}

/** A splicer's figure, as the maker's table states it where the older catalogue gives another. */
function stated(s: SplicerRecord, value: number, key: Parameters<typeof olderNote>[1], unit: string): Quantity {
  const note = olderNote(s, key, unit);
  return note ? asStated(value, note) : value;
}

/** A cell with the older catalogue's figure beside the maker's, where it differs: '25 s (…) (as stated: our older catalogue gives 8 s, …)'. */
export function withOlder(s: SplicerRecord, text: string, key: Parameters<typeof olderNote>[1], unit: string): string {
  const note = olderNote(s, key, unit);
  return note ? `${text} (as stated: ${note})` : text;
}

/** A cleaver blade: cleaves per position times the positions it turns through. */
interface Blade {
  readonly fibresPerPosition: number;
  readonly positions: number;
}

/** A cleaver model, by its part number. */
interface CleaverRecord {
  /** Most fibres in one cleave: 12 with a ribbon holder, 1 for single fibre. */
  readonly fibreCount: number;
  /** As it comes, in kg; null where no source gives this model's own weight. */
  readonly weightKg: number | null;
  readonly blade: Blade;
}

/** Section 9: 60,000 fibres for the FC-8R, S-70, SFCS and FC-6 series; 54,000 for the FC-6R models; 48,000 for the FC-7LS. */
const blade2500x24 = { fibresPerPosition: 2500, positions: 24 } as const satisfies Blade;
const blade2250x24 = { fibresPerPosition: 2250, positions: 24 } as const satisfies Blade;
const blade2000x24 = { fibresPerPosition: 2000, positions: 24 } as const satisfies Blade;

export const fc8rBody = { fibreCount: 12, weightKg: 0.26, blade: blade2500x24 } as const;

export const cleavers = {
  'FC-8R-F': fc8rBody,
  'FC-8R-FC': fc8rBody,
  'S-70': { fibreCount: 1, weightKg: 0.26, blade: blade2500x24 },
  'FC-7LS': { fibreCount: 1, weightKg: 0.124, blade: blade2000x24 },
  // The SFCS page carries the S-70's table; no source gives the SFCS's own weight.
  SFCS: { fibreCount: 1, weightKg: null, blade: blade2500x24 },
  'FC-6RM': { fibreCount: 12, weightKg: 0.38, blade: blade2250x24 },
  'FC-6RM-C': { fibreCount: 12, weightKg: 0.42, blade: blade2250x24 },
  'FC-6RS': { fibreCount: 1, weightKg: 0.38, blade: blade2250x24 },
  'FC-6RS-C': { fibreCount: 1, weightKg: 0.42, blade: blade2250x24 },
  // No maker's table for the FC-6 series survives (DECISIONS: built from section 9 and the FC-6R table), so no weight.
  'FC-6M': { fibreCount: 12, weightKg: null, blade: blade2500x24 },
  'FC-6M-C': { fibreCount: 12, weightKg: null, blade: blade2500x24 },
  'FC-6S': { fibreCount: 1, weightKg: null, blade: blade2500x24 },
  'FC-6S-C': { fibreCount: 1, weightKg: null, blade: blade2500x24 },
} as const satisfies Record<string, CleaverRecord>;

export type CleaverName = keyof typeof cleavers;
export const m82 = splicers['82m12'];
/** The 82M12's full ribbon: its largest fibre count. */
export const m82Ribbon = Math.max(...m82.fibreCounts);

export const bladeLifeOf = (blade: Blade): number => blade.fibresPerPosition * blade.positions;

function splicerFigures(s: SplicerRecord): FamilyFigures['sumitomo'] {
  return {
    alignment: s.alignment,
    fibreCount: Math.max(...s.fibreCounts),
    spliceTime: stated(s, s.spliceS.quick, 'spliceS', 's'),
    heatTime: stated(s, s.heatS, 'heatS', 's'),
    spliceLoss: stated(s, s.lossDb.SMF, 'lossSmfDb', 'dB'),
    batteryCycles: stated(s, s.cycles, 'cycles', 'cycles'),
    weight: stated(s, s.weightKg.withoutBattery, 'weightKg', 'kg'),
    bladeLife: null,
  };
}

function cleaverFigures(c: CleaverRecord): FamilyFigures['sumitomo'] {
  return {
    alignment: null,
    fibreCount: c.fibreCount,
    spliceTime: null,
    heatTime: null,
    spliceLoss: null,
    batteryCycles: null,
    weight: c.weightKg,
    bladeLife: bladeLifeOf(c.blade),
  };
}

export const splicerModels = (s: SplicerRecord) => [{ name: s.name, figures: splicerFigures(s) }];
export const cleaverModels = (names: readonly CleaverName[]) => names.map((name) => ({ name, figures: cleaverFigures(cleavers[name]) }));

/* ---------- Cells that state a key figure ---------- */

/** 'SMF: 0.03 dB, MMF: 0.01 dB, …', in the punctuation of the table it stands in. */
export function lossCell(loss: SplicerRecord['lossDb'], { colon = ': ', separator = ', ' } = {}): string {
  return Object.entries(loss)
    .map(([fibre, dB]) => `${fibre}${colon}${formatNumber(dB)} dB`)
    .join(separator);
}

/** '60,000 fibres (2,500 x 24 positions)' */
export const bladeLifeCell = (blade: Blade): string =>
  `${formatNumber(bladeLifeOf(blade))} fibres (${formatNumber(blade.fibresPerPosition)} x ${blade.positions} positions)`;

/** 'Single' or 'Single to 12' */
export const fibreCountCell = (n: number): string => (n === 1 ? 'Single' : `Single to ${n}`);

/** A cleaver's weight in grams, as its table and words give it. A model whose weight no source gives has none to show. */
export function grams(kg: number | null): string {
  if (kg === null) throw new Error('a weight for a cleaver whose weight no source gives; leave it out');
  return formatNumber(Math.round(kg * 1000));
}

/** 'Approx. 260 g' */
export const approxGrams = (kg: number | null): string => `Approx. ${grams(kg)} g`;

/** The cells of one row of a cleaver comparison table, one per part number. */
export const perCleaver = (names: readonly CleaverName[], cell: (c: CleaverRecord) => string): string[] => names.map((name) => cell(cleavers[name]));

/** A splicer's accessory list: parts for the splicer itself, then tools and consumables. */
export function splicerAccessories(forSplicer: readonly SpecRow[], tools: readonly SpecRow[]): SpecTable {
  return {
    title: 'Accessories',
    columns: ['Part name', 'Part no.', 'Remarks'],
    groups: [
      { label: 'For the splicer', rows: forSplicer },
      { label: 'Tools and consumables', rows: tools },
    ],
  };
}

/** What comes in a splicer's box, with quantities. */
function basicAccessories(rows: readonly SpecRow[]): SpecTable {
  return { title: 'Basic accessories', columns: ['Part name', 'Part no.', 'Qty'], groups: [{ rows }] };
}

/** A cleaver's optional parts and consumables. */
export function cleaverOptions(rows: readonly SpecRow[]): SpecTable {
  return { title: 'Optional accessories and consumables', columns: ['Part name', 'Part no.', 'Remarks'], groups: [{ rows }] };
}

/** Groups that several models share, written once. */
export const s1vSizeWeight = {
  label: 'Size / weight',
  rows: [
    ['Size', '126(W) x 154(D) x 83(H) mm'],
    ['Weight', `${s1vBodyWeightKg.withoutBattery} kg (without battery), ${s1vBodyWeightKg.withBattery} kg (with BU-17)`],
    ['Monitor', '4.3″ colour LCD'],
  ],
} as const satisfies SpecRowGroup;

export const electrodeLife6000Arcs = {
  label: 'Electrode life',
  rows: [
    ['Rated life', '6,000 arc discharges'],
  ],
} as const satisfies SpecRowGroup;

export const softwareUpdatesOnline = {
  label: 'Software updates',
  rows: [
    ['Update method', 'Internet'],
  ],
} as const satisfies SpecRowGroup;

const z2cW1cTerminals = {
  label: 'Terminals',
  rows: [
    ['DC output', 'DC 12 V'],
    ['USB', 'USB 2.0 mini-B'],
    ['Storage media', 'SD/SDHC up to 32GB'],
  ],
} as const satisfies SpecRowGroup;

const z2cW1cPowerSupply = {
  label: 'Power supply',
  rows: [
    ['AC input', '100–240 V 50/60 Hz (ADC-16)'],
    ['DC input', '10–15 V'],
    ['Battery', 'BU-16 10.8 V, 6400 mAh'],
  ],
} as const satisfies SpecRowGroup;

const z2cW1cOperatingAndStorageConditions = {
  label: 'Operating and storage conditions',
  rows: [
    ['Operating', '0–6000 m altitude, -10~+50 °C, ≤95%RH'],
    ['Storage', '-40~+80 °C, ≤95%RH'],
  ],
} as const satisfies SpecRowGroup;

const z2cW1cElectrodeLife = {
  label: 'Electrode life',
  rows: [
    ['Rated life', '~6000 discharges'],
  ],
} as const satisfies SpecRowGroup;

const z2cW1cSoftwareUpdates = {
  label: 'Software updates',
  rows: [
    ['Update method', 'Via Internet'],
  ],
} as const satisfies SpecRowGroup;

const z2cW1cDataManagement = {
  label: 'Data management',
  rows: [
    ['Splice data', 'PC software'],
  ],
} as const satisfies SpecRowGroup;

const z2cW1cTestDetails = {
  label: 'Test details',
  rows: [
    ['Shock resistance', 'Drop from 76 cm, 5 faces'],
    ['Impact resistance', '2J impact'],
    ['Water resistance', 'IPx2'],
    ['Dust resistance', 'IP5x'],
  ],
} as const satisfies SpecRowGroup;

export const splicer82PowerSupply = {
  label: 'Power supply',
  rows: [
    ['AC input', 'AC 100 - 240 V, 50/60 Hz (ADC-16)'],
    ['DC input', 'DC 10 - 15 V'],
    ['Battery pack', 'Li-ion 10.8 V, 6,400 mAh (BU-16)'],
  ],
} as const satisfies SpecRowGroup;

export const splicer82DataManagement = {
  label: 'Data management',
  rows: [
    ['Splice data', 'Can be stored, edited and analysed by dedicated PC software'],
  ],
} as const satisfies SpecRowGroup;

export const singleFibreApplicable = {
  label: 'Applicable fibre',
  rows: [
    ['Material', 'Silica glass'],
    ['Cladding diameter', 'Φ 125 µm'],
    ['Fibre count', 'Single'],
  ],
} as const satisfies SpecRowGroup;

export const handheldCleaverConditions = {
  label: 'Operating and storage conditions',
  rows: [
    ['Operating', '-10 to 50 °C, 0–95% RH (non-condensing)'],
    ['Storage', '-40 to 80 °C, 0–95% RH (non-condensing)'],
  ],
} as const satisfies SpecRowGroup;

/** From terminals to test details, the Z2C and W1C tables are the same. */
export const z2cW1cSharedGroups = [
  z2cW1cTerminals,
  z2cW1cPowerSupply,
  z2cW1cOperatingAndStorageConditions,
  z2cW1cElectrodeLife,
  z2cW1cSoftwareUpdates,
  z2cW1cDataManagement,
  z2cW1cTestDetails,
] as const;

/** Holders for single fibre and cable that the FC-8R and FC-7LS both take. */
export const singleFibreHolderRows = [
  ['FHS-025', 'Single 250 µm', '10 mm'],
  ['FHS-09', 'Single 900 µm', '10 mm'],
  ['FHS-025/LB5', 'Single 900 µm loose buffered fibre', '10 mm'],
  ['FHD-1', 'Single 250 µm, drop / indoor cable', '10 mm'],
  ['FHC-3', '3 mm cable', '10 mm'],
] as const satisfies readonly SpecRow[];

/** Accessory rows the Z2C and W1C pages list alike (their loose-buffer holder remark differs). */
export const z2cW1cHolderRows = [
  ['Fibre holder', 'FHS-025', 'For 0.25 mm single fibre'],
  ['Fibre holder', 'FHS-09', 'For 0.9 mm single fibre'],
] as const satisfies readonly SpecRow[];

export const z2cW1cToolRows = [
  ['Jacket remover', 'JR-M03', 'For single fibre'],
  ['Loose tube cutter', 'LTC-01', '-'],
  ['Alcohol dispenser', 'HR-3', '-'],
] as const satisfies readonly SpecRow[];

export const z2cW1cSplicerPartRows = [
  ['Fibre holder', 'FHD-1', 'Rectangular drop cable'],
  ['Fibre holder', '1SM-ST', 'Indoor drop cable'],
  ['Fibre holder', 'FHC-3', '3 mm cable'],
  ['Battery pack', 'BU-16', 'Li-ion 6400 mAh'],
  ['Battery charger', 'BC-16', '-'],
  ['Car battery cable', 'PCV-16', 'Vehicle 12 V'],
  ['Electrode', 'ER-10', '-'],
] as const satisfies readonly SpecRow[];

/** What the 82C+ and the 82M12 have in common, shown once on each page as shared. */
export const splicer82Shared = {
  title: 'Common to the 82C+ and 82M12',
  features: [
    {
      title: 'Programs',
      text: 'Up to 300 splice programs and 100 heating programs.',
    },
    {
      title: 'Splice records',
      text: 'Stores 200 images and 10,000 records internally, and more on an SD/SDHC card of up to 32GB.',
    },
  ],
} as const satisfies SharedFeatures;

/**
 * The type 82M12 table, the maker's own (its current 82M12 page); the 82C+
 * is catalogued with it too (spec 2.5). Its times are for a whole 12-fibre
 * ribbon, and it gives no single-fibre time. Where our older catalogue
 * prints the single-fibre 82C+'s figure instead, the cell says so.
 */
export const type82m12Specifications = {
  title: 'Specifications',
  columns: ['Item', '82M12'],
  groups: [
    {
      label: 'Optical fibre requirement',
      rows: [
        ['Material', 'Silica glass'],
        ['Profile types', 'Single / SMF(G.652), MMF(G.651), DSF(G.653), NZDSF(G.655), BIF(G.657)'],
        ['Fibre count', m82.fibreCounts.join(', ')],
        ['Cladding diameter', '125 µm'],
        ['Coating diameter', 'Single fibre: 200 µm, 250 µm, 500 µm, 900 µm; ribbon thickness: 200-400 µm'],
        ['Applicable cable', 'Drop cable (2.0 mm x 3.1 mm, or 2.6 mm), Indoor cable (2.0 mm x 1.6 mm)'],
        ['Cleave length', '10 mm'],
      ],
    },
    {
      label: `Standard performance, ${m82Ribbon}-fibre ribbon`,
      rows: [
        ['Splicing loss (typical)', withOlder(m82, lossCell(m82.lossDb), 'lossSmfDb', 'dB on SMF')],
        ['Splice time (typical)', withOlder(m82, `${m82.spliceS.quick} s (SM, ${m82Ribbon} fibres, quick mode), ${m82.spliceS.standard} s (SM, ${m82Ribbon} fibres, standard mode)`, 'spliceS', 's')],
        ['Heating time (typical)', withOlder(m82, `${m82.heatS} s (FPS-6 sleeve, 40 mm, ${Math.min(...m82.fibreCounts)} to ${m82Ribbon} fibres, quick mode)`, 'heatS', 's')],
      ],
    },
    {
      label: 'Standard performance',
      rows: [
        ['Splice & heat cycles per battery full charge', withOlder(m82, `Approx. ${m82.cycles} (BU-16)`, 'cycles', 'cycles')],
        ['Fibre view & magnification', '2 CMOS cameras, 23X observation (zoom 46X)'],
        ['Proof test', '1.96 ~ 2.09N'],
        ['Applicable protection sleeve', '60 mm, 40 mm & Sumitomo Electric Nano sleeves'],
      ],
    },
    {
      label: 'Programs',
      rows: [
        ['Splice programs', 'Max. 300'],
        ['Heating programs', 'Max. 100'],
      ],
    },
    {
      label: 'Functions',
      rows: [
        ['Splice image capture / splice data storage', '200 images / 10,000 splice data (internal memory), 50,200 images / 20,000 splice data (with a 16GB SD card)'],
        ['Automatic fibre count detection', 'Provided'],
        ['Automatic arc calibration', 'Automatically compensates for environmental condition changes'],
        ['Reversible fibre holder system / dual heaters', 'Provided'],
        ['User-selectable heater clamp operation', 'Provided'],
        ['Display of remaining splice & heat cycles', 'Provided (Battery mode)'],
        ['Onboard user training video', 'Provided'],
        ['Wireless LAN connectivity (option)', 'Provided'],
      ],
    },
    {
      label: 'Size / weight',
      rows: [
        ['Size', '128(W) x 154(D) x 130(H) mm (without anti-shock rubber)'],
        ['Weight', withOlder(m82, `${m82.weightKg.withoutBattery} kg (without battery), ${formatNumber(m82.weightKg.withBattery)} kg (with Battery BU-16)`, 'weightKg', 'kg without battery')],
        ['Monitor', '5.0″ touch screen colour LCD display'],
      ],
    },
    {
      label: 'Terminals',
      rows: [
        ['DC output', 'DC 12 V (for JR-6+)'],
        ['USB port', 'USB 2.0 (mini-B type)'],
        ['Storage media', 'SD / SDHC memory card MAX32GB'],
      ],
    },
    {
      label: 'Power supply',
      rows: [
        ['AC input', 'AC 100 - 240 V, 50/60 Hz (ADC-16)'],
        ['DC input', 'DC 10 - 15 V, 7.5 A'],
        ['Battery pack', 'Li-ion 10.8 V, 6,400 mAh (BU-16)'],
      ],
    },
    {
      label: 'Operating and storage conditions',
      rows: [
        ['Operating', 'Altitude : 0 ~ 3,660 m, Temperature : -10 ~ +50 °C, Humidity : 0 ~ 95%RH (non-condensing), Wind velocity : up to 15 m/sec'],
        ['Storage', 'Temperature : -40 ~ +80 °C, Humidity : 0 ~ 95% (non-condensing), Battery : -20 ~ +30 °C (long term)'],
      ],
    },
    {
      label: 'Electrode life',
      rows: [['Rated life', withOlder(m82, '1,500 arc discharges', 'electrodeArcs', 'arcs')]],
    },
    softwareUpdatesOnline,
    splicer82DataManagement,
  ],
  note: `Every time and loss above is the maker’s for its ${m82Ribbon}-fibre ribbon; it gives no single-fibre time for the 82M12. Where a cell says “as stated”, our older catalogue printed the single-fibre 82C+’s figure for this model.`,
} as const satisfies SpecTable;

/** Shipped with both splicers of the 82 platform, the 82C+ and the 82M12. */
export const splicer82BasicAccessories = basicAccessories(
  [
    ['AC adapter', 'ADC-16 series', '1 pc'],
    ['AC power cord', 'PC-AC', '1 pc'],
    ['Cooling tray', '-', '1 pc'],
    ['Spare electrode', 'ER-10', '1 pair'],
    ['Quick reference guide', '-', '1 pc'],
    ['Carrying case with worktable', 'CC-82', '1 pc'],
    ['Hand strap', '-', '1 pc'],
    ['USB cable', '-', '1 pc'],
  ],
);

/** Shipped with the S1V and the S1V Ultra. */
export const s1vBasicAccessories = basicAccessories(
  [
    ['AC adaptor', 'ADC-15', '1 pc'],
    ['AC power cord', 'PC-AC X-2P', '1 pc'],
    ['Battery pack', 'BU-17', '1 pc'],
    ['Quick reference guide', '-', '1 pc'],
    ['Carrying case', 'CC-18', '1 pc'],
    ['Working tray', 'WT-18', '1 pc'],
  ],
);

/** Shipped with the Z2C and the W1C. */
export const z2cW1cBasicAccessories = basicAccessories(
  [
    ['AC adapter', 'ADC-16', '1 pc'],
    ['AC power cord', 'PC-AC', '1 pc'],
    ['Cooling tray', '-', '1 pc'],
    ['Battery pack', 'BU-16', '1 pc'],
    ['Spare electrode', 'ER-10', '1 pair'],
    ['Quick reference guide', '-', '1 pc'],
    ['Carrying case', 'CC-82', '1 pc'],
    ['Hand strap', '-', '1 pc'],
    ['USB cable', '-', '1 pc'],
  ],
);

export type SumitomoProductKey = ProductKeyOf<'sumitomo'>;