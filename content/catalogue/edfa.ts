import { paths } from '@/content/paths';
import { site } from '@/content/site';
import type { IllustrationSpec } from './illustration';
import { productKeys, type ProductKeyOf } from './keys';
import { familyRoutes, type RouteWord } from './routes';
import type { FamilyFigures } from './facets/index';
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

interface EdfaBase {
  model: string;
  form: EdfaSpec['form'];
  dualInput: boolean;
}

/** A CE (CATV) amplifier: its landing card's rating, e.g. 'CATV 19.5x16', is its outputs and dBm per output. */
interface CatvModel extends EdfaBase {
  line: 'catv';
  outputPorts: number;
  portDbm: number;
}

/**
 * A PE (WDM) amplifier: the model number gives how many OLT PON ports it
 * combines with CATV (8, 16 or 32); its CATV output is the maker's table's
 * (wdmFigures), the same for every PE model. The landing cards' '19.5x16'
 * ratings contradict that table and are not used.
 */
interface WdmModel extends EdfaBase {
  line: 'wdm';
  ponPorts: number;
}

type EdfaModel = CatvModel | WdmModel;

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
  pe0819m: { model: 'PE0819M', line: 'wdm', form: '1u', ponPorts: 8, dualInput: false },
  pe1619m: { model: 'PE1619M', line: 'wdm', form: '1u', ponPorts: 16, dualInput: false },
  pe3219m: { model: 'PE3219M', line: 'wdm', form: '1u', ponPorts: 32, dualInput: false },
  'pe0819m-osw': { model: 'PE0819M+OSW', line: 'wdm', form: '1u', ponPorts: 8, dualInput: true },
  'pe1619m-osw': { model: 'PE1619M+OSW', line: 'wdm', form: '1u', ponPorts: 16, dualInput: true },
  'pe3219m-osw': { model: 'PE3219M+OSW', line: 'wdm', form: '1u', ponPorts: 32, dualInput: true },
} as const satisfies Record<ProductKeyOf<'edfa'>, EdfaModel>;

export type EdfaProductKey = ProductKeyOf<'edfa'>;

/**
 * Section 9's amplifier figures, shared by every EDFA page, where
 * DECISIONS.md ("Figures that cannot be right") has not replaced them with
 * the maker's.
 */
const amplifier = {
  /** The maker's '1550±15nm', with section 9's band it spans. */
  wavelength: '1550 ± 15 nm (1535–1565 nm)',
  input: '-5 to +10 dBm',
  stability: '±0.5 dB',
  /** The maker's table; section 9's '≤0.4/0.4/0.5 dB' is below the ~3 dB limit of any optical amplifier. */
  noiseFigure: '< 5.0 dB',
  returnLoss: '≥ 45 dB',
  // Section 9 prints '≤30 dBm'; the datasheet table and facts say below -30 dBm, so the sign was lost.
  pumpLeakage: '≤ -30 dBm',
  connectors: 'FC/APC or SC/APC',
  workingTemperature: '0–50 °C',
} as const;

/** What the CE (CATV) maker's table and section 9 add for the CE line. */
const catvFigures = {
  outputOptions: '10–19 dBm, 16–22 dBm or 13–25 dBm',
  /** Section 9's supply range, which the CE datasheet table gives. */
  power: 'AC 115–265 V or DC -48 V',
  /** The maker's '19×1U×375mm'; section 9's '19x1x1.75 inch' describes a box one inch deep. */
  size: '19-inch, 1U, 375 mm deep',
} as const;

/** The PE maker's CATV output options in dBm, the same for every PE model. */
const wdmCatvOutputsDbm = [13, 14, 16] as const;

/** The PE (WDM) maker's table, the same for every PE model. */
const wdmFigures = {
  ponWavelengths: '1310 / 1490 nm',
  catvOutput: `${wdmCatvOutputsDbm.slice(0, -1).join(', ')} or ${wdmCatvOutputsDbm.at(-1)} dBm`,
  catvOutputPorts: '4 or 8',
  /** The PE datasheet's own switching supply range. */
  power: 'AC 90–265 V or DC -48 V',
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
        everySwitch('Return Loss', '≥ 50 dB'),
        everySwitch('Switching Time', '≤ 10 ms'),
        everySwitch('Lifetime', '10 million cycles'),
      ],
    },
    {
      label: 'Electrical and Environment',
      rows: [
        everySwitch('Power Consumption', '≤ 1.5 W'),
        everySwitch('Operating Temperature', '-5 to +70 °C'),
        everySwitch('Storage Temperature', '-40 to +85 °C'),
        everySwitch('Humidity', '5–95% (non-condensing)'),
      ],
    },
  ],
};

const catvModels: readonly CatvModel[] = (Object.values(edfaModels) as readonly EdfaModel[]).filter((m): m is CatvModel => m.line === 'catv');

const rating = (m: CatvModel) => `${m.outputPorts} × ${m.portDbm} dBm`;

/**
 * The CE range as its records rate it, grouped by housing: every page lists
 * its own rating among them, so the row can never contradict the model it
 * stands on (section 9's 'Mini, 16x4, 19x8, 19x16' left the 19.5 × 4 and
 * 23.5 dBm models out).
 */
function catvRange(): string {
  const ratings = (form: CatvModel['form']) =>
    [...new Set(catvModels.filter((m) => m.form === form).sort((a, b) => a.portDbm - b.portDbm || a.outputPorts - b.outputPorts).map(rating))].join(', ');
  return `Mini: ${ratings('mini')}; 1U: ${ratings('1u')}`;
}

function specificationsTable(m: EdfaModel): SpecTable {
  const optical: SpecRow[] = [['Operating Wavelength', amplifier.wavelength]];
  if (m.line === 'wdm') {
    optical.push(
      ['PON Wavelengths Combined', wdmFigures.ponWavelengths],
      ['OLT PON Ports Combined', String(m.ponPorts)],
      ['Multiplexing', 'Built-in CWDM on every output port'],
    );
  }
  if (m.dualInput) optical.push(['Optical Inputs', '2, selected by the built-in optical switch']);
  if (m.line === 'wdm') {
    optical.push(
      ['CATV Input Power', amplifier.input],
      ['CATV Output Power', wdmFigures.catvOutput],
      ['CATV Output Ports', wdmFigures.catvOutputPorts],
    );
  } else {
    optical.push(
      ['Optical Input Power', amplifier.input],
      ['Output Ports', String(m.outputPorts)],
      ['Output Power per Port', `${m.portDbm} dBm`],
      ['Output Power Options', catvFigures.outputOptions],
    );
  }
  optical.push(
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
        ['Power Supply', m.line === 'wdm' ? wdmFigures.power : catvFigures.power],
        ['Working Temperature', amplifier.workingTemperature],
      ],
    },
  ];
  // The PE maker's table gives no size, so a PE page states none.
  if (m.line === 'catv') {
    groups.push({
      label: 'Mechanical',
      rows: [
        ['Size', m.form === 'mini' ? 'Mini housing' : catvFigures.size],
        ['CATV Range (outputs × dBm)', catvRange()],
      ],
    });
  }
  return { title: 'Specifications', columns: ['Parameter', 'Value'], groups };
}

function tabOf(m: EdfaModel): TabId<'edfa'> {
  if (m.line === 'catv') return m.dualInput ? 'catv-dual-input' : 'catv-single-input';
  return m.dualInput ? 'wdm-dual-input' : 'wdm-single-input';
}

const portsOf = (m: EdfaModel) => (m.line === 'catv' ? m.outputPorts : m.ponPorts);

function edfaImage(m: EdfaModel, alt?: string): ProductImage {
  const ports = portsOf(m);
  const housing = m.line === 'wdm' ? '' : m.form === 'mini' ? ' mini' : ' 1U';
  return {
    kind: 'illustration',
    spec: { kind: 'edfa', form: m.form, outputPorts: ports, inputs: m.dualInput ? 2 : 1, opticalSwitch: m.dualInput },
    alt: alt ?? `Front panel of the ${m.model}${housing} amplifier with ${ports} output${ports === 1 ? '' : 's'}${m.dualInput ? ' and two inputs' : ''}`,
  };
}

function titleOf(m: EdfaModel): string {
  const dual = m.dualInput ? 'Dual-Input ' : '';
  if (m.line === 'wdm') return `${site.name} ${m.model} ${dual}WDM EDFA for PON, ${m.ponPorts} PON Ports`;
  return `${site.name} ${m.model} ${dual}${m.form === 'mini' ? 'Mini CATV EDFA' : 'CATV EDFA'}, ${rating(m)}`;
}

/** One sentence per model, in which the dual-input models say so: no sentence is pasted into a sibling's record. */
function summaryOf(m: EdfaModel): string {
  if (m.line === 'wdm') {
    const from = m.dualInput ? ', fed from either of two inputs behind a built-in optical switch' : '';
    return `Amplifier that lifts a 1550 nm CATV signal to ${wdmFigures.catvOutput} and combines it with the 1310/1490 nm traffic of ${m.ponPorts} OLT PON ports${from}.`;
  }
  const outputs = m.outputPorts === 1 ? `a single ${m.portDbm} dBm output` : `${m.outputPorts} outputs at ${m.portDbm} dBm each`;
  if (m.form === 'mini') return `Compact CATV amplifier in a mini housing with ${outputs}, for 1550 nm video where a rack unit is more than the site needs.`;
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
      // The sources' '-5 to +8 dBm' cannot be an output level of amplifiers rated 16.5–23.5 dBm
      // per output, and no source gives it as a range of adjustment in dB, so no figure is stated.
      title: 'Adjustable output',
      text: 'The output level can be set to suit the split ratio and fibre length of each route.',
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
      title: 'CATV output to order',
      text: `The 1550 nm CATV output is set to ${wdmFigures.catvOutput}, to match the split and reach of the PON it feeds.`,
    },
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
        text: `The ${m.model} combines amplified 1550 nm video with the 1310/1490 nm traffic of your OLT, so each output carries both services.`,
      },
      {
        title: `${m.ponPorts} OLT PON ports combined`,
        text: `Each of the ${m.ponPorts} OLT PON ports the ${m.model} serves is joined to the amplified CATV signal${inputs} through its own built-in CWDM, with no external combiner to fit.`,
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
  const switched = m.dualInput ? ', with a switched second input' : '';
  if (m.line === 'wdm') return `1550 nm CATV at ${wdmFigures.catvOutput} combined with ${m.ponPorts} OLT PON ports${switched}`;
  return `${rating(m)} of 1550 nm CATV from one 1U amplifier${switched}`;
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
    title: 'Sixteen PON ports, one unit',
    text: `Sixteen OLT PON ports each meet the amplified CATV signal in their own built-in CWDM, so one unit serves them all without separate combiners or patch-panel clutter. The CATV output is set to ${wdmFigures.catvOutput}.`,
    image: edfaImage(pe1619m, 'Sixteen output ports of the PE1619M, each with its own CWDM'),
  },
  {
    title: 'Watch it from the NOC',
    text: 'A plug-in SNMP module, web access and RS232 bring the amplifier into your network management, while the LCD and status lights show parameters and alarms to the technician at the rack.',
    image: edfaImage(pe1619m, 'PE1619M front panel LCD and status lights'),
  },
  {
    title: 'Add a protected input',
    text: 'Need a standby feed? The PE1619M+OSW adds a second input behind a built-in optical switch, and the PE3219M doubles the count of OLT PON ports to 32 for larger PON sites.',
    image: edfaImage(edfaModels['pe1619m-osw'], 'PE1619M+OSW with two inputs and a built-in optical switch'),
  },
];

interface PageSpec {
  word: RouteWord;
  /** Six other EDFA pages for the strip (spec 2.9). */
  similar: ProductPage['similar'];
  /** Search-result description, written for this model. */
  metaDescription: string;
  /** Shorter document title, where the product title runs past what search results show. */
  metaTitle?: string;
  showcase?: readonly ShowcaseBlock[];
}

const ce = (key: 'ce0416m' | 'ce0419m' | 'ce0819m' | 'ce1619m' | 'ce0416m-osw') => edfaModels[key];

/** Pages one to eight in the order DECISIONS.md gives. */
const pages: Partial<Record<EdfaProductKey, PageSpec>> = {
  ce0416m: {
    word: 'one',
    similar: ['ce0419m', 'ce0819m', 'ce1619m', 'ce0416m-osw', 'pe1619m', 'pe3219m'],
    metaDescription: `${site.name} ${ce('ce0416m').model}: a 1U CATV amplifier with four ${ce('ce0416m').portDbm} dBm outputs for a 1550 nm video overlay, dual power supplies and SNMP or web management.`,
  },
  ce0419m: {
    word: 'two',
    similar: ['ce0416m', 'ce0819m', 'ce1619m', 'ce0416m-osw', 'pe1619m', 'pe3219m'],
    metaDescription: `Four outputs at ${ce('ce0419m').portDbm} dBm from one rack unit: the ${ce('ce0419m').model} CATV EDFA reaches longer or more split video routes than its ${ce('ce0416m').portDbm} dBm sibling.`,
  },
  ce0819m: {
    word: 'three',
    similar: ['ce0419m', 'ce1619m', 'ce0416m', 'ce0416m-osw', 'pe1619m', 'pe3219m'],
    metaDescription: `${site.name} ${ce('ce0819m').model} splits a 1550 nm CATV feed across eight amplified outputs of ${ce('ce0819m').portDbm} dBm each, with ${amplifier.connectors} connectors.`,
  },
  ce1619m: {
    word: 'four',
    similar: ['ce0819m', 'ce0419m', 'ce0416m', 'ce0416m-osw', 'pe1619m', 'pe3219m'],
    metaDescription: `Sixteen ${ce('ce1619m').portDbm} dBm outputs in a 1U unit: the ${ce('ce1619m').model} CATV EDFA feeds a headend's video routes and runs on ${catvFigures.power}.`,
  },
  pe1619m: {
    word: 'five',
    similar: ['pe3219m', 'pe1619m-osw', 'ce1619m', 'ce0819m', 'ce0419m', 'ce0416m-osw'],
    showcase: pe1619mShowcase,
    metaDescription: `${site.name} ${edfaModels.pe1619m.model} brings 1550 nm CATV onto your PON: the video of ${wdmFigures.catvOutput} joined to sixteen OLT PON ports, each with built-in CWDM.`,
  },
  'ce0416m-osw': {
    word: 'six',
    similar: ['ce0416m', 'ce0419m', 'ce0819m', 'ce1619m', 'pe1619m-osw', 'pe1619m'],
    metaTitle: `${ce('ce0416m-osw').model} Dual-Input CATV EDFA, ${rating(ce('ce0416m-osw'))}`,
    metaDescription: `${ce('ce0416m-osw').model}: four ${ce('ce0416m-osw').portDbm} dBm CATV outputs and a standby input behind a built-in optical switch that changes feed in 10 ms or less.`,
  },
  'pe1619m-osw': {
    word: 'seven',
    similar: ['pe1619m', 'pe3219m', 'ce0416m-osw', 'ce1619m', 'ce0819m', 'ce0419m'],
    metaTitle: `${edfaModels['pe1619m-osw'].model} Dual-Input WDM EDFA, ${edfaModels['pe1619m-osw'].ponPorts} PON Ports`,
    metaDescription: `The ${edfaModels['pe1619m-osw'].model} WDM EDFA joins CATV to sixteen OLT PON ports and protects the video feed with a second input behind a built-in optical switch.`,
  },
  pe3219m: {
    word: 'eight',
    similar: ['pe1619m', 'pe1619m-osw', 'ce1619m', 'ce0819m', 'ce0419m', 'ce0416m'],
    metaDescription: `${site.name} ${edfaModels.pe3219m.model}: 1550 nm video at ${wdmFigures.catvOutput} merged with the 1310/1490 nm traffic of 32 OLT PON ports, for large FTTH sites.`,
  },
};

/** The key figures of a model (content/catalogue/facets/edfa.ts), from the same record its tables and words read. */
function figuresOf(m: EdfaModel): FamilyFigures['edfa'] {
  return {
    line: m.line,
    outputs: portsOf(m),
    outputPower: m.line === 'catv' ? { min: m.portDbm, max: m.portDbm } : { min: Math.min(...wdmCatvOutputsDbm), max: Math.max(...wdmCatvOutputsDbm) },
    dualInput: m.dualInput,
    // The PE table gives no housing, so none is claimed.
    housing: m.line === 'catv' ? m.form : null,
  };
}

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
    models: [{ name: m.model, figures: figuresOf(m) }],
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
    metaDescription: `${site.name} EDFAs for CATV and PON: 1U CE amplifiers with 4 to 16 outputs, PE amplifiers for 8 to 32 PON ports, dual-input switch models and minis.`,
    hero: {
      eyebrow: 'CATV and WDM optical amplifiers',
      lead: 'Erbium-doped fibre amplifiers that lift a 1550 nm video feed, either across 4, 8 or 16 outputs on their own (CE series) or joined to the traffic of 8, 16 or 32 OLT PON ports (PE series). Dual-input models add an optical switch for a protected feed, and mini units serve small nodes.',
      image: edfaImage(pe1619m, 'Front panel of an EDFA with sixteen outputs'),
    },
    tabs: familyTabs.edfa,
  },
  products: productKeys.edfa.map(edfaProduct),
} as const satisfies FamilyContent<'edfa'>;
