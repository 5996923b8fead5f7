import { byDateDescending, formatLongDate, formatMoment, parseIsoDate } from './dates';

describe('content dates', () => {
  it('prints day, month and year the Indian way', () => {
    expect(formatLongDate('2025-02-02')).toBe('2 February 2025');
    expect(formatLongDate('2017-01-01')).toBe('1 January 2017');
  });

  it('rejects malformed and impossible dates', () => {
    expect(() => parseIsoDate('2025-2-2')).toThrow(/YYYY-MM-DD/);
    expect(() => parseIsoDate('2025-02-30')).toThrow(/calendar/);
  });

  it('sorts newest first', () => {
    const sorted = [{ date: '2017-01-01' }, { date: '2025-02-02' }, { date: '2025-01-18' }].sort(byDateDescending);
    expect(sorted.map((d) => d.date)).toEqual(['2025-02-02', '2025-01-18', '2017-01-01']);
  });

  it('prints a moment with its time, in the time zone asked for', () => {
    expect(formatMoment('2026-11-27T14:05:00Z', 'UTC')).toBe('27 November 2026 at 2:05 pm');
    expect(formatMoment('2026-11-27T20:05:00Z', 'Asia/Kolkata')).toBe('28 November 2026 at 1:35 am');
    expect(() => formatMoment('yesterday')).toThrow(/ISO 8601/);
  });
});
