import { getProduct } from '@/content/catalogue';
import {
  catvReceiver,
  fibreAttenuation,
  jointLosses,
  linkProducts,
  opticsClassBudgets,
  otdrHeadroom,
  plannerSources,
  splitterLosses,
  type OpticsClassBudget,
  type PonType,
} from '@/content/planner';
import { plannerClasses } from '@/lib/planner/catalogue';

/**
 * The link planner's constants (content/planner.ts), checked as the build
 * runs: each within what physics and the standards allow, each with a
 * source that exists, and every product the planner names in the catalogue
 * with a page. One line per problem, `planner › constant: what is wrong`.
 */
export interface PlannerInput {
  classes: readonly OpticsClassBudget[];
  splitters: { source: string; byRatio: Readonly<Record<number, number>> };
  joints: { source: string; connectorDb: number; spliceDb: number };
  attenuation: { source: string; recorded: Readonly<Record<number, number>> };
  headroom: { source: string; db: number };
  receiver: { source: string; minDbm: number; maxDbm: number; defaultDbm: number };
  products: Readonly<Record<string, string>>;
}

export const currentPlannerInput = (): PlannerInput => ({
  classes: opticsClassBudgets,
  splitters: splitterLosses,
  joints: jointLosses,
  attenuation: fibreAttenuation,
  headroom: otdrHeadroom,
  receiver: catvReceiver,
  products: linkProducts,
});

export function plannerProblems(input: PlannerInput = currentPlannerInput()): string[] {
  const { classes, splitters, joints, attenuation, headroom, receiver, products } = input;
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

  sourced('fibre attenuation', attenuation.source);
  for (const [nm, a] of Object.entries(attenuation.recorded)) {
    if (!(a >= 0.1 && a <= 1)) say(`attenuation at ${nm} nm`, `${a} dB/km is outside 0.1 to 1 dB/km, what single-mode fibre can have`);
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

  const { offered } = plannerClasses();
  for (const ponType of ['gpon', 'epon'] as const satisfies readonly PonType[]) {
    if (!classes.some((c) => c.ponType === ponType && offered.includes(c.name))) {
      say(`${ponType.toUpperCase()} classes`, 'no class the catalogue’s OLTs carry has a loss range here, so the planner could offer none');
    }
  }
  return problems;
}
