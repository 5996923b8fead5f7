import {
  catvReceiver,
  catvWavelength,
  defaultPonPair,
  otdrHeadroom,
  otdrWavelengths,
  ponReachLimits,
  ponWavelengths,
  splitRatios,
  type OtdrWavelength,
  type PonType,
} from '@/content/planner';
import { readField, type FieldResult, type FieldSpec } from './field';
import {
  amplifiersThatDeliver,
  checkDirection,
  directionBudget,
  directionLimits,
  largestSplitThatFits,
  longestReachKm,
  otdrsThatReach,
  outputPerPortNeeded,
  requiredDynamicRange,
  verdict,
  type AmplifierCandidate,
  type Direction,
  type DirectionBudget,
  type DirectionCheck,
  type LinkEnd,
  type LinkInput,
  type LossConstants,
  type OtdrCandidate,
  type RatedReach,
  type Verdict,
} from './link-budget';

/**
 * The planner's state as the page holds it and the URL carries it: every
 * number as the text a person typed (so a half-typed or wrong value stays in
 * its box with its message beside it), every choice as its value. One
 * function per tool reads it, with what the catalogue offers (PlannerContext,
 * built at export time in lib/planner/catalogue.ts), into that tool's
 * result; nothing here knows React.
 */

export interface PlanState {
  ponType: PonType;
  /** The OLT's module class: 'C++'. */
  olt: string;
  /** The ONT's product key. */
  ont: string;
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

/* ---------- What the catalogue offers ---------- */

/** A product the planner may propose, by key, with its name and link. */
export interface ProposedProduct {
  key: string;
  /** As the card names it: 'OP-100P16G'. */
  name: string;
  /** What it is in the link: 'OLT', 'ONT', 'Feeder cable'. */
  role: string;
  /** Its page, or its card on the family landing. */
  href: string;
}

/** An OLT module class the planner can compute with, and the OLTs that take it. */
export interface OltOption {
  /** The class: 'C++'. */
  key: string;
  ponType: PonType;
  end: LinkEnd;
  /** Rated reach, km, where a source gives one. */
  reachKm: number | null;
  /** The OLTs that take the module, and the module's own card where it has one. */
  products: readonly ProposedProduct[];
  /** What the page says of its figures: a class range used for want of them, a figure as the maker states it. */
  notes: readonly string[];
}

/** An ONT and its optics on each PON type it registers on. */
export interface OntOption {
  key: string;
  name: string;
  ends: Readonly<Partial<Record<PonType, LinkEnd>>>;
  reachKm: number | null;
  product: ProposedProduct;
  notes: readonly string[];
}

export interface OtdrOption extends OtdrCandidate {
  productKey: string;
  /** The stated figure as the page writes it, per wavelength: '≥ 32 dB', '20 dB (as stated)'. */
  dynamicRangeText: Readonly<Partial<Record<number, string>>>;
}

export interface AmplifierOption extends AmplifierCandidate {
  productKey: string;
  line: 'catv' | 'wdm';
  /** The outputs and power as the page writes them: '16 × 19.5 dBm', or the options as stated. */
  ratingText: string;
  /** Where the maker states options but no combination of them, what the page says. */
  combinationNote: string | null;
}

export interface PlannerContext {
  /** The OLT module classes the planner computes with, per PON type. */
  olts: Readonly<Record<PonType, readonly OltOption[]>>;
  /** The module classes sold that no source gives figures or a range for: named, never computed. */
  unchecked: Readonly<Record<PonType, readonly string[]>>;
  onts: readonly OntOption[];
  /** Cable and splicer for every PON link. */
  linkProducts: readonly ProposedProduct[];
  constants: LossConstants;
  otdrs: readonly OtdrOption[];
  /** The longest distance range of any OTDR in the catalogue, km. */
  otdrMaxKm: number;
  amplifiers: readonly AmplifierOption[];
}

/* ---------- The plan's defaults and fields ---------- */

export const defaultPlan: PlanState = {
  ponType: 'gpon',
  olt: defaultPonPair.gpon.olt,
  ont: defaultPonPair.gpon.ont,
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

const joints = (name: string): FieldSpec => ({ name, unit: '', min: 0, max: 40, integer: true });
const spliceCount: FieldSpec = { name: 'The number of splices', unit: '', min: 0, max: 200, integer: true };

/** The numeric fields: how each is read. The distance and span limits depend on the PON type and the catalogue's OTDRs. */
export function fieldSpecs(state: Pick<PlanState, 'ponType'>, context: Pick<PlannerContext, 'otdrMaxKm'>) {
  const reach = ponReachLimits[state.ponType];
  return {
    km: { name: 'The distance', unit: 'km', min: 0, max: reach.km, maxReason: reach.reason },
    connectors: joints('The number of connectors'),
    splices: spliceCount,
    margin: { name: 'The margin', unit: 'dB', min: 0, max: 10, maxReason: 'a larger allowance hides the link’s real loss' },
    otdrKm: { name: 'The span length', unit: 'km', min: 0.1, max: context.otdrMaxKm, maxReason: 'no OTDR in our catalogue lists a longer distance range' },
    otdrConnectors: joints('The number of connectors'),
    otdrSplices: spliceCount,
    outputs: { name: 'The number of outputs', unit: '', min: 1, max: 64, integer: true, maxReason: 'no amplifier in the catalogue has more' },
    catvKm: { name: 'The distance', unit: 'km', min: 0, max: 60, maxReason: 'a CATV overlay beyond that needs a second amplifier' },
    catvConnectors: joints('The number of connectors'),
    catvSplices: spliceCount,
    receiver: {
      name: 'The receiver input',
      unit: 'dBm',
      min: catvReceiver.minDbm,
      max: catvReceiver.maxDbm,
      maxReason: 'more light than that overloads the receiver',
    },
  } as const satisfies Partial<Record<PlanKey, FieldSpec>>;
}

export type NumericKey = keyof ReturnType<typeof fieldSpecs>;
const numericKeys = new Set<string>(Object.keys(fieldSpecs({ ponType: 'gpon' }, { otdrMaxKm: 1 })));
const isNumeric = (key: PlanKey): key is NumericKey => numericKeys.has(key);

const isRatio = (value: string, optional: boolean): boolean => (optional && value === '') || (/^\d+$/.test(value) && splitRatios.includes(Number(value)));

/** The OLT options of a PON type, and the ONTs that register on it. */
export const oltsFor = (context: PlannerContext, ponType: PonType) => context.olts[ponType];
export const ontsFor = (context: PlannerContext, ponType: PonType) => context.onts.filter((o) => o.ends[ponType]);

/** The option a plan names, or the PON type's default (or first) one. */
function pick<T extends { key: string }>(options: readonly T[], key: string, fallback: string): T | undefined {
  return options.find((o) => o.key === key) ?? options.find((o) => o.key === fallback) ?? options[0];
}

/** Whether a choice field's value is one the page offers. */
function choiceIsValid(key: PlanKey, value: string, context: PlannerContext, state: PlanState): boolean {
  switch (key) {
    case 'ponType':
      return value === 'gpon' || value === 'epon';
    case 'olt':
      return oltsFor(context, state.ponType).some((o) => o.key === value);
    case 'ont':
      return ontsFor(context, state.ponType).some((o) => o.key === value);
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
  olt: 'OLT optics',
  ont: 'ONT',
  split: 'split ratio',
  split2: 'second split',
  otdrNm: 'wavelength',
  otdrSplit: 'splitter in the path',
  catvSplit: 'split after each output',
  withPon: 'PON on the same fibre',
};

/** The query-string name of each field: short, and stable once published ('class' keeps the OLT optics of older links). */
export const urlNames: Record<PlanKey, string> = {
  ponType: 'pon',
  olt: 'class',
  ont: 'ont',
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

/** The plan with the OLT optics and ONT a PON type offers: a change of PON type takes that type's default pair. */
export function withPonType(state: PlanState, ponType: PonType, context: PlannerContext): PlanState {
  const pair = defaultPonPair[ponType];
  return {
    ...state,
    ponType,
    olt: pick(oltsFor(context, ponType), state.olt, pair.olt)?.key ?? '',
    ont: pick(ontsFor(context, ponType), state.ont, pair.ont)?.key ?? '',
  };
}

/**
 * A plan read from a query string. A value that is not valid falls back to
 * the default, and a note says which and why; unknown names are ignored.
 */
export function decodePlan(search: string, context: PlannerContext): { state: PlanState; notes: string[] } {
  const params = new URLSearchParams(search);
  let state: PlanState = { ...defaultPlan };
  const notes: string[] = [];
  // The PON type first: the optics and the ONT are checked against it.
  for (const key of planKeys) {
    const raw = params.get(urlNames[key]);
    if (raw === null) continue;
    if (isNumeric(key)) {
      const read = readField(raw, fieldSpecs(state, context)[key]);
      if (read.ok) state = { ...state, [key]: raw.trim() };
      else notes.push(`The link’s ${urlNames[key]} value was not used (${read.message}); the planner shows ${defaultPlan[key]} instead.`);
      continue;
    }
    if (key === 'ponType' && choiceIsValid(key, raw, context, state)) {
      state = withPonType(state, raw as PonType, context);
      continue;
    }
    if (choiceIsValid(key, raw, context, state)) state = { ...state, [key]: raw };
    else notes.push(`The link’s ${choiceNames[key] ?? key} “${raw}” is not one the planner offers; it shows ${state[key] || 'none'} instead.`);
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

function readAll<K extends NumericKey>(state: PlanState, context: PlannerContext, keys: readonly K[]): { fields: Fields<K>; values: Record<K, number> | null } {
  const specs = fieldSpecs(state, context);
  const fields = Object.fromEntries(keys.map((k) => [k, readField(state[k], specs[k])])) as Fields<K>;
  const ok = keys.every((k) => fields[k].ok);
  const values = ok ? (Object.fromEntries(keys.map((k) => [k, (fields[k] as { value: number }).value])) as Record<K, number>) : null;
  return { fields, values };
}

const stages = (...ratios: string[]) => ratios.filter((r) => r !== '').map(Number);

/** A change that would make a failing link fit. */
export type Remedy =
  | { kind: 'optics'; olt: string; headroomDb: number }
  | { kind: 'ont'; ont: string; name: string; headroomDb: number }
  | { kind: 'split'; ratio: number; ports: number }
  | { kind: 'reach'; km: number };

export interface PonOutcome {
  olt: OltOption;
  ont: OntOption;
  downstream: DirectionCheck;
  upstream: DirectionCheck;
  verdict: Verdict;
  /** What would make a link that does not fit fit: other optics, another ONT, a smaller split over more PON ports, a shorter reach. */
  remedies: Remedy[];
  /** Only what carries the plan: the OLTs that take the module, the ONTs whose optics carry the link, cable and a splicer; empty when it does not fit. */
  products: ProposedProduct[];
}

export interface PonResult {
  fields: Fields<'km' | 'connectors' | 'splices' | 'margin'>;
  /** Null while a field is wrong, or when the pair cannot be computed. */
  outcome: PonOutcome | null;
}

const wavelengthOf = (ponType: PonType) => (d: Direction) => ponWavelengths[ponType][d];

/** The limits, budgets and verdict of a link between one OLT module and one ONT; null when the pair cannot be computed. */
function evaluate(link: LinkInput, olt: OltOption, ont: OntOption, ponType: PonType, constants: LossConstants) {
  const ontEnd = ont.ends[ponType];
  if (!ontEnd) return null;
  const wl = wavelengthOf(ponType);
  const down = directionLimits('downstream', olt.end, ontEnd);
  const up = directionLimits('upstream', olt.end, ontEnd);
  if (!down || !up) return null;
  const downstream = checkDirection(down, directionBudget(link, constants, wl('downstream')));
  const upstream = checkDirection(up, directionBudget(link, constants, wl('upstream')));
  const reaches: RatedReach[] = [
    ...(olt.reachKm !== null ? [{ name: olt.end.name, km: olt.reachKm }] : []),
    ...(ont.reachKm !== null ? [{ name: ontEnd.name, km: ont.reachKm }] : []),
  ];
  return { downstream, upstream, verdict: verdict([downstream, upstream], link.distanceKm, reaches), limits: [down, up] };
}

const carries = (v: Verdict) => v.kind === 'fits' || (v.kind === 'too-little-loss' && v.attenuatorFits);

export function planPon(state: PlanState, context: PlannerContext): PonResult {
  const { fields, values } = readAll(state, context, ['km', 'connectors', 'splices', 'margin'] as const);
  if (!values) return { fields, outcome: null };
  const pair = defaultPonPair[state.ponType];
  const olt = pick(oltsFor(context, state.ponType), state.olt, pair.olt);
  const ont = pick(ontsFor(context, state.ponType), state.ont, pair.ont);
  if (!olt || !ont) return { fields, outcome: null };
  const link: LinkInput = { distanceKm: values.km, split: stages(state.split, state.split2), connectors: values.connectors, splices: values.splices, marginDb: values.margin };
  const result = evaluate(link, olt, ont, state.ponType, context.constants);
  if (!result) return { fields, outcome: null };

  const remedies: Remedy[] = [];
  if (result.verdict.kind === 'does-not-fit' || result.verdict.kind === 'beyond-reach') {
    for (const other of oltsFor(context, state.ponType)) {
      if (other.key === olt.key) continue;
      const r = evaluate(link, other, ont, state.ponType, context.constants);
      if (r && carries(r.verdict)) remedies.push({ kind: 'optics', olt: other.key, headroomDb: Math.min(r.downstream.headroomDb, r.upstream.headroomDb) });
    }
    for (const other of ontsFor(context, state.ponType)) {
      if (other.key === ont.key) continue;
      const r = evaluate(link, olt, other, state.ponType, context.constants);
      // Another ONT is a change only where its optics differ from this one's.
      if (r && carries(r.verdict) && JSON.stringify(other.ends[state.ponType]) !== JSON.stringify(ont.ends[state.ponType])) {
        remedies.push({ kind: 'ont', ont: other.key, name: other.name, headroomDb: Math.min(r.downstream.headroomDb, r.upstream.headroomDb) });
      }
    }
    // A smaller split, or a shorter reach, is offered only where the whole plan then carries: its worst case fits,
    // and its least loss overloads no receiver (or an attenuator the worst case still carries fixes it).
    const carriedBy = (changed: LinkInput) => {
      const r = evaluate(changed, olt, ont, state.ponType, context.constants);
      return r !== null && carries(r.verdict);
    };
    if (result.verdict.kind === 'does-not-fit') {
      const homes = link.split.reduce((a, b) => a * b, 1);
      const largest = largestSplitThatFits(link, context.constants, result.limits, wavelengthOf(state.ponType));
      const ratio = splitRatios.filter((r) => largest !== null && r <= largest && r < homes && carriedBy({ ...link, split: [r] })).at(-1);
      if (ratio !== undefined) remedies.push({ kind: 'split', ratio, ports: Math.ceil(homes / ratio) });
    }
    const reaches = [olt.reachKm, ont.reachKm].filter((k): k is number => k !== null);
    const budgetKm = longestReachKm(link, context.constants, result.limits, wavelengthOf(state.ponType));
    const km = budgetKm === null ? null : Math.min(budgetKm, ...reaches);
    if (km !== null && km > 0 && km < link.distanceKm && carriedBy({ ...link, distanceKm: km })) remedies.push({ kind: 'reach', km });
  }

  const products = carries(result.verdict)
    ? [
        ...olt.products,
        ...ontsFor(context, state.ponType)
          .filter((o) => {
            const r = evaluate(link, olt, o, state.ponType, context.constants);
            return r !== null && carries(r.verdict);
          })
          .map((o) => o.product),
        ...context.linkProducts,
      ]
    : [];
  return { fields, outcome: { olt, ont, downstream: result.downstream, upstream: result.upstream, verdict: result.verdict, remedies, products } };
}

export interface OtdrResult {
  fields: Fields<'otdrKm' | 'otdrConnectors' | 'otdrSplices'>;
  outcome: { wavelengthNm: OtdrWavelength; path: DirectionBudget; requiredDb: number; reaching: OtdrOption[] } | null;
}

export function planOtdr(state: PlanState, context: PlannerContext): OtdrResult {
  const { fields, values } = readAll(state, context, ['otdrKm', 'otdrConnectors', 'otdrSplices'] as const);
  if (!values) return { fields, outcome: null };
  const nm = Number(state.otdrNm) as OtdrWavelength;
  const path = directionBudget(
    { distanceKm: values.otdrKm, split: stages(state.otdrSplit), connectors: values.otdrConnectors, splices: values.otdrSplices, marginDb: 0 },
    context.constants,
    nm,
  );
  const requiredDb = requiredDynamicRange(path.lossDb, otdrHeadroom.db);
  return { fields, outcome: { wavelengthNm: nm, path, requiredDb, reaching: otdrsThatReach(context.otdrs, nm, requiredDb, values.otdrKm) } };
}

export interface CatvResult {
  fields: Fields<'outputs' | 'catvKm' | 'catvConnectors' | 'catvSplices' | 'receiver'>;
  outcome: { path: DirectionBudget; neededDbm: number; delivering: (AmplifierOption & { build: { outputs: number; dbm: number } })[] } | null;
}

export function planCatv(state: PlanState, context: PlannerContext): CatvResult {
  const { fields, values } = readAll(state, context, ['outputs', 'catvKm', 'catvConnectors', 'catvSplices', 'receiver'] as const);
  if (!values) return { fields, outcome: null };
  const path = directionBudget(
    { distanceKm: values.catvKm, split: stages(state.catvSplit), connectors: values.catvConnectors, splices: values.catvSplices, marginDb: 0 },
    context.constants,
    catvWavelength,
  );
  const neededDbm = outputPerPortNeeded(values.receiver, path);
  const eligible = state.withPon === 'yes' ? context.amplifiers.filter((a) => a.line === 'wdm') : context.amplifiers;
  return { fields, outcome: { path, neededDbm, delivering: amplifiersThatDeliver(eligible, values.outputs, neededDbm) } };
}

/** The even share of the light a 1:N splitter gives each output, before its excess loss: 10 × log10(N). */
export const idealSplitLoss = (ratio: number): number => Math.round(1000 * Math.log10(ratio)) / 100;
