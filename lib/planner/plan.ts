import {
  attenuationAtWavelength,
  catvReceiver,
  catvWavelength,
  jointLosses,
  opticsClassBudgets,
  otdrHeadroom,
  otdrWavelengths,
  ponWavelengths,
  splitRatios,
  splitterLosses,
  type OpticsClassBudget,
  type OtdrWavelength,
  type PonType,
} from '@/content/planner';
import { readField, type FieldResult, type FieldSpec } from './field';
import {
  amplifiersThatDeliver,
  classesThatFit,
  directionBudget,
  largestSplitThatFits,
  longestReachKm,
  otdrsThatReach,
  outputPerPortNeeded,
  requiredDynamicRange,
  round2,
  verdict,
  type AmplifierCandidate,
  type DirectionBudget,
  type LossConstants,
  type OtdrCandidate,
  type Verdict,
} from './link-budget';

/**
 * The planner's state as the page holds it and the URL carries it: every
 * number as the text a person typed (so a half-typed or wrong value stays in
 * its box with its message beside it), every choice as its value. One
 * function reads it into the three tools' results; nothing here knows React.
 */

export interface PlanState {
  ponType: PonType;
  opticsClass: string;
  split: string;
  /** '' for no second stage. */
  split2: string;
  km: string;
  connectors: string;
  splices: string;
  margin: string;
  otdrKm: string;
  otdrNm: string;
  /** '' for no splitter in the path. */
  otdrSplit: string;
  otdrConnectors: string;
  otdrSplices: string;
  outputs: string;
  /** '' for no split after each output. */
  catvSplit: string;
  catvKm: string;
  catvConnectors: string;
  catvSplices: string;
  receiver: string;
  /** 'yes' when the fibre also carries PON: only WDM amplifiers qualify. */
  withPon: string;
}

export type PlanKey = keyof PlanState;

/** The classes the page offers for a PON type: those with a published range, least budget first. */
export function classesFor(ponType: PonType, offered: readonly string[]): readonly OpticsClassBudget[] {
  return opticsClassBudgets.filter((c) => c.ponType === ponType && offered.includes(c.name)).sort((a, b) => a.maxDb - b.maxDb);
}

export const defaultPlan: PlanState = {
  ponType: 'gpon',
  opticsClass: 'C+',
  split: '32',
  split2: '',
  km: '10',
  connectors: '4',
  splices: '6',
  margin: '3',
  otdrKm: '20',
  otdrNm: '1550',
  otdrSplit: '32',
  otdrConnectors: '4',
  otdrSplices: '6',
  outputs: '16',
  catvSplit: '8',
  catvKm: '10',
  catvConnectors: '2',
  catvSplices: '4',
  receiver: String(catvReceiver.defaultDbm),
  withPon: '',
};

/** The numeric fields: how each is read and what its box is called. */
export const fieldSpecs = {
  km: { name: 'The distance', unit: 'km', min: 0, max: 60, maxReason: 'a PON’s logical reach ends at 60 km' },
  connectors: { name: 'The number of connectors', unit: '', min: 0, max: 40, integer: true },
  splices: { name: 'The number of splices', unit: '', min: 0, max: 200, integer: true },
  margin: { name: 'The margin', unit: 'dB', min: 0, max: 10, maxReason: 'a larger allowance hides the link’s real loss' },
  otdrKm: { name: 'The span length', unit: 'km', min: 0.1, max: 250, maxReason: 'no field OTDR sees further' },
  otdrConnectors: { name: 'The number of connectors', unit: '', min: 0, max: 40, integer: true },
  otdrSplices: { name: 'The number of splices', unit: '', min: 0, max: 200, integer: true },
  outputs: { name: 'The number of outputs', unit: '', min: 1, max: 64, integer: true, maxReason: 'no amplifier in the catalogue has more' },
  catvKm: { name: 'The distance', unit: 'km', min: 0, max: 60, maxReason: 'a CATV overlay beyond that needs a second amplifier' },
  catvConnectors: { name: 'The number of connectors', unit: '', min: 0, max: 40, integer: true },
  catvSplices: { name: 'The number of splices', unit: '', min: 0, max: 200, integer: true },
  receiver: {
    name: 'The receiver input',
    unit: 'dBm',
    min: catvReceiver.minDbm,
    max: catvReceiver.maxDbm,
    maxReason: 'more light than that overloads the receiver',
  },
} as const satisfies Partial<Record<PlanKey, FieldSpec>>;

export type NumericKey = keyof typeof fieldSpecs;

const isRatio = (value: string, optional: boolean): boolean => (optional && value === '') || (/^\d+$/.test(value) && splitRatios.includes(Number(value)));

/** Whether a choice field's value is one the page offers. */
function choiceIsValid(key: PlanKey, value: string, offeredClasses: readonly string[], state: PlanState): boolean {
  switch (key) {
    case 'ponType':
      return value === 'gpon' || value === 'epon';
    case 'opticsClass':
      return classesFor(state.ponType, offeredClasses).some((c) => c.name === value);
    case 'split':
      return isRatio(value, false);
    case 'split2':
    case 'otdrSplit':
    case 'catvSplit':
      return isRatio(value, true);
    case 'otdrNm':
      return (otdrWavelengths as readonly number[]).includes(Number(value)) && /^\d+$/.test(value);
    case 'withPon':
      return value === '' || value === 'yes';
    default:
      return true;
  }
}

const choiceNames: Partial<Record<PlanKey, string>> = {
  ponType: 'PON type',
  opticsClass: 'optics class',
  split: 'split ratio',
  split2: 'second split',
  otdrNm: 'wavelength',
  otdrSplit: 'splitter in the path',
  catvSplit: 'split after each output',
  withPon: 'PON on the same fibre',
};

/** The query-string name of each field: short, and stable once published. */
export const urlNames: Record<PlanKey, string> = {
  ponType: 'pon',
  opticsClass: 'class',
  split: 'split',
  split2: 'split2',
  km: 'km',
  connectors: 'connectors',
  splices: 'splices',
  margin: 'margin',
  otdrKm: 'otdr-km',
  otdrNm: 'otdr-nm',
  otdrSplit: 'otdr-split',
  otdrConnectors: 'otdr-connectors',
  otdrSplices: 'otdr-splices',
  outputs: 'outputs',
  catvSplit: 'catv-split',
  catvKm: 'catv-km',
  catvConnectors: 'catv-connectors',
  catvSplices: 'catv-splices',
  receiver: 'rx',
  withPon: 'with-pon',
};

const planKeys = Object.keys(urlNames) as PlanKey[];

/**
 * A plan read from a query string. A value that is not valid falls back to
 * the default, and a note says which and why; unknown names are ignored.
 */
export function decodePlan(search: string, offeredClasses: readonly string[]): { state: PlanState; notes: string[] } {
  const params = new URLSearchParams(search);
  const state: PlanState = { ...defaultPlan };
  const notes: string[] = [];
  // The PON type first: the class is checked against it.
  for (const key of planKeys) {
    const raw = params.get(urlNames[key]);
    if (raw === null) continue;
    if (key in fieldSpecs) {
      const read = readField(raw, fieldSpecs[key as NumericKey]);
      if (read.ok) (state as unknown as Record<string, string>)[key] = raw.trim();
      else notes.push(`The link’s ${urlNames[key]} value was not used (${read.message}); the planner shows ${defaultPlan[key]} instead.`);
      continue;
    }
    if (choiceIsValid(key, raw, offeredClasses, state)) (state as unknown as Record<string, string>)[key] = raw;
    else notes.push(`The link’s ${choiceNames[key] ?? key} “${raw}” is not one the planner offers; it shows ${defaultPlan[key] || 'none'} instead.`);
  }
  if (!classesFor(state.ponType, offeredClasses).some((c) => c.name === state.opticsClass)) {
    state.opticsClass = classesFor(state.ponType, offeredClasses)[0]?.name ?? defaultPlan.opticsClass;
  }
  return { state, notes };
}

/** The query string for a plan: only what differs from the defaults, in a fixed order. */
export function encodePlan(state: PlanState): string {
  const params = new URLSearchParams();
  for (const key of planKeys) if (state[key] !== defaultPlan[key]) params.set(urlNames[key], state[key]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/* ---------- The sums ---------- */

export type Fields<K extends string> = Record<K, FieldResult>;

function readAll<K extends NumericKey>(state: PlanState, keys: readonly K[]): { fields: Fields<K>; values: Record<K, number> | null } {
  const fields = Object.fromEntries(keys.map((k) => [k, readField(state[k], fieldSpecs[k])])) as Fields<K>;
  const ok = keys.every((k) => fields[k].ok);
  const values = ok ? (Object.fromEntries(keys.map((k) => [k, (fields[k] as { value: number }).value])) as Record<K, number>) : null;
  return { fields, values };
}

function lossConstants(wavelengths: readonly number[]): LossConstants {
  return {
    attenuationDbPerKm: Object.fromEntries(wavelengths.map((nm) => [nm, attenuationAtWavelength(nm).dbPerKm])),
    splitterLossDb: splitterLosses.byRatio,
    connectorLossDb: jointLosses.connectorDb,
    spliceLossDb: jointLosses.spliceDb,
  };
}

const stages = (...ratios: string[]) => ratios.filter((r) => r !== '').map(Number);

export interface PonResult {
  fields: Fields<'km' | 'connectors' | 'splices' | 'margin'>;
  /** Null while a field is wrong. */
  outcome: {
    downstream: DirectionBudget;
    upstream: DirectionBudget;
    optics: OpticsClassBudget;
    verdict: Verdict;
    /** What would make a link that does not fit fit: a bigger class, a smaller split, a shorter reach. */
    remedies: { opticsClass: string | null; split: number | null; reachKm: number | null };
  } | null;
}

export function planPon(state: PlanState, offeredClasses: readonly string[]): PonResult {
  const { fields, values } = readAll(state, ['km', 'connectors', 'splices', 'margin'] as const);
  if (!values) return { fields, outcome: null };
  const optics = classesFor(state.ponType, offeredClasses).find((c) => c.name === state.opticsClass) ?? classesFor(state.ponType, offeredClasses)[0]!;
  const wl = ponWavelengths[state.ponType];
  const constants = lossConstants([wl.downstream, wl.upstream]);
  const link = { distanceKm: values.km, split: stages(state.split, state.split2), connectors: values.connectors, splices: values.splices, marginDb: values.margin };
  const downstream = directionBudget(link, constants, wl.downstream);
  const upstream = directionBudget(link, constants, wl.upstream);
  const result = verdict([downstream, upstream], optics);
  const worst = Math.max(downstream.totalDb, upstream.totalDb);
  const remedies =
    result.kind === 'does-not-fit'
      ? {
          opticsClass: classesThatFit(classesFor(state.ponType, offeredClasses), worst)[0]?.name ?? null,
          split: largestSplitThatFits(link, constants, [wl.downstream, wl.upstream], optics),
          reachKm: longestReachKm(link, constants, [wl.downstream, wl.upstream], optics),
        }
      : { opticsClass: null, split: null, reachKm: null };
  return { fields, outcome: { downstream, upstream, optics, verdict: result, remedies } };
}

export interface OtdrOption extends OtdrCandidate {
  productKey: string;
}

export interface OtdrResult {
  fields: Fields<'otdrKm' | 'otdrConnectors' | 'otdrSplices'>;
  outcome: { wavelengthNm: OtdrWavelength; path: DirectionBudget; requiredDb: number; reaching: OtdrOption[] } | null;
}

export function planOtdr(state: PlanState, otdrs: readonly OtdrOption[]): OtdrResult {
  const { fields, values } = readAll(state, ['otdrKm', 'otdrConnectors', 'otdrSplices'] as const);
  if (!values) return { fields, outcome: null };
  const nm = Number(state.otdrNm) as OtdrWavelength;
  const path = directionBudget(
    { distanceKm: values.otdrKm, split: stages(state.otdrSplit), connectors: values.otdrConnectors, splices: values.otdrSplices, marginDb: 0 },
    lossConstants([nm]),
    nm,
  );
  const requiredDb = requiredDynamicRange(path.lossDb, otdrHeadroom.db);
  return { fields, outcome: { wavelengthNm: nm, path, requiredDb, reaching: otdrsThatReach(otdrs, nm, requiredDb) } };
}

export interface AmplifierOption extends AmplifierCandidate {
  productKey: string;
  line: 'catv' | 'wdm';
}

export interface CatvResult {
  fields: Fields<'outputs' | 'catvKm' | 'catvConnectors' | 'catvSplices' | 'receiver'>;
  outcome: { path: DirectionBudget; neededDbm: number; delivering: AmplifierOption[] } | null;
}

export function planCatv(state: PlanState, amplifiers: readonly AmplifierOption[]): CatvResult {
  const { fields, values } = readAll(state, ['outputs', 'catvKm', 'catvConnectors', 'catvSplices', 'receiver'] as const);
  if (!values) return { fields, outcome: null };
  const path = directionBudget(
    { distanceKm: values.catvKm, split: stages(state.catvSplit), connectors: values.catvConnectors, splices: values.catvSplices, marginDb: 0 },
    lossConstants([catvWavelength]),
    catvWavelength,
  );
  const neededDbm = outputPerPortNeeded(values.receiver, path);
  const eligible = state.withPon === 'yes' ? amplifiers.filter((a) => a.line === 'wdm') : amplifiers;
  return { fields, outcome: { path, neededDbm, delivering: amplifiersThatDeliver(eligible, values.outputs, neededDbm) } };
}

/** The even share of the light a 1:N splitter gives each output, before its excess loss: 10 × log10(N). */
export const idealSplitLoss = (ratio: number): number => round2(10 * Math.log10(ratio));
