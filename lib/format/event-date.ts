import { parseIsoDate } from '@/lib/format/dates';

// UTC so the printed day never depends on the build machine's time zone.
const eventDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** 'February 02, 2025' for '2025-02-02': the events carousel's date style (spec 4). */
export function formatEventDate(value: string): string {
  return eventDate.format(parseIsoDate(value));
}
