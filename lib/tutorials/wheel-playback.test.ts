import { tutorialStages } from '@/content/tutorials';
import {
  MAX_PLAYBACK_RATE,
  MIN_PLAYBACK_RATE,
  RATE_RESET_DELAY_MS,
  RESUME_DELAY_MS,
  REWIND_SECONDS,
  WHEEL_LINE_HEIGHT_PX,
  WHEEL_RATE_PER_PIXEL,
  createWheelDriver,
  playbackRateForWheel,
  rewindTarget,
  stageIndexAt,
  stageSpeedAt,
  wheelDeltaPixels,
  type DrivenVideo,
} from './wheel-playback';

function fakeVideo(currentTime = 30): DrivenVideo & { play: jest.Mock; pause: jest.Mock } {
  const video = {
    currentTime,
    playbackRate: 2,
    paused: false,
    play: jest.fn(() => {
      video.paused = false;
      return Promise.resolve();
    }),
    pause: jest.fn(() => {
      video.paused = true;
    }),
  };
  return video;
}

describe('the spec numbers', () => {
  it('are 0.05, 0.25–8, 300 ms, 2 s and 500 ms', () => {
    expect(WHEEL_RATE_PER_PIXEL).toBe(0.05);
    expect(MIN_PLAYBACK_RATE).toBe(0.25);
    expect(MAX_PLAYBACK_RATE).toBe(8);
    expect(RATE_RESET_DELAY_MS).toBe(300);
    expect(REWIND_SECONDS).toBe(2);
    expect(RESUME_DELAY_MS).toBe(500);
  });
});

describe('playbackRateForWheel', () => {
  it('is 0.05 times the wheel delta between the clamps', () => {
    expect(playbackRateForWheel(100)).toBe(5);
    expect(playbackRateForWheel(40)).toBe(2);
    expect(playbackRateForWheel(5)).toBe(0.25);
  });

  it('never goes below 0.25', () => {
    expect(playbackRateForWheel(4.99)).toBe(0.25);
    expect(playbackRateForWheel(1)).toBe(0.25);
  });

  it('never goes above 8', () => {
    expect(playbackRateForWheel(160)).toBe(8);
    expect(playbackRateForWheel(160.01)).toBe(8);
    expect(playbackRateForWheel(1000)).toBe(8);
  });
});

describe('wheelDeltaPixels', () => {
  it('keeps pixel deltas, converts lines at 16 px and pages at the page height', () => {
    expect(wheelDeltaPixels(100, 0, 800)).toBe(100);
    expect(WHEEL_LINE_HEIGHT_PX).toBe(16);
    expect(wheelDeltaPixels(3, 1, 800)).toBe(48);
    expect(wheelDeltaPixels(-1, 2, 800)).toBe(-800);
  });
});

describe('rewindTarget', () => {
  it('steps back 2 seconds and stops at the start', () => {
    expect(rewindTarget(30)).toBe(28);
    expect(rewindTarget(1.5)).toBe(0);
  });
});

describe('stage lookup', () => {
  const at = (t: number) => tutorialStages[stageIndexAt(tutorialStages, t)]!.title;

  it('starts with the Loader', () => {
    expect(at(0)).toBe('Loader');
  });

  it.each([
    [19, 'Loader', 20, 'Solder Paste Printer'],
    [26, 'Solder Paste Printer', 27, 'Pick and Place'],
    [49, 'Pick and Place', 50, 'Reflow Oven'],
    [58, 'Reflow Oven', 59, 'Unloader'],
  ])('changes between %p s (%s) and %p s (%s)', (before, first, after, second) => {
    expect(at(before)).toBe(first);
    expect(at(before + 0.99)).toBe(first);
    expect(at(after)).toBe(second);
  });

  it('holds the Unloader to the end of the film', () => {
    expect(at(74)).toBe('Unloader');
    expect(at(74.9)).toBe('Unloader');
  });

  it('reads each stage’s speed, 2 throughout', () => {
    expect(tutorialStages.every((s) => s.playbackSpeed === 2)).toBe(true);
    expect(stageSpeedAt(tutorialStages, 35)).toBe(2);
    expect(stageSpeedAt([], 35)).toBe(1);
  });
});

describe('wheel driver', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sets the rate from a downward wheel and returns to the stage speed 300 ms after the last event', () => {
    const video = fakeVideo();
    const driver = createWheelDriver(video, tutorialStages);
    driver.wheel(100);
    expect(video.playbackRate).toBe(5);

    jest.advanceTimersByTime(200);
    driver.wheel(40);
    expect(video.playbackRate).toBe(2);
    driver.wheel(400);
    expect(video.playbackRate).toBe(8);

    jest.advanceTimersByTime(RATE_RESET_DELAY_MS - 1);
    expect(video.playbackRate).toBe(8);
    jest.advanceTimersByTime(1);
    expect(video.playbackRate).toBe(2);
  });

  it('uses the speed of the stage reached when the rate resets', () => {
    const stages = [
      { startTime: 0, endTime: 9, playbackSpeed: 1 },
      { startTime: 10, endTime: 20, playbackSpeed: 3 },
    ];
    const video = fakeVideo(9);
    const driver = createWheelDriver(video, stages);
    driver.wheel(100);
    video.currentTime = 12;
    jest.advanceTimersByTime(RATE_RESET_DELAY_MS);
    expect(video.playbackRate).toBe(3);
  });

  it('rewinds 2 seconds on an upward wheel, pauses, and plays again after 500 ms', () => {
    const video = fakeVideo(30);
    const driver = createWheelDriver(video, tutorialStages);
    driver.wheel(-100);
    expect(video.currentTime).toBe(28);
    expect(video.pause).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(true);

    jest.advanceTimersByTime(RESUME_DELAY_MS - 1);
    expect(video.play).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);
  });

  it('restarts the hold on each upward step, so playback resumes 500 ms after the last', () => {
    const video = fakeVideo(30);
    const driver = createWheelDriver(video, tutorialStages);
    driver.wheel(-100);
    jest.advanceTimersByTime(400);
    driver.wheel(-100);
    expect(video.currentTime).toBe(26);
    jest.advanceTimersByTime(400);
    expect(video.play).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(video.play).toHaveBeenCalledTimes(1);
  });

  it('plays at the stage speed after a rewind, even if it was racing before', () => {
    const video = fakeVideo(30);
    const driver = createWheelDriver(video, tutorialStages);
    driver.wheel(1000);
    driver.wheel(-100);
    jest.advanceTimersByTime(RESUME_DELAY_MS);
    expect(video.playbackRate).toBe(2);
  });

  it('plays at once when scrolled down during the hold', () => {
    const video = fakeVideo(30);
    const driver = createWheelDriver(video, tutorialStages);
    driver.wheel(-100);
    driver.wheel(60);
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(video.playbackRate).toBe(3);
    jest.advanceTimersByTime(RESUME_DELAY_MS);
    expect(video.play).toHaveBeenCalledTimes(1);
  });

  it('ignores a wheel with no vertical travel, and stops its timers when disposed', () => {
    const video = fakeVideo(30);
    const driver = createWheelDriver(video, tutorialStages);
    driver.wheel(0);
    expect(video.playbackRate).toBe(2);
    driver.wheel(200);
    driver.dispose();
    jest.advanceTimersByTime(1000);
    expect(video.playbackRate).toBe(8);
  });

  it('keeps the stage speed as playback moves on, but not while the wheel sets the rate', () => {
    const stages = [
      { startTime: 0, endTime: 9, playbackSpeed: 1 },
      { startTime: 10, endTime: 20, playbackSpeed: 3 },
    ];
    const video = fakeVideo(12);
    const driver = createWheelDriver(video, stages);
    driver.syncRate();
    expect(video.playbackRate).toBe(3);
    driver.wheel(20);
    driver.syncRate();
    expect(video.playbackRate).toBe(1);
    jest.advanceTimersByTime(RATE_RESET_DELAY_MS);
    expect(video.playbackRate).toBe(3);
  });
});
