/**
 * The /tutorials line video is driven by the mouse wheel (catalogue spec,
 * sections 2.15 and 4): scrolling down plays it faster in proportion to the
 * wheel, and 300 ms after the wheel stops it returns to its stage's speed;
 * scrolling up steps back 2 seconds, holds, and plays on after 500 ms. These
 * are the rules; the component only feeds wheel and touch events in.
 */

/** Playback rate per pixel of wheel travel. */
export const WHEEL_RATE_PER_PIXEL = 0.05;
export const MIN_PLAYBACK_RATE = 0.25;
export const MAX_PLAYBACK_RATE = 8;
/** After the last wheel event, the rate returns to the stage's speed. */
export const RATE_RESET_DELAY_MS = 300;
/** How far one upward scroll steps back. */
export const REWIND_SECONDS = 2;
/** How long the video holds after a rewind before playing on. */
export const RESUME_DELAY_MS = 500;

/**
 * Wheel deltas in lines (Firefox with a mouse) are converted to pixels with a
 * typical line height, so a wheel notch means much the same speed everywhere.
 */
export const WHEEL_LINE_HEIGHT_PX = 16;

/** WheelEvent.deltaMode values. */
const DOM_DELTA_LINE = 1;
const DOM_DELTA_PAGE = 2;

export function wheelDeltaPixels(deltaY: number, deltaMode: number, pageHeight: number): number {
  if (deltaMode === DOM_DELTA_LINE) return deltaY * WHEEL_LINE_HEIGHT_PX;
  if (deltaMode === DOM_DELTA_PAGE) return deltaY * pageHeight;
  return deltaY;
}

/** 0.05 × the wheel delta, held between 0.25 and 8. */
export function playbackRateForWheel(deltaY: number): number {
  return Math.min(MAX_PLAYBACK_RATE, Math.max(MIN_PLAYBACK_RATE, WHEEL_RATE_PER_PIXEL * deltaY));
}

/** One step back, never before the start. */
export function rewindTarget(currentTime: number): number {
  return Math.max(0, currentTime - REWIND_SECONDS);
}

export interface TimedStage {
  /** Seconds into the video where the stage begins. */
  startTime: number;
  /** Last whole second of the stage; the next stage begins at the next second. */
  endTime: number;
  playbackSpeed: number;
}

/**
 * The stage playing at `time`: the last one that has started. Stages are given
 * in whole seconds (Loader 0–19, Printer 20–26 …), so 19.6 s is still the
 * Loader and 20 s is the Printer.
 */
export function stageIndexAt(stages: readonly TimedStage[], time: number): number {
  let index = 0;
  for (const [i, stage] of stages.entries()) {
    if (time >= stage.startTime) index = i;
    else break;
  }
  return index;
}

/** The playback speed of the stage playing at `time`; 1 with no stages. */
export function stageSpeedAt(stages: readonly TimedStage[], time: number): number {
  return stages[stageIndexAt(stages, time)]?.playbackSpeed ?? 1;
}

/** What the driver needs of an HTMLVideoElement. */
export interface DrivenVideo {
  currentTime: number;
  playbackRate: number;
  readonly paused: boolean;
  play(): Promise<void> | void;
  pause(): void;
}

export interface WheelDriver {
  /** One wheel step in pixels: positive plays forward faster, negative rewinds. */
  wheel(deltaY: number): void;
  /** Sets the stage's own speed unless the wheel is setting the rate just now; call as playback moves on. */
  syncRate(): void;
  /** Cancels pending timers (unmount). */
  dispose(): void;
}

export function createWheelDriver(video: DrivenVideo, stages: readonly TimedStage[]): WheelDriver {
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;

  const play = () => {
    // A refused play() (autoplay policy, a pause racing it) is not the wheel's to report.
    Promise.resolve(video.play()).catch(() => undefined);
  };
  const stageSpeed = () => stageSpeedAt(stages, video.currentTime);

  const forward = (deltaY: number) => {
    // Scrolling on after a rewind is a request to move: play now rather than wait out the hold.
    clearTimeout(resumeTimer);
    resumeTimer = undefined;
    video.playbackRate = playbackRateForWheel(deltaY);
    if (video.paused) play();
    clearTimeout(resetTimer);
    resetTimer = setTimeout(() => {
      resetTimer = undefined;
      video.playbackRate = stageSpeed();
    }, RATE_RESET_DELAY_MS);
  };

  const back = () => {
    clearTimeout(resetTimer);
    resetTimer = undefined;
    video.currentTime = rewindTarget(video.currentTime);
    video.pause();
    clearTimeout(resumeTimer);
    resumeTimer = setTimeout(() => {
      resumeTimer = undefined;
      video.playbackRate = stageSpeed();
      play();
    }, RESUME_DELAY_MS);
  };

  return {
    wheel(deltaY) {
      if (deltaY > 0) forward(deltaY);
      else if (deltaY < 0) back();
    },
    syncRate() {
      if (resetTimer === undefined) video.playbackRate = stageSpeed();
    },
    dispose() {
      clearTimeout(resetTimer);
      clearTimeout(resumeTimer);
    },
  };
}
