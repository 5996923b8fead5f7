import type { IsoDate } from '@/content/iso-date';

export type { IsoDate };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` as a UTC midnight; throws on anything else or on a date that does not exist. */
export function parseIsoDate(value: string): Date {
  const m = ISO_DATE.exec(value);
  if (!m) throw new Error(`"${value}" is not a YYYY-MM-DD date`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new Error(`"${value}" is not a calendar date`);
  }
  return date;
}

// UTC on both sides, so the printed day never shifts with the build machine's time zone.
const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2 February 2025' for '2025-02-02'. */
export function formatLongDate(value: string): string {
  return longDate.format(parseIsoDate(value));
}

/** Newest first; equal dates keep their order. */
export function byDateDescending<T extends { date: string }>(a: T, b: T): number {
  return parseIsoDate(b.date).getTime() - parseIsoDate(a.date).getTime();
}

/**
 * '27 November 2026 at 2:05 pm' for a moment (ISO 8601 with a time): in the
 * reader's own time zone on their device, or the one a test names.
 */
export function formatMoment(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`"${iso}" is not an ISO 8601 moment`);
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}
