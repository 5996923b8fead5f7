import {
  MARQUEE_DEFAULT_SECONDS,
  MARQUEE_MAX_SECONDS,
  MARQUEE_MIN_SECONDS,
  MARQUEE_PX_PER_SECOND,
  marqueeDurationSeconds,
} from './marquee';

describe('marquee duration', () => {
  it('uses the spec’s figures: /50, 12–120 s, 30 s by default', () => {
    expect(MARQUEE_PX_PER_SECOND).toBe(50);
    expect(MARQUEE_MIN_SECONDS).toBe(12);
    expect(MARQUEE_MAX_SECONDS).toBe(120);
    expect(MARQUEE_DEFAULT_SECONDS).toBe(30);
  });

  it('is the content height divided by 50 between the bounds', () => {
    expect(marqueeDurationSeconds(2000)).toBe(40);
    expect(marqueeDurationSeconds(600)).toBe(12);
    expect(marqueeDurationSeconds(6000)).toBe(120);
  });

  it('never drops below 12 s', () => {
    expect(marqueeDurationSeconds(599)).toBe(12);
    expect(marqueeDurationSeconds(1)).toBe(12);
  });

  it('never exceeds 120 s', () => {
    expect(marqueeDurationSeconds(6001)).toBe(120);
    expect(marqueeDurationSeconds(1_000_000)).toBe(120);
  });

  it('is 30 s while the height is unknown', () => {
    expect(marqueeDurationSeconds(undefined)).toBe(30);
    expect(marqueeDurationSeconds(null)).toBe(30);
    expect(marqueeDurationSeconds(0)).toBe(30);
    expect(marqueeDurationSeconds(Number.NaN)).toBe(30);
    expect(marqueeDurationSeconds(Number.POSITIVE_INFINITY)).toBe(30);
  });
});
