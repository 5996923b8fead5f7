/**
 * A planner input as a person types it: the text of a box read into a number
 * within its field's limits, or a plain sentence saying what is wrong. A
 * value that is wrong never yields a number.
 */
export interface FieldSpec {
  /** The field's name in a sentence: 'The distance'. */
  name: string;
  /** Its unit as printed after a number ('km', 'dB'), or '' for a count. */
  unit: string;
  min: number;
  max: number;
  /** Whole numbers only (counts of connectors, splices, outputs). */
  integer?: boolean;
  /** Why the maximum is where it is, said after it. */
  maxReason?: string;
}

export type FieldResult = { ok: true; value: number } | { ok: false; message: string };

/** A figure as the planner prints it: hundredths at most, and a true minus sign ('−3'). */
export function printFigure(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  return rounded < 0 ? `−${-rounded}` : String(rounded);
}

const withUnit = (n: number, unit: string) => (unit ? `${printFigure(n)} ${unit}` : printFigure(n));

export function readField(text: string, spec: FieldSpec): FieldResult {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: false, message: `${spec.name} is empty: enter a number${spec.unit ? ` of ${spec.unit}` : ''}.` };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return { ok: false, message: `${spec.name} must be a number; “${text.trim()}” is not one.` };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, message: `${spec.name} must be a number; “${text.trim()}” is not one.` };
  if (value < 0 && spec.min >= 0) return { ok: false, message: `${spec.name} cannot be negative.` };
  if (spec.integer && !Number.isInteger(value)) return { ok: false, message: `${spec.name} is a count: enter a whole number.` };
  if (value < spec.min) return { ok: false, message: `${spec.name} is at least ${withUnit(spec.min, spec.unit)}.` };
  if (value > spec.max) {
    return { ok: false, message: `${spec.name} is at most ${withUnit(spec.max, spec.unit)}${spec.maxReason ? `: ${spec.maxReason}` : ''}.` };
  }
  return { ok: true, value };
}
