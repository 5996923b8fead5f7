import { formatDuration, toIsoDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [60, '1:00'],
    [75, '1:15'],
    [23.5, '0:23'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('formats %p s as %p', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it('reads unknown or negative durations as 0:00 rather than NaN:NaN', () => {
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
  });
});

describe('toIsoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [23.5, 'PT24S'],
    [60, 'PT1M'],
    [75, 'PT1M15S'],
    [3600, 'PT1H'],
    [3725, 'PT1H2M5S'],
  ])('writes %p s as %p', (seconds, expected) => {
    expect(toIsoDuration(seconds)).toBe(expected);
  });
});
