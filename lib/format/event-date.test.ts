import { formatEventDate } from './event-date';

describe('formatEventDate', () => {
  it('writes the month in full and the day with two digits', () => {
    expect(formatEventDate('2025-02-02')).toBe('February 02, 2025');
    expect(formatEventDate('2017-01-01')).toBe('January 01, 2017');
    expect(formatEventDate('2025-01-18')).toBe('January 18, 2025');
  });

  it('refuses a date that does not exist', () => {
    expect(() => formatEventDate('2025-02-30')).toThrow();
  });
});
