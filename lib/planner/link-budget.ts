/**
 * The sums of the fibre link planner (issue 25), as pure functions: a PON
 * link's loss budget per direction and its verdict against an optics class,
 * the dynamic range an OTDR needs for a span, and the output per port a CATV
 * amplifier needs. Every constant comes in as an argument (the typed,
 * sourced records belong in content/), so the page and the tests share the
 * same arithmetic. Figures are in dB and km; sums are rounded to hundredths
 * so that 0.1 + 0.2 prints as 0.3.
 */

/** Hundredths of a dB: the precision every figure is printed at. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

export interface LossConstants {
  /** Fibre attenuation by wavelength (nm), from the company's cable records. */
  attenuationDbPerKm: Readonly<Record<number, number>>;
  /** Splitter insertion loss by ratio (the N of 1:N). */
  splitterLossDb: Readonly<Record<number, number>>;
  connectorLossDb: number;
  spliceLossDb: number;
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
  db: number;
  /** The row's working in words and figures: '20 km × 0.35 dB/km'. */
  working: string;
}

export interface DirectionBudget {
  wavelengthNm: number;
  rows: LossRow[];
  /** Every row, the margin included: what the class maximum is checked against. */
  totalDb: number;
  /** The loss the light meets, without the margin: what the class minimum is checked against. */
  lossDb: number;
}

export function attenuationAt(constants: LossConstants, wavelengthNm: number): number {
  const a = constants.attenuationDbPerKm[wavelengthNm];
  if (a === undefined) throw new RangeError(`no fibre attenuation at ${wavelengthNm} nm`);
  return a;
}

export function splitterLoss(constants: LossConstants, ratio: number): number {
  const loss = constants.splitterLossDb[ratio];
  if (loss === undefined) throw new RangeError(`no splitter loss for 1:${ratio}`);
  return loss;
}

/** One direction of the link, row by row. */
export function directionBudget(input: LinkInput, constants: LossConstants, wavelengthNm: number): DirectionBudget {
  const a = attenuationAt(constants, wavelengthNm);
  const stages = input.split.map((ratio) => ({ ratio, db: splitterLoss(constants, ratio) }));
  const rows: LossRow[] = [
    { id: 'fibre', db: round2(input.distanceKm * a), working: `${input.distanceKm} km × ${a} dB/km` },
    {
      id: 'splitter',
      db: round2(stages.reduce((sum, s) => sum + s.db, 0)),
      working: stages.length === 0 ? 'no splitter' : stages.map((s) => `1:${s.ratio} ${s.db} dB`).join(' + '),
    },
    { id: 'connectors', db: round2(input.connectors * constants.connectorLossDb), working: `${input.connectors} × ${constants.connectorLossDb} dB` },
    { id: 'splices', db: round2(input.splices * constants.spliceLossDb), working: `${input.splices} × ${constants.spliceLossDb} dB` },
    { id: 'margin', db: round2(input.marginDb), working: `${input.marginDb} dB` },
  ];
  const totalDb = round2(rows.reduce((sum, r) => sum + r.db, 0));
  return { wavelengthNm, rows, totalDb, lossDb: round2(totalDb - input.marginDb) };
}

export interface OpticsClass {
  name: string;
  /** Least loss the receiver tolerates (more light overloads it). */
  minDb: number;
  /** Most loss the link may have. */
  maxDb: number;
}

export type Verdict =
  | { kind: 'fits'; headroomDb: number }
  | { kind: 'does-not-fit'; excessDb: number }
  | { kind: 'too-little-loss'; shortDb: number; attenuatorDb: number };

/**
 * Fits when the worse direction's total (margin included) is within the
 * class maximum; too little loss when the lighter direction's loss (no
 * margin: the margin is an allowance, not light taken away) is below the
 * class minimum, with the smallest whole-dB attenuator that closes the gap.
 */
export function verdict(directions: readonly DirectionBudget[], optics: OpticsClass): Verdict {
  const worst = Math.max(...directions.map((d) => d.totalDb));
  const lightest = Math.min(...directions.map((d) => d.lossDb));
  if (worst > optics.maxDb) return { kind: 'does-not-fit', excessDb: round2(worst - optics.maxDb) };
  if (lightest < optics.minDb) {
    const shortDb = round2(optics.minDb - lightest);
    return { kind: 'too-little-loss', shortDb, attenuatorDb: Math.ceil(shortDb - 1e-9) };
  }
  return { kind: 'fits', headroomDb: round2(optics.maxDb - worst) };
}

/** The classes, least budget first, that would carry `worstDb`: the first is the one to propose. */
export function classesThatFit(classes: readonly OpticsClass[], worstDb: number): OpticsClass[] {
  return classes.filter((c) => c.maxDb >= worstDb).sort((a, b) => a.maxDb - b.maxDb);
}

/**
 * The longest distance at which the link still fits `optics`, to a tenth of
 * a kilometre (rounded down), or null when even 0 km does not fit.
 */
export function longestReachKm(input: LinkInput, constants: LossConstants, wavelengths: readonly number[], optics: OpticsClass): number | null {
  const reaches = wavelengths.map((wl) => {
    const atZero = directionBudget({ ...input, distanceKm: 0 }, constants, wl).totalDb;
    return (optics.maxDb - atZero) / attenuationAt(constants, wl);
  });
  const reach = Math.min(...reaches);
  return reach < 0 ? null : Math.floor(reach * 10 + 1e-9) / 10;
}

/** The largest single-stage split (of the ratios the constants know) at which the link fits, or null. */
export function largestSplitThatFits(input: LinkInput, constants: LossConstants, wavelengths: readonly number[], optics: OpticsClass): number | null {
  const ratios = Object.keys(constants.splitterLossDb)
    .map(Number)
    .sort((a, b) => b - a);
  for (const ratio of ratios) {
    const worst = Math.max(...wavelengths.map((wl) => directionBudget({ ...input, split: [ratio] }, constants, wl).totalDb));
    if (worst <= optics.maxDb) return ratio;
  }
  return null;
}

/** The dynamic range an OTDR needs to see the far end: the link's loss plus the headroom rule's dB. */
export function requiredDynamicRange(linkLossDb: number, headroomDb: number): number {
  return round2(linkLossDb + headroomDb);
}

export interface OtdrCandidate {
  model: string;
  /** Dynamic range by wavelength (nm); a wavelength the model does not test at is absent. */
  dynamicRangeDb: Readonly<Partial<Record<number, number>>>;
}

/** The OTDRs whose range at `wavelengthNm` meets `requiredDb`, enough-not-more first (then by name). */
export function otdrsThatReach<T extends OtdrCandidate>(candidates: readonly T[], wavelengthNm: number, requiredDb: number): T[] {
  return candidates
    .filter((c) => (c.dynamicRangeDb[wavelengthNm] ?? -Infinity) >= requiredDb)
    .sort((a, b) => a.dynamicRangeDb[wavelengthNm]! - b.dynamicRangeDb[wavelengthNm]! || a.model.localeCompare(b.model));
}

export interface AmplifierCandidate {
  model: string;
  ports: number;
  outputPerPortDbm: number;
}

/** What one output of a CATV amplifier must launch so the farthest receiver gets `receiverDbm`: the receiver level plus the path's losses at 1550 nm. */
export function outputPerPortNeeded(receiverDbm: number, path: DirectionBudget): number {
  return round2(receiverDbm + path.totalDb);
}

/** The amplifiers with at least `outputs` ports at `neededDbm` per port or more, fewest ports and least power first. */
export function amplifiersThatDeliver<T extends AmplifierCandidate>(candidates: readonly T[], outputs: number, neededDbm: number): T[] {
  return candidates
    .filter((c) => c.ports >= outputs && c.outputPerPortDbm >= neededDbm)
    .sort((a, b) => a.ports - b.ports || a.outputPerPortDbm - b.outputPerPortDbm || a.model.localeCompare(b.model));
}
