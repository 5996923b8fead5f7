import { paths } from '@/content/paths';
import { site } from '@/content/site';
import { countOf } from '@/content/count';
import type { IllustrationSpec } from '../illustration';
import type { ProductKeyOf } from '../keys';
import { familyRoutes, type RouteWord } from '../routes';
import type { FamilyFigures } from '../facets/index';
import { asStated, oneOf, quantityText, quantityWords, type Quantity } from '../quantity';
import { sameForEach } from '../spec-rows';
import {
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
} from '../types';

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
 * A PE (WDM) amplifier. The maker's one table for every PE model gives
 * "4 / 8" CATV output ports and "13/14/16" dBm (wdmFigures), while each
 * model's landing card rates it like a CE model, '19.5x16': 16 outputs at
 * 19.5 dBm. The sources disagree, so the site shows the table's figures as
 * the maker states them, names the card's rating beside them, and claims
 * no combination of outputs and power that no source states.
 */
interface WdmModel extends EdfaBase {
  line: 'wdm';
  /** The landing card's rating: outputs × dBm per output ('WDM 19.5x16'). */
  cardRating: { outputs: number; dbm: number };
}

export type EdfaModel = CatvModel | WdmModel;

export type EdfaProductKey = ProductKeyOf<'edfa'>;

/**
 * Section 9's amplifier figures, shared by every EDFA page, where
 * DECISIONS.md ("Figures that cannot be right") has not replaced them with
 * the maker's.
 */
export const amplifier = {
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

/**
 * What the CE (CATV) maker's table and section 9 add for the CE line.
 * Section 9 also lists "output options 10–19, 16–22, 13–25 dBm": as a
 * per-output figure it contradicts every CE rating (16.5 to 23.5 dBm per
 * output, some above 19), and as a total it cannot hold for a 4 × 19.5 dBm
 * model (25.5 dBm in all). No source says which it is, so no page states it.
 */
export const catvFigures = {
  /** Section 9's supply range, which the CE datasheet table gives. */
  power: 'AC 115–265 V or DC -48 V',
  /** The maker's '19×1U×375mm'; section 9's '19x1x1.75 inch' describes a box one inch deep. */
  size: '19-inch, 1U, 375 mm deep',
} as const;

/** The PE (WDM) maker's table, the same for every PE model: "CATV Output Power 13/14/16dBm", "CATV Output Ports 4 / 8". */
const wdmTable = { outputPowerDbm: oneOf(13, 14, 16), outputPorts: oneOf(4, 8) } as const;

/** A PE model's figure as its maker's table states it, qualified by what its own card rates it. */
const cardNote = (m: WdmModel) => `the maker’s landing card rates the ${m.model} ${m.cardRating.outputs} × ${m.cardRating.dbm} dBm`;
export const wdmOutputs = (m: WdmModel): Quantity => asStated(wdmTable.outputPorts, cardNote(m));
export const wdmOutputPower = (m: WdmModel): Quantity => asStated(wdmTable.outputPowerDbm, cardNote(m));

/** The PE (WDM) maker's table, the same for every PE model. */
export const wdmFigures = {
  ponWavelengths: '1310 / 1490 nm',
  catvOutput: quantityWords(wdmTable.outputPowerDbm, 'dBm'),
  catvOutputPorts: quantityWords(wdmTable.outputPorts),
  /** The PE datasheet's own switching supply range. */
  power: 'AC 90–265 V or DC -48 V',
} as const;

/** What a PE page says of its outputs where a sentence names them: the table's options and the card's rating, and that no combination is stated. */
export const wdmOutputsSentence = (m: WdmModel) =>
  `The maker’s table offers ${wdmFigures.catvOutputPorts} CATV outputs at ${wdmFigures.catvOutput} and states no combination of the two, while its landing card rates the ${m.model} ${m.cardRating.outputs} × ${m.cardRating.dbm} dBm: we confirm the build before you order.`;

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

export const rating = (m: CatvModel) => `${m.outputPorts} × ${m.portDbm} dBm`;

/**
 * The CE range as its records rate it, grouped by housing: every page lists
 * its own rating among them, so the row can never contradict the model it
 * stands on (section 9's 'Mini, 16x4, 19x8, 19x16' left the 19.5 × 4 and
 * 23.5 dBm models out).
 */
function catvRange(models: readonly EdfaModel[]): string {
  const catvModels = models.filter((m): m is CatvModel => m.line === 'catv');
  const ratings = (form: CatvModel['form']) =>
    [...new Set(catvModels.filter((m) => m.form === form).sort((a, b) => a.portDbm - b.portDbm || a.outputPorts - b.outputPorts).map(rating))].join(', ');
  return `Mini: ${ratings('mini')}; 1U: ${ratings('1u')}`;
}

function specificationsTable(m: EdfaModel, family: readonly EdfaModel[]): SpecTable {
  const optical: SpecRow[] = [['Operating Wavelength', amplifier.wavelength]];
  if (m.line === 'wdm') {
    optical.push(
      ['PON Wavelengths Combined', wdmFigures.ponWavelengths],
      ['Multiplexing', 'Built-in CWDM on every output port'],
    );
  }
  if (m.dualInput) optical.push(['Optical Inputs', '2, selected by the built-in optical switch']);
  if (m.line === 'wdm') {
    optical.push(
      ['CATV Input Power', amplifier.input],
      ['CATV Output Power', quantityText(wdmOutputPower(m), 'dBm')],
      ['CATV Output Ports', quantityText(wdmOutputs(m))],
    );
  } else {
    optical.push(
      ['Optical Input Power', amplifier.input],
      ['Output Ports', String(m.outputPorts)],
      ['Output Power per Port', `${m.portDbm} dBm`],
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
        ['CATV Range (outputs × dBm)', catvRange(family)],
      ],
    });
  }
  return {
    title: 'Specifications',
    columns: ['Parameter', 'Value'],
    groups,
    ...(m.line === 'wdm' ? { note: `As stated: ${cardNote(m)}, and the maker names no combination of outputs and power.` } : {}),
  };
}

function tabOf(m: EdfaModel): TabId<'edfa'> {
  if (m.line === 'catv') return m.dualInput ? 'catv-dual-input' : 'catv-single-input';
  return m.dualInput ? 'wdm-dual-input' : 'wdm-single-input';
}

/** The outputs a drawing shows: a CE model's own, a PE model's card rating (its sources disagree on the count; the alt text names none). */
const drawnPortsOf = (m: EdfaModel) => (m.line === 'catv' ? m.outputPorts : m.cardRating.outputs);

export function edfaImage(m: EdfaModel, alt?: string): ProductImage {
  const ports = drawnPortsOf(m);
  const inputs = m.dualInput ? ' and two inputs' : '';
  const described =
    m.line === 'wdm'
      ? `Front panel of the ${m.model} WDM amplifier${inputs}`
      : `Front panel of the ${m.model}${m.form === 'mini' ? ' mini' : ' 1U'} amplifier with ${countOf(ports, { one: 'output', other: 'outputs' })}${inputs}`;
  return {
    kind: 'illustration',
    spec: { kind: 'edfa', form: m.form, outputPorts: ports, inputs: m.dualInput ? 2 : 1, opticalSwitch: m.dualInput },
    alt: alt ?? described,
  };
}

function titleOf(m: EdfaModel): string {
  const dual = m.dualInput ? 'Dual-Input ' : '';
  if (m.line === 'wdm') return `${site.name} ${m.model} ${dual}WDM EDFA for PON`;
  return `${site.name} ${m.model} ${dual}${m.form === 'mini' ? 'Mini CATV EDFA' : 'CATV EDFA'}, ${rating(m)}`;
}

/** One sentence per model, in which the dual-input models say so: no sentence is pasted into a sibling's record. */
function summaryOf(m: EdfaModel): string {
  if (m.line === 'wdm') {
    const from = m.dualInput ? ', fed from either of two inputs behind a built-in optical switch' : '';
    return `Amplifier that lifts a 1550 nm CATV signal and joins it to the 1310/1490 nm traffic of your OLT on every output${from}; its maker’s table gives ${wdmFigures.catvOutputPorts} outputs at ${wdmFigures.catvOutput}, its card ${m.cardRating.outputs} × ${m.cardRating.dbm} dBm.`;
  }
  const outputs = m.outputPorts === 1 ? `a single ${m.portDbm} dBm output` : `${m.outputPorts} outputs at ${m.portDbm} dBm each`;
  if (m.form === 'mini') return `Compact CATV amplifier in a mini housing with ${outputs}, for 1550 nm video where a rack unit is more than the site needs.`;
  const inputs = m.dualInput ? ' with two switched inputs' : '';
  return `1U CATV amplifier${inputs} for 1550 nm video overlay with ${outputs}, ready to split a headend feed across ${countOf(m.outputPorts, { one: 'fibre route', other: 'fibre routes' })}.`;
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
      text: `The maker offers ${wdmFigures.catvOutputPorts} CATV outputs and an output of ${wdmFigures.catvOutput}, to match the split and reach of the PON each output feeds.`,
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
        title: 'A CWDM on every output',
        text: `Each OLT PON port the ${m.model} serves is joined to the amplified CATV signal${inputs} through the built-in CWDM of its output, with no external combiner to fit.`,
      },
      {
        title: 'Outputs and power, as stated',
        text: wdmOutputsSentence(m),
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
  if (m.line === 'wdm') return `1550 nm CATV joined to your OLT's PON traffic on every output of the ${m.model}${switched}`;
  return `${rating(m)} of 1550 nm CATV from one 1U amplifier${switched}`;
}

/**
 * EDFA pages are the spec's numbered pages (`/lumoraedfaproductone` …); the
 * landing grid's old read-more links `/lumora-edfa/<MODEL>` ('+' written as
 * '-') redirect to them.
 */
const routes = familyRoutes({ base: paths.edfa, numbered: `${site.slug}edfa`, aliasBase: `/${site.slug}-edfa` });
const oldSegment = (m: EdfaModel) => m.model.replace('+', '-');


/** What an EDFA page says of its own model; the rest of the page is derived from the model. */
export interface EdfaPage {
  word: RouteWord;
  /** Six other EDFA pages for the strip (spec 2.9). */
  similar: ProductPage['similar'];
  /** Search-result description, written for this model. */
  metaDescription: string;
  /** Shorter document title, where the product title runs past what search results show. */
  metaTitle?: string;
  showcase?: readonly ShowcaseBlock[];
}


/** The key figures of a model (content/catalogue/facets/edfa.ts), from the same record its tables and words read. */
function figuresOf(m: EdfaModel): FamilyFigures['edfa'] {
  return {
    line: m.line,
    outputs: m.line === 'catv' ? m.outputPorts : wdmOutputs(m),
    outputPower: m.line === 'catv' ? m.portDbm : wdmOutputPower(m),
    dualInput: m.dualInput,
    // The PE table gives no housing, so none is claimed.
    housing: m.line === 'catv' ? m.form : null,
  };
}

/**
 * One EDFA product's own record (edfa/<key>.ts): its model as the maker rates
 * it, and for the eight models with pages what the page says of it.
 */
export interface EdfaEntry {
  key: EdfaProductKey;
  model: EdfaModel;
  page: EdfaPage | null;
}

/** A product from its entry; `family` is every EDFA model, which the CATV range row lists. */
export function edfaProduct({ key, model: m, page }: EdfaEntry, family: readonly EdfaModel[]): Product<'edfa'> {
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
          specTables: m.dualInput ? [specificationsTable(m, family), opticalSwitchTable] : [specificationsTable(m, family)],
          similar: page.similar,
          ...(page.showcase ? { showcase: page.showcase } : {}),
        }
      : null,
  };
}
