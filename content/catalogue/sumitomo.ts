import { site } from '@/content/site';
import { paths } from '@/content/paths';
import { formatNumber } from './facets';
import type { FamilyFigures } from './facets/index';
import type { ProductKeyOf } from './keys';
import { familyRoutes } from './routes';
import { sameForEach } from './spec-rows';
import { familyTabs, type FamilyContent, type ProductImage, type SharedFeatures, type SpecRow, type SpecRowGroup, type SpecTable } from './types';

/**
 * Pages live at `/sumitomo/<MODEL>`, the FC-6 series at the spec's numbered
 * `/sumitomoproducttwelve`; the old numbered similar-product paths redirect.
 */
const routes = familyRoutes({ base: paths.sumitomo, numbered: 'sumitomo' });

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
}

/** The S1V and the S1V Ultra share one body (the maker's tables give both the same size and weight). */
const s1vBodyWeightKg = { withoutBattery: 0.9, withBattery: 1.2 } as const;

const splicers = {
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
  // A mass splicer: the sources name no alignment method for it. Its times and
  // loss are for single fibre (the printed table and section 9); the 12-fibre
  // ribbon times are in ribbon82m12.
  '82m12': {
    name: '82M12',
    alignment: null,
    fibreCounts: [1, 2, 4, 5, 6, 8, 10, 12],
    lossDb: { SMF: 0.01, MMF: 0.01, DSF: 0.03, NZDSF: 0.03 },
    spliceS: { quick: 5, standard: 7, auto: 7 },
    heatS: 8,
    cycles: 320,
    weightKg: { withoutBattery: 1.9, withBattery: 2.2 },
  },
} as const satisfies Record<'s1v' | 's1v-ultra' | 'z2c' | 'w1c' | '82c-plus' | '82m12', SplicerRecord>;

/** The 82M12 with a full ribbon (the maker's current page): seconds to splice and to heat its FPS-6 sleeve. */
const ribbon82m12 = { spliceS: { quick: 11, standard: 14 }, heatS: 25 } as const;

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

const fc8rBody = { fibreCount: 12, weightKg: 0.26, blade: blade2500x24 } as const;

const cleavers = {
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

type CleaverName = keyof typeof cleavers;

const s1v = splicers.s1v;
const s1vUltra = splicers['s1v-ultra'];
const z2c = splicers.z2c;
const w1c = splicers.w1c;
const c82 = splicers['82c-plus'];
const m82 = splicers['82m12'];
/** The 82M12's full ribbon: its largest fibre count. */
const m82Ribbon = Math.max(...m82.fibreCounts);
const s70 = cleavers['S-70'];
const fc7ls = cleavers['FC-7LS'];
const fc6rm = cleavers['FC-6RM'];
const fc6rmC = cleavers['FC-6RM-C'];
const fc6m = cleavers['FC-6M'];

const fc8rNames = ['FC-8R-F', 'FC-8R-FC'] as const satisfies readonly CleaverName[];
const fc6rNames = ['FC-6RM', 'FC-6RM-C', 'FC-6RS', 'FC-6RS-C'] as const satisfies readonly CleaverName[];
const fc6Names = ['FC-6M', 'FC-6M-C', 'FC-6S', 'FC-6S-C'] as const satisfies readonly CleaverName[];

const bladeLifeOf = (blade: Blade): number => blade.fibresPerPosition * blade.positions;

function splicerFigures(s: SplicerRecord): FamilyFigures['sumitomo'] {
  return {
    alignment: s.alignment,
    fibreCount: Math.max(...s.fibreCounts),
    spliceTime: s.spliceS.quick,
    heatTime: s.heatS,
    spliceLoss: s.lossDb.SMF,
    batteryCycles: s.cycles,
    weight: s.weightKg.withoutBattery,
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

const splicerModels = (s: SplicerRecord) => [{ name: s.name, figures: splicerFigures(s) }];
const cleaverModels = (names: readonly CleaverName[]) => names.map((name) => ({ name, figures: cleaverFigures(cleavers[name]) }));

/* ---------- Cells that state a key figure ---------- */

/** 'SMF: 0.03 dB, MMF: 0.01 dB, …', in the punctuation of the table it stands in. */
function lossCell(loss: SplicerRecord['lossDb'], { colon = ': ', separator = ', ' } = {}): string {
  return Object.entries(loss)
    .map(([fibre, dB]) => `${fibre}${colon}${formatNumber(dB)} dB`)
    .join(separator);
}

/** '60,000 fibres (2,500 x 24 positions)' */
const bladeLifeCell = (blade: Blade): string =>
  `${formatNumber(bladeLifeOf(blade))} fibres (${formatNumber(blade.fibresPerPosition)} x ${blade.positions} positions)`;

/** 'Single' or 'Single to 12' */
const fibreCountCell = (n: number): string => (n === 1 ? 'Single' : `Single to ${n}`);

/** A cleaver's weight in grams, as its table and words give it. A model whose weight no source gives has none to show. */
function grams(kg: number | null): string {
  if (kg === null) throw new Error('a weight for a cleaver whose weight no source gives; leave it out');
  return formatNumber(Math.round(kg * 1000));
}

/** 'Approx. 260 g' */
const approxGrams = (kg: number | null): string => `Approx. ${grams(kg)} g`;

/** '1, 2, 4 and 12' */
const andList = (ns: readonly number[]): string => `${ns.slice(0, -1).join(', ')} and ${ns.at(-1)}`;

/** The cells of one row of a cleaver comparison table, one per part number. */
const perCleaver = (names: readonly CleaverName[], cell: (c: CleaverRecord) => string): string[] => names.map((name) => cell(cleavers[name]));

/** A splicer's accessory list: parts for the splicer itself, then tools and consumables. */
function splicerAccessories(forSplicer: readonly SpecRow[], tools: readonly SpecRow[]): SpecTable {
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
function cleaverOptions(rows: readonly SpecRow[]): SpecTable {
  return { title: 'Optional accessories and consumables', columns: ['Part name', 'Part no.', 'Remarks'], groups: [{ rows }] };
}

/** Groups that several models share, written once. */
const s1vSizeWeight = {
  label: 'Size / weight',
  rows: [
    ['Size', '126(W) x 154(D) x 83(H) mm'],
    ['Weight', `${s1vBodyWeightKg.withoutBattery} kg (without battery), ${s1vBodyWeightKg.withBattery} kg (with BU-17)`],
    ['Monitor', '4.3″ colour LCD'],
  ],
} as const satisfies SpecRowGroup;

const electrodeLife6000Arcs = {
  label: 'Electrode life',
  rows: [
    ['Rated life', '6,000 arc discharges'],
  ],
} as const satisfies SpecRowGroup;

const softwareUpdatesOnline = {
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

const splicer82PowerSupply = {
  label: 'Power supply',
  rows: [
    ['AC input', 'AC 100 - 240 V, 50/60 Hz (ADC-16)'],
    ['DC input', 'DC 10 - 15 V'],
    ['Battery pack', 'Li-ion 10.8 V, 6,400 mAh (BU-16)'],
  ],
} as const satisfies SpecRowGroup;

const splicer82DataManagement = {
  label: 'Data management',
  rows: [
    ['Splice data', 'Can be stored, edited and analysed by dedicated PC software'],
  ],
} as const satisfies SpecRowGroup;

const singleFibreApplicable = {
  label: 'Applicable fibre',
  rows: [
    ['Material', 'Silica glass'],
    ['Cladding diameter', 'Φ 125 µm'],
    ['Fibre count', 'Single'],
  ],
} as const satisfies SpecRowGroup;

const handheldCleaverConditions = {
  label: 'Operating and storage conditions',
  rows: [
    ['Operating', '-10 to 50 °C, 0–95% RH (non-condensing)'],
    ['Storage', '-40 to 80 °C, 0–95% RH (non-condensing)'],
  ],
} as const satisfies SpecRowGroup;

/** From terminals to test details, the Z2C and W1C tables are the same. */
const z2cW1cSharedGroups = [
  z2cW1cTerminals,
  z2cW1cPowerSupply,
  z2cW1cOperatingAndStorageConditions,
  z2cW1cElectrodeLife,
  z2cW1cSoftwareUpdates,
  z2cW1cDataManagement,
  z2cW1cTestDetails,
] as const;

/** Holders for single fibre and cable that the FC-8R and FC-7LS both take. */
const singleFibreHolderRows = [
  ['FHS-025', 'Single 250 µm', '10 mm'],
  ['FHS-09', 'Single 900 µm', '10 mm'],
  ['FHS-025/LB5', 'Single 900 µm loose buffered fibre', '10 mm'],
  ['FHD-1', 'Single 250 µm, drop / indoor cable', '10 mm'],
  ['FHC-3', '3 mm cable', '10 mm'],
] as const satisfies readonly SpecRow[];

/** Accessory rows the Z2C and W1C pages list alike (their loose-buffer holder remark differs). */
const z2cW1cHolderRows = [
  ['Fibre holder', 'FHS-025', 'For 0.25 mm single fibre'],
  ['Fibre holder', 'FHS-09', 'For 0.9 mm single fibre'],
] as const satisfies readonly SpecRow[];

const z2cW1cToolRows = [
  ['Jacket remover', 'JR-M03', 'For single fibre'],
  ['Loose tube cutter', 'LTC-01', '-'],
  ['Alcohol dispenser', 'HR-3', '-'],
] as const satisfies readonly SpecRow[];

const z2cW1cSplicerPartRows = [
  ['Fibre holder', 'FHD-1', 'Rectangular drop cable'],
  ['Fibre holder', '1SM-ST', 'Indoor drop cable'],
  ['Fibre holder', 'FHC-3', '3 mm cable'],
  ['Battery pack', 'BU-16', 'Li-ion 6400 mAh'],
  ['Battery charger', 'BC-16', '-'],
  ['Car battery cable', 'PCV-16', 'Vehicle 12 V'],
  ['Electrode', 'ER-10', '-'],
] as const satisfies readonly SpecRow[];

/** What the 82C+ and the 82M12 have in common, shown once on each page as shared. */
const splicer82Shared = {
  title: 'Common to the 82C+ and 82M12',
  features: [
    {
      title: 'Programs',
      text: '300 splice programs (74 pre-optimised, 226 editable) and 100 heating programs (27 pre-optimised, 73 editable).',
    },
    {
      title: 'Splice records',
      text: 'Stores 200 images and 10,000 records internally, or 50,200 images and 20,000 records with an 8GB SD card; SD/SDHC cards up to 32GB are accepted.',
    },
  ],
} as const satisfies SharedFeatures;

/** Cleaver comparison tables: one column per part number. */
const everyFc8r = sameForEach(fc8rNames);
const everyFc6r = sameForEach(fc6rNames);
const everyFc6 = sameForEach(fc6Names);

const fc6SeriesSpecifications = {
  title: 'Specifications',
  columns: ['Part number', ...fc6Names],
  groups: [
    {
      label: 'Applicable fibre',
      rows: [
        everyFc6('Material', 'Silica glass'),
        everyFc6('Cladding diameter', 'Φ 125 µm'),
        ['Fibre count', ...perCleaver(fc6Names, (c) => fibreCountCell(c.fibreCount))],
      ],
    },
    {
      label: 'Cleaving',
      rows: [
        ['Cleave length', '10 mm', '10 mm', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)'],
        everyFc6('Cleave angle (typ.)', '0.5 degrees with single fibre'),
        ['Off-cut collector', 'Option', 'Pre-fitted (CU-FC6)', 'Option', 'Pre-fitted (CU-FC6)'],
      ],
    },
    {
      label: 'Blade',
      rows: [
        ['Blade life', ...perCleaver(fc6Names, (c) => bladeLifeCell(c.blade))],
      ],
    },
    {
      label: 'Operating and storage conditions',
      rows: [
        everyFc6('Operating', '-10 to 50 °C, 0–95% RH'),
        everyFc6('Storage', '-40 to 80 °C, 0–95% RH'),
      ],
    },
  ],
} as const satisfies SpecTable;

/**
 * A cleaver model's picture, read from its column of a comparison table: a
 * ribbon holder when the fibre count reaches past one, the off-cut collector
 * when it comes pre-fitted, and alt text that says just that.
 */
function cleaverPicture(table: SpecTable, model: string, form: 'handheld' | 'tabletop'): ProductImage {
  const column = table.columns.indexOf(model);
  if (column < 1) throw new Error(`${table.title} has no column ${model}`);
  const cell = (label: string) => table.groups.flatMap((g) => g.rows).find((row) => row[0] === label)?.[column] ?? '';
  const fiberCount = Number(/(\d+)\s*$/.exec(cell('Fibre count'))?.[1] ?? 1);
  const fitted = /^Pre-fitted \(([^)]+)\)/.exec(cell('Off-cut collector'));
  const fibres = fiberCount > 1 ? `single fibre and ribbon up to ${fiberCount} fibres` : 'single fibre';
  return {
    kind: 'illustration',
    spec: { kind: 'cleaver', form, collector: fitted !== null, fiberCount },
    alt: `Sumitomo ${model} ${form} cleaver for ${fibres}${fitted ? `, with the ${fitted[1]} off-cut collector fitted` : ''}`,
  };
}

/**
 * The type 82M12 table; the 82C+ is catalogued with it too (spec 2.5). The
 * maker gives its times for two cases: single SM G.652 fibre (its printed
 * table and section 9) and a 12-fibre ribbon (its current page), so each
 * time sits under the fibre count it holds for. The printed table's typical
 * splice loss stands with its single-fibre figures (it matches the 82C+'s
 * single-fibre loss); the current page's 0.05 dB names no fibre count, so no
 * ribbon loss is shown.
 */
const type82m12Specifications = {
  title: 'Specifications',
  columns: ['Item', '82M12'],
  groups: [
    {
      label: 'Optical fibre requirement',
      rows: [
        ['Material', 'Silica glass'],
        ['Fibre count / profile types', 'Single / SMF(G.652), MMF(G.651), DSF(G.653), NZDSF(G.655), BIF(G.657)'],
        ['Fibre count', m82.fibreCounts.join(', ')],
        ['Cladding diameter', '125 µm'],
        ['Coating diameter', 'Single Fibre coating dia: 200 µm, 250 µm, 500 µm, 900 µm / Ribbon Fibre Thickness: 200-400 µm'],
        ['Applicable cable', 'Drop cable (2.0 mm x 3.1 mm, or 2.6 mm), Indoor cable (2.0 mm x 1.6 mm)'],
        ['Cleave length', '10 mm'],
      ],
    },
    {
      label: 'Standard performance, single fibre',
      rows: [
        ['Splicing loss (typical)', lossCell(m82.lossDb)],
        ['Splice time (typical)', `${m82.spliceS.quick} s (SM G.652, quick mode), ${m82.spliceS.standard} s (SM G.652, standard mode), ${m82.spliceS.auto} s (auto mode)`],
        ['Heating time (typical)', `${m82.heatS} s (FPS-61-2.6 sleeve, 60 mm, 0.25 mm fibre, quick mode)`],
      ],
    },
    {
      label: `Standard performance, ${m82Ribbon}-fibre ribbon`,
      rows: [
        ['Splice time (typical)', `${ribbon82m12.spliceS.quick} s (SM, ${m82Ribbon} fibres, quick mode), ${ribbon82m12.spliceS.standard} s (SM, ${m82Ribbon} fibres, standard mode)`],
        ['Heating time (typical)', `${ribbon82m12.heatS} s (FPS-6 sleeve, 40 mm, ${Math.min(...m82.fibreCounts)} to ${m82Ribbon} fibres, quick mode)`],
      ],
    },
    {
      label: 'Standard performance',
      rows: [
        ['Return loss (typical)', '60 dB or greater'],
        ['Splice & heat cycles per battery full charge', `Approx. ${m82.cycles} (BU-16)`],
        ['Fibre view & magnification', '2 CMOS cameras observation, 380X (zoom 760X) for X or Y single axis view, 270X for both X & Y dual axis view'],
        ['Proof test', '1.96 ~ 2.09N'],
        ['Applicable protection sleeve', '60 mm, 40 mm & Sumitomo Nano sleeves'],
      ],
    },
    {
      label: 'Programs',
      rows: [
        ['Splice programs', 'Max. 300, 74 are pre-optimised, 226 editable by user'],
        ['Heating programs', 'Max. 100, 27 are pre-optimised, 73 editable by user'],
      ],
    },
    {
      label: 'Functions',
      rows: [
        ['Splice image capture / splice data storage', '200 images / 10,000 splice data (internal memory only), 50,200 / 20,000 (With 8GB SD card)'],
        ['Universal clamp', 'Provided, 200 µm, 900 µm tight & loose buffer fibre'],
        ['Reversible coating clamps', 'Provided'],
        ['Dual automatic independent ovens', 'Provided'],
        ['User-selectable oven clamp operation', 'Provided'],
        ['Onboard user training video', 'Provided'],
        ['Automatic fibre identification', 'SMF / MMF / DSF / NZDSF/ BIF/ Other'],
        ['Automatic arc calibration', 'Automatically compensates for environmental condition changes'],
        ['Display of remaining splice & heat cycle', 'Provided (Battery mode)'],
        ['Wireless LAN connectivity (option)', 'Provided'],
      ],
    },
    {
      label: 'Size / weight',
      rows: [
        ['Size', '128(W) x 154(D) x 130(H) mm (without anti-shock rubber)'],
        ['Weight', `${m82.weightKg.withoutBattery} kg (without battery), ${m82.weightKg.withBattery} kg (with Battery BU-16 )`],
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
    splicer82PowerSupply,
    {
      label: 'Operating and storage conditions',
      rows: [
        ['Operating', 'Altitude : 0 ~ 6,000 m, Temperature : -10 ~ +50 °C, Humidity : 0 ~ 95%RH (non-condensing), Wind velocity : up to 15 m/sec'],
        ['Storage', 'Temperature : -40 ~ +80 °C, Humidity : 0 ~ 95% (non-condensing), Battery : -20 ~ +30 °C (long term)'],
      ],
    },
    electrodeLife6000Arcs,
    softwareUpdatesOnline,
    splicer82DataManagement,
    {
      label: 'Test details',
      rows: [
        ['Shock resistance', 'Drop from 76 cm on 5 faces(excluding top face)'],
        ['Impact resistance', 'Equivalent to IK07 on LCD monitor (Protected against 2J impact, it is equivalent to a 500 g force from 40 cm)'],
        ['Water resistance', 'Equivalent to IPx2 (Operates normally after being exposed to water dripping at 3 mm/min, for at least 2.5 min on each of 4 surfaces tilted at 15 degree)'],
        ['Dust resistance', 'Equivalent to IP5x (Operates normally after 8 hours in test chamber with circulating dust particles smaller than 75 µm)'],
      ],
    },
  ],
  note: `Typical splice loss is given for single fibre; ask us for the loss to expect on a ${m82Ribbon}-fibre ribbon.`,
} as const satisfies SpecTable;

/** Shipped with both splicers of the 82 platform, the 82C+ and the 82M12. */
const splicer82BasicAccessories = basicAccessories(
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
const s1vBasicAccessories = basicAccessories(
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
const z2cW1cBasicAccessories = basicAccessories(
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

export const sumitomoContent = {
  family: {
    key: 'sumitomo',
    page: 'sumitomo',
    title: 'Sumitomo Electric Fusion Splicers and Fibre Cleavers',
    shortTitle: 'Sumitomo',
    featuresHeading: 'Features',
    brand: 'Sumitomo Electric',
    metaTitle: 'Sumitomo Fusion Splicers and Fibre Cleavers',
    metaDescription:
      'Sumitomo Electric clad, core and ribbon alignment fusion splicers and handheld or tabletop fibre cleavers, with full specifications, accessories and datasheets.',
    hero: {
      eyebrow: 'Fusion splicing and cleaving',
      lead: `Clad, core and ribbon alignment fusion splicers and handheld or tabletop cleavers from Sumitomo Electric, supplied by ${site.name} with the holders, sleeves, electrodes and batteries that go with them.`,
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'core', screenInches: 5.0, fiberCount: 1 },
        alt: 'Sumitomo Electric core alignment fusion splicer',
      },
    },
    tabs: familyTabs.sumitomo,
  },
  products: [
    {
      key: 's1v',
      family: 'sumitomo',
      model: 'S1V',
      title: 'Sumitomo S1V Active Clad Fusion Splicer',
      summary:
        `A compact handheld clad-alignment splicer for FTTH drop and indoor cable work, with a typical single-mode splice loss of ${s1v.lossDb.SMF} dB and a ${s1v.spliceS.quick} s quick-mode splice.`,
      tabs: ['all', 'clad-fusion-splicer'],
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'clad', screenInches: 4.3, fiberCount: 1 },
        alt: 'Sumitomo S1V handheld clad alignment fusion splicer',
      },
      models: splicerModels(s1v),
      page: {
        ...routes.model('S1V', { numbered: ['one'] }),
        metaDescription:
          `Sumitomo S1V handheld clad-alignment fusion splicer: ${s1v.lossDb.SMF} dB typical SMF loss, ${s1v.spliceS.quick} s splices, 4.3-inch touch screen and electrodes rated for 6,000 arcs.`,
        banner: `Handheld clad-alignment splicing for FTTH crews: ${s1v.spliceS.quick} s splices and about ${s1v.cycles} splice-and-heat cycles per battery.`,
        features: [
          {
            title: 'One clamp for most jobs',
            text: 'The universal clamp holds 250 µm and 900 µm fibre, 2 mm and 3 mm cord and drop cable, so a crew spends less time swapping holders between drops.',
          },
          {
            title: 'Quick splice and heat',
            text: `A single-mode G.652 splice takes ${s1v.spliceS.quick} s in quick mode and an FPS-61-2.6 sleeve shrinks in ${s1v.heatS} s, with typical losses of ${s1v.lossDb.SMF} dB on SMF and ${s1v.lossDb.MMF} dB on MMF.`,
          },
          {
            title: 'A full shift on one battery',
            text: `The BU-17 pack gives about ${s1v.cycles} splice-and-heat cycles per battery charge, and the electrodes are rated for 6,000 arcs before they need replacing.`,
          },
          {
            title: 'Touch screen with on-board help',
            text: 'A 4.3-inch colour touch screen with built-in training videos and a help guide, so newer technicians can check a step without leaving the splice.',
          },
          {
            title: 'Room for your own settings',
            text: 'Up to 300 splice programs (16 factory-optimised, 284 editable) and 100 heating programs (23 factory-optimised, 77 editable).',
          },
          {
            title: 'Made for outdoor work',
            text: 'Passes a 76 cm drop test, is rated IPx2 for water and IP5x for dust, and splices from -10 to +50 °C, up to 5,000 m and in wind up to 15 m/s.',
          },
          {
            title: 'Records and updates',
            text: 'Keeps 200 splice images and 10,000 records internally, more on an SD/SDHC card of up to 32 GB; software updates and remote diagnosis work over the internet.',
          },
        ],
        highlights: [
          `${s1v.lossDb.SMF} dB typical single-mode splice loss`,
          `${s1v.spliceS.quick} s splice in quick mode`,
          `About ${s1v.cycles} splice-and-heat cycles per battery (BU-17)`,
          `4.3-inch touch screen, ${s1v.weightKg.withBattery} kg with battery`,
        ],
        specTables: [
          {
            title: 'Specifications',
            columns: ['Item', 'S1V'],
            groups: [
              {
                label: 'Optical fibre requirement',
                rows: [
                  ['Material', 'Silica glass'],
                  ['Fibre count / profile types', 'Single / SMF(G.652), MMF(G.651), DSF(G.653), NZDSF(G.655), BIF(G.657)'],
                  ['Fibre diameter', 'Cladding diameter: 125 µm, Coating diameter: 250 ~ 1,000 µm'],
                  ['Cleave length', '5 to 16 mm for single fibre'],
                ],
              },
              {
                label: 'Standard performance',
                rows: [
                  ['Splicing loss (typical)', lossCell(s1v.lossDb)],
                  ['Return loss (typical)', '60 dB or greater'],
                  ['Splice time (typical)', `${s1v.spliceS.quick} s (SM G.652 Quick Mode)`],
                  ['Heating time (typical)', `${s1v.heatS} s (FPS-61-2.6 sleeve, S60mm 0.25 Mode)`],
                  ['Splice & heat cycles per battery charge', `Approx. ${s1v.cycles} (BU-17)`],
                  ['Fibre view & magnification', '2 CMOS cameras, 140X (370X zoom)'],
                  ['Proof test', '1.96 ~ 2.09N'],
                  ['Applicable protection sleeve', '60 mm, 40 mm & Sumitomo Nano sleeves'],
                ],
              },
              {
                label: 'Programs',
                rows: [
                  ['Splice programs', 'Max. 300, 16 pre-optimised, 284 editable'],
                  ['Heating programs', 'Max. 100, 23 pre-optimised, 77 editable'],
                ],
              },
              {
                label: 'Functions',
                rows: [
                  ['Splice image capture / storage', '200 images / 10,000 splice data (internal), 50,200 / 20,000 (with 16GB SD)'],
                  ['Auto-start', 'Splice/Heating'],
                  ['Multi clamp', '250 µm, 900 µm, 2/3 mm cord, drop cable supported'],
                  ['Heater clamp for connector', 'Provided, for 3.5 mm round drop cable'],
                  ['Automatic arc calibration', 'Compensates for environmental changes'],
                  ['Onboard training video', 'Provided'],
                  ['Onboard help guide', 'Provided'],
                ],
              },
              s1vSizeWeight,
              {
                label: 'Terminals',
                rows: [
                  ['USB port', 'USB 2.0 (mini-B)'],
                  ['Storage media', 'SD / SDHC Max 32GB'],
                ],
              },
              {
                label: 'Power supply',
                rows: [
                  ['AC input', 'AC 100 ~240 V'],
                  ['DC input', 'DC 10 ~ 15 V'],
                  ['Battery pack', 'Li-ion 10.8 V, 4,560 mAh'],
                ],
              },
              {
                label: 'Operating and storage conditions',
                rows: [
                  ['Operating', 'Altitude 0–5000 m, Temp -10~+50 °C, Humidity 0–95%, Wind ≤15 m/s'],
                  ['Storage', 'Temp -40~+80 °C, Humidity 0–95%, Battery -20~+30 °C'],
                ],
              },
              electrodeLife6000Arcs,
              softwareUpdatesOnline,
              {
                label: 'Data management',
                rows: [
                  ['Splice data', 'Stored, edited & analysed with PC software'],
                ],
              },
              {
                label: 'Test details',
                rows: [
                  ['Shock resistance', 'Drop from 76 cm on 5 faces, 4 edges, bottom corners'],
                  ['Impact resistance', '2J impact (500 g at 40 cm)'],
                  ['Water resistance', 'IPx2'],
                  ['Dust resistance', 'IP5x'],
                ],
              },
            ],
          },
        ],
        accessories: splicerAccessories(
          [
            ['Battery pack', 'BU-17', 'Li-ion 10.8 V, 4,560 mAh'],
            ['Battery charger', 'BC-17', 'For BU-17'],
            ['Car battery cable', 'PC-V25', 'Cigarette socket type'],
            ['V-groove cleaning brush', 'VGT-2', 'Brush for cleaning'],
            ['Electrode', 'ER-17', '-'],
            ['Working tray strap kit', 'WSK-18', 'Neck hanging kit'],
            ['Tripod adapter', 'TA-18', 'For tripod use'],
            ['USB cable', '-', '-'],
            ['Shoulder belt', '-', '-'],
          ],
          [
            ['Fibre cleaver', 'SFC-S / FC-7LS', 'Tabletop / handheld'],
            ['Jacket remover', 'JR-M03', 'Single fibre'],
            ['Loose tube cutter', 'LTC-01', '-'],
            ['Alcohol dispenser', 'ASB-17', '-'],
            ['Fibre protection sleeve', 'FPS-1', '60 mm shrink'],
            ['Fibre protection sleeve', 'FPS-40', '3.2 mm, 40 mm shrink'],
            ['Fibre protection sleeve', 'FPS-61-2.6', '3.2 mm, 61 mm shrink'],
            ['Fibre protection sleeve', 'FPS-D60', '2.6 mm 60 mm for drop cables'],
          ],
        ),
        basicAccessories: s1vBasicAccessories,
        similar: ['s1v-ultra', 'z2c', 'w1c', 'fc-8r'],
      },
    },
    {
      key: 's1v-ultra',
      family: 'sumitomo',
      model: 'S1V Ultra',
      title: 'Sumitomo S1V Ultra Active Clad Fusion Splicer',
      summary:
        `A handheld clad-alignment splicer built on the S1V, adding hot-core analysis for splice-loss estimation, a ${s1vUltra.heatS} s heating cycle and optional wireless LAN.`,
      tabs: ['all', 'clad-fusion-splicer'],
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'clad', screenInches: 4.3, fiberCount: 1 },
        alt: 'Sumitomo S1V Ultra handheld clad alignment fusion splicer',
      },
      models: splicerModels(s1vUltra),
      page: {
        ...routes.model('S1VULTRA', { numbered: ['two'] }),
        metaDescription:
          `Sumitomo S1V Ultra clad-alignment fusion splicer: hot-core loss estimation, ${s1vUltra.spliceS.quick} s splices, ${s1vUltra.heatS} s heating, 4.3-inch touch screen and optional wireless LAN.`,
        banner: `Clad-alignment splicing with a core-based loss estimate and a ${s1vUltra.heatS} s heater, in a ${s1vUltra.weightKg.withBattery} kg handheld body.`,
        features: [
          {
            title: 'Core-based loss estimate',
            text: 'Hot-core analysing gives a loss estimate for every splice, so a poor joint can be remade before the sleeve goes on.',
          },
          {
            title: 'Short cycle time',
            text: `Splices in ${s1vUltra.spliceS.quick} s in quick mode and heats a sleeve in ${s1vUltra.heatS} s, with typical losses of ${s1vUltra.lossDb.SMF} dB on SMF and ${s1vUltra.lossDb.MMF} dB on MMF.`,
          },
          {
            title: 'Handheld and rugged',
            text: `Measures 126 × 154 × 83 mm and weighs ${s1vUltra.weightKg.withBattery} kg with the BU-17 battery, which lasts about ${s1vUltra.cycles} splice-and-heat cycles; rated IPx2 for water and IP5x for dust.`,
          },
          {
            title: 'Flexible clamping',
            text: 'The clamp takes 250 µm and 900 µm fibre and 2 mm or 3 mm cable, and the heater accepts 60 mm, 40 mm and Sumitomo Nano sleeves.',
          },
          {
            title: 'Programs and records',
            text: '300 splice programs (16 factory-optimised, 284 editable), 100 heating programs (27 and 73), and storage for 200 images and 10,000 splice records.',
          },
          {
            title: 'Wireless option',
            text: 'An optional wireless LAN card (WLSD series) connects the splicer to SumiCloud for sharing splice data.',
          },
        ],
        highlights: [
          'Hot-core analysing for splice-loss estimation',
          `${s1vUltra.spliceS.quick} s splice, ${s1vUltra.heatS} s heating`,
          `About ${s1vUltra.cycles} splice-and-heat cycles per battery (BU-17)`,
          'Optional wireless LAN',
        ],
        specTables: [
          {
            title: 'Specifications',
            columns: ['Item', 'S1V Ultra'],
            groups: [
              {
                label: 'Optical fibre requirement',
                rows: [
                  ['Material', 'Silica glass'],
                  ['Fibre count / profile types', 'SMF(G.652), MMF(G.651), DSF(G.653), NZDSF(G.655), BIF(G.657)'],
                  ['Fibre diameter', 'Cladding: 125 µm, Coating: 250~1000 µm'],
                  ['Cleave length', '5–16 mm'],
                ],
              },
              {
                label: 'Standard performance',
                rows: [
                  ['Splicing loss', lossCell(s1vUltra.lossDb)],
                  ['Return loss', '60 dB or greater'],
                  ['Splice time', `${s1vUltra.spliceS.quick} s (Quick mode)`],
                  ['Heating time', `${s1vUltra.heatS} s`],
                  ['Splice & heat cycles per battery', `~${s1vUltra.cycles} (BU-17)`],
                  ['Fibre view & magnification', '2 CMOS, 140X (zoom 370X)'],
                  ['Proof test', '1.96~2.09N'],
                  ['Applicable protection sleeve', '60 mm, 40 mm, Nano'],
                ],
              },
              {
                label: 'Programs',
                rows: [
                  ['Splice programs', 'Max 300, 16 pre-optimised, 284 editable'],
                  ['Heating programs', 'Max 100, 27 pre-optimised, 73 editable'],
                ],
              },
              {
                label: 'Functions',
                rows: [
                  ['Splice storage', '200 images / 10,000 splice data internal'],
                  ['Auto-start', 'Splice/Heating'],
                  ['Multi clamp', 'Supports 250 µm, 900 µm, 2 mm, 3 mm cables'],
                  ['Heater clamp for connector', 'Provided'],
                  ['Automatic arc calibration', 'Yes'],
                  ['Core loss estimation', 'Hot core analysing'],
                  ['Wireless LAN connectivity (optional)', 'Yes'],
                  ['Onboard training video', 'Provided'],
                ],
              },
              s1vSizeWeight,
              {
                label: 'Terminals',
                rows: [
                  ['USB port', 'USB 2.0 mini-B'],
                  ['Storage media', 'SD / SDHC up to 32GB'],
                ],
              },
              {
                label: 'Power supply',
                rows: [
                  ['AC input', '100–240 V 50/60 Hz'],
                  ['DC input', '10–15 V'],
                  ['Battery pack', 'BU-17 10.8 V 4560 mAh'],
                ],
              },
              {
                label: 'Operating and storage conditions',
                rows: [
                  ['Operating', 'Altitude 0–5000 m, Temp -10~+50 °C, Humidity 0–95%, Wind ≤15 m/sec'],
                  ['Storage', 'Temp -40~+80 °C, Humidity Max 95%, Battery -20~+30 °C'],
                ],
              },
              {
                label: 'Electrode life',
                rows: [
                  ['Rated life', '~6,000 arcs'],
                ],
              },
              softwareUpdatesOnline,
              {
                label: 'Data management',
                rows: [
                  ['Splice data', 'Stored, edited, analysed via PC software'],
                ],
              },
              {
                label: 'Test details',
                rows: [
                  ['Shock resistance', 'Drop from 76 cm, 5 faces, 4 edges'],
                  ['Impact resistance', '2J impact equivalent to 500 g @40 cm'],
                  ['Water resistance', 'IPx2'],
                  ['Dust resistance', 'IP5x'],
                ],
              },
            ],
          },
        ],
        accessories: splicerAccessories(
          [
            ['SumiCloud card', 'WLSD series', 'For SumiCloud™ connection'],
            ['Battery pack', 'BU-17', 'Li-ion 10.8 V, 4560 mAh'],
            ['Battery charger', 'BC-17', 'For BU-17'],
            ['Car battery cable', 'PC-V25', 'Cigarette socket type'],
            ['V-groove cleaning brush', 'VGT-2', 'Brush for cleaning'],
            ['Electrode', 'ER-17', '-'],
            ['Working tray strap kit', 'WSK-18', 'Hanging kit'],
            ['Tripod adapter', 'TA-18', 'For tripod use'],
            ['USB cable', '-', '-'],
            ['Shoulder belt', '-', '-'],
          ],
          [
            ['Fibre cleaver', 'SFC-S / FC-7LS', 'Tabletop / handheld'],
            ['Jacket remover', 'JR-M03', 'Single fibre'],
            ['Loose tube cutter', 'LTC-01', '-'],
            ['Alcohol dispenser', 'ASB-17', '-'],
            ['Fibre protection sleeves', 'FPS-1', '60 mm shrink'],
            ['Fibre protection sleeves', 'FPS-40', '3.2 mm, 40 mm shrink'],
            ['Fibre protection sleeves', 'FPS-61-2.6', '3.2 mm, 61 mm shrink'],
            ['Fibre protection sleeves', 'FPS-D60', '2.6 mm 60 mm shrink'],
          ],
        ),
        basicAccessories: s1vBasicAccessories,
        similar: ['s1v', 'z2c', '82c-plus', 'fc-8r'],
      },
    },
    {
      key: 'z2c',
      family: 'sumitomo',
      model: 'Z2C',
      title: 'Sumitomo Z2C Core Alignment Fusion Splicer',
      summary:
        `A compact core-alignment splicer with ${z2c.lossDb.SMF} dB typical single-mode loss, twin cameras at 350X and about ${z2c.cycles} splice-and-heat cycles per battery charge.`,
      tabs: ['all', 'core-fusion-splicer'],
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'core', screenInches: 5.0, fiberCount: 1 },
        alt: 'Sumitomo Z2C core alignment fusion splicer',
      },
      models: splicerModels(z2c),
      page: {
        ...routes.model('Z2C', { numbered: ['three'] }),
        metaDescription:
          `Sumitomo Z2C core alignment fusion splicer: ${z2c.lossDb.SMF} dB typical SMF loss, ${z2c.spliceS.quick} s quick splices, 350X twin CMOS cameras and about ${z2c.cycles} cycles per charge.`,
        banner: `Core-alignment accuracy for backbone and FTTx joints: ${z2c.lossDb.SMF} dB typical SMF loss and ${z2c.spliceS.quick} s quick splices.`,
        features: [
          {
            title: 'Aligns the cores',
            text: 'Two CMOS cameras at 350X (700X zoom) line up the fibre cores rather than the cladding, for SMF, MMF, DSF, NZDSF and bend-insensitive fibre.',
          },
          {
            title: 'Wide fibre range',
            text: 'Takes 80 to 125 µm cladding and 100 to 1,000 µm coating; the multi clamp holds 250 µm and 900 µm fibre, 2 mm or 3 mm cord and drop cable.',
          },
          {
            title: 'Plan the day on one battery',
            text: `The BU-16 pack (10.8 V, 6,400 mAh) gives about ${z2c.cycles} splice-and-heat cycles, and the screen shows how many remain.`,
          },
          {
            title: 'Less set-up at each joint',
            text: 'Automatic fibre identification and arc calibration, reversible coating clamps and an on-board training video.',
          },
          {
            title: 'Ready for the field',
            text: 'Survives a 76 cm drop, is rated IPx2 and IP5x, and works from -10 to +50 °C at altitudes up to 6,000 m.',
          },
        ],
        highlights: [
          `${z2c.lossDb.SMF} dB typical SMF splice loss`,
          `${z2c.spliceS.quick} s quick or ${z2c.spliceS.auto} s auto splice`,
          `About ${z2c.cycles} splice-and-heat cycles per charge (BU-16)`,
          'Twin CMOS cameras at 350X, 5.0-inch touch screen',
        ],
        specTables: [
          {
            title: 'Specifications',
            columns: ['Item', 'Z2C'],
            groups: [
              {
                label: 'Optical fibre requirement',
                rows: [
                  ['Material', 'Silica glass'],
                  ['Fibre count / profile types', 'SMF(G.652), MMF(G.651), DSF(G.653), NZDSF(G.655), BIF(G.657)'],
                  ['Fibre diameter', 'Cladding 80–125 µm, Coating 100–1000 µm'],
                  ['Cleave length', '5 to 16 mm with coating clamp'],
                ],
              },
              {
                label: 'Standard performance',
                rows: [
                  ['Splicing loss', lossCell(z2c.lossDb, { colon: ':' })],
                  ['Return loss', '60 dB or greater'],
                  ['Splice time', `${z2c.spliceS.quick} s Quick, ${z2c.spliceS.auto} s Auto`],
                  ['Heating time', `${z2c.heatS} s`],
                  ['Splice & heat per charge', `Approx ${z2c.cycles} (BU-16)`],
                  ['Fibre view', '2 CMOS, 350X (700X)'],
                  ['Proof test', '1.96~2.09N'],
                  ['Protection sleeve', '60 mm / 40 mm / Nano'],
                ],
              },
              {
                label: 'Programs',
                rows: [
                  ['Splice programs', 'Max 300 (40 preset)'],
                  ['Heating programs', 'Max 100 (23 preset)'],
                ],
              },
              {
                label: 'Functions',
                rows: [
                  ['Splice storage', '200 images, 10k data internal'],
                  ['Multi clamp', 'Supports 250 µm, 900 µm, 2/3 mm, drop cable'],
                  ['Reversible coating clamps', 'Yes'],
                  ['Onboard training video', 'Provided'],
                  ['Auto fibre ID', 'SMF/MMF/Other'],
                  ['Arc calibration', 'Automatic'],
                  ['Display remaining cycles', 'Yes'],
                ],
              },
              {
                label: 'Size / weight',
                rows: [
                  ['Size', '128x154x130mm'],
                  ['Weight', `${z2c.weightKg.withoutBattery} kg (no battery), ${z2c.weightKg.withBattery} kg (with BU-16)`],
                  ['Monitor', '5.0″ touchscreen LCD'],
                ],
              },
              ...z2cW1cSharedGroups,
            ],
          },
        ],
        accessories: splicerAccessories(
          [
            ...z2cW1cHolderRows,
            ['Fibre holder', 'FHS-025/LB5', 'Loose buffered 0.9 mm fibre'],
            ...z2cW1cSplicerPartRows,
          ],
          [
            ['Handheld fibre cleaver', 'FC-8R-FC / FC-8R-F', 'Auto blade rotation'],
            ['Fibre cleaver', 'FC-6S-C / FC-6RS-C', 'High precision/Auto-rotation'],
            ...z2cW1cToolRows,
            ['Fibre protection sleeves', 'FPS-1, FPS-40, FPS-61-2.6', '60/40/61 mm'],
          ],
        ),
        basicAccessories: z2cW1cBasicAccessories,
        similar: ['w1c', '82c-plus', 's1v-ultra', 'fc-8r'],
      },
    },
    {
      key: 'w1c',
      family: 'sumitomo',
      model: 'W1C',
      title: 'Sumitomo W1C Core Alignment Fusion Splicer',
      summary:
        `A core-alignment splicer with two independent ovens and an ${w1c.heatS} s heating cycle, reaching ${w1c.lossDb.SMF} dB typical single-mode loss and about ${w1c.cycles} splice-and-heat cycles per charge.`,
      tabs: ['all', 'core-fusion-splicer'],
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'core', screenInches: 5.0, fiberCount: 1 },
        alt: 'Sumitomo W1C core alignment fusion splicer',
      },
      models: splicerModels(w1c),
      page: {
        ...routes.model('W1C', { numbered: ['four'] }),
        metaDescription:
          `Sumitomo W1C core alignment fusion splicer: ${w1c.lossDb.SMF} dB typical SMF loss, 350X imaging, dual ovens with ${w1c.heatS} s heating, about ${w1c.cycles} cycles per charge.`,
        banner: `Two ovens and an ${w1c.heatS} s heating cycle, so sleeving keeps pace with ${w1c.spliceS.quick} s splices.`,
        features: [
          {
            title: 'Core alignment at 350X',
            text: 'Two CMOS cameras (350X, 700X zoom) align the cores of SMF, MMF, DSF, NZDSF, BIF and CSF (G.654) fibre, with 80 to 150 µm cladding.',
          },
          {
            title: 'Dual ovens',
            text: `Two independent ovens with user-selectable clamp operation shrink quick sleeves in about ${w1c.heatS} s.`,
          },
          {
            title: 'Clamps for mixed cable',
            text: 'Reversible coating clamps and a multi clamp for 250 µm and 900 µm fibre, 2 mm or 3 mm cord and drop cable.',
          },
          {
            title: 'Programs and records',
            text: '300 splice programs (54 pre-optimised, 246 editable) and 100 heating programs (27 and 73); 200 images and 10,000 records internally, or 50,200 images and 20,000 records with a 16 GB SD card.',
          },
          {
            title: 'Battery and build',
            text: `About ${w1c.cycles} splice-and-heat cycles per BU-16 charge, electrodes rated for about 6,000 discharges, ${w1c.weightKg.withBattery} kg with battery; wireless LAN is an option.`,
          },
        ],
        highlights: [
          `${w1c.lossDb.SMF} dB typical SMF splice loss`,
          `Dual independent ovens, ${w1c.heatS} s heating with quick sleeves`,
          `About ${w1c.cycles} splice-and-heat cycles per charge (BU-16)`,
          '5.0-inch touch screen with a 350X view',
        ],
        specTables: [
          {
            title: 'Specifications',
            columns: ['Item', 'W1C'],
            groups: [
              {
                label: 'Optical fibre requirement',
                rows: [
                  ['Material', 'Silica glass'],
                  ['Fibre count / profile', 'SMF(G.652), MMF(G.651), DSF(G.653), NZDSF(G.655), BIF(G.657), CSF(G.654)'],
                  ['Fibre diameter', 'Cladding 80–150 µm, Coating 100–1000 µm'],
                  ['Cleave length', '5–16 mm with clamp'],
                ],
              },
              {
                label: 'Standard performance',
                rows: [
                  ['Splicing loss (typ.)', lossCell(w1c.lossDb)],
                  ['Return loss', '60 dB or greater'],
                  ['Splice time', `${w1c.spliceS.quick} s Quick, ${w1c.spliceS.auto} s Auto`],
                  ['Heating time', `${w1c.heatS} s (Quick sleeve)`],
                  ['Splice & heat per charge', `Approx. ${w1c.cycles} (BU-16)`],
                  ['Fibre view & magnification', '2 CMOS, 350X (700X zoom)'],
                  ['Proof test', '1.96~2.09N'],
                  ['Protection sleeve', '60 mm / 40 mm / Nano'],
                ],
              },
              {
                label: 'Programs',
                rows: [
                  ['Splice programs', 'Max 300, 54 are pre-optimised, 246 editable by user'],
                  ['Heating programs', 'Max 100, 27 are pre-optimised, 73 editable by user'],
                ],
              },
              {
                label: 'Functions',
                rows: [
                  ['Splice storage', '200 image/10k splice(internal memory) 50,200/20k(with 16GB SD Card)'],
                  ['Multi clamp', 'Supports 250 µm, 900 µm, 2/3 mm, drop cable'],
                  ['Reversible clamps', 'Yes'],
                  ['Dual ovens', 'Yes'],
                  ['User-select oven clamps', 'Yes'],
                  ['Onboard training video', 'Provided'],
                  ['Fibre ID', 'SMF/MMF/DSF/NZDSF/BIF/Other'],
                  ['Arc calibration', 'Automatic'],
                  ['Remaining cycle display', 'Yes'],
                  ['Wireless LAN (optional)', 'Yes'],
                ],
              },
              {
                label: 'Size / weight',
                rows: [
                  ['Size', '128 × 154 × 130 mm'],
                  ['Weight', `${w1c.weightKg.withoutBattery} kg (no battery), ${w1c.weightKg.withBattery} kg (with BU-16)`],
                  ['Monitor', '5.0″ touchscreen LCD'],
                ],
              },
              ...z2cW1cSharedGroups,
            ],
          },
        ],
        accessories: splicerAccessories(
          [
            ...z2cW1cHolderRows,
            ['Fibre holder', 'FHS-025/LB5', 'For 0.9 mm loose buffered fibre'],
            ...z2cW1cSplicerPartRows,
          ],
          [
            ['Fibre cleaver', 'S-70', 'Auto blade rotation'],
            ...z2cW1cToolRows,
            ['Fibre protection sleeves', 'FPS-1, FPS-40, FPS-61-2.6', '60 mm / 40 mm / 61 mm'],
          ],
        ),
        basicAccessories: z2cW1cBasicAccessories,
        similar: ['z2c', '82c-plus', 's1v', 'fc-8r'],
      },
    },
    {
      key: '82c-plus',
      family: 'sumitomo',
      model: '82C+',
      title: 'Sumitomo 82C+ Core Alignment Fusion Splicer',
      summary:
        `A fast core-alignment splicer: ${c82.spliceS.quick} s quick splices, ${c82.heatS} s heating, about ${c82.cycles} splice-and-heat cycles per charge and a 5.0-inch touch screen that stays readable outdoors.`,
      tabs: ['all', 'core-fusion-splicer'],
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'core', screenInches: 5.0, fiberCount: 1 },
        alt: 'Sumitomo 82C+ core alignment fusion splicer',
      },
      models: splicerModels(c82),
      page: {
        ...routes.model('82CPLUS', { numbered: ['five'] }),
        metaDescription:
          `Sumitomo 82C+ core alignment fusion splicer: ${c82.spliceS.quick} s quick splices, ${c82.heatS} s heating, about ${c82.cycles} cycles per charge, 5.0-inch touch screen, attenuation splicing.`,
        banner: `${c82.spliceS.quick} s splices and ${c82.heatS} s heating for crews closing many joints a day.`,
        features: [
          {
            title: 'Short cycle',
            text: `A single-mode G.652 splice takes ${c82.spliceS.quick} s in quick mode and ${c82.spliceS.standard} s in standard mode; the heater shrinks an FPS-61-2.6 sleeve in ${c82.heatS} s.`,
          },
          {
            title: 'Core alignment',
            text: 'Two CMOS cameras give 380X on a single axis (760X zoom) and 270X on both axes, for typical losses of 0.01 dB on SMF and MMF.',
          },
          {
            title: 'Broad fibre support',
            text: 'Splices SMF, MMF, DSF, NZDSF, BIF, CSF (G.654) and EDF with 80 to 150 µm cladding, and can build attenuating splices from 0.1 to 15 dB in 0.1 dB steps.',
          },
          {
            title: 'Power and weight',
            text: `About ${c82.cycles} splice-and-heat cycles per charge of the BU-16 battery and electrodes rated for 6,000 arcs; the 5.0-inch touch screen unit weighs ${c82.weightKg.withoutBattery} kg without battery and ${c82.weightKg.withBattery} kg with it.`,
          },
        ],
        shared: [splicer82Shared],
        highlights: [
          `${c82.spliceS.quick} s quick splice, ${c82.spliceS.standard} s standard`,
          `${c82.heatS} s heating with FPS-61-2.6 sleeves`,
          `About ${c82.cycles} splice-and-heat cycles per charge (BU-16)`,
          'Attenuation splicing from 0.1 to 15 dB',
        ],
        specTables: [
          {
            ...type82m12Specifications,
            title: 'Specifications (type 82M12)',
            note: 'The 82C+ is catalogued with this type 82M12 table; the single-fibre 82C+ figures follow in the next table.',
          },
          {
            title: 'Specifications (82C+)',
            columns: ['Item', '82C+'],
            groups: [
              {
                label: 'Optical fibre requirement',
                rows: [
                  ['Material', 'Silica glass'],
                  ['Fibre count / profile types', 'Single / SMF (G.652), MMF (G.651), DSF (G.653), NZDSF (G.655), BIF (G.657), CSF (G.654), EDF'],
                  ['Fibre diameter', 'Cladding diameter: 80 ~ 150 µm, Coating diameter: 100 ~ 1,000 µm'],
                  ['Cleave length', '5 ~ 16 mm with coating clamp'],
                ],
              },
              {
                label: 'Standard performance',
                rows: [
                  ['Splice loss (typical)', lossCell(c82.lossDb, { separator: '; ' })],
                  ['Return loss (typical)', '60 dB or greater'],
                  ['Splice time (typical)', `${c82.spliceS.quick} s (SM G.652 Quick Mode); ${c82.spliceS.standard} s (SM G.652 Std. Mode / Auto Mode)`],
                  ['Heating time (typical)', `${c82.heatS} s (FPS-61-2.6 sleeve, S60mm 0.25 Quick Mode)`],
                  ['Splice & heat cycles per battery full charge', `Approx. ${c82.cycles} (BU-16)`],
                  ['Fibre view & magnification', '2 CMOS cameras, 380× observation (zoom 760× for single-axis), 270× for both X & Y dual-axis view'],
                  ['Proof test', '1.96 ~ 2.09 N'],
                  ['Applicable protection sleeve', '60 mm, 40 mm & Sumitomo Nano sleeves'],
                ],
              },
              {
                label: 'Programs',
                rows: [
                  ['Splice programs', 'Max. 300, 74 are pre-optimised, 226 editable by user'],
                  ['Heating programs', 'Max. 100, 27 are pre-optimised, 73 editable by user'],
                  ['Splice image capture / splice data storage', '200 images / 10,000 splice data (internal memory). With SD card: e.g. 50,200 images / 20,000 splice data (with 8GB SD card)'],
                ],
              },
              {
                label: 'Functions',
                rows: [
                  ['Attenuation splicing', '0.1 dB to 15 dB in 0.1 dB increments'],
                  ['Universal clamps', 'Provided - 200 µm, 900 µm tight & loose buffer fibre'],
                  ['Reversible coating clamps', 'Provided'],
                  ['Dual automatic independent ovens', 'Provided'],
                  ['User-selectable oven clamp operation', 'Provided'],
                  ['Onboard user training video', 'Provided'],
                  ['Automatic fibre identification', 'SMF / MMF / DSF / NZDSF / BIF / Other'],
                  ['Automatic arc calibration', 'Automatically compensates for environmental condition changes'],
                  ['Display of remaining splice & heat cycles', 'Provided (Battery mode)'],
                  ['Wireless LAN connectivity (option)', 'Provided (optional)'],
                ],
              },
              {
                label: 'Size / weight',
                rows: [
                  ['Size', '128 (W) x 154 (D) x 130 (H) mm (without anti-shock rubber)'],
                  ['Weight', `${c82.weightKg.withoutBattery} kg (without battery) / ${c82.weightKg.withBattery} kg (with battery BU-16)`],
                  ['Monitor', '5.0" touch screen colour LCD display'],
                ],
              },
              {
                label: 'Terminals',
                rows: [
                  ['DC output', 'DC 12 V (for JR-6+)'],
                  ['USB port', 'USB 2.0 (mini-B type)'],
                  ['Storage media', 'SD / SDHC memory card MAX 32GB'],
                ],
              },
              splicer82PowerSupply,
              {
                label: 'Operating and storage conditions',
                rows: [
                  ['Operating', 'Altitude: 0 ~ 6,000 m; Temperature: -10 ~ +50 °C; Humidity: 0 ~ 95% RH (non-condensing); Wind velocity: up to 15 m/s'],
                  ['Storage', 'Temperature: -40 ~ +80 °C; Humidity: 0 ~ 95% RH (non-condensing); Battery: -20 ~ +30 °C (long term)'],
                ],
              },
              electrodeLife6000Arcs,
              softwareUpdatesOnline,
              splicer82DataManagement,
              {
                label: 'Test details',
                rows: [
                  ['Shock resistance', 'Drop from 76 cm on 5 faces (excluding top face)'],
                  ['Water resistance', 'IPx2 (operates normally after being exposed to water dripping at 3 mm/min for at least 2.5 min on each of 4 surfaces)'],
                  ['Dust resistance', 'IP5x (operates normally after 8 hours in a dust chamber containing dust with particle size of 75um or less)'],
                ],
              },
            ],
          },
        ],
        accessories: splicerAccessories(
          [
            ['SumiCloud card', 'WLSD Series', 'For SumiCloud™ connection'],
            ['Fibre holder', 'FHS-025', 'For Φ 0.25 mm single fibre'],
            ['Fibre holder', 'FHS-09', 'For Φ 0.9 mm single fibre'],
            ['Fibre holder', 'FHS-025/LB5', 'For 0.9 mm loose buffered single fibre'],
            ['Fibre holder', 'FHD-1', 'For drop/indoor cable(cable size: typical 2.0 x 3.1 or 2.6 mm)'],
            ['Fibre holder', '1SM-ST', 'For indoor cable (cable size : typical 1.6 × 2.0 mm)'],
            ['Fibre holder', 'FHC-3', 'For 3 mm cable'],
            ['Battery pack', 'BU-16', 'Li-ion 6,400 mAh'],
            ['Battery charger', 'BC-16', '-'],
            ['Car battery cable', 'PCV-16', 'For car battery operation (cigarette socket type)'],
            ['V-groove cleaning brush', 'VGT-2', 'Brush for cleaning V-groove'],
            ['Electrode', 'ER-10', '-'],
          ],
          [
            ['Handheld fibre cleaver', 'FC-8R-FC', 'Automatic blade rotation cleaver with cleave counter'],
            ['Handheld fibre cleaver', 'FC-8R-F', 'Automatic blade rotation cleaver'],
            ['Fibre cleaver', 'FC-6S-C', 'Table-top high precision cleaver'],
            ['Fibre cleaver', 'FC-6RS-C', 'Automatic blade rotation cleaver'],
            ['Jacket remover', 'JR-M03', 'Jacket remover for single fibre'],
            ['Loose tube cutter', 'LTC-01', '-'],
            ['Alcohol dispenser', 'HR-3', '-'],
            ['Fibre protection sleeve', 'FPS-1', '60 mm, diameter after shrink approx. Φ3.2mm'],
            ['Fibre protection sleeve', 'FPS-40', '40 mm, diameter after shrink approx. Φ3.2mm'],
            ['Fibre protection sleeve', 'FPS-61-2.6', '61 mm, diameter after shrink approx. Φ2.6mm'],
          ],
        ),
        basicAccessories: splicer82BasicAccessories,
        similar: ['82m12', 'z2c', 'w1c', 'fc-8r'],
      },
    },
    {
      key: '82m12',
      family: 'sumitomo',
      model: '82M12',
      title: 'Sumitomo 82M12 Ribbon Fusion Splicer',
      summary:
        `A mass fusion splicer that joins single fibres or ribbons of up to ${m82Ribbon} fibres with 125 µm cladding, for backbone, data-centre and high-density FTTx work.`,
      tabs: ['all', 'ribbon-fusion-splicer'],
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'ribbon', screenInches: 5.0, fiberCount: 12 },
        alt: 'Sumitomo 82M12 ribbon fusion splicer with a 12-fibre ribbon in its holders',
      },
      models: splicerModels(m82),
      page: {
        ...routes.model('82M12'),
        metaDescription:
          `Sumitomo 82M12 ribbon fusion splicer for ${Math.min(...m82.fibreCounts)} to ${m82Ribbon} fibres: a ${m82Ribbon}-fibre ribbon splices in ${ribbon82m12.spliceS.quick} s and heats in ${ribbon82m12.heatS} s; 5.0-inch touch screen, 300 splice programs.`,
        banner: 'Joins a 12-fibre ribbon in one pass, where a single-fibre splicer needs twelve.',
        features: [
          {
            title: 'Ribbon or single fibre',
            text: `Fibre counts of ${andList(m82.fibreCounts)} with 125 µm cladding; ribbons 200 to 400 µm thick and single-fibre coatings from 200 to 900 µm.`,
          },
          {
            title: 'Cycle time',
            text: `A single fibre splices in ${m82.spliceS.quick} s in quick mode or ${m82.spliceS.standard} s in standard mode, and the heater shrinks its FPS-61-2.6 sleeve in ${m82.heatS} s. A ${m82Ribbon}-fibre ribbon takes ${ribbon82m12.spliceS.quick} s in quick mode or ${ribbon82m12.spliceS.standard} s in standard mode, and ${ribbon82m12.heatS} s to heat its 40 mm FPS-6 sleeve.`,
          },
          {
            title: 'Battery and build',
            text: `About ${m82.cycles} splice-and-heat cycles per charge of the BU-16 battery, electrodes rated for 6,000 arcs, and a 5.0-inch touch screen; ${m82.weightKg.withoutBattery} kg without battery, ${m82.weightKg.withBattery} kg with it.`,
          },
          {
            title: 'Ribbon tools',
            text: 'FHM ribbon holders from 2 to 12 fibres, the PCH-12A pitch-changing holder and the JR-6+ hot jacket remover, which runs from the splicer’s 12 V DC output.',
          },
        ],
        shared: [splicer82Shared],
        highlights: [
          `Fibre counts ${m82.fibreCounts.join(', ')}`,
          `Single fibre: ${m82.spliceS.quick} s quick splice, ${m82.heatS} s heating`,
          `${m82Ribbon}-fibre ribbon: ${ribbon82m12.spliceS.quick} s quick splice, ${ribbon82m12.heatS} s heating`,
          `About ${m82.cycles} splice-and-heat cycles per charge (BU-16)`,
        ],
        specTables: [
          type82m12Specifications,
        ],
        accessories: splicerAccessories(
          [
            ['SumiCloud card', 'WLSD series', 'For SumiCloud™ connection'],
            ['Fibre holder', 'FHS-025', 'For Φ0.25 mm single fibre'],
            ['Fibre holder', 'FHS-09', 'For Φ0.9 mm single fibre'],
            ['Fibre holder', 'FHD-1', 'For drop and indoor cable (single fibre)'],
            ['Fibre holder', 'FHC-3', 'For 3 mm cable'],
            ['Fibre holder', 'Lynx2-UML-S', 'For Φ3 mm cord and Φ0.9 mm single fibre'],
            ['Ribbon holder', 'FHM-2', 'For 2-fibre ribbon'],
            ['Ribbon holder', 'FHM-4', 'For 4-fibre ribbon'],
            ['Ribbon holder', 'FHM-5', 'For 5-fibre ribbon'],
            ['Ribbon holder', 'FHM-6', 'For 6-fibre ribbon'],
            ['Ribbon holder', 'FHM-8', 'For 8-fibre ribbon'],
            ['Ribbon holder', 'FHM-10', 'For 10-fibre ribbon'],
            ['Ribbon holder', 'FHM-12', 'For 12-fibre ribbon'],
            ['Pitch-changing holder', 'PCH-12A', 'Changes 200 µm to 250 µm pitch on pliable fibre ribbon'],
            ['Battery pack', 'BU-16', 'Li-ion 6,400 mAh'],
            ['Battery charger', 'BC-16', 'For BU-16'],
            ['Car battery cable', 'PCV-16', 'For car battery operation (cigarette socket type)'],
            ['Electrodes', 'ER-10', 'Spare electrodes'],
            ['V-groove cleaning jig', 'VGT-2', 'Brush for cleaning the V-groove'],
          ],
          [
            ['Handheld fibre cleaver', 'FC-8R-FC', 'Automatic blade rotation cleaver with cleave counter'],
            ['Handheld fibre cleaver', 'FC-8R-F', 'Automatic blade rotation cleaver'],
            ['Tabletop fibre cleaver', 'FC-6M-C', 'High-precision tabletop cleaver'],
            ['Tabletop fibre cleaver', 'FC-6RM-C', 'Automatic blade rotation cleaver'],
            ['Fibre arrangement tool', 'OFA-01', 'Glue-free fibre arrangement tool'],
            ['Jacket remover', 'JR-M03', 'For single fibre'],
            ['Hot jacket remover', 'JR-6+', 'For ribbon fibre'],
            ['Alcohol dispenser', 'HR-3', '-'],
            ['Fibre protection sleeve', 'FPS-1', '60 mm, for single fibre; approx. Φ3.2 mm after shrink'],
            ['Fibre protection sleeve', 'FPS-40', '40 mm, for single fibre; approx. Φ3.2 mm after shrink'],
            ['Fibre protection sleeve', 'FPS-5', '40 mm, for single fibre and ribbon up to 8 fibres'],
            ['Fibre protection sleeve', 'FPS-6', '40 mm, for single fibre and ribbon up to 12 fibres'],
            ['Fibre protection sleeve', 'FPS-D60', '60 mm, for single-fibre drop and indoor cable'],
          ],
        ),
        basicAccessories: splicer82BasicAccessories,
        similar: ['82c-plus', 'w1c', 'fc-8r', 'fc-6-series'],
      },
    },
    {
      key: 'fc-8r',
      family: 'sumitomo',
      model: 'FC-8R',
      title: 'Sumitomo FC-8R Handheld Fibre Cleaver',
      summary:
        `A pocket-sized cleaver for single fibres and ribbons of up to ${fc8rBody.fibreCount}, with automatic blade rotation, a pre-fitted off-cut collector and a typical 0.5° cleave angle.`,
      tabs: ['all', 'handheld-cleaver'],
      image: {
        kind: 'illustration',
        spec: { kind: 'cleaver', form: 'handheld', collector: true, fiberCount: 12 },
        alt: 'Sumitomo FC-8R handheld fibre cleaver with its off-cut collector',
      },
      models: cleaverModels(fc8rNames),
      page: {
        ...routes.model('FC8R', { numbered: ['seven'] }),
        metaDescription:
          `Sumitomo FC-8R handheld cleaver for single fibre and ${fc8rBody.fibreCount}-fibre ribbon: 0.5° typical angle, auto blade rotation, off-cut collector, ${formatNumber(bladeLifeOf(fc8rBody.blade))}-fibre blade life.`,
        banner: `One handheld cleaver for single fibre and ${fc8rBody.fibreCount}-fibre ribbon, good for ${formatNumber(bladeLifeOf(fc8rBody.blade))} fibres per blade.`,
        features: [
          {
            title: 'Ribbon or single fibre',
            text: 'Cleaves 10 mm with a fibre holder, or 6–20 mm (0.25 mm coating) and 10–20 mm (0.9 mm coating) with the AP-FC7 single-fibre adapter.',
          },
          {
            title: 'Blade that turns itself',
            text: `Automatic blade rotation (switchable to fixed) moves to a fresh edge; ${fc8rBody.blade.positions} positions of ${formatNumber(fc8rBody.blade.fibresPerPosition)} fibres each give ${formatNumber(bladeLifeOf(fc8rBody.blade))} cleaves before the FCP-20BL(7R) blade is swapped on site.`,
          },
          {
            title: 'Off-cuts collected',
            text: 'The pre-fitted TR-FC8R collector catches the glass off-cuts, and the lid opens wide or narrow to suit the job.',
          },
          {
            title: 'Cleave counter',
            text: 'The FC-8R-FC counts every cleave, powered by a CR1220 coin cell, so blade changes can be planned.',
          },
          {
            title: 'Small and light',
            text: `58 × 98 × 47 mm and about ${grams(fc8rBody.weightKg)} g; works from -10 to 50 °C.`,
          },
        ],
        highlights: [
          `Single fibre or ribbon up to ${fc8rBody.fibreCount} fibres`,
          'Typical cleave angle 0.5 degrees',
          'TR-FC8R off-cut collector fitted as standard',
          'Cleave counter on the FC-8R-FC',
        ],
        specTables: [
          {
            title: 'Specifications',
            columns: ['Part number', ...fc8rNames],
            groups: [
              {
                label: 'Applicable fibre',
                rows: [
                  everyFc8r('Material', 'Silica glass'),
                  everyFc8r('Cladding diameter', 'Φ 125 µm'),
                  ['Fibre count', ...perCleaver(fc8rNames, (c) => `${fibreCountCell(c.fibreCount)} with fibre holder; single with adapter`)],
                ],
              },
              {
                label: 'Cleaving',
                rows: [
                  everyFc8r('Fibre placing', 'Fibre holder or single fibre adapter (AP-FC7)'),
                  everyFc8r('Cleave length, fibre holder', '10 mm'),
                  everyFc8r('Cleave length, single fibre adapter', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)'),
                  everyFc8r('Cleave angle (typ.)', '0.5 degrees with single fibre'),
                  everyFc8r('Off-cut collector / fibre bin', 'Pre-fitted (TR-FC8R)'),
                  everyFc8r('Automatic blade rotation', 'Provided (switchable to fixed)'),
                  ['Cleave operation counter', 'N/A', 'Provided (CR1220 coin-type lithium battery)'],
                  everyFc8r('Lid opening angle', 'Switchable (wide / narrow)'),
                ],
              },
              {
                label: 'Body and blade',
                rows: [
                  everyFc8r('Dimensions', '58 (W) x 98 (D) x 47 (H) mm'),
                  ['Weight', ...perCleaver(fc8rNames, (c) => approxGrams(c.weightKg))],
                  everyFc8r('Field-replaceable blade', 'Yes, FCP-20BL(7R)'),
                  ['Blade life', ...perCleaver(fc8rNames, (c) => bladeLifeCell(c.blade))],
                ],
              },
              {
                label: 'Operating and storage conditions',
                rows: [
                  everyFc8r('Operating', '-10 to 50 °C, 0–95% RH (non-condensing)'),
                  everyFc8r('Storage', '-40 to 80 °C, 0–95% RH (non-condensing)'),
                ],
              },
            ],
          },
          {
            title: 'Fibre holders',
            columns: ['Part no.', 'Applicable fibre', 'Cleave length'],
            groups: [
              {
                rows: [
                  ...singleFibreHolderRows,
                  ['FHM-2', '2-fibre ribbon', '10 mm'],
                  ['FHM-4', '4-fibre ribbon', '10 mm'],
                  ['FHM-6', '6-fibre ribbon', '10 mm'],
                  ['FHM-8', '8-fibre ribbon', '10 mm'],
                  ['FHM-10', '10-fibre ribbon', '10 mm'],
                  ['FHM-12', '12-fibre ribbon', '10 mm'],
                ],
              },
            ],
          },
        ],
        accessories: cleaverOptions(
          [
            ['Single fibre adapter', 'AP-FC7', 'With 1 screw'],
            ['Single fibre adapter', 'AP-FC8R', 'With 1 desktop spacer block and 1 screw'],
            ['Fibre off-cut bin', 'TR-FC8R', '10 pcs per set'],
            ['Coin-type lithium battery', 'CR1220', 'For the FC-8R-FC cleave counter (commercial item)'],
            ['Replacement blade', 'FCP-20BL(7R)', 'Common to the FC-6R and FC-7R series'],
          ],
        ),
        basicAccessories: {
          title: 'Standard package',
          columns: ['Part name', 'Part no.', 'Remarks'],
          groups: [
            {
              rows: [
                ['Main body', 'FC-8R-F / FC-8R-FC', 'Model as ordered'],
                ['Single fibre adapter', 'AP-FC8R', '1 pc, with 1 screw'],
                ['Desktop spacer block', 'DTS-01', '1 pc'],
                ['Carrying case', 'CC-8RH / CC-8RSH', 'Case depends on the variant'],
                ['Operation manual', '-', '1 set'],
                ['Cleaning brush', '-', '1 pc'],
                ['Hexagonal wrench', '-', '1 pc'],
                ['Strap', '-', '1 pc'],
              ],
            },
          ],
        },
        similar: ['s-70', 'fc-6s', 'z2c', '82m12'],
      },
    },
    {
      key: 's-70',
      family: 'sumitomo',
      model: 'S-70',
      title: 'Sumitomo S-70 Handheld Fibre Cleaver',
      summary:
        `A handheld single-fibre cleaver with automatic blade rotation, a typical 0.5° cleave angle and ${formatNumber(bladeLifeOf(s70.blade))} fibres of blade life.`,
      tabs: ['all', 'handheld-cleaver'],
      image: {
        kind: 'illustration',
        spec: { kind: 'cleaver', form: 'handheld', collector: false, fiberCount: 1 },
        alt: 'Sumitomo S-70 handheld single-fibre cleaver',
      },
      models: cleaverModels(['S-70']),
      page: {
        ...routes.model('S70'),
        metaDescription:
          `Sumitomo S-70 handheld single-fibre cleaver: 0.5° typical cleave angle, automatic blade rotation, 6–20 mm cleave length and ${formatNumber(bladeLifeOf(s70.blade))}-fibre blade life.`,
        banner: `Single-fibre cleaving for splicing kits, about ${grams(s70.weightKg)} g in the hand.`,
        features: [
          {
            title: 'Automatic blade rotation',
            text: `The blade steps to a fresh position on its own, spreading wear across ${s70.blade.positions} positions for a blade life of ${formatNumber(bladeLifeOf(s70.blade))} fibres.`,
          },
          {
            title: 'Cleave length to suit the fibre',
            text: '6–20 mm on 0.25 mm coated fibre and 10–20 mm on 0.9 mm coated fibre, with a typical cleave angle of 0.5 degrees.',
          },
          {
            title: 'Switchable lid',
            text: 'The lid opening angle can be set wide or narrow.',
          },
          {
            title: 'Blade changed on site',
            text: 'The FCP-20BL(7R) blade can be replaced in the field once its positions are used up.',
          },
          {
            title: 'Compact',
            text: `58 × 98 × 49 mm and about ${grams(s70.weightKg)} g; works from -10 to 50 °C and stores from -40 to 80 °C.`,
          },
        ],
        highlights: [
          'Typical cleave angle 0.5 degrees',
          'Cleave length 6–20 mm (0.25 mm) or 10–20 mm (0.9 mm)',
          'Blade turns to a fresh edge by itself',
          `About ${grams(s70.weightKg)} g`,
        ],
        specTables: [
          {
            title: 'Specifications',
            columns: ['Part number', 'S-70'],
            groups: [
              singleFibreApplicable,
              {
                label: 'Cleaving',
                rows: [
                  ['Cleave length', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)'],
                  ['Cleave angle (typ.)', '0.5 degrees (typical)'],
                  ['Automatic blade rotation', 'Provided'],
                  ['Lid opening angle', 'Switchable (wide / narrow)'],
                ],
              },
              {
                label: 'Body and blade',
                rows: [
                  ['Dimensions', '58 (W) x 98 (D) x 49 (H) mm'],
                  ['Weight', approxGrams(s70.weightKg)],
                  ['Field-replaceable blade', 'Yes, FCP-20BL(7R)'],
                  ['Blade life', bladeLifeCell(s70.blade)],
                ],
              },
              handheldCleaverConditions,
            ],
          },
        ],
        similar: ['fc-8r', 'fc-7ls', 'sfcs', 'w1c'],
      },
    },
    {
      key: 'fc-7ls',
      family: 'sumitomo',
      model: 'FC-7LS',
      title: 'Sumitomo FC-7LS Handheld Fibre Cleaver',
      summary:
        'A light single-fibre cleaver for buffered fibre, jacketed cord and drop cable, with an average cleave angle of 0.3 to 0.9 degrees and a pre-fitted off-cut bin.',
      tabs: ['all', 'handheld-cleaver'],
      image: {
        kind: 'illustration',
        spec: { kind: 'cleaver', form: 'handheld', collector: true, fiberCount: 1 },
        alt: 'Sumitomo FC-7LS handheld fibre cleaver with its off-cut bin',
      },
      models: cleaverModels(['FC-7LS']),
      page: {
        ...routes.model('FC7LS'),
        metaDescription:
          `Sumitomo FC-7LS handheld cleaver for buffered fibre, cord and drop cable: 10–20 mm cleave length, ${formatNumber(bladeLifeOf(fc7ls.blade))}-fibre blade life, about ${grams(fc7ls.weightKg)} g.`,
        banner: `Cleaves drop cable and cord as well as buffered fibre, in a tool of about ${grams(fc7ls.weightKg)} g.`,
        features: [
          {
            title: 'Drop cable and cord',
            text: 'Takes 0.2, 0.25 and 0.9 mm buffered fibre, 2 mm and 3 mm jacketed cord, 2 × 3 mm rectangular drop cable and 3.5 mm round drop cable.',
          },
          {
            title: 'Cleave length',
            text: '10–20 mm through the AP-FC7LS single-fibre adapter, with an average cleave angle of 0.3 to 0.9 degrees.',
          },
          {
            title: 'Off-cuts contained',
            text: 'The TR-FC7LS bin comes fitted and collects the glass ends; spare bins come ten to a set.',
          },
          {
            title: 'Blade life',
            text: `The replaceable FCP-20BL blade lasts ${bladeLifeCell(fc7ls.blade)}.`,
          },
          {
            title: 'Light to carry',
            text: `51 × 106 × 83 mm and about ${grams(fc7ls.weightKg)} g, supplied with a carrying case; works from -10 to 50 °C.`,
          },
        ],
        highlights: [
          'Buffered fibre, 2 and 3 mm cord, flat and round drop cable',
          'Cleave length 10–20 mm',
          `Blade life ${bladeLifeCell(fc7ls.blade)}`,
          `About ${grams(fc7ls.weightKg)} g`,
        ],
        specTables: [
          {
            title: 'Specifications',
            columns: ['Part number', 'FC-7LS'],
            groups: [
              {
                label: 'Applicable fibre',
                rows: [
                  ['Material', 'Silica glass'],
                  ['Cladding diameter', 'Φ 125 µm'],
                  ['Coating diameter', 'Φ 0.2, 0.25, 0.9 mm buffered fibre; 2 and 3 mm jacketed cord'],
                  ['Cable type', 'Rectangular drop cable (2 × 3 mm), 3.5 mm round drop cable'],
                  ['Fibre count', fibreCountCell(fc7ls.fibreCount)],
                ],
              },
              {
                label: 'Cleaving',
                rows: [
                  ['Cleave length', '10–20 mm'],
                  ['Fibre placing', 'Single fibre adapter AP-FC7LS'],
                  ['Cleave angle', 'Average 0.3–0.9 degrees'],
                  ['Off-cut collector / fibre bin', 'Pre-fitted (TR-FC7LS)'],
                ],
              },
              {
                label: 'Body and blade',
                rows: [
                  ['Dimensions', '51 (W) x 106 (D) x 83 (H) mm'],
                  ['Weight', approxGrams(fc7ls.weightKg)],
                  ['Replaceable blade', 'FCP-20BL'],
                  ['Blade life', bladeLifeCell(fc7ls.blade)],
                ],
              },
              handheldCleaverConditions,
            ],
          },
          {
            title: 'Fibre holders',
            columns: ['Part no.', 'Applicable fibre', 'Cleave length'],
            groups: [
              {
                rows: [
                  ...singleFibreHolderRows,
                ],
              },
            ],
          },
        ],
        accessories: cleaverOptions(
          [
            ['Single fibre adapter', 'AP-FC7LS', '-'],
            ['Fibre off-cut bin', 'TR-FC7LS', '10 pcs per set'],
            ['Replacement blade', 'FCP-20BL', 'Common to the FC-6+ series'],
          ],
        ),
        basicAccessories: {
          title: 'Standard package',
          columns: ['Part name', 'Part no.', 'Qty'],
          groups: [
            {
              rows: [
                ['Main body', 'FC-7LS', '1 pc'],
                ['Carrying case', 'CC-FC7LS', '1 pc'],
              ],
            },
          ],
        },
        similar: ['s-70', 'fc-8r', 'sfcs', 's1v'],
      },
    },
    {
      key: 'sfcs',
      family: 'sumitomo',
      model: 'SFCS',
      title: 'Sumitomo SFCS Single-Fibre Cleaver',
      summary:
        `A metal single-fibre cleaver with a 12-step blade, supplied in a protective box, with a typical 0.5° cleave angle and ${formatNumber(bladeLifeOf(cleavers.SFCS.blade))} fibres of blade life.`,
      tabs: ['all', 'tabletop-cleaver'],
      image: {
        kind: 'illustration',
        spec: { kind: 'cleaver', form: 'tabletop', collector: false, fiberCount: 1 },
        alt: 'Sumitomo SFCS metal single-fibre cleaver',
      },
      models: cleaverModels(['SFCS']),
      page: {
        ...routes.model('SFCS'),
        metaDescription:
          `Sumitomo SFCS metal single-fibre cleaver: 12-step blade, 0.5° typical cleave angle, 6–20 mm cleave length, ${formatNumber(bladeLifeOf(cleavers.SFCS.blade))}-fibre blade life, protective box.`,
        banner: 'A sturdy metal cleaver for single-fibre splicing kits, packed in its own protective box.',
        features: [
          {
            title: 'Metal build',
            text: 'A metal body, supplied in a protective box for carrying in a splicing kit.',
          },
          {
            title: '12-step blade',
            text: `The blade is stepped to fresh positions as it wears, for a blade life of ${bladeLifeCell(cleavers.SFCS.blade)}.`,
          },
          {
            title: 'Cleave quality',
            text: 'Typical cleave angle of 0.5 degrees, with a cleave length of 6–20 mm on 0.25 mm coated fibre and 10–20 mm on 0.9 mm coated fibre.',
          },
          {
            title: 'Working range',
            text: 'Works from -10 to 50 °C and stores from -40 to 80 °C, at 0–95% RH.',
          },
        ],
        highlights: [
          'Metal body with a 12-step blade',
          'Typical cleave angle 0.5 degrees',
          `Blade good for ${formatNumber(bladeLifeOf(cleavers.SFCS.blade))} fibres`,
          'Supplied in a protective box',
        ],
        specTables: [
          {
            title: 'Specifications',
            columns: ['Part number', 'SFCS'],
            groups: [
              singleFibreApplicable,
              {
                label: 'Cleaving',
                rows: [
                  ['Cleave length', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)'],
                  ['Cleave angle (typ.)', '0.5 degrees (typical)'],
                ],
              },
              {
                label: 'Blade',
                rows: [['Blade life', bladeLifeCell(cleavers.SFCS.blade)]],
              },
              {
                label: 'Operating and storage conditions',
                rows: [
                  ['Operating', '-10 to 50 °C, 0–95% RH'],
                  ['Storage', '-40 to 80 °C, 0–95% RH'],
                ],
              },
            ],
          },
        ],
        similar: ['fc-6s', 's-70', 'fc-7ls', 's1v'],
      },
    },
    {
      key: 'fc-6s',
      family: 'sumitomo',
      model: 'FC-6RM / FC-6RS',
      title: 'Sumitomo FC-6RM and FC-6RS Tabletop Fibre Cleavers',
      summary:
        `Tabletop precision cleavers with automatic blade rotation: the FC-6RM takes single fibre to ${fc6rm.fibreCount}-fibre ribbon, the FC-6RS single fibre, and the -C models come with the off-cut collector fitted.`,
      tabs: ['all', 'tabletop-cleaver'],
      image: {
        kind: 'illustration',
        spec: { kind: 'cleaver', form: 'tabletop', collector: true, fiberCount: 1 },
        alt: 'Sumitomo FC-6RS-C tabletop cleaver with its off-cut collector',
      },
      models: cleaverModels(fc6rNames),
      page: {
        ...routes.model('FC6S'),
        metaDescription:
          `Sumitomo FC-6RM and FC-6RS tabletop cleavers: automatic blade rotation, 0.5° typical angle, ribbon to ${fc6rm.fibreCount} fibres or single fibre, off-cut collector option.`,
        banner: 'Bench cleaving with automatic blade rotation, for ribbon (FC-6RM) or single fibre (FC-6RS).',
        features: [
          {
            title: 'Ribbon or single fibre',
            text: `The FC-6RM cleaves single fibre up to ${fc6rm.fibreCount}-fibre ribbon at 10 mm; the FC-6RS takes single fibre at 6–20 mm (0.25 mm coating) or 10–20 mm (0.9 mm).`,
          },
          {
            title: 'Automatic blade rotation',
            text: `The blade moves on to a fresh position by itself, giving ${bladeLifeCell(fc6rm.blade)} before the FCP-20BL blade is replaced on site.`,
          },
          {
            title: 'Collector fitted or added later',
            text: 'The -C models arrive with the CU-FC6 off-cut collector in place; on the others it is an option.',
          },
          {
            title: 'Size and weight',
            text: `63 × 77 × 63 mm and about ${grams(fc6rm.weightKg)} g; the -C models measure 100 × 81 × 63 mm and weigh about ${grams(fc6rmC.weightKg)} g. The typical cleave angle is 0.5 degrees.`,
          },
        ],
        highlights: [
          `FC-6RM: single fibre to ${fc6rm.fibreCount}-fibre ribbon`,
          'FC-6RS: single fibre, 6–20 mm cleave length',
          `Blade life ${bladeLifeCell(fc6rm.blade)}`,
          'CU-FC6 off-cut collector fitted on -C models',
        ],
        specTables: [
          {
            title: 'Specifications',
            columns: ['Part number', ...fc6rNames],
            groups: [
              {
                label: 'Applicable fibre',
                rows: [
                  everyFc6r('Material', 'Silica glass'),
                  everyFc6r('Cladding diameter', 'Φ 125 µm'),
                  ['Fibre count', ...perCleaver(fc6rNames, (c) => fibreCountCell(c.fibreCount))],
                ],
              },
              {
                label: 'Cleaving',
                rows: [
                  ['Cleave length', '10 mm', '10 mm', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)'],
                  everyFc6r('Cleave angle (typ.)', '0.5 degrees with single fibre'),
                  ['Off-cut collector', 'Option', 'Pre-fitted (CU-FC6)', 'Option', 'Pre-fitted (CU-FC6)'],
                  ['Fibre placing', 'Fibre holder (option)', 'Fibre holder (option)', 'Single fibre adapter, pre-fitted (AP-FC6M)', 'Single fibre adapter, pre-fitted (AP-FC6M)'],
                ],
              },
              {
                label: 'Body and blade',
                rows: [
                  ['Dimensions', '63 (W) x 77 (D) x 63 (H) mm', '100 (W) x 81 (D) x 63 (H) mm', '63 (W) x 77 (D) x 63 (H) mm', '100 (W) x 81 (D) x 63 (H) mm'],
                  ['Weight', ...perCleaver(fc6rNames, (c) => approxGrams(c.weightKg))],
                  everyFc6r('Field-replaceable blade', 'Yes, FCP-20BL'),
                  ['Blade life', ...perCleaver(fc6rNames, (c) => bladeLifeCell(c.blade))],
                ],
              },
              {
                label: 'Operating and storage conditions',
                rows: [
                  everyFc6r('Operating', '-10 to 50 °C, 0–95% RH'),
                  everyFc6r('Storage', '-40 to 80 °C, 0–95% RH'),
                ],
              },
            ],
          },
        ],
        similar: ['fc-6-series', 'sfcs', 'fc-8r', 'z2c'],
      },
    },
    {
      key: 'fc-6-series',
      family: 'sumitomo',
      model: 'FC-6M / FC-6S',
      title: 'Sumitomo FC-6 Series Tabletop Fibre Cleavers',
      cardTitle: 'FC-6 Series',
      summary:
        `High-precision tabletop cleavers: the FC-6M for single fibre and ribbon up to ${fc6m.fibreCount} fibres, the FC-6S for single fibre, each also sold as a -C model with the off-cut collector fitted.`,
      tabs: ['all', 'tabletop-cleaver'],
      image: cleaverPicture(fc6SeriesSpecifications, 'FC-6M', 'tabletop'),
      models: cleaverModels(fc6Names),
      page: {
        // Spec 2.4 names /sumitomoproducteleven as the FC-6 series' similar-product link.
        ...routes.numbered('twelve', { numbered: ['eleven'] }),
        metaDescription:
          `Sumitomo FC-6 series tabletop cleavers (${fc6Names.join(', ')}): 0.5° typical angle, ribbon or single fibre, ${formatNumber(bladeLifeOf(fc6m.blade))}-fibre blade life.`,
        banner: 'High-precision bench cleavers for ribbon (FC-6M) and single-fibre (FC-6S) splicing.',
        features: [
          {
            title: 'Pick the model by fibre',
            text: `FC-6M models cleave single fibre and ribbon up to ${fc6m.fibreCount} fibres; FC-6S models are for single fibre.`,
          },
          {
            title: 'Cleave length',
            text: '10 mm on the FC-6M; 6–20 mm on 0.25 mm coated fibre and 10–20 mm on 0.9 mm coated fibre on the FC-6S.',
          },
          {
            title: 'Long blade life',
            text: `Blade life of ${formatNumber(bladeLifeOf(fc6m.blade))} fibres: ${formatNumber(fc6m.blade.fibresPerPosition)} cleaves at each of ${fc6m.blade.positions} blade positions.`,
          },
          {
            title: 'Off-cut collector',
            text: 'The -C models have the CU-FC6 collector fitted; on the FC-6M and FC-6S it is an option.',
          },
        ],
        highlights: [
          `FC-6M: single fibre to ${fc6m.fibreCount}-fibre ribbon; FC-6S: single fibre`,
          'Typical cleave angle 0.5 degrees',
          `Four part numbers, one ${formatNumber(bladeLifeOf(fc6m.blade))}-fibre blade`,
          'CU-FC6 off-cut collector fitted on -C models',
        ],
        specTables: [
          fc6SeriesSpecifications,
        ],
        // Each model button shows that model, drawn from its column of the table; the blade button has no picture of its own.
        gallery: [
          {
            icon: 'layers',
            label: 'FC-6M',
            text: `The ribbon model: single fibre and ribbon up to ${fc6m.fibreCount} fibres, cleaved at 10 mm.`,
            image: cleaverPicture(fc6SeriesSpecifications, 'FC-6M', 'tabletop'),
          },
          {
            icon: 'shield',
            label: 'FC-6M-C',
            text: 'The ribbon model with the CU-FC6 off-cut collector fitted, so glass ends stay off the bench.',
            image: cleaverPicture(fc6SeriesSpecifications, 'FC-6M-C', 'tabletop'),
          },
          {
            icon: 'ruler',
            label: 'FC-6S',
            text: 'The single-fibre model, cleaving 6–20 mm (0.25 mm coating) or 10–20 mm (0.9 mm coating).',
            image: cleaverPicture(fc6SeriesSpecifications, 'FC-6S', 'tabletop'),
          },
          {
            icon: 'crosshair',
            label: 'FC-6S-C',
            text: 'The single-fibre model with the CU-FC6 off-cut collector fitted.',
            image: cleaverPicture(fc6SeriesSpecifications, 'FC-6S-C', 'tabletop'),
          },
          {
            icon: 'scissors',
            label: `${formatNumber(bladeLifeOf(fc6m.blade))}-fibre blade`,
            text: `Every model: ${formatNumber(fc6m.blade.fibresPerPosition)} cleaves at each of ${fc6m.blade.positions} blade positions before the blade is replaced, at a typical 0.5° angle.`,
          },
        ],
        similar: ['fc-6s', 'fc-8r', '82m12', '82c-plus'],
      },
    },
  ],
} as const satisfies FamilyContent<'sumitomo'>;

export type SumitomoProductKey = ProductKeyOf<'sumitomo'>;
