/**
 * The sums of the fibre link planner, as pure functions: a path's loss row
 * by row, worst case and least; what a PON link's two ends allow in each
 * direction; the verdict; the changes that would make a link fit; the
 * dynamic range an OTDR needs for a span; the output per port a CATV
 * amplifier needs. Every constant comes in as an argument (the sourced
 * records belong in content/), so the page and the tests share the same
 * arithmetic. Figures are in dB, dBm and km; sums are rounded to hundredths
 * so that 0.1 + 0.2 prints as 0.3.
 */

/** Hundredths of a dB: the precision every figure is printed at. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** What each part of a path loses, at most (for the budget) and at least (for overload). */
export interface PartLosses {
  /** Fibre attenuation by wavelength (nm), dB/km. */
  attenuationDbPerKm: Readonly<Record<number, number>>;
  /** A splitter's insertion loss by ratio (the N of 1:N). */
  splitterLossDb: Readonly<Record<number, number>>;
  connectorLossDb: number;
  spliceLossDb: number;
}

export interface LossConstants {
  worst: PartLosses;
  least: PartLosses;
}

export interface LinkInput {
  distanceKm: number;
  /** The splitting stages, each the N of its 1:N: [64] or [8, 8]. */
  split: readonly number[];
  connectors: number;
  splices: number;
  marginDb: number;
}

export type LossRowId = 'fibre' | 'splitter' | 'connectors' | 'splices' | 'margin';

export interface LossRow {
  id: LossRowId;
  /** Worst case: what the budget is checked against. */
  db: number;
  /** The row's working in words and figures: '20 km × 0.4 dB/km'. */
  working: string;
  /** Least: what overload is checked against; the margin row has none (it is an allowance, not light taken away). */
  leastDb: number | null;
  leastWorking: string | null;
}

export interface DirectionBudget {
  wavelengthNm: number;
  rows: LossRow[];
  /** Every worst-case row, the margin included: what the budget is checked against. */
  totalDb: number;
  /** The worst-case loss the light meets, without the margin. */
  lossDb: number;
  /** The least loss the light can meet: what overload is checked against. The margin never counts. */
  leastDb: number;
}

function partOf(parts: PartLosses, what: 'attenuation' | 'splitter', key: number): number {
  const value = what === 'attenuation' ? parts.attenuationDbPerKm[key] : parts.splitterLossDb[key];
  if (value === undefined) throw new RangeError(what === 'attenuation' ? `no fibre attenuation at ${key} nm` : `no splitter loss for 1:${key}`);
  return value;
}

export const attenuationAt = (parts: PartLosses, wavelengthNm: number) => partOf(parts, 'attenuation', wavelengthNm);
export const splitterLoss = (parts: PartLosses, ratio: number) => partOf(parts, 'splitter', ratio);

/** The rows of one path at one wavelength, by one set of part losses. */
function rowsBy(input: LinkInput, parts: PartLosses, wavelengthNm: number): { id: Exclude<LossRowId, 'margin'>; db: number; working: string }[] {
  const a = attenuationAt(parts, wavelengthNm);
  const stages = input.split.map((ratio) => ({ ratio, db: splitterLoss(parts, ratio) }));
  return [
    { id: 'fibre', db: round2(input.distanceKm * a), working: `${input.distanceKm} km × ${a} dB/km` },
    {
      id: 'splitter',
      db: round2(stages.reduce((sum, s) => sum + s.db, 0)),
      working: stages.length === 0 ? 'no splitter' : stages.map((s) => `1:${s.ratio} ${s.db} dB`).join(' + '),
    },
    { id: 'connectors', db: round2(input.connectors * parts.connectorLossDb), working: `${input.connectors} × ${parts.connectorLossDb} dB` },
    { id: 'splices', db: round2(input.splices * parts.spliceLossDb), working: `${input.splices} × ${parts.spliceLossDb} dB` },
  ];
}

/** One direction of the link, row by row: the worst case (with the margin) and the least loss. */
export function directionBudget(input: LinkInput, constants: LossConstants, wavelengthNm: number): DirectionBudget {
  const worst = rowsBy(input, constants.worst, wavelengthNm);
  const least = rowsBy(input, constants.least, wavelengthNm);
  const rows: LossRow[] = [
    ...worst.map((w, i) => ({ ...w, leastDb: least[i]!.db, leastWorking: least[i]!.working })),
    { id: 'margin', db: round2(input.marginDb), working: `${input.marginDb} dB`, leastDb: null, leastWorking: null },
  ];
  const totalDb = round2(rows.reduce((sum, r) => sum + r.db, 0));
  return { wavelengthNm, rows, totalDb, lossDb: round2(totalDb - input.marginDb), leastDb: round2(least.reduce((sum, r) => sum + r.db, 0)) };
}

/* ---------- What the two ends allow ---------- */

/** One end of a PON link as the planner computes with it. Null where no source gives the figure. */
export interface LinkEnd {
  /** As a sentence names it: 'the C++ module', 'the OP821GWV-D'. */
  name: string;
  role: 'olt' | 'ont';
  /** Its class's standard loss range, where a standard gives one. */
  classRange: { name: string; minDb: number; maxDb: number } | null;
  /** Launch power, dBm: least and most. */
  transmitDbm: { min: number; max: number } | null;
  sensitivityDbm: number | null;
  overloadDbm: number | null;
}

export type Direction = 'downstream' | 'upstream';

/**
 * What one direction allows: the most loss (the sender's least launch
 * power down to the receiver's sensitivity) and the least (the sender's
 * most launch power down to the receiver's overload). `basis` says whether
 * each was computed from the two products' own figures or, where one of
 * them has none, from the class ranges both ends assure.
 */
export interface DirectionLimits {
  direction: Direction;
  sender: LinkEnd;
  receiver: LinkEnd;
  maxDb: number;
  minDb: number;
  basis: { max: 'optics' | 'class'; min: 'optics' | 'class' };
}

/**
 * The loss range both ends' classes assure: a class range holds with optics
 * of that class at both ends, so with a C+ module and a B+ ONT only the
 * range both classes meet (17 to 28 dB) is assured. Null when neither end
 * has a standard range.
 */
export function assuredClassRange(a: LinkEnd, b: LinkEnd): { minDb: number; maxDb: number; names: string[] } | null {
  const ranges = [a.classRange, b.classRange].filter((r): r is NonNullable<LinkEnd['classRange']> => r !== null);
  if (ranges.length === 0) return null;
  return { minDb: Math.max(...ranges.map((r) => r.minDb)), maxDb: Math.min(...ranges.map((r) => r.maxDb)), names: [...new Set(ranges.map((r) => r.name))] };
}

/** The limits of one direction, or null when neither the ends' figures nor a class range can give one of them. */
export function directionLimits(direction: Direction, olt: LinkEnd, ont: LinkEnd): DirectionLimits | null {
  const [sender, receiver] = direction === 'downstream' ? [olt, ont] : [ont, olt];
  const assured = assuredClassRange(olt, ont);
  const byOptics = {
    max: sender.transmitDbm && receiver.sensitivityDbm !== null ? round2(sender.transmitDbm.min - receiver.sensitivityDbm) : null,
    min: sender.transmitDbm && receiver.overloadDbm !== null ? round2(sender.transmitDbm.max - receiver.overloadDbm) : null,
  };
  const maxDb = byOptics.max ?? assured?.maxDb ?? null;
  const minDb = byOptics.min ?? assured?.minDb ?? null;
  if (maxDb === null || minDb === null) return null;
  return { direction, sender, receiver, maxDb, minDb, basis: { max: byOptics.max === null ? 'class' : 'optics', min: byOptics.min === null ? 'class' : 'optics' } };
}

/* ---------- The verdict ---------- */

export interface DirectionCheck {
  limits: DirectionLimits;
  budget: DirectionBudget;
  /** The most loss allowed less the worst case with its margin: negative when it does not fit. */
  headroomDb: number;
  /** The least loss less the least loss allowed: negative when the receiver overloads. */
  overloadHeadroomDb: number;
}

export type Verdict =
  /** Both directions carry the worst case, and neither overloads with the least loss; `limiting` is the direction with less headroom. */
  | { kind: 'fits'; limiting: DirectionCheck; headroomDb: number }
  /** The worst case (with its margin) exceeds what a direction allows. */
  | { kind: 'does-not-fit'; limiting: DirectionCheck; excessDb: number }
  /** The link is longer than a product at either end is rated for. */
  | { kind: 'beyond-reach'; reachKm: number; ratedBy: readonly string[] }
  /**
   * The least loss is under what a receiver takes: the smallest whole-dB
   * attenuator that fixes it, and whether the link still carries its worst
   * case with it fitted.
   */
  | { kind: 'too-little-loss'; limiting: DirectionCheck; shortDb: number; attenuatorDb: number; attenuatorFits: boolean };

/** The rated reach of each end that states one, km. */
export interface RatedReach {
  name: string;
  km: number;
}

/**
 * Fits when each direction carries its worst case, margin included, within
 * the most loss its ends allow, when the distance is within every rated
 * reach, and when neither receiver overloads on the least loss (the margin
 * never counts toward overload). The limiting direction is the one with the
 * least headroom.
 */
export function verdict(checks: readonly DirectionCheck[], distanceKm: number, reaches: readonly RatedReach[]): Verdict {
  const worst = [...checks].sort((a, b) => a.headroomDb - b.headroomDb)[0]!;
  if (worst.headroomDb < 0) return { kind: 'does-not-fit', limiting: worst, excessDb: round2(-worst.headroomDb) };
  const shortest = Math.min(...reaches.map((r) => r.km));
  if (reaches.length > 0 && distanceKm > shortest) {
    return { kind: 'beyond-reach', reachKm: shortest, ratedBy: reaches.filter((r) => r.km === shortest).map((r) => r.name) };
  }
  const overloaded = [...checks].sort((a, b) => a.overloadHeadroomDb - b.overloadHeadroomDb)[0]!;
  if (overloaded.overloadHeadroomDb < 0) {
    const shortDb = round2(-overloaded.overloadHeadroomDb);
    const attenuatorDb = Math.ceil(shortDb - 1e-9);
    return { kind: 'too-little-loss', limiting: overloaded, shortDb, attenuatorDb, attenuatorFits: checks.every((c) => c.headroomDb >= attenuatorDb) };
  }
  return { kind: 'fits', limiting: worst, headroomDb: worst.headroomDb };
}

export function checkDirection(limits: DirectionLimits, budget: DirectionBudget): DirectionCheck {
  return { limits, budget, headroomDb: round2(limits.maxDb - budget.totalDb), overloadHeadroomDb: round2(budget.leastDb - limits.minDb) };
}

/* ---------- What would make it fit ---------- */

/**
 * The longest distance at which every direction still carries its worst
 * case, to a tenth of a kilometre (rounded down), or null when even 0 km
 * does not.
 */
export function longestReachKm(input: LinkInput, constants: LossConstants, limits: readonly DirectionLimits[], wavelengthOf: (d: Direction) => number): number | null {
  const reaches = limits.map((l) => {
    const wl = wavelengthOf(l.direction);
    const atZero = directionBudget({ ...input, distanceKm: 0 }, constants, wl).totalDb;
    return (l.maxDb - atZero) / attenuationAt(constants.worst, wl);
  });
  const reach = Math.min(...reaches);
  return reach < 0 ? null : Math.floor(reach * 10 + 1e-9) / 10;
}

/** The largest single-stage split (of the ratios the constants know) at which every direction carries its worst case, or null. */
export function largestSplitThatFits(input: LinkInput, constants: LossConstants, limits: readonly DirectionLimits[], wavelengthOf: (d: Direction) => number): number | null {
  const ratios = Object.keys(constants.worst.splitterLossDb)
    .map(Number)
    .sort((a, b) => b - a);
  return ratios.find((ratio) => limits.every((l) => directionBudget({ ...input, split: [ratio] }, constants, wavelengthOf(l.direction)).totalDb <= l.maxDb)) ?? null;
}

/* ---------- OTDR ---------- */

/** The dynamic range an OTDR needs to see the far end: the span's loss plus the headroom rule's dB. */
export function requiredDynamicRange(linkLossDb: number, headroomDb: number): number {
  return round2(linkLossDb + headroomDb);
}

export interface OtdrCandidate {
  model: string;
  /**
   * The dynamic range its maker states at each wavelength (nm), as the
   * figure the planner can count on: an exact figure, or the floor of an
   * "at least"; a wavelength it does not test at is absent.
   */
  dynamicRangeDb: Readonly<Partial<Record<number, number>>>;
  /** Its longest distance range, km; null where its maker lists none. */
  longestRangeKm: number | null;
}

/**
 * The OTDRs whose stated range at `wavelengthNm` meets `requiredDb` and
 * whose longest distance range (where the maker lists one) covers the span:
 * enough-not-more first, then by name.
 */
export function otdrsThatReach<T extends OtdrCandidate>(candidates: readonly T[], wavelengthNm: number, requiredDb: number, spanKm: number): T[] {
  return candidates
    .filter((c) => (c.dynamicRangeDb[wavelengthNm] ?? -Infinity) >= requiredDb && (c.longestRangeKm === null || c.longestRangeKm >= spanKm))
    .sort((a, b) => a.dynamicRangeDb[wavelengthNm]! - b.dynamicRangeDb[wavelengthNm]! || a.model.localeCompare(b.model));
}

/* ---------- CATV ---------- */

export interface AmplifierCandidate {
  model: string;
  /** The output counts it is offered with (one for most models). */
  outputs: readonly number[];
  /** The output levels per port it is offered at, dBm (one for most models). */
  outputPerPortDbm: readonly number[];
}

/** What one output of a CATV amplifier must launch so the farthest receiver gets `receiverDbm`: the receiver level plus the path's worst-case loss at 1550 nm. */
export function outputPerPortNeeded(receiverDbm: number, path: DirectionBudget): number {
  return round2(receiverDbm + path.lossDb);
}

/**
 * The amplifiers offered with at least `outputs` outputs and at
 * `neededDbm` per output or more, fewest outputs and least power first;
 * each with the smallest build that meets both.
 */
export function amplifiersThatDeliver<T extends AmplifierCandidate>(candidates: readonly T[], outputs: number, neededDbm: number): (T & { build: { outputs: number; dbm: number } })[] {
  return candidates
    .flatMap((c) => {
      const n = [...c.outputs].sort((a, b) => a - b).find((o) => o >= outputs);
      const p = [...c.outputPerPortDbm].sort((a, b) => a - b).find((d) => d >= neededDbm);
      return n === undefined || p === undefined ? [] : [{ ...c, build: { outputs: n, dbm: p } }];
    })
    .sort((a, b) => a.build.outputs - b.build.outputs || a.build.dbm - b.build.dbm || a.model.localeCompare(b.model));
}
