import { getProduct, getProducts } from '@/content/catalogue';
import type { FamilyFigures } from '@/content/catalogue/facets/index';
import { isPublished, oltModules, type OltModuleOptics, type OpticsFigure, type PortOptics } from '@/content/catalogue/pon/optics';
import { ponRecords } from '@/content/catalogue/pon';
import type { PonModel } from '@/content/catalogue/pon/shared';
import { numbersOf, plain, quantityText, type Quantity } from '@/content/catalogue/quantity';
import type { Product } from '@/content/catalogue/types';
import {
  catvWavelength,
  fibreAttenuation,
  jointLosses,
  leastConnectorLoss,
  leastSplitterLoss,
  linkProducts,
  opticsClassBudgets,
  otdrWavelengths,
  plannerText,
  ponWavelengths,
  splitRatios,
  splitterLosses,
  type PonType,
} from '@/content/planner';
import { productHref } from '@/lib/catalogue/product-href';
import type { LinkEnd, LossConstants } from './link-budget';
import type { AmplifierOption, OltOption, OntOption, OtdrOption, PlannerContext, ProposedProduct } from './plan';

/**
 * What the planner knows of the catalogue, read from the typed records at
 * build time and handed to the page: the OLT modules and ONTs with their own
 * optics, the OTDRs by dynamic range and distance range, the amplifiers by
 * outputs and power, the cable and splicer of every link, and the part
 * losses. A product is proposed by its figures, never by a hand-kept list,
 * so a new OLT, ONT or OTDR record joins the planner by itself.
 */

const nameOf = (p: Product) => p.cardTitle ?? p.model;

const propose = (p: Product, role: string): ProposedProduct => ({ key: p.key, name: nameOf(p), role, href: productHref(p) });

/* ---------- PON ---------- */

const ponFigures = (p: Product) => p.models[0]!.figures as FamilyFigures['pon'];

/** A figure the planner computes with: an exact or stated number (a qualified one as stated), or null where none is published. */
function numberOf(figure: OpticsFigure, pickEnd: 'least' | 'most'): number | null {
  if (!isPublished(figure)) return null;
  const numbers = numbersOf(figure);
  return pickEnd === 'least' ? Math.min(...numbers) : Math.max(...numbers);
}

/**
 * A launch power as a span the planner can compute with: a published span,
 * or nothing. A single stated figure (a card's "+9 dBm") says neither the
 * least nor the most, so it is not one.
 */
function launchOf(figure: OpticsFigure): { min: number; max: number } | null {
  if (!isPublished(figure)) return null;
  const p = plain(figure);
  return typeof p === 'object' && 'min' in p ? { min: p.min, max: p.max } : null;
}

function classRangeOf(name: string): LinkEnd['classRange'] {
  const c = opticsClassBudgets.find((b) => b.name === name);
  return c ? { name: c.name, minDb: c.minDb, maxDb: c.maxDb } : null;
}

/**
 * One end as the planner computes with it. Sensitivity is read at its
 * weakest (the higher figure) and overload at its lowest, so a figure
 * stated loosely never widens what the link is allowed.
 */
function endOf(optics: PortOptics, name: string, role: LinkEnd['role']): LinkEnd {
  return {
    name,
    role,
    classRange: classRangeOf(optics.class),
    transmitDbm: launchOf(optics.transmitDbm),
    sensitivityDbm: numberOf(optics.sensitivityDbm, 'most'),
    overloadDbm: numberOf(optics.overloadDbm, 'least'),
  };
}

/** The notes a record's figures need on the page: what is stated loosely, and what is missing. */
function notesOf(optics: PortOptics, who: string): string[] {
  const figures: [string, OpticsFigure][] = [
    ['launch power', optics.transmitDbm],
    ['sensitivity', optics.sensitivityDbm],
    ['overload', optics.overloadDbm],
  ];
  const missing = figures.filter(([, f]) => !isPublished(f)).map(([what]) => what);
  const stated = figures.flatMap(([what, f]) => (isPublished(f) && typeof f === 'object' && 'stated' in f ? [plannerText.statedFigure(who, what, quantityText(f, 'dBm', { note: 'full', signed: true }))] : []));
  return [...(missing.length > 0 ? [plannerText.missingFigures(who, missing)] : []), ...stated];
}

const isOlt = (p: Product) => ponFigures(p).device === 'olt';
const isOnt = (p: Product) => ponFigures(p).device === 'ont';

/** The record a PON product's drawing, tables and figures read: its optics are there. */
const recordOf = (p: Product): PonModel | null => (ponRecords as Readonly<Record<string, PonModel>>)[p.key] ?? null;

/** Every module class a catalogue OLT takes or a card sells, with the OLTs that take it. */
function modules(): { module: OltModuleOptics; olts: Product[] }[] {
  const pon = getProducts('pon');
  return (Object.values(oltModules) as OltModuleOptics[]).flatMap((module) => {
    const olts = pon.filter((p) => isOlt(p) && ponFigures(p).ponType === module.ponType && (ponFigures(p).opticsClass ?? []).includes(module.class as never));
    const sold = module.product !== undefined && getProduct(module.product) !== null;
    return olts.length > 0 || sold ? [{ module, olts }] : [];
  });
}

function oltOption({ module, olts }: { module: OltModuleOptics; olts: Product[] }): OltOption | null {
  const name = plannerText.moduleName(module.class);
  const end = endOf(module, name, 'olt');
  // Computable only where the figures, or a class range, give both limits each way.
  const computable = (end.transmitDbm && end.sensitivityDbm !== null && end.overloadDbm !== null) || end.classRange !== null;
  if (!computable) return null;
  const card = module.product ? getProduct(module.product) : null;
  const notes = notesOf(module, name);
  if (end.classRange && !(end.transmitDbm && end.sensitivityDbm !== null && end.overloadDbm !== null)) notes.push(plannerText.classFallback(name, end.classRange.name));
  return {
    key: module.class,
    ponType: module.ponType,
    end,
    reachKm: numberOf(module.reachKm, 'least'),
    products: [...olts.map((p) => propose(p, plannerText.roles.olt)), ...(card ? [propose(card, plannerText.roles.module)] : [])],
    notes,
  };
}

function ontOption(p: Product): OntOption | null {
  const record = recordOf(p);
  if (!record || record.device !== 'ont') return null;
  const name = nameOf(p);
  const ends: Partial<Record<PonType, LinkEnd>> = {};
  const notes: string[] = [];
  for (const type of ['gpon', 'epon'] as const) {
    const optics = record.optics[type];
    if (!optics) continue;
    // As a sentence names it: 'the OP821GWV-D’s 0 dBm reaches the C++ module’s −30 dBm'.
    ends[type] = endOf(optics, `the ${name}`, 'ont');
    notes.push(...notesOf(optics, `${name} (${type.toUpperCase()})`));
  }
  const reaches = (['gpon', 'epon'] as const).flatMap((t) => (record.optics[t] ? [numberOf(record.optics[t]!.reachKm, 'least')] : [])).filter((k): k is number => k !== null);
  return { key: p.key, name, ends, reachKm: reaches.length > 0 ? Math.min(...reaches) : null, product: propose(p, plannerText.roles.ont), notes };
}

/** The OLT module classes the planner computes with, per PON type, and those it cannot. */
export function ponOptions(): Pick<PlannerContext, 'olts' | 'unchecked' | 'onts'> {
  const all = modules();
  const options = all.map((m) => ({ module: m.module, option: oltOption(m) }));
  const byType = (t: PonType) => options.filter((o) => o.module.ponType === t);
  return {
    olts: {
      gpon: byType('gpon').flatMap((o) => (o.option ? [o.option] : [])),
      epon: byType('epon').flatMap((o) => (o.option ? [o.option] : [])),
    },
    unchecked: {
      gpon: byType('gpon').flatMap((o) => (o.option ? [] : [o.module.class])),
      epon: byType('epon').flatMap((o) => (o.option ? [] : [o.module.class])),
    },
    onts: getProducts('pon').filter(isOnt).flatMap((p) => ontOption(p) ?? []),
  };
}

/* ---------- Part losses ---------- */

/** The typical splice loss of the splicer the planner proposes, dB: a splice's least loss. */
export function leastSpliceLossDb(): number {
  const splicer = getProduct(linkProducts.splicer);
  const loss = splicer?.models[0]?.figures as FamilyFigures['sumitomo'] | undefined;
  const q = loss?.spliceLoss ?? null;
  if (q === null) throw new Error(`planner: the proposed splicer ${linkProducts.splicer} states no typical splice loss`);
  return Math.min(...numbersOf(q as Quantity));
}

/** Every wavelength the planner computes at. */
const plannerWavelengths = [...new Set([ponWavelengths.gpon.downstream, ponWavelengths.gpon.upstream, ponWavelengths.epon.downstream, ponWavelengths.epon.upstream, catvWavelength, ...otdrWavelengths])];

export function lossConstants(): LossConstants {
  const attenuation = (which: 'most' | 'least') =>
    Object.fromEntries(plannerWavelengths.map((nm) => [nm, (fibreAttenuation[which] as Readonly<Record<number, { dbPerKm: number }>>)[nm]!.dbPerKm]));
  return {
    worst: { attenuationDbPerKm: attenuation('most'), splitterLossDb: splitterLosses.byRatio, connectorLossDb: jointLosses.connectorDb, spliceLossDb: jointLosses.spliceDb },
    least: {
      attenuationDbPerKm: attenuation('least'),
      splitterLossDb: Object.fromEntries(splitRatios.map((n) => [n, leastSplitterLoss.db(n)])),
      connectorLossDb: leastConnectorLoss.db,
      spliceLossDb: leastSpliceLossDb(),
    },
  };
}

/* ---------- OTDRs and amplifiers ---------- */

/** The figure an OTDR's stated range lets the planner count on: an exact figure, or the floor of an "at least". */
function floorOf(q: Quantity): number | null {
  const p = plain(q);
  if (typeof p === 'number') return p;
  if ('atLeast' in p) return p.atLeast;
  return null;
}

/** Every OTDR model with its dynamic range per wavelength it tests at, and its longest distance range. */
export function otdrOptions(): OtdrOption[] {
  return getProducts('deviser').flatMap((p) =>
    p.models.flatMap((m): OtdrOption[] => {
      const f = m.figures as FamilyFigures['deviser'];
      if (f.type !== 'otdr') return [];
      const range: Partial<Record<number, number>> = {};
      const text: Partial<Record<number, string>> = {};
      const stated = { 1310: f.dynamicRange1310, 1550: f.dynamicRange1550, 1625: f.dynamicRange1625 } as const;
      for (const nm of otdrWavelengths) {
        const q = stated[nm];
        if (q === null || !(f.wavelengths ?? []).includes(String(nm))) continue;
        const floor = floorOf(q);
        if (floor === null) continue;
        range[nm] = floor;
        text[nm] = quantityText(q, 'dB');
      }
      const longest = f.longestRange === null ? null : Math.min(...numbersOf(f.longestRange));
      return [{ model: m.name, productKey: p.key, dynamicRangeDb: range, dynamicRangeText: text, longestRangeKm: longest }];
    }),
  );
}

/** The longest distance range any OTDR in the catalogue lists, km. */
export function otdrMaxKm(): number {
  return Math.max(...otdrOptions().flatMap((o) => (o.longestRangeKm === null ? [] : [o.longestRangeKm])));
}

/** A figure's options as numbers: one for an exact figure, each for options. A bound or a span promises no build, so none. */
function buildsOf(q: Quantity | null): number[] {
  if (q === null) return [];
  const p = plain(q);
  if (typeof p === 'number') return [p];
  if ('oneOf' in p) return [...p.oneOf];
  if ('min' in p && p.min === p.max) return [p.min];
  return [];
}

/** Every amplifier model with the outputs and output per port it is offered with. */
export function amplifierOptions(): AmplifierOption[] {
  return getProducts('edfa').flatMap((p) =>
    p.models.flatMap((m): AmplifierOption[] => {
      const f = m.figures as FamilyFigures['edfa'];
      if (f.outputs === null || f.outputPower === null || f.line === null) return [];
      const outputs = buildsOf(f.outputs);
      const power = buildsOf(f.outputPower);
      if (outputs.length === 0 || power.length === 0) return [];
      const options = outputs.length > 1 || power.length > 1;
      const ratingText = options ? plannerText.amplifierOptions(quantityText(f.outputs), quantityText(f.outputPower, 'dBm')) : `${outputs[0]} × ${quantityText(f.outputPower, 'dBm')}`;
      return [{ model: m.name, productKey: p.key, line: f.line, outputs, outputPerPortDbm: power, ratingText, combinationNote: options ? plannerText.noCombination : null }];
    }),
  );
}

/** Cable and a splicer: what every PON link needs besides its two ends. */
export function linkProductList(): ProposedProduct[] {
  const fixed = (key: string, role: string) => propose(getProduct(key)!, role);
  return [
    fixed(linkProducts.feederCable, plannerText.roles.feederCable),
    fixed(linkProducts.dropCable, plannerText.roles.dropCable),
    fixed(linkProducts.splicer, plannerText.roles.splicer),
  ];
}

/** Everything the page hands the planner. */
export function plannerContext(): PlannerContext {
  return { ...ponOptions(), linkProducts: linkProductList(), constants: lossConstants(), otdrs: otdrOptions(), otdrMaxKm: otdrMaxKm(), amplifiers: amplifierOptions() };
}

/** Name, link and whether it can go on the comparison, for each product key the OTDR and amplifier lists may show. */
export function plannerProductIndex(): Record<string, { name: string; href: string; family: string; comparable: boolean }> {
  const keys = new Set<string>([...otdrOptions().map((o) => o.productKey), ...amplifierOptions().map((a) => a.productKey)]);
  return Object.fromEntries(
    [...keys].map((key) => {
      const p = getProduct(key)!;
      return [key, { name: nameOf(p), href: productHref(p), family: p.family, comparable: (p.page?.specTables.length ?? 0) > 0 }];
    }),
  );
}
