import { nounFor } from '@/content/count';

/**
 * Sizes as people read them: '512 bytes', '84 KB', '31.0 MB', '1.2 GB'.
 * Binary units (1 KB = 1024 bytes), as the build reports its files and the
 * byte budgets count them.
 */

const UNITS = [
  { name: 'GB', bytes: 1024 ** 3 },
  { name: 'MB', bytes: 1024 ** 2 },
  { name: 'KB', bytes: 1024 },
] as const;

type Unit = (typeof UNITS)[number] | { name: 'bytes'; bytes: 1 };

/** The largest unit the figure reaches; bytes below 1 KB. */
function unitFor(bytes: number): Unit {
  return UNITS.find((unit) => bytes >= unit.bytes) ?? { name: 'bytes', bytes: 1 };
}

/** KB are whole numbers (a tenth of a KB tells no one anything); MB and GB keep one decimal, so 12.4 of 31.0 MB moves visibly. */
function amount(bytes: number, unit: Unit): string {
  const value = bytes / unit.bytes;
  return unit.name === 'KB' || unit.name === 'bytes' ? String(Math.round(value)) : value.toFixed(1);
}

function checked(bytes: number): number {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`${bytes} is not a size in bytes`);
  return bytes;
}

/** The unit's name as it follows `amount`: 'byte' after a 1. */
const unitName = (text: string, unit: Unit) => (unit.name === 'bytes' ? nounFor(Number(text), { one: 'byte', other: 'bytes' }) : unit.name);

/** '31.0 MB' for 32 505 856. */
export function formatBytes(bytes: number): string {
  const unit = unitFor(checked(bytes));
  const text = amount(bytes, unit);
  return `${text} ${unitName(text, unit)}`;
}

/** '12.4 of 31.0 MB': both figures in the whole's unit, so the part reads against it. */
export function formatBytesOf(part: number, whole: number): string {
  const unit = unitFor(checked(whole));
  const text = amount(whole, unit);
  return `${amount(Math.min(checked(part), whole), unit)} of ${text} ${unitName(text, unit)}`;
}
