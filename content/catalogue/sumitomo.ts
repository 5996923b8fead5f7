import { site } from '@/content/site';
import { paths } from '@/content/paths';
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
    ['Weight', '0.9 kg (without battery), 1.2 kg (with BU-17)'],
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
const everyFc8r = sameForEach(['FC-8R-F', 'FC-8R-FC']);
const everyFc6r = sameForEach(['FC-6RM', 'FC-6RM-C', 'FC-6RS', 'FC-6RS-C']);
const everyFc6 = sameForEach(['FC-6M', 'FC-6M-C', 'FC-6S', 'FC-6S-C']);

const fc6SeriesSpecifications = {
  title: 'Specifications',
  columns: ['Part number', 'FC-6M', 'FC-6M-C', 'FC-6S', 'FC-6S-C'],
  groups: [
    {
      label: 'Applicable fibre',
      rows: [
        everyFc6('Material', 'Silica glass'),
        everyFc6('Cladding diameter', 'Φ 125 µm'),
        ['Fibre count', 'Single to 12', 'Single to 12', 'Single', 'Single'],
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
        everyFc6('Blade life', '60,000 fibres (2,500 x 24 positions)'),
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
        ['Fibre count', '1, 2, 4, 5, 6, 8, 10, 12'],
        ['Cladding diameter', '125 µm'],
        ['Coating diameter', 'Single Fibre coating dia: 200 µm, 250 µm, 500 µm, 900 µm / Ribbon Fibre Thickness: 200-400 µm'],
        ['Applicable cable', 'Drop cable (2.0 mm x 3.1 mm, or 2.6 mm), Indoor cable (2.0 mm x 1.6 mm)'],
        ['Cleave length', '10mm'],
      ],
    },
    {
      label: 'Standard performance, single fibre',
      rows: [
        ['Splicing loss (typical)', 'SMF: 0.01 dB, MMF: 0.01 dB, DSF: 0.03 dB, NZDSF: 0.03 dB'],
        ['Splice time (typical)', '5 s (SM G.652, quick mode), 7 s (SM G.652, standard mode), 7 s (auto mode)'],
        ['Heating time (typical)', '8 s (FPS-61-2.6 sleeve, 60 mm, 0.25 mm fibre, quick mode)'],
      ],
    },
    {
      label: 'Standard performance, 12-fibre ribbon',
      rows: [
        ['Splice time (typical)', '11 s (SM, 12 fibres, quick mode), 14 s (SM, 12 fibres, standard mode)'],
        ['Heating time (typical)', '25 s (FPS-6 sleeve, 40 mm, 1 to 12 fibres, quick mode)'],
      ],
    },
    {
      label: 'Standard performance',
      rows: [
        ['Return loss (typical)', '60 dB or greater'],
        ['Splice & heat cycles per battery full charge', 'Approx. 320 (BU-16)'],
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
        ['Weight', '1.9 kg (without battery), 2.2 kg (with Battery BU-16 )'],
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
  note: 'Typical splice loss is given for single fibre; ask us for the loss to expect on a 12-fibre ribbon.',
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
        'A compact handheld clad-alignment splicer for FTTH drop and indoor cable work, with a typical single-mode splice loss of 0.03 dB and a 6 s quick-mode splice.',
      tabs: ['all', 'clad-fusion-splicer'],
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'clad', screenInches: 4.3, fiberCount: 1 },
        alt: 'Sumitomo S1V handheld clad alignment fusion splicer',
      },
      page: {
        ...routes.model('S1V', { numbered: ['one'] }),
        metaDescription:
          'Sumitomo S1V handheld clad-alignment fusion splicer: 0.03 dB typical SMF loss, 6 s splices, 4.3-inch touch screen and electrodes rated for 6,000 arcs.',
        banner: 'Handheld clad-alignment splicing for FTTH crews: 6 s splices and about 250 splice-and-heat cycles per battery.',
        features: [
          {
            title: 'One clamp for most jobs',
            text: 'The universal clamp holds 250 µm and 900 µm fibre, 2 mm and 3 mm cord and drop cable, so a crew spends less time swapping holders between drops.',
          },
          {
            title: 'Quick splice and heat',
            text: 'A single-mode G.652 splice takes 6 s in quick mode and an FPS-61-2.6 sleeve shrinks in 17 s, with typical losses of 0.03 dB on SMF and 0.01 dB on MMF.',
          },
          {
            title: 'A full shift on one battery',
            text: 'The BU-17 pack gives about 250 splice-and-heat cycles per battery charge, and the electrodes are rated for 6,000 arcs before they need replacing.',
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
          '0.03 dB typical single-mode splice loss',
          '6 s splice in quick mode',
          'About 250 splice-and-heat cycles per battery (BU-17)',
          '4.3-inch touch screen, 1.2 kg with battery',
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
                  ['Splicing loss (typical)', 'SMF: 0.03 dB, MMF: 0.01 dB, DSF: 0.05 dB, NZDSF: 0.05 dB'],
                  ['Return loss (typical)', '60 dB or greater'],
                  ['Splice time (typical)', '6 s (SM G.652 Quick Mode)'],
                  ['Heating time (typical)', '17 s (FPS-61-2.6 sleeve, S60mm 0.25 Mode)'],
                  ['Splice & heat cycles per battery charge', 'Approx. 250 (BU-17)'],
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
        'A handheld clad-alignment splicer built on the S1V, adding hot-core analysis for splice-loss estimation, a 12 s heating cycle and optional wireless LAN.',
      tabs: ['all', 'clad-fusion-splicer'],
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'clad', screenInches: 4.3, fiberCount: 1 },
        alt: 'Sumitomo S1V Ultra handheld clad alignment fusion splicer',
      },
      page: {
        ...routes.model('S1VULTRA', { numbered: ['two'] }),
        metaDescription:
          'Sumitomo S1V Ultra clad-alignment fusion splicer: hot-core loss estimation, 6 s splices, 12 s heating, 4.3-inch touch screen and optional wireless LAN.',
        banner: 'Clad-alignment splicing with a core-based loss estimate and a 12 s heater, in a 1.2 kg handheld body.',
        features: [
          {
            title: 'Core-based loss estimate',
            text: 'Hot-core analysing gives a loss estimate for every splice, so a poor joint can be remade before the sleeve goes on.',
          },
          {
            title: 'Short cycle time',
            text: 'Splices in 6 s in quick mode and heats a sleeve in 12 s, with typical losses of 0.03 dB on SMF and 0.01 dB on MMF.',
          },
          {
            title: 'Handheld and rugged',
            text: 'Measures 126 × 154 × 83 mm and weighs 1.2 kg with the BU-17 battery, which lasts about 250 splice-and-heat cycles; rated IPx2 for water and IP5x for dust.',
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
          '6 s splice, 12 s heating',
          'About 250 splice-and-heat cycles per battery (BU-17)',
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
                  ['Splicing loss', 'SMF: 0.03 dB, MMF: 0.01 dB, DSF: 0.05 dB, NZDSF: 0.05 dB'],
                  ['Return loss', '60 dB or greater'],
                  ['Splice time', '6 s (Quick mode)'],
                  ['Heating time', '12 s'],
                  ['Splice & heat cycles per battery', '~250 (BU-17)'],
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
        'A compact core-alignment splicer with 0.02 dB typical single-mode loss, twin cameras at 350X and about 310 splice-and-heat cycles per battery charge.',
      tabs: ['all', 'core-fusion-splicer'],
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'core', screenInches: 5.0, fiberCount: 1 },
        alt: 'Sumitomo Z2C core alignment fusion splicer',
      },
      page: {
        ...routes.model('Z2C', { numbered: ['three'] }),
        metaDescription:
          'Sumitomo Z2C core alignment fusion splicer: 0.02 dB typical SMF loss, 6 s quick splices, 350X twin CMOS cameras and about 310 cycles per charge.',
        banner: 'Core-alignment accuracy for backbone and FTTx joints: 0.02 dB typical SMF loss and 6 s quick splices.',
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
            text: 'The BU-16 pack (10.8 V, 6,400 mAh) gives about 310 splice-and-heat cycles, and the screen shows how many remain.',
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
          '0.02 dB typical SMF splice loss',
          '6 s quick or 8 s auto splice',
          'About 310 splice-and-heat cycles per charge (BU-16)',
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
                  ['Splicing loss', 'SMF:0.02 dB, MMF:0.01 dB, DSF:0.04 dB, NZDSF:0.04 dB, BIF:0.02 dB'],
                  ['Return loss', '60 dB or greater'],
                  ['Splice time', '6 s Quick, 8 s Auto'],
                  ['Heating time', '15s'],
                  ['Splice & heat per charge', 'Approx 310 (BU-16)'],
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
                  ['Weight', '1.7 kg (no battery), 2.1 kg (with BU-16)'],
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
        'A core-alignment splicer with two independent ovens and an 8 s heating cycle, reaching 0.02 dB typical single-mode loss and about 310 splice-and-heat cycles per charge.',
      tabs: ['all', 'core-fusion-splicer'],
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'core', screenInches: 5.0, fiberCount: 1 },
        alt: 'Sumitomo W1C core alignment fusion splicer',
      },
      page: {
        ...routes.model('W1C', { numbered: ['four'] }),
        metaDescription:
          'Sumitomo W1C core alignment fusion splicer: 0.02 dB typical SMF loss, 350X imaging, dual ovens with 8 s heating, about 310 cycles per charge.',
        banner: 'Two ovens and an 8 s heating cycle, so sleeving keeps pace with 6 s splices.',
        features: [
          {
            title: 'Core alignment at 350X',
            text: 'Two CMOS cameras (350X, 700X zoom) align the cores of SMF, MMF, DSF, NZDSF, BIF and CSF (G.654) fibre, with 80 to 150 µm cladding.',
          },
          {
            title: 'Dual ovens',
            text: 'Two independent ovens with user-selectable clamp operation shrink quick sleeves in about 8 s.',
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
            text: 'About 310 splice-and-heat cycles per BU-16 charge, electrodes rated for about 6,000 discharges, 2.1 kg with battery; wireless LAN is an option.',
          },
        ],
        highlights: [
          '0.02 dB typical SMF splice loss',
          'Dual independent ovens, 8 s heating with quick sleeves',
          'About 310 splice-and-heat cycles per charge (BU-16)',
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
                  ['Splicing loss (typ.)', 'SMF: 0.02 dB, MMF: 0.01 dB, DSF: 0.04 dB, NZDSF: 0.04 dB, BIF: 0.02 dB'],
                  ['Return loss', '60 dB or greater'],
                  ['Splice time', '6 s Quick, 8 s Auto'],
                  ['Heating time', '8 s (Quick sleeve)'],
                  ['Splice & heat per charge', 'Approx. 310 (BU-16)'],
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
                  ['Weight', '1.9 kg (no battery), 2.1 kg (with BU-16)'],
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
        'A fast core-alignment splicer: 5 s quick splices, 8 s heating, about 320 splice-and-heat cycles per charge and a 5.0-inch touch screen that stays readable outdoors.',
      tabs: ['all', 'core-fusion-splicer'],
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'core', screenInches: 5.0, fiberCount: 1 },
        alt: 'Sumitomo 82C+ core alignment fusion splicer',
      },
      page: {
        ...routes.model('82CPLUS', { numbered: ['five'] }),
        metaDescription:
          'Sumitomo 82C+ core alignment fusion splicer: 5 s quick splices, 8 s heating, about 320 cycles per charge, 5.0-inch touch screen, attenuation splicing.',
        banner: '5 s splices and 8 s heating for crews closing many joints a day.',
        features: [
          {
            title: 'Short cycle',
            text: 'A single-mode G.652 splice takes 5 s in quick mode and 7 s in standard mode; the heater shrinks an FPS-61-2.6 sleeve in 8 s.',
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
            text: 'About 320 splice-and-heat cycles per charge of the BU-16 battery and electrodes rated for 6,000 arcs; the 5.0-inch touch screen unit weighs 1.9 kg without battery and 2.2 kg with it.',
          },
        ],
        shared: [splicer82Shared],
        highlights: [
          '5 s quick splice, 7 s standard',
          '8 s heating with FPS-61-2.6 sleeves',
          'About 320 splice-and-heat cycles per charge (BU-16)',
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
                  ['Splice loss (typical)', 'SMF: 0.01 dB; MMF: 0.01 dB; DSF: 0.03 dB; NZDSF: 0.03 dB'],
                  ['Return loss (typical)', '60 dB or greater'],
                  ['Splice time (typical)', '5 s (SM G.652 Quick Mode); 7 s (SM G.652 Std. Mode / Auto Mode)'],
                  ['Heating time (typical)', '8 s (FPS-61-2.6 sleeve, S60mm 0.25 Quick Mode)'],
                  ['Splice & heat cycles per battery full charge', 'Approx. 320 (BU-16)'],
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
                  ['Weight', '1.9 kg (without battery) / 2.2 kg (with battery BU-16)'],
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
        'A mass fusion splicer that joins single fibres or ribbons of up to 12 fibres with 125 µm cladding, for backbone, data-centre and high-density FTTx work.',
      tabs: ['all', 'ribbon-fusion-splicer'],
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'ribbon', screenInches: 5.0, fiberCount: 12 },
        alt: 'Sumitomo 82M12 ribbon fusion splicer with a 12-fibre ribbon in its holders',
      },
      page: {
        ...routes.model('82M12'),
        metaDescription:
          'Sumitomo 82M12 ribbon fusion splicer for 1 to 12 fibres: a 12-fibre ribbon splices in 11 s and heats in 25 s; 5.0-inch touch screen, 300 splice programs.',
        banner: 'Joins a 12-fibre ribbon in one pass, where a single-fibre splicer needs twelve.',
        features: [
          {
            title: 'Ribbon or single fibre',
            text: 'Fibre counts of 1, 2, 4, 5, 6, 8, 10 and 12 with 125 µm cladding; ribbons 200 to 400 µm thick and single-fibre coatings from 200 to 900 µm.',
          },
          {
            title: 'Cycle time',
            text: 'A single fibre splices in 5 s in quick mode or 7 s in standard mode, and the heater shrinks its FPS-61-2.6 sleeve in 8 s. A 12-fibre ribbon takes 11 s in quick mode or 14 s in standard mode, and 25 s to heat its 40 mm FPS-6 sleeve.',
          },
          {
            title: 'Battery and build',
            text: 'About 320 splice-and-heat cycles per charge of the BU-16 battery, electrodes rated for 6,000 arcs, and a 5.0-inch touch screen; 1.9 kg without battery, 2.2 kg with it.',
          },
          {
            title: 'Ribbon tools',
            text: 'FHM ribbon holders from 2 to 12 fibres, the PCH-12A pitch-changing holder and the JR-6+ hot jacket remover, which runs from the splicer’s 12 V DC output.',
          },
        ],
        shared: [splicer82Shared],
        highlights: [
          'Fibre counts 1, 2, 4, 5, 6, 8, 10, 12',
          'Single fibre: 5 s quick splice, 8 s heating',
          '12-fibre ribbon: 11 s quick splice, 25 s heating',
          'About 320 splice-and-heat cycles per charge (BU-16)',
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
        'A pocket-sized cleaver for single fibres and ribbons of up to 12, with automatic blade rotation, a pre-fitted off-cut collector and a typical 0.5° cleave angle.',
      tabs: ['all', 'handheld-cleaver'],
      image: {
        kind: 'illustration',
        spec: { kind: 'cleaver', form: 'handheld', collector: true, fiberCount: 12 },
        alt: 'Sumitomo FC-8R handheld fibre cleaver with its off-cut collector',
      },
      page: {
        ...routes.model('FC8R', { numbered: ['seven'] }),
        metaDescription:
          'Sumitomo FC-8R handheld cleaver for single fibre and 12-fibre ribbon: 0.5° typical angle, auto blade rotation, off-cut collector, 60,000-fibre blade life.',
        banner: 'One handheld cleaver for single fibre and 12-fibre ribbon, good for 60,000 fibres per blade.',
        features: [
          {
            title: 'Ribbon or single fibre',
            text: 'Cleaves 10 mm with a fibre holder, or 6–20 mm (0.25 mm coating) and 10–20 mm (0.9 mm coating) with the AP-FC7 single-fibre adapter.',
          },
          {
            title: 'Blade that turns itself',
            text: 'Automatic blade rotation (switchable to fixed) moves to a fresh edge; 24 positions of 2,500 fibres each give 60,000 cleaves before the FCP-20BL(7R) blade is swapped on site.',
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
            text: '58 × 98 × 47 mm and about 260 g; works from -10 to 50 °C.',
          },
        ],
        highlights: [
          'Single fibre or ribbon up to 12 fibres',
          'Typical cleave angle 0.5 degrees',
          'TR-FC8R off-cut collector fitted as standard',
          'Cleave counter on the FC-8R-FC',
        ],
        specTables: [
          {
            title: 'Specifications',
            columns: ['Part number', 'FC-8R-F', 'FC-8R-FC'],
            groups: [
              {
                label: 'Applicable fibre',
                rows: [
                  everyFc8r('Material', 'Silica glass'),
                  everyFc8r('Cladding diameter', 'Φ 125 µm'),
                  everyFc8r('Fibre count', 'Single to 12 with fibre holder; single with adapter'),
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
                  everyFc8r('Weight', 'Approx. 260 g'),
                  everyFc8r('Field-replaceable blade', 'Yes, FCP-20BL(7R)'),
                  everyFc8r('Blade life', '60,000 fibres (2,500 x 24 positions)'),
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
        'A handheld single-fibre cleaver with automatic blade rotation, a typical 0.5° cleave angle and 60,000 fibres of blade life.',
      tabs: ['all', 'handheld-cleaver'],
      image: {
        kind: 'illustration',
        spec: { kind: 'cleaver', form: 'handheld', collector: false, fiberCount: 1 },
        alt: 'Sumitomo S-70 handheld single-fibre cleaver',
      },
      page: {
        ...routes.model('S70'),
        metaDescription:
          'Sumitomo S-70 handheld single-fibre cleaver: 0.5° typical cleave angle, automatic blade rotation, 6–20 mm cleave length and 60,000-fibre blade life.',
        banner: 'Single-fibre cleaving for splicing kits, about 260 g in the hand.',
        features: [
          {
            title: 'Automatic blade rotation',
            text: 'The blade steps to a fresh position on its own, spreading wear across 24 positions for a blade life of 60,000 fibres.',
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
            text: '58 × 98 × 49 mm and about 260 g; works from -10 to 50 °C and stores from -40 to 80 °C.',
          },
        ],
        highlights: [
          'Typical cleave angle 0.5 degrees',
          'Cleave length 6–20 mm (0.25 mm) or 10–20 mm (0.9 mm)',
          'Blade turns to a fresh edge by itself',
          'About 260 g',
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
                  ['Weight', 'Approx. 260 g'],
                  ['Field-replaceable blade', 'Yes, FCP-20BL(7R)'],
                  ['Blade life', '60,000 fibres (2,500 x 24 positions)'],
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
      page: {
        ...routes.model('FC7LS'),
        metaDescription:
          'Sumitomo FC-7LS handheld cleaver for buffered fibre, cord and drop cable: 10–20 mm cleave length, 48,000-fibre blade life, about 124 g.',
        banner: 'Cleaves drop cable and cord as well as buffered fibre, in a tool of about 124 g.',
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
            text: 'The replaceable FCP-20BL blade lasts 48,000 fibres (2,000 x 24 positions).',
          },
          {
            title: 'Light to carry',
            text: '51 × 106 × 83 mm and about 124 g, supplied with a carrying case; works from -10 to 50 °C.',
          },
        ],
        highlights: [
          'Buffered fibre, 2 and 3 mm cord, flat and round drop cable',
          'Cleave length 10–20 mm',
          'Blade life 48,000 fibres (2,000 x 24 positions)',
          'About 124 g',
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
                  ['Fibre count', 'Single'],
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
                  ['Weight', 'Approx. 124 g'],
                  ['Replaceable blade', 'FCP-20BL'],
                  ['Blade life', '48,000 fibres (2,000 x 24 positions)'],
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
        'A metal single-fibre cleaver with a 12-step blade, supplied in a protective box, with a typical 0.5° cleave angle and 60,000 fibres of blade life.',
      tabs: ['all', 'tabletop-cleaver'],
      image: {
        kind: 'illustration',
        spec: { kind: 'cleaver', form: 'tabletop', collector: false, fiberCount: 1 },
        alt: 'Sumitomo SFCS metal single-fibre cleaver',
      },
      page: {
        ...routes.model('SFCS'),
        metaDescription:
          'Sumitomo SFCS metal single-fibre cleaver: 12-step blade, 0.5° typical cleave angle, 6–20 mm cleave length, 60,000-fibre blade life, protective box.',
        banner: 'A sturdy metal cleaver for single-fibre splicing kits, packed in its own protective box.',
        features: [
          {
            title: 'Metal build',
            text: 'A metal body, supplied in a protective box for carrying in a splicing kit.',
          },
          {
            title: '12-step blade',
            text: 'The blade is stepped to fresh positions as it wears, for a blade life of 60,000 fibres (2,500 x 24 positions).',
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
          'Blade good for 60,000 fibres',
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
                rows: [['Blade life', '60,000 fibres (2,500 x 24 positions)']],
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
        'Tabletop precision cleavers with automatic blade rotation: the FC-6RM takes single fibre to 12-fibre ribbon, the FC-6RS single fibre, and the -C models come with the off-cut collector fitted.',
      tabs: ['all', 'tabletop-cleaver'],
      image: {
        kind: 'illustration',
        spec: { kind: 'cleaver', form: 'tabletop', collector: true, fiberCount: 1 },
        alt: 'Sumitomo FC-6RS-C tabletop cleaver with its off-cut collector',
      },
      page: {
        ...routes.model('FC6S'),
        metaDescription:
          'Sumitomo FC-6RM and FC-6RS tabletop cleavers: automatic blade rotation, 0.5° typical angle, ribbon to 12 fibres or single fibre, off-cut collector option.',
        banner: 'Bench cleaving with automatic blade rotation, for ribbon (FC-6RM) or single fibre (FC-6RS).',
        features: [
          {
            title: 'Ribbon or single fibre',
            text: 'The FC-6RM cleaves single fibre up to 12-fibre ribbon at 10 mm; the FC-6RS takes single fibre at 6–20 mm (0.25 mm coating) or 10–20 mm (0.9 mm).',
          },
          {
            title: 'Automatic blade rotation',
            text: 'The blade moves on to a fresh position by itself, giving 54,000 fibres (2,250 x 24 positions) before the FCP-20BL blade is replaced on site.',
          },
          {
            title: 'Collector fitted or added later',
            text: 'The -C models arrive with the CU-FC6 off-cut collector in place; on the others it is an option.',
          },
          {
            title: 'Size and weight',
            text: '63 × 77 × 63 mm and about 380 g; the -C models measure 100 × 81 × 63 mm and weigh about 420 g. The typical cleave angle is 0.5 degrees.',
          },
        ],
        highlights: [
          'FC-6RM: single fibre to 12-fibre ribbon',
          'FC-6RS: single fibre, 6–20 mm cleave length',
          'Blade life 54,000 fibres (2,250 x 24 positions)',
          'CU-FC6 off-cut collector fitted on -C models',
        ],
        specTables: [
          {
            title: 'Specifications',
            columns: ['Part number', 'FC-6RM', 'FC-6RM-C', 'FC-6RS', 'FC-6RS-C'],
            groups: [
              {
                label: 'Applicable fibre',
                rows: [
                  everyFc6r('Material', 'Silica glass'),
                  everyFc6r('Cladding diameter', 'Φ 125 µm'),
                  ['Fibre count', 'Single to 12', 'Single to 12', 'Single', 'Single'],
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
                  ['Weight', 'Approx. 380 g', 'Approx. 420 g', 'Approx. 380 g', 'Approx. 420 g'],
                  everyFc6r('Field-replaceable blade', 'Yes, FCP-20BL'),
                  everyFc6r('Blade life', '54,000 fibres (2,250 x 24 positions)'),
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
        'High-precision tabletop cleavers: the FC-6M for single fibre and ribbon up to 12 fibres, the FC-6S for single fibre, each also sold as a -C model with the off-cut collector fitted.',
      tabs: ['all', 'tabletop-cleaver'],
      image: cleaverPicture(fc6SeriesSpecifications, 'FC-6M', 'tabletop'),
      page: {
        // Spec 2.4 names /sumitomoproducteleven as the FC-6 series' similar-product link.
        ...routes.numbered('twelve', { numbered: ['eleven'] }),
        metaDescription:
          'Sumitomo FC-6 series tabletop cleavers (FC-6M, FC-6M-C, FC-6S, FC-6S-C): 0.5° typical angle, ribbon or single fibre, 60,000-fibre blade life.',
        banner: 'High-precision bench cleavers for ribbon (FC-6M) and single-fibre (FC-6S) splicing.',
        features: [
          {
            title: 'Pick the model by fibre',
            text: 'FC-6M models cleave single fibre and ribbon up to 12 fibres; FC-6S models are for single fibre.',
          },
          {
            title: 'Cleave length',
            text: '10 mm on the FC-6M; 6–20 mm on 0.25 mm coated fibre and 10–20 mm on 0.9 mm coated fibre on the FC-6S.',
          },
          {
            title: 'Long blade life',
            text: 'Blade life of 60,000 fibres: 2,500 cleaves at each of 24 blade positions.',
          },
          {
            title: 'Off-cut collector',
            text: 'The -C models have the CU-FC6 collector fitted; on the FC-6M and FC-6S it is an option.',
          },
        ],
        highlights: [
          'FC-6M: single fibre to 12-fibre ribbon; FC-6S: single fibre',
          'Typical cleave angle 0.5 degrees',
          'Four part numbers, one 60,000-fibre blade',
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
            text: 'The ribbon model: single fibre and ribbon up to 12 fibres, cleaved at 10 mm.',
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
            label: '60,000-fibre blade',
            text: 'Every model: 2,500 cleaves at each of 24 blade positions before the blade is replaced, at a typical 0.5° angle.',
          },
        ],
        similar: ['fc-6s', 'fc-8r', '82m12', '82c-plus'],
      },
    },
  ],
} as const satisfies FamilyContent<'sumitomo'>;

export type SumitomoProductKey = ProductKeyOf<'sumitomo'>;
