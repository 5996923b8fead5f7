/**
 * The OFC banner's height follows the visitor's zoom (catalogue spec, section
 * 4): zoomed in past 1.15 the banner grows so its larger text still fits;
 * zoomed out below 0.9 it shrinks so the page under it comes into view.
 */

/** Zoom strictly above this is 'in'. */
export const ZOOM_IN_ABOVE = 1.15;
/** Zoom strictly below this is 'out'. */
export const ZOOM_OUT_BELOW = 0.9;

export type ZoomState = 'in' | 'normal' | 'out';

export function classifyZoom(zoom: number): ZoomState {
  if (!Number.isFinite(zoom) || zoom <= 0) return 'normal';
  if (zoom > ZOOM_IN_ABOVE) return 'in';
  if (zoom < ZOOM_OUT_BELOW) return 'out';
  return 'normal';
}

export interface ZoomReading {
  /** window.devicePixelRatio now. */
  devicePixelRatio: number;
  /** window.devicePixelRatio when the page loaded: a phone's 3 is its normal, not a zoom. */
  initialDevicePixelRatio: number;
  /** visualViewport.scale (pinch zoom), 1 where the browser lacks visualViewport. */
  visualViewportScale?: number;
}

/**
 * How far the page is zoomed relative to how it loaded: browser zoom moves
 * devicePixelRatio, pinch zoom moves visualViewport.scale, and both together
 * multiply.
 */
export function relativeZoom({ devicePixelRatio, initialDevicePixelRatio, visualViewportScale = 1 }: ZoomReading): number {
  if (!(initialDevicePixelRatio > 0) || !(devicePixelRatio > 0)) return visualViewportScale;
  return (devicePixelRatio / initialDevicePixelRatio) * visualViewportScale;
}
