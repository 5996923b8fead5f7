import {
  HERO_RESTART_MARGIN_SECONDS,
  TIMEUPDATE_MAX_INTERVAL_SECONDS,
  shouldPlay,
  shouldRestart,
} from './playback';

describe('shouldPlay', () => {
  it('plays a visible video when motion is allowed', () => {
    expect(shouldPlay({ visible: true, reducedMotion: false, failed: false })).toBe(true);
  });

  it('does not play off screen', () => {
    expect(shouldPlay({ visible: false, reducedMotion: false, failed: false })).toBe(false);
  });

  it('never plays under reduced motion, even when visible', () => {
    expect(shouldPlay({ visible: true, reducedMotion: true, failed: false })).toBe(false);
  });

  it('does not retry a video that failed to load', () => {
    expect(shouldPlay({ visible: true, reducedMotion: false, failed: true })).toBe(false);
  });

  it('stays paused when the visitor paused it', () => {
    expect(shouldPlay({ visible: true, reducedMotion: false, failed: false, userChoice: 'paused' })).toBe(false);
  });

  it('plays under reduced motion only when the visitor asks for it', () => {
    expect(shouldPlay({ visible: true, reducedMotion: true, failed: false, userChoice: 'auto' })).toBe(false);
    expect(shouldPlay({ visible: true, reducedMotion: true, failed: false, userChoice: 'playing' })).toBe(true);
  });

  it('still pauses off screen after the visitor pressed play', () => {
    expect(shouldPlay({ visible: false, reducedMotion: true, failed: false, userChoice: 'playing' })).toBe(false);
  });
});

describe('shouldRestart', () => {
  it('restarts once playback passes duration minus the margin', () => {
    expect(shouldRestart(9.59, 10, 0.4)).toBe(false);
    expect(shouldRestart(9.6, 10, 0.4)).toBe(true);
    expect(shouldRestart(9.99, 10, 0.4)).toBe(true);
  });

  it('waits while the duration is unknown', () => {
    expect(shouldRestart(5, Number.NaN, 0.4)).toBe(false);
    expect(shouldRestart(5, Number.POSITIVE_INFINITY, 0.4)).toBe(false);
  });

  it('never restarts a clip shorter than its margin, which would loop on frame one', () => {
    expect(shouldRestart(0, 0.3, 0.4)).toBe(false);
    expect(shouldRestart(0.2, 0.4, 0.4)).toBe(false);
  });

  it('is off when the margin is zero or negative', () => {
    expect(shouldRestart(10, 10, 0)).toBe(false);
    expect(shouldRestart(10, 10, -1)).toBe(false);
  });
});

describe('hero restart margin against the timeupdate cadence', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is wider than the longest gap between timeupdate events', () => {
    expect(HERO_RESTART_MARGIN_SECONDS).toBeGreaterThan(TIMEUPDATE_MAX_INTERVAL_SECONDS);
  });

  it.each([0, 0.05, 0.13, 0.2, 0.249])(
    'jumps back before the end when timeupdate fires every 250 ms from offset %p s',
    (offset) => {
      const duration = 10;
      const intervalMs = TIMEUPDATE_MAX_INTERVAL_SECONDS * 1000;
      let currentTime = offset;
      let restartedAt: number | null = null;
      const started = Date.now();
      // The clock stands in for the media timeline; the interval for timeupdate.
      const timer = setInterval(() => {
        currentTime = offset + (Date.now() - started) / 1000;
        if (restartedAt === null && shouldRestart(currentTime, duration, HERO_RESTART_MARGIN_SECONDS)) {
          restartedAt = currentTime;
        }
      }, intervalMs);

      jest.advanceTimersByTime(duration * 1000);
      clearInterval(timer);

      expect(restartedAt).not.toBeNull();
      expect(restartedAt!).toBeLessThan(duration);
      expect(restartedAt!).toBeGreaterThanOrEqual(duration - HERO_RESTART_MARGIN_SECONDS);
    },
  );
});
