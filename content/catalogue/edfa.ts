import { paths } from '@/content/paths';
import { site } from '@/content/site';
import type { IllustrationSpec } from './illustration';
import { productKeys, type ProductKeyOf } from './keys';
import { familyRoutes, type RouteWord } from './routes';
import { sameForEach } from './spec-rows';
import {
  familyTabs,
  type FamilyContent,
  type Feature,
  type Product,
  type ProductImage,
  type ProductPage,
  type SharedFeatures,
  type ShowcaseBlock,
  type SpecRow,
  type SpecRowGroup,
  type SpecTable,
  type TabId,
} from './types';

/**
 * The company's EDFA range. CE models amplify a 1550 nm CATV feed; PE models
 * also combine it with PON traffic (the WDM tabs). '+OSW' models add a second
 * input behind an optical switch. Eight models have pages (DECISIONS.md,
 * "EDFA pages"); the rest are landing cards with 'Enquire Now'.
 */

type EdfaSpec = Extract<IllustrationSpec, { kind: 'edfa' }>;

interface EdfaModel {
  model: string;
  /** 'catv' amplifies video only; 'wdm' also passes PON traffic through. */
  line: 'catv' | 'wdm';
  form: EdfaSpec['form'];
  outputPorts: number;
  /** Output per port in dBm, from the model's '19.5x16'-style rating. */
  portDbm: number;
  dualInput: boolean;
}

const edfaModels = {
  ce0416m: { model: 'CE0416M', line: 'catv', form: '1u', outputPorts: 4, portDbm: 16.5, dualInput: false },
  ce0419m: { model: 'CE0419M', line: 'catv', form: '1u', outputPorts: 4, portDbm: 19.5, dualInput: false },
  ce0819m: { model: 'CE0819M', line: 'catv', form: '1u', outputPorts: 8, portDbm: 19.5, dualInput: false },
  ce1619m: { model: 'CE1619M', line: 'catv', form: '1u', outputPorts: 16, portDbm: 19.5, dualInput: false },
  mc04: { model: 'MC04', line: 'catv', form: 'mini', outputPorts: 4, portDbm: 16.5, dualInput: false },
  mce0123: { model: 'MCE0123', line: 'catv', form: 'mini', outputPorts: 1, portDbm: 23.5, dualInput: false },
  'ce0416m-osw': { model: 'CE0416M+OSW', line: 'catv', form: '1u', outputPorts: 4, portDbm: 16.5, dualInput: true },
  'ce0419m-osw': { model: 'CE0419M+OSW', line: 'catv', form: '1u', outputPorts: 4, portDbm: 19.5, dualInput: true },
  'ce0819m-osw': { model: 'CE0819M+OSW', line: 'catv', form: '1u', outputPorts: 8, portDbm: 19.5, dualInput: true },
  'ce0423m-osw': { model: 'CE0423M+OSW', line: 'catv', form: '1u', outputPorts: 4, portDbm: 23.5, dualInput: true },
  'ce0823m-osw': { model: 'CE0823M+OSW', line: 'catv', form: '1u', outputPorts: 8, portDbm: 23.5, dualInput: true },
  'ce1619m-osw': { model: 'CE1619M+OSW', line: 'catv', form: '1u', outputPorts: 16, portDbm: 19.5, dualInput: true },
  pe0819m: { model: 'PE0819M', line: 'wdm', form: '1u', outputPorts: 8, portDbm: 19.5, dualInput: false },
  pe1619m: { model: 'PE1619M', line: 'wdm', form: '1u', outputPorts: 16, portDbm: 19.5, dualInput: false },
  pe3219m: { model: 'PE3219M', line: 'wdm', form: '1u', outputPorts: 32, portDbm: 19.5, dualInput: false },
  'pe0819m-osw': { model: 'PE0819M+OSW', line: 'wdm', form: '1u', outputPorts: 8, portDbm: 19.5, dualInput: true },
  'pe1619m-osw': { model: 'PE1619M+OSW', line: 'wdm', form: '1u', outputPorts: 16, portDbm: 19.5, dualInput: true },
  'pe3219m-osw': { model: 'PE3219M+OSW', line: 'wdm', form: '1u', outputPorts: 32, portDbm: 19.5, dualInput: true },
} as const satisfies Record<ProductKeyOf<'edfa'>, EdfaModel>;

export type EdfaProductKey = ProductKeyOf<'edfa'>;

/** Section 9's amplifier figures, shared by every EDFA page. */
const amplifier = {
  wavelength: '1535–1565 nm',
  input: '-5 to +10 dBm',
  outputOptions: '10–19 dBm, 16–22 dBm or 13–25 dBm',
  stability: '±0.5 dB',
  // Section 9 wins over the datasheet table's '<5.0 dB'; the company should confirm these figures.
  noiseFigure: '≤0.4/0.4/0.5 dB',
  returnLoss: '≥45 dB',
  // Section 9 prints '≤30 dBm'; the datasheet table and facts say below -30 dBm, so the sign was lost.
  pumpLeakage: '≤ -30 dBm',
  connectors: 'FC/APC or SC/APC',
  /** Section 9's supply range, which the CE (CATV) datasheet table gives. */
  power: 'AC 115–265 V or DC -48 V',
  /** The PE (WDM) datasheet's own switching supply range; its source value stands. */
  powerWdm: 'AC 90–265 V or DC -48 V',
  workingTemperature: '0–50 °C',
  size: '19x1x1.75 inch (1U rack mount)',
  variants: 'Mini, 16x4, 19x8, 19x16',
} as const;

export const switchSizes = ['1x2', '1x4', '1x8', '1x16'] as const;

const everySwitch = sameForEach(switchSizes);

const opticalSwitchTable: SpecTable = {
  title: 'Optical Switch Specifications',
  columns: ['Parameter', ...switchSizes],
  groups: [
    {
      label: 'Optical',
      rows: [
        everySwitch('Wavelength Range', '1260–1650 nm'),
        ['Insertion Loss', '0.5 dB', '0.6 dB', '0.8 dB', '1.2 dB'],
        everySwitch('Return Loss', '≥50 dB'),
        everySwitch('Switching Time', '≤10 ms'),
        everySwitch('Lifetime', '10 million cycles'),
      ],
    },
    {
      label: 'Electrical and Environment',
      rows: [
        everySwitch('Power Consumption', '≤1.5 W'),
        everySwitch('Operating Temperature', '-5 to +70 °C'),
        everySwitch('Storage Temperature', '-40 to +85 °C'),
        everySwitch('Humidity', '5–95% (non-condensing)'),
      ],
    },
  ],
};

function specificationsTable(m: EdfaModel): SpecTable {
  const optical: SpecRow[] = [['Operating Wavelength', amplifier.wavelength]];
  if (m.line === 'wdm') {
    optical.push(['PON Wavelengths Combined', '1310 / 1490 nm'], ['Multiplexing', 'Built-in CWDM on every output port']);
  }
  if (m.dualInput) optical.push(['Optical Inputs', '2, selected by the built-in optical switch']);
  optical.push(
    ['Optical Input Power', amplifier.input],
    ['Output Ports', String(m.outputPorts)],
    ['Output Power per Port', `${m.portDbm} dBm`],
    ['Output Power Options', amplifier.outputOptions],
    ['Output Power Stability', amplifier.stability],
    ['Noise Figure', amplifier.noiseFigure],
    ['Return Loss (Input and Output)', amplifier.returnLoss],
    ['Pump Leakage', amplifier.pumpLeakage],
    ['Optical Connectors', amplifier.connectors],
  );
  const management: SpecRow[] =
    m.line === 'wdm'
      ? [
          ['Network Management', 'SNMP (plug-in module), web, RS232'],
          ['Front Panel', 'LCD of working parameters and alarms; status lights'],
        ]
      : [
          ['Network Management', 'SNMP with web interface'],
          ['Alarms', 'Indicator lights and buzzer'],
        ];
  const groups: SpecRowGroup[] = [
    { label: 'Optical', rows: optical },
    { label: 'Management', rows: management },
    {
      label: 'Power and Environment',
      rows: [
        ['Power Supply', m.line === 'wdm' ? amplifier.powerWdm : amplifier.power],
        ['Working Temperature', amplifier.workingTemperature],
      ],
    },
    {
      label: 'Mechanical',
      rows: [
        ['Size', amplifier.size],
        ['Range Variants', amplifier.variants],
      ],
    },
  ];
  return { title: 'Specifications', columns: ['Parameter', 'Value'], groups };
}

function tabOf(m: EdfaModel): TabId<'edfa'> {
  if (m.line === 'catv') return m.dualInput ? 'catv-dual-input' : 'catv-single-input';
  return m.dualInput ? 'wdm-dual-input' : 'wdm-single-input';
}

const rating = (m: EdfaModel) => `${m.outputPorts} × ${m.portDbm} dBm`;

function edfaImage(m: EdfaModel, alt?: string): ProductImage {
  return {
    kind: 'illustration',
    spec: { kind: 'edfa', form: m.form, outputPorts: m.outputPorts, inputs: m.dualInput ? 2 : 1, opticalSwitch: m.dualInput },
    alt:
      alt ??
      `Front panel of the ${m.model} ${m.form === 'mini' ? 'mini' : '1U'} amplifier with ${m.outputPorts} output${m.outputPorts === 1 ? '' : 's'}${m.dualInput ? ' and two inputs' : ''}`,
  };
}

function titleOf(m: EdfaModel): string {
  const kind = m.line === 'wdm' ? 'WDM EDFA for PON' : m.form === 'mini' ? 'Mini CATV EDFA' : 'CATV EDFA';
  return `${site.name} ${m.model} ${m.dualInput ? 'Dual-Input ' : ''}${kind}, ${rating(m)}`;
}

/** One sentence per model, in which the dual-input models say so: no sentence is pasted into a sibling's record. */
function summaryOf(m: EdfaModel): string {
  const outputs = m.outputPorts === 1 ? `a single ${m.portDbm} dBm output` : `${m.outputPorts} outputs at ${m.portDbm} dBm each`;
  if (m.form === 'mini') return `Compact CATV amplifier in a mini housing with ${outputs}, for 1550 nm video where a rack unit is more than the site needs.`;
  if (m.line === 'wdm') {
    const from = m.dualInput ? ', fed from either of two inputs behind a built-in optical switch' : '';
    return `1U amplifier that lifts a 1550 nm CATV signal and combines it with 1310/1490 nm PON traffic, delivering ${outputs}${from}.`;
  }
  const inputs = m.dualInput ? ' with two switched inputs' : '';
  return `1U CATV amplifier${inputs} for 1550 nm video overlay with ${outputs}, ready to split a headend feed across ${m.outputPorts} fibre routes.`;
}

/** What every CE (CATV) amplifier has, said once and shown on each CE page as shared. */
const catvShared: SharedFeatures = {
  title: 'Common to every CE series amplifier',
  features: [
    {
      title: 'Redundant power',
      text: 'Dual power supplies back each other up, keeping the output steady at full level if one supply fails.',
    },
    {
      title: 'Adjustable output',
      text: 'Output can be trimmed over a -5 to +8 dBm range to suit the split ratio and fibre length on each route.',
    },
    {
      title: 'Alarms you see and hear',
      text: 'Indicator lights and a buzzer report faults at the rack, so a problem is noticed straight away.',
    },
    {
      title: 'SNMP and web management',
      text: 'Monitor and configure the amplifier remotely through SNMP or its web interface.',
    },
    {
      title: 'Easy to maintain',
      text: 'A layout designed for simple servicing keeps routine maintenance quick in a busy headend.',
    },
  ],
};

/** What every PE (WDM) amplifier has, said once and shown on each PE page as shared. */
const wdmShared: SharedFeatures = {
  title: 'Common to every PE series amplifier',
  features: [
    {
      title: 'Dual pump-laser control',
      text: 'Both pump lasers run under a dedicated control interface.',
    },
    {
      title: 'Remote monitoring',
      text: 'An SNMP port with a plug-in SNMP module, plus web and RS232 access, brings the amplifier into your network management.',
    },
    {
      title: 'Clear front panel',
      text: 'An LCD shows working parameters, functions and alarms, and status lights give the state at a glance.',
    },
    {
      title: 'AC or DC power',
      text: 'A switching power supply runs from mains AC or from a -48 V DC telecom supply.',
    },
  ],
};

/** What every dual-input (+OSW) model adds, shown once on each of their pages. */
const dualInputShared: SharedFeatures = {
  title: 'Common to every dual-input (+OSW) amplifier',
  features: [
    {
      title: 'Dual input with optical switch',
      text: 'A built-in optical switch selects between two input feeds in 10 ms or less, so a standby source can carry the service when the main feed drops.',
    },
  ],
};

/** What is particular to one model: its own outputs, power and inputs. */
function featuresOf(m: EdfaModel): readonly Feature[] {
  const inputs = m.dualInput ? `, from whichever of its two inputs is live` : '';
  if (m.line === 'wdm') {
    return [
      {
        title: 'CATV and PON on one fibre',
        text: `The ${m.model} combines amplified 1550 nm video with the 1310/1490 nm traffic of your OLT, so every output carries both services.`,
      },
      {
        title: `${m.outputPorts} amplified ports`,
        text: `Each of the ${m.model}'s ${m.outputPorts} outputs is amplified to ${m.portDbm} dBm${inputs} and has its own built-in CWDM, with no external combiner to fit.`,
      },
    ];
  }
  return [
    {
      title: 'Double-clad gain fibre',
      text: `An erbium-ytterbium co-doped, double-clad gain fibre gives the ${m.model} the power for ${rating(m)} from one amplifier.`,
    },
    {
      title: `${m.outputPorts} outputs at ${m.portDbm} dBm`,
      text: `The ${m.model} splits one amplified 1550 nm feed${inputs} across ${m.outputPorts} fibre routes at ${m.portDbm} dBm each.`,
    },
  ];
}

/** The shared records a model's page shows after its own features. */
function sharedOf(m: EdfaModel): readonly SharedFeatures[] {
  const line = m.line === 'wdm' ? wdmShared : catvShared;
  return m.dualInput ? [dualInputShared, line] : [line];
}

function bannerOf(m: EdfaModel): string {
  const what = m.line === 'wdm' ? 'CATV combined with PON' : '1550 nm CATV';
  return `${rating(m)} of ${what} from one 1U amplifier${m.dualInput ? ', with a switched second input' : ''}`;
}

/**
 * EDFA pages are the spec's numbered pages (`/lumoraedfaproductone` …); the
 * landing grid's old read-more links `/lumora-edfa/<MODEL>` ('+' written as
 * '-') redirect to them.
 */
const routes = familyRoutes({ base: paths.edfa, numbered: `${site.slug}edfa`, aliasBase: `/${site.slug}-edfa` });
const oldSegment = (m: EdfaModel) => m.model.replace('+', '-');

const pe1619m = edfaModels.pe1619m;

/** Product five's four alternating sections (spec 2.9); the template adds 'Enquire Now' to the last. */
const pe1619mShowcase: readonly ShowcaseBlock[] = [
  {
    title: 'Video and data on the same fibre',
    text: 'The PE1619M takes the 1550 nm CATV feed from your headend, amplifies it and merges it with the 1310/1490 nm signals of your OLT. Subscribers get television and broadband over the PON they already have.',
    image: edfaImage(pe1619m, 'PE1619M amplifier front panel with sixteen combined outputs'),
  },
  {
    title: 'Sixteen amplified outputs',
    text: 'Every one of the 16 outputs is amplified to 19.5 dBm and carries its own built-in CWDM, so one 1U unit feeds sixteen PON ports without separate combiners or patch-panel clutter.',
    image: edfaImage(pe1619m, 'Sixteen output ports of the PE1619M, each with its own CWDM'),
  },
  {
    title: 'Watch it from the NOC',
    text: 'A plug-in SNMP module, web access and RS232 bring the amplifier into your network management, while the LCD and status lights show parameters and alarms to the technician at the rack.',
    image: edfaImage(pe1619m, 'PE1619M front panel LCD and status lights'),
  },
  {
    title: 'Add a protected input',
    text: 'Need a standby feed? The PE1619M+OSW adds a second input behind a built-in optical switch, and the PE3219M doubles the output count to 32 for larger PON sites.',
    image: edfaImage(edfaModels['pe1619m-osw'], 'PE1619M+OSW with two inputs and a built-in optical switch'),
  },
];

interface PageSpec {
  word: RouteWord;
  similar: ProductPage['similar'];
  /** Search-result description, written for this model. */
  metaDescription: string;
  /** Shorter document title, where the product title runs past what search results show. */
  metaTitle?: string;
  showcase?: readonly ShowcaseBlock[];
}

/** Pages one to eight in the order DECISIONS.md gives. */
const pages: Partial<Record<EdfaProductKey, PageSpec>> = {
  ce0416m: {
    word: 'one',
    similar: ['ce0419m', 'ce0819m', 'ce1619m', 'ce0416m-osw'],
    metaDescription: `${site.name} ${edfaModels.ce0416m.model}: a 1U CATV amplifier with four ${edfaModels.ce0416m.portDbm} dBm outputs for a 1550 nm video overlay, dual power supplies and SNMP or web management.`,
  },
  ce0419m: {
    word: 'two',
    similar: ['ce0416m', 'ce0819m', 'ce1619m', 'ce0416m-osw'],
    metaDescription: `Four outputs at ${edfaModels.ce0419m.portDbm} dBm from one rack unit: the ${edfaModels.ce0419m.model} CATV EDFA reaches longer or more split video routes than its ${edfaModels.ce0416m.portDbm} dBm sibling.`,
  },
  ce0819m: {
    word: 'three',
    similar: ['ce0419m', 'ce1619m', 'ce0416m', 'pe1619m'],
    metaDescription: `${site.name} ${edfaModels.ce0819m.model} splits a 1550 nm CATV feed across eight amplified outputs of ${edfaModels.ce0819m.portDbm} dBm each, with ${amplifier.connectors} connectors.`,
  },
  ce1619m: {
    word: 'four',
    similar: ['ce0819m', 'ce0419m', 'pe1619m', 'ce0416m-osw'],
    metaDescription: `Sixteen ${edfaModels.ce1619m.portDbm} dBm outputs in a 1U unit: the ${edfaModels.ce1619m.model} CATV EDFA feeds a headend's video routes and runs on ${amplifier.power}.`,
  },
  pe1619m: {
    word: 'five',
    similar: ['pe3219m', 'pe1619m-osw', 'ce1619m', 'ce0819m'],
    showcase: pe1619mShowcase,
    metaDescription: `${site.name} ${edfaModels.pe1619m.model} brings 1550 nm CATV onto your PON: sixteen ${edfaModels.pe1619m.portDbm} dBm outputs, each with built-in CWDM for the 1310/1490 nm traffic of the OLT.`,
  },
  'ce0416m-osw': {
    word: 'six',
    similar: ['ce0416m', 'pe1619m-osw', 'ce0419m', 'ce1619m'],
    metaTitle: `${edfaModels['ce0416m-osw'].model} Dual-Input CATV EDFA, ${rating(edfaModels['ce0416m-osw'])}`,
    metaDescription: `${edfaModels['ce0416m-osw'].model}: four ${edfaModels['ce0416m-osw'].portDbm} dBm CATV outputs and a standby input behind a built-in optical switch that changes feed in 10 ms or less.`,
  },
  'pe1619m-osw': {
    word: 'seven',
    similar: ['pe1619m', 'pe3219m', 'ce0416m-osw', 'ce1619m'],
    metaTitle: `${edfaModels['pe1619m-osw'].model} Dual-Input WDM EDFA, ${rating(edfaModels['pe1619m-osw'])}`,
    metaDescription: `The ${edfaModels['pe1619m-osw'].model} WDM EDFA combines CATV with PON on sixteen ${edfaModels['pe1619m-osw'].portDbm} dBm outputs and protects the feed with a switched second input.`,
  },
  pe3219m: {
    word: 'eight',
    similar: ['pe1619m', 'pe1619m-osw', 'ce1619m', 'ce0819m'],
    metaDescription: `${site.name} ${edfaModels.pe3219m.model}: 32 amplified outputs at ${edfaModels.pe3219m.portDbm} dBm, each merging 1550 nm video with 1310/1490 nm PON traffic, for large FTTH sites from one 1U unit.`,
  },
};

function edfaProduct(key: EdfaProductKey): Product<'edfa'> {
  const m: EdfaModel = edfaModels[key];
  const page = pages[key];
  return {
    key,
    family: 'edfa',
    model: m.model,
    title: titleOf(m),
    cardTitle: m.model,
    summary: summaryOf(m),
    tabs: ['all', tabOf(m)],
    image: edfaImage(m),
    page: page
      ? {
          ...routes.numbered(page.word, { aliases: [oldSegment(m)] }),
          metaDescription: page.metaDescription,
          ...(page.metaTitle ? { metaTitle: page.metaTitle } : {}),
          banner: bannerOf(m),
          features: featuresOf(m),
          shared: sharedOf(m),
          highlights: [],
          specTables: m.dualInput ? [specificationsTable(m), opticalSwitchTable] : [specificationsTable(m)],
          similar: page.similar,
          ...(page.showcase ? { showcase: page.showcase } : {}),
        }
      : null,
  };
}



export const edfaContent = {
  family: {
    key: 'edfa',
    page: 'edfa',
    title: `${site.name} EDFA Optical Amplifiers`,
    shortTitle: `${site.name} EDFA`,
    featuresHeading: 'Key Features',
    brand: site.name,
    metaDescription: `${site.name} EDFAs for CATV and PON: 1U CE and PE amplifiers with 4 to 32 outputs, dual-input optical switch models and mini units.`,
    hero: {
      eyebrow: 'CATV and WDM optical amplifiers',
      lead: 'Erbium-doped fibre amplifiers that lift a 1550 nm video feed to 4, 8, 16 or 32 outputs, on their own (CE series) or combined with PON traffic (PE series). Dual-input models add an optical switch for a protected feed, and mini units serve small nodes.',
      image: edfaImage(pe1619m, 'Front panel of a 1U EDFA with sixteen outputs'),
    },
    tabs: familyTabs.edfa,
  },
  products: productKeys.edfa.map(edfaProduct),
} as const satisfies FamilyContent<'edfa'>;
