import { fiberAttenuation } from '@/content/catalogue/fiber-attenuation';
import type { ProductKey, ProductKeyOf } from '@/content/catalogue/keys';
import type { PonOpticsClass } from '@/content/catalogue/facets/pon';
import type { OltModuleClass } from '@/content/catalogue/pon/optics';

/**
 * The fibre link planner's constants (/planner, issue 25). Every figure the
 * sums use is a record here that names where it comes from; the page prints
 * the sources under "How this is calculated", and a content test fails on a
 * constant without one. The arithmetic is in lib/planner/.
 */

export interface PlannerSource {
  /** As cited on the page: 'ITU-T G.984.2 Amendment 2 (2008)'. */
  title: string;
  /** What in it the figure comes from: 'Class C+ optical path loss'. */
  detail: string;
  /** A public page of the source, where it has one. */
  url?: string;
}

export const plannerSources = {
  g9842a1: {
    title: 'ITU-T G.984.2 Amendment 1 (2006)',
    detail: 'GPON class B+ optical path loss: 13 to 28 dB',
    url: 'https://www.itu.int/rec/T-REC-G.984.2',
  },
  g9842a2: {
    title: 'ITU-T G.984.2 Amendment 2 (2008)',
    detail: 'GPON class C+ optical path loss: 17 to 32 dB',
    url: 'https://www.itu.int/rec/T-REC-G.984.2',
  },
  ieee8023cl60: {
    title: 'IEEE 802.3, clause 60 (1000BASE-PX)',
    detail: '1000BASE-PX20 channel insertion loss: 10 to 24 dB',
    url: 'https://standards.ieee.org/ieee/802.3/',
  },
  tia5683: {
    title: 'ANSI/TIA-568.3-D',
    detail: 'Most loss allowed for a mated connector pair (0.75 dB) and for a splice (0.3 dB)',
    url: 'https://tiaonline.org/',
  },
  splitters: {
    title: 'Telcordia GR-1209-CORE, planar (PLC) splitter datasheets',
    detail:
      'Insertion loss of a uniform 1:N splitter: the even share of the light, 10 × log10(N) dB, which no splitter loses less than, plus the excess loss makers state for PLC splitters of that grade',
  },
  g652: {
    title: 'The company’s cable datasheets (ITU-T G.652.D fibre)',
    detail: 'The most a kilometre of our cable loses at 1310 and 1550 nm; the datasheets give no other wavelength',
    url: 'https://www.itu.int/rec/T-REC-G.652',
  },
  smf28e: {
    title: 'Corning SMF-28e+ optical fibre, product information sheet',
    detail: 'The most a standard-grade G.652.D fibre loses where our cable datasheets are silent: 0.24 dB/km at 1490 nm and 0.23 dB/km at 1625 nm',
  },
  smf28ultra: {
    title: 'Corning SMF-28 Ultra optical fibre, product information sheet',
    detail: 'A low-loss G.652.D fibre loses no more than 0.32, 0.21, 0.18 and 0.20 dB/km at 1310, 1490, 1550 and 1625 nm: taken as the least a fibre loses, for overload',
  },
  foa: {
    title: 'The Fiber Optic Association, reference guide: optical loss budgets',
    detail: 'A mated single-mode connector pair typically loses 0.2 to 0.3 dB: 0.2 dB taken as a connector’s least loss',
  },
  splicer: {
    title: 'The datasheet of the splicer the planner proposes',
    detail: 'Its typical single-mode splice loss, taken as a splice’s least loss',
  },
  g9841: {
    title: 'ITU-T G.984.1 (2008)',
    detail: 'GPON logical reach: 60 km, the farthest an ONT can be ranged',
    url: 'https://www.itu.int/rec/T-REC-G.984.1',
  },
  ieee8023px: {
    title: 'IEEE 802.3, clause 60 (1000BASE-PX)',
    detail: '1000BASE-PX10 and PX20 EPON optics are specified to 10 and 20 km',
    url: 'https://standards.ieee.org/ieee/802.3/',
  },
  lightBrigade: {
    title: 'Light Brigade, “OTDR Dynamic Ranges”',
    detail: 'The IEC (useful) dynamic range is about 6.6 dB less than the Telcordia figure that datasheets quote',
    url: 'https://www.lightbrigade.com/post/otdr-dynamic-ranges',
  },
  gs7000: {
    title: 'Cisco GS7000 node data sheet, optical section',
    detail: 'Forward receiver optical input range: −3 to +2 dBm',
  },
} as const satisfies Record<string, PlannerSource>;

export type PlannerSourceKey = keyof typeof plannerSources;

/** A constant with its source, by key so a misspelt source is a type error. */
interface Sourced {
  source: PlannerSourceKey;
}

export type PonType = 'gpon' | 'epon';

export const ponTypeLabels: Record<PonType, string> = { gpon: 'GPON', epon: 'EPON' };

/** The wavelengths (nm) a PON uses: downstream from the OLT, upstream from the ONTs. */
export const ponWavelengths = {
  gpon: { downstream: 1490, upstream: 1310 },
  epon: { downstream: 1490, upstream: 1310 },
} as const satisfies Record<PonType, { downstream: number; upstream: number }>;

/** The wavelength (nm) a CATV overlay and its amplifiers run at. */
export const catvWavelength = 1550;

/**
 * An optics class's standard loss range (the optical distribution network
 * between OLT and ONT): less loss than `minDb` overloads a receiver, more
 * than `maxDb` leaves too little light. A class range holds only with optics
 * of that class at both ends; the planner computes from the products' own
 * optics (content/catalogue/pon/optics.ts) and falls back to these ranges
 * only where a product's figures are not published, and says so.
 */
export interface OpticsClassBudget extends Sourced {
  name: PonOpticsClass;
  ponType: PonType;
  minDb: number;
  maxDb: number;
}

/** The classes a standard gives a loss range. C++, C++++ and PX20+ to PX20++++ have none. */
export const opticsClassBudgets = [
  { name: 'B+', ponType: 'gpon', minDb: 13, maxDb: 28, source: 'g9842a1' },
  { name: 'C+', ponType: 'gpon', minDb: 17, maxDb: 32, source: 'g9842a2' },
  { name: 'PX20', ponType: 'epon', minDb: 10, maxDb: 24, source: 'ieee8023cl60' },
] as const satisfies readonly OpticsClassBudget[];

/** Splitter insertion loss by ratio (the N of 1:N), in dB: the most a PLC splitter of that ratio loses. */
export const splitterLosses = {
  source: 'splitters',
  byRatio: { 2: 3.7, 4: 7.1, 8: 10.5, 16: 13.8, 32: 17.1, 64: 20.4, 128: 23.7 },
} as const satisfies Sourced & { byRatio: Readonly<Record<number, number>> };

export const splitRatios = Object.keys(splitterLosses.byRatio).map(Number);

/** The least a 1:N splitter loses: the even share of the light, 10 × log10(N), which no splitter beats. */
export const leastSplitterLoss = { source: 'splitters', db: (ratio: number) => Math.round(1000 * Math.log10(ratio)) / 100 } as const;

/** Loss allowed per mated connector pair and per splice, in dB: the most, for the budget. */
export const jointLosses = { source: 'tia5683', connectorDb: 0.75, spliceDb: 0.3 } as const satisfies Sourced & {
  connectorDb: number;
  spliceDb: number;
};

/**
 * The least a mated connector pair loses, for overload. A splice's least
 * loss is the typical figure of the splicer the planner proposes
 * (`linkProducts.splicer`), read from its record.
 */
export const leastConnectorLoss = { source: 'foa', db: 0.2 } as const satisfies Sourced & { db: number };

/** An attenuation at one wavelength, dB/km, with where it comes from. */
interface Attenuation extends Sourced {
  dbPerKm: number;
}

/**
 * Fibre attenuation (dB/km) at each wavelength the planner uses. The most
 * a kilometre loses is our cable records' own figure where they give the
 * wavelength (1310 and 1550 nm); at 1490 and 1625 nm, where they are silent,
 * it is what a standard G.652.D fibre is specified not to exceed there,
 * never 1310 nm's borrowed. The least, for overload, is a low-loss fibre's.
 */
export const fibreAttenuation = {
  most: {
    1310: { dbPerKm: fiberAttenuation[1310], source: 'g652' },
    1490: { dbPerKm: 0.24, source: 'smf28e' },
    1550: { dbPerKm: fiberAttenuation[1550], source: 'g652' },
    1625: { dbPerKm: 0.23, source: 'smf28e' },
  },
  least: {
    1310: { dbPerKm: 0.32, source: 'smf28ultra' },
    1490: { dbPerKm: 0.21, source: 'smf28ultra' },
    1550: { dbPerKm: 0.18, source: 'smf28ultra' },
    1625: { dbPerKm: 0.2, source: 'smf28ultra' },
  },
} as const satisfies Record<'most' | 'least', Readonly<Record<number, Attenuation>>>;

export type PlannerWavelength = keyof typeof fibreAttenuation.most;

/** The fibre's attenuation at a wavelength the planner uses, the most or the least. */
export function attenuationAt(nm: number, which: 'most' | 'least'): Attenuation {
  const entry = (fibreAttenuation[which] as Readonly<Record<number, Attenuation>>)[nm];
  if (!entry) throw new RangeError(`no fibre attenuation at ${nm} nm in content/planner.ts`);
  return entry;
}

/** The farthest a link of each PON type may be planned, and why: past it, no ONT registers whatever the budget. */
export const ponReachLimits = {
  gpon: { km: 60, source: 'g9841', reason: 'GPON’s logical reach (ITU-T G.984.1) ends at 60 km' },
  epon: { km: 20, source: 'ieee8023px', reason: 'IEEE 802.3 specifies EPON’s PX20 optics to 20 km' },
} as const satisfies Record<PonType, Sourced & { km: number; reason: string }>;

/**
 * The pair the planner opens with, per PON type: the module the GPON OLTs'
 * own datasheets specify for their ports (C++), the EPON module class the
 * OLTs list first, and the ONT the catalogue's landing grid points its ONU
 * cards at. A buyer picks any other pair.
 */
export const defaultPonPair = {
  gpon: { olt: 'C++', ont: 'op821gwv-d' },
  epon: { olt: 'PX20', ont: 'op821gwv-d' },
} as const satisfies Record<PonType, { olt: OltModuleClass; ont: ProductKeyOf<'pon'> }>;

/**
 * What an OTDR needs beyond the link's loss to see its far end: datasheets
 * quote the Telcordia range, and the range at which events can still be
 * read (IEC) is about this much less.
 */
export const otdrHeadroom = { source: 'lightBrigade', db: 6.6 } as const satisfies Sourced & { db: number };

/** The OTDR wavelengths the planner offers (nm). 1625 nm is the in-service one. */
export const otdrWavelengths = [1310, 1550, 1625] as const;
export type OtdrWavelength = (typeof otdrWavelengths)[number];

/** A CATV optical receiver's working input range (dBm), and the target the planner starts from. */
export const catvReceiver = { source: 'gs7000', minDbm: -3, maxDbm: 2, defaultDbm: 0 } as const satisfies Sourced & {
  minDbm: number;
  maxDbm: number;
  defaultDbm: number;
};

/**
 * Products the planner proposes besides the OLTs, modules, ONTs, OTDRs and
 * amplifiers it finds by their figures: by key, so a misspelt one fails the
 * type check.
 */
export const linkProducts = {
  /** Feeder: the multi-tube outdoor cable with the most fibres. */
  feederCable: 'platinum',
  /** Drop: from the splitter to the home. */
  dropCable: 'drop-cable',
  /** A clad-alignment splicer for the joints: enough for access work, and its typical splice loss is the planner's least. */
  splicer: 's1v',
} as const satisfies Record<string, ProductKey>;

/** The page's words. */
export const plannerPage = {
  eyebrow: 'Plan a link',
  title: 'Fibre link planner',
  lead: 'Three sums field engineers do by hand every week, done from the products’ own datasheet figures and cited standards, each ending in the products that carry the link.',
  noScript:
    'The three calculators run in your browser and need JavaScript. The reference tables under “How this is calculated” hold every figure they use, so you can do the sums by hand.',
  unpublished: (classes: readonly string[]) =>
    `We also sell ${classes.join(', ')} modules. No source gives their launch power, sensitivity and overload together, and no standard gives their class a loss range, so the planner does not check a link with them: send us the plan and our engineers will check it against the module’s own datasheet.`,
  landingPrompt: 'Not sure which model? Plan your link',
} as const;

const signed = (dbm: number) => (dbm > 0 ? `+${dbm}` : dbm < 0 ? `−${-dbm}` : '0');
const dB = (db: number) => db.toFixed(1);

/** The planner's words that depend on figures: roles, notes on the optics, verdicts and the changes that would fit. */
export const plannerText = {
  roles: { olt: 'OLT', module: 'PON module', ont: 'ONT', feederCable: 'Feeder cable', dropCable: 'Drop cable', splicer: 'Fusion splicer' },
  moduleName: (cls: string) => `the ${cls} module`,
  moduleLabel: (cls: string) => `${cls} module`,
  missingFigures: (who: string, missing: readonly string[]) => {
    const list = missing.length < 2 ? missing.join('') : `${missing.slice(0, -1).join(', ')} or ${missing.at(-1)}`;
    return `No source gives ${who}’s ${list}.`;
  },
  statedFigure: (who: string, what: string, figure: string) => `${who}’s ${what} is used as its maker states it: ${figure}.`,
  classFallback: (who: string, cls: string) =>
    `Without ${who}’s own figures, the planner checks the link against the standard loss ranges of the two ends’ classes, and only the range both assure (a class range holds only with optics of that class at both ends); ${cls} is ${who}’s class.`,
  amplifierOptions: (outputs: string, power: string) => `${outputs} outputs; ${power}`,
  noCombination: 'The maker states these options and no combination of them: we confirm the build you order.',
  /** The loss table's headings. */
  worstCase: 'Worst case',
  least: 'Least',
  notCounted: 'not counted',
  directions: { downstream: 'Downstream', upstream: 'Upstream' },
  /** What one direction's ends allow, in words: 'the C++ module’s +4.5 dBm reaches the OP821GWV-D’s −27 dBm across 31.5 dB'. */
  budgetWorking: (sender: string, transmitDbm: number, receiver: string, sensitivityDbm: number, db: number) =>
    `${sender}’s ${signed(transmitDbm)} dBm reaches ${receiver}’s ${signed(sensitivityDbm)} dBm across ${dB(db)} dB`,
  overloadWorking: (sender: string, transmitDbm: number, receiver: string, overloadDbm: number, db: number) =>
    `${sender} sends up to ${signed(transmitDbm)} dBm and ${receiver} takes no more than ${signed(overloadDbm)} dBm, so at least ${dB(db)} dB must lie between them`,
  classWorking: (names: readonly string[], minDb: number, maxDb: number) =>
    `class ${names.join(' and ')} ${names.length > 1 ? 'both assure' : 'assures'} ${minDb} to ${maxDb} dB`,
  verdict: {
    fits: 'Fits',
    doesNotFit: 'Does not fit',
    tooLittleLoss: 'Too little loss',
    fitsDetail: (direction: string, working: string, needed: number, spare: number) =>
      `${direction} is the tighter direction: ${working}, and this link needs ${dB(needed)} dB at worst, ${dB(spare)} dB to spare. Neither receiver overloads on the link’s least loss.`,
    doesNotFitDetail: (direction: string, working: string, needed: number) => `${direction}: ${working}; this link needs ${dB(needed)} dB.`,
    beyondReach: (km: number, ratedKm: number, names: readonly string[]) =>
      `This link is ${km} km long; ${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'} rated for ${ratedKm} km.`,
    tooLittleLossDetail: (direction: string, working: string, least: number, attenuatorDb: number) =>
      `${direction}: ${working}, and this link can lose as little as ${dB(least)} dB. Fit a ${attenuatorDb} dB attenuator.`,
    attenuatorTooMuch: (attenuatorDb: number) =>
      `With ${attenuatorDb} dB more, though, the worst case no longer fits: the link’s loss varies more than these optics take. Send us the plan.`,
  },
  remedies: {
    heading: 'What would make it fit',
    optics: (label: string, spare: number) => `Use the ${label} (${dB(spare)} dB to spare)`,
    ont: (name: string, spare: number) => `Use the ${name} (${dB(spare)} dB to spare)`,
    split: (ratio: number, ports: number) => `Split 1:${ratio} and serve the same homes from ${ports} PON ports`,
    reach: (km: number) => `Keep the link to ${km} km or less`,
    none: 'No other optics in our catalogue, no smaller split and no shorter reach closes it. Send us the plan and our engineers will look at it with you.',
  },
  products: {
    title: 'Products for this link',
    none: 'None yet: no product pair in our catalogue carries this plan as it stands. Choose one of the changes above, or send the plan to our engineers.',
    sendPlan: 'Send this plan with your enquiry',
    planAdded: 'The plan is on your enquiry: our engineers will open the same plan.',
    planPresent: 'This plan is on your enquiry already.',
  },
} as const;
