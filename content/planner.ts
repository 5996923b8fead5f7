import { fiberAttenuation } from '@/content/catalogue/fiber-attenuation';
import type { ProductKey } from '@/content/catalogue/keys';
import type { PonOpticsClass } from '@/content/catalogue/facets/pon';

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
      'Insertion loss of a uniform 1:N splitter: the even share of the light, 10 × log10(N) dB, plus the excess loss makers state for PLC splitters of that grade',
  },
  g652: {
    title: 'ITU-T G.652 (table D) and the company’s cable datasheets',
    detail: 'Our cable records give the most loss at 1310 and 1550 nm; G.652.D fibre stays at or under 0.4 dB/km from 1310 to 1625 nm',
    url: 'https://www.itu.int/rec/T-REC-G.652',
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
 * An optics class's loss range (the optical distribution network between
 * OLT and ONT): less loss than `minDb` overloads a receiver, more than
 * `maxDb` leaves too little light. A class assumes optics of that class at
 * both ends.
 */
export interface OpticsClassBudget extends Sourced {
  name: PonOpticsClass;
  ponType: PonType;
  minDb: number;
  maxDb: number;
}

/**
 * The classes with a published loss range. The catalogue's OLTs and modules
 * also carry C++, C++++ and PX20+ to PX20++++; no standard defines those
 * and their makers give launch power and sensitivity, not a loss range, so
 * the planner does not compute with them (plannerPage.unpublished says so).
 */
export const opticsClassBudgets = [
  { name: 'B+', ponType: 'gpon', minDb: 13, maxDb: 28, source: 'g9842a1' },
  { name: 'C+', ponType: 'gpon', minDb: 17, maxDb: 32, source: 'g9842a2' },
  { name: 'PX20', ponType: 'epon', minDb: 10, maxDb: 24, source: 'ieee8023cl60' },
] as const satisfies readonly OpticsClassBudget[];

/** Splitter insertion loss by ratio (the N of 1:N), in dB. */
export const splitterLosses = {
  source: 'splitters',
  byRatio: { 2: 3.7, 4: 7.1, 8: 10.5, 16: 13.8, 32: 17.1, 64: 20.4, 128: 23.7 },
} as const satisfies Sourced & { byRatio: Readonly<Record<number, number>> };

export const splitRatios = Object.keys(splitterLosses.byRatio).map(Number);

/** Loss allowed per mated connector pair and per splice, in dB. */
export const jointLosses = { source: 'tia5683', connectorDb: 0.75, spliceDb: 0.3 } as const satisfies Sourced & {
  connectorDb: number;
  spliceDb: number;
};

/**
 * Fibre attenuation (dB/km) at each wavelength the planner uses. The figures
 * are the cable records' own; a wavelength the records do not list (1490,
 * 1625 nm) takes the largest of them, which G.652.D fibre stays under from
 * 1310 to 1625 nm: a conservative figure, never a better one.
 */
export const fibreAttenuation = {
  source: 'g652',
  recorded: fiberAttenuation as Readonly<Record<number, number>>,
} as const satisfies Sourced & { recorded: Readonly<Record<number, number>> };

export function attenuationAtWavelength(nm: number): { dbPerKm: number; recorded: boolean } {
  const recorded = fibreAttenuation.recorded[nm];
  if (recorded !== undefined) return { dbPerKm: recorded, recorded: true };
  return { dbPerKm: Math.max(...Object.values(fibreAttenuation.recorded)), recorded: false };
}

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
  /** A core-alignment splicer for the joints. */
  splicer: 's1v',
} as const satisfies Record<string, ProductKey>;

/** The page's words. */
export const plannerPage = {
  eyebrow: 'Plan a link',
  title: 'Fibre link planner',
  lead: 'Three sums field engineers do by hand every week, done from cited figures and our own cable records, each ending in the products that fit the link.',
  noScript:
    'The three calculators run in your browser and need JavaScript. The reference tables under “How this is calculated” hold every figure they use, so you can do the sums by hand.',
  unpublished: (classes: readonly string[]) =>
    `Our OLTs and modules also take ${classes.join(', ')} optics. No standard defines their loss range and the makers state launch power and sensitivity only, so the planner does not guess one: for a link beyond the classes below, send us the plan and our engineers will check it against the module's figures.`,
  landingPrompt: 'Not sure which model? Plan your link',
} as const;
