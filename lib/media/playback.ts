/**
 * Pure playback decisions for the video components; the components only wire
 * these to DOM events, so the rules are testable without a media element.
 */

/**
 * Browsers fire `timeupdate` every 15–250 ms (HTML spec, "time marches on").
 * A restart check driven by that event only sees the window before the end if
 * the window is wider than the longest gap between events.
 */
export const TIMEUPDATE_MAX_INTERVAL_SECONDS = 0.25;

/**
 * How early the home hero jumps back to 0. Wide enough to be seen by at least
 * one `timeupdate` and to skip the last frames, where some browsers flash a
 * blank frame while a looping video seeks back.
 */
export const HERO_RESTART_MARGIN_SECONDS = 0.4;

/**
 * What the visitor asked for with the optional pause button: nothing yet
 * ('auto'), stop ('paused'), or play even though they prefer reduced motion
 * ('playing': a deliberate choice, not autoplay).
 */
export type UserChoice = 'auto' | 'paused' | 'playing';

export interface AmbientPlaybackState {
  /** The element intersects the viewport. */
  visible: boolean;
  /** `prefers-reduced-motion: reduce` matches. */
  reducedMotion: boolean;
  /** The video could not load; the poster stays instead. */
  failed: boolean;
  userChoice?: UserChoice;
}

/**
 * An ambient video plays only while on screen and never after a failure. It
 * starts by itself only when motion is welcome; a visitor's own choice wins.
 */
export function shouldPlay({ visible, reducedMotion, failed, userChoice = 'auto' }: AmbientPlaybackState): boolean {
  if (!visible || failed || userChoice === 'paused') return false;
  return userChoice === 'playing' || !reducedMotion;
}

/**
 * True once playback has passed `duration − margin`. False while the duration
 * is unknown (NaN before metadata, Infinity for streams) or too short for the
 * margin, so a video is never restarted in a loop from its first frame.
 */
export function shouldRestart(currentTime: number, duration: number, marginSeconds: number): boolean {
  if (!Number.isFinite(duration) || !(marginSeconds > 0) || duration <= marginSeconds) return false;
  return currentTime >= duration - marginSeconds;
}
