import { getProduct, getProducts } from '@/content/catalogue';
import { ponRecords } from '@/content/catalogue/pon';
import { isPublished, oltModules, type OltModuleOptics, type OpticsFigure, type PortOptics } from '@/content/catalogue/pon/optics';
import { numbersOf } from '@/content/catalogue/quantity';
import {
  catvReceiver,
  defaultPonPair,
  fibreAttenuation,
  jointLosses,
  leastConnectorLoss,
  linkProducts,
  opticsClassBudgets,
  otdrHeadroom,
  plannerSources,
  splitterLosses,
  type OpticsClassBudget,
  type PonType,
} from '@/content/planner';
import { plannerContext } from '@/lib/planner/catalogue';

/**
 * The link planner's constants (content/planner.ts) and the products' optics
 * it computes with (content/catalogue/pon/optics.ts and each ONT's record),
 * checked as the build runs: each within what physics and the standards
 * allow, each with a source that exists, every product the planner names in
 * the catalogue with a page, and the pair the planner opens with one it can
 * compute. One line per problem, `planner › constant: what is wrong`.
 */

interface Sourced {
  source: string;
}

/** One end's optics as the check reads it: where it stands, and the record. */
export interface OpticsEntry {
  where: string;
  optics: PortOptics;
}

export interface PlannerInput {
  classes: readonly OpticsClassBudget[];
  splitters: Sourced & { byRatio: Readonly<Record<number, number>> };
  joints: Sourced & { connectorDb: number; spliceDb: number };
  leastConnector: Sourced & { db: number };
  attenuation: Readonly<Record<'most' | 'least', Readonly<Record<number, Sourced & { dbPerKm: number }>>>>;
  headroom: Sourced & { db: number };
  receiver: Sourced & { minDbm: number; maxDbm: number; defaultDbm: number };
  products: Readonly<Record<string, string>>;
  optics: readonly OpticsEntry[];
  /** The pair the planner opens with, per PON type, and what the catalogue lets it compute. */
  defaults: Readonly<Record<PonType, { olt: string; ont: string }>>;
  computable: Readonly<Record<PonType, { olts: readonly string[]; onts: readonly string[] }>>;
}

/** Every end the planner may compute with: each OLT module class, and each ONT's port on each PON type. */
export function currentOptics(): OpticsEntry[] {
  const modules = (Object.values(oltModules) as OltModuleOptics[]).map((m) => ({ where: `optics.ts › oltModules › ${m.class}`, optics: m }));
  const onts = getProducts('pon').flatMap((p) => {
    const record = (ponRecords as Readonly<Record<string, (typeof ponRecords)[keyof typeof ponRecords]>>)[p.key];
    if (!record || record.device !== 'ont') return [];
    return (['gpon', 'epon'] as const).flatMap((t) => (record.optics[t] ? [{ where: `${p.key} › optics.${t}`, optics: record.optics[t]! }] : []));
  });
  return [...modules, ...onts];
}

export const currentPlannerInput = (): PlannerInput => {
  const context = plannerContext();
  const computable = (t: PonType) => ({ olts: context.olts[t].map((o) => o.key), onts: context.onts.filter((o) => o.ends[t]).map((o) => o.key) });
  return {
    classes: opticsClassBudgets,
    splitters: splitterLosses,
    joints: jointLosses,
    leastConnector: leastConnectorLoss,
    attenuation: fibreAttenuation,
    headroom: otdrHeadroom,
    receiver: catvReceiver,
    products: linkProducts,
    optics: currentOptics(),
    defaults: defaultPonPair,
    computable: { gpon: computable('gpon'), epon: computable('epon') },
  };
};

/** What physics and the trade allow a PON optic's figures, dBm. */
export const OPTICS_BOUNDS = { transmit: { min: -10, max: 12 }, sensitivity: { min: -40, max: -10 }, overload: { min: -20, max: 5 } } as const;

/** An optics record's problems: no source, a figure outside what an optic can have, a launch power that is no span, overload under sensitivity. */
export function opticsProblems(entries: readonly OpticsEntry[]): string[] {
  const problems: string[] = [];
  for (const { where, optics } of entries) {
    const say = (field: string, message: string) => problems.push(`planner › ${where}.${field}: ${message}`);
    if (!optics.source?.document?.trim() || !optics.source?.place?.trim()) {
      say('source', 'names no source; give the document and where in it the figures stand, or write notPublished for a figure no source gives');
    }
    const inside = (field: 'transmitDbm' | 'sensitivityDbm' | 'overloadDbm', figure: OpticsFigure, bounds: { min: number; max: number }) => {
      if (!isPublished(figure)) return;
      for (const n of numbersOf(figure)) {
        if (n < bounds.min || n > bounds.max) say(field, `${n} dBm is outside ${bounds.min} to ${bounds.max} dBm, what a PON optic can have; check it against the datasheet`);
      }
    };
    inside('transmitDbm', optics.transmitDbm, OPTICS_BOUNDS.transmit);
    inside('sensitivityDbm', optics.sensitivityDbm, OPTICS_BOUNDS.sensitivity);
    inside('overloadDbm', optics.overloadDbm, OPTICS_BOUNDS.overload);
    if (isPublished(optics.sensitivityDbm) && isPublished(optics.overloadDbm)) {
      const weakest = Math.max(...numbersOf(optics.sensitivityDbm));
      const strongest = Math.min(...numbersOf(optics.overloadDbm));
      if (strongest <= weakest) say('overloadDbm', `overload ${strongest} dBm is not above sensitivity ${weakest} dBm; a receiver that overloads below what it reads reads nothing`);
    }
  }
  return problems;
}

export function plannerProblems(input: PlannerInput = currentPlannerInput()): string[] {
  const { classes, splitters, joints, leastConnector, attenuation, headroom, receiver, products } = input;
  const problems: string[] = [];
  const say = (what: string, message: string) => problems.push(`planner › ${what}: ${message}`);
  const sourced = (what: string, key: string) => {
    if (!(key in plannerSources)) say(what, `names the source “${key}”, which plannerSources does not hold; add it there`);
  };

  for (const c of classes) {
    sourced(`class ${c.name}`, c.source);
    if (!(c.minDb >= 0 && c.minDb < c.maxDb && c.maxDb <= 40)) {
      say(`class ${c.name}`, `${c.minDb} to ${c.maxDb} dB is not a loss range (least under most, both from 0 to 40 dB)`);
    }
  }

  sourced('splitter losses', splitters.source);
  let previous = 0;
  for (const [ratioText, db] of Object.entries(splitters.byRatio)) {
    const ratio = Number(ratioText);
    const even = 10 * Math.log10(ratio);
    if (db < even) say(`splitter 1:${ratio}`, `${db} dB is less than the even share of the light, ${even.toFixed(2)} dB: no splitter loses less`);
    if (db > even + 5) say(`splitter 1:${ratio}`, `${db} dB is over 5 dB above the even share (${even.toFixed(2)} dB); check the datasheet`);
    if (db <= previous) say(`splitter 1:${ratio}`, `${db} dB is not more than the smaller split's ${previous} dB`);
    previous = db;
  }

  sourced('joint losses', joints.source);
  if (!(joints.connectorDb > 0 && joints.connectorDb <= 1.5)) say('connector loss', `${joints.connectorDb} dB is outside 0 to 1.5 dB`);
  if (!(joints.spliceDb > 0 && joints.spliceDb <= 0.5)) say('splice loss', `${joints.spliceDb} dB is outside 0 to 0.5 dB`);
  sourced('least connector loss', leastConnector.source);
  if (!(leastConnector.db > 0 && leastConnector.db <= joints.connectorDb)) say('least connector loss', `${leastConnector.db} dB is not between 0 and the most, ${joints.connectorDb} dB`);

  for (const which of ['most', 'least'] as const) {
    for (const [nm, a] of Object.entries(attenuation[which])) {
      sourced(`${which} attenuation at ${nm} nm`, a.source);
      if (!(a.dbPerKm >= 0.1 && a.dbPerKm <= 1)) say(`${which} attenuation at ${nm} nm`, `${a.dbPerKm} dB/km is outside 0.1 to 1 dB/km, what single-mode fibre can have`);
    }
  }
  for (const [nm, most] of Object.entries(attenuation.most)) {
    const least = attenuation.least[Number(nm)];
    if (!least) say(`attenuation at ${nm} nm`, 'has a most but no least figure; give both, so the worst case and overload are both computed');
    else if (least.dbPerKm > most.dbPerKm) say(`attenuation at ${nm} nm`, `the least, ${least.dbPerKm} dB/km, is more than the most, ${most.dbPerKm} dB/km`);
  }

  sourced('OTDR headroom', headroom.source);
  if (!(headroom.db >= 0 && headroom.db <= 15)) say('OTDR headroom', `${headroom.db} dB is outside 0 to 15 dB`);

  sourced('CATV receiver', receiver.source);
  if (!(receiver.minDbm <= receiver.defaultDbm && receiver.defaultDbm <= receiver.maxDbm)) {
    say('CATV receiver', `the default ${receiver.defaultDbm} dBm is outside its range, ${receiver.minDbm} to ${receiver.maxDbm} dBm`);
  }

  for (const [role, key] of Object.entries(products)) {
    const product = getProduct(key);
    if (!product) say(`link product ${role}`, `“${key}” is not a product key`);
    else if (!product.page) say(`link product ${role}`, `${product.model} has no page to link to; choose a product with one`);
  }

  problems.push(...opticsProblems(input.optics));

  for (const ponType of ['gpon', 'epon'] as const) {
    const { olts, onts } = input.computable[ponType];
    const label = ponType.toUpperCase();
    if (olts.length === 0) say(`${label} optics`, 'no module the catalogue’s OLTs take has optics figures or a class range, so the planner could check no link');
    const pair = input.defaults[ponType];
    if (!olts.includes(pair.olt)) say(`${label} default pair`, `the ${pair.olt} module is not one the planner can compute with (${olts.join(', ') || 'none'}); choose one of those in defaultPonPair`);
    if (!onts.includes(pair.ont)) say(`${label} default pair`, `“${pair.ont}” is not an ONT with ${label} optics (${onts.join(', ') || 'none'}); choose one of those in defaultPonPair`);
  }
  return problems;
}
