import { COLORS } from './palette';

/**
 * Geometry of the Lumora mark, shared by the header logo, the favicon set,
 * the web-manifest icons and the Open Graph image so they never drift apart.
 * A 64x64 tile: a navy rounded square, a fibre loop in cyan, and the amber
 * point of light where the loop closes.
 */
export const MARK_VIEWBOX = '0 0 64 64';

export const mark = {
  tile: { x: 0, y: 0, width: 64, height: 64, rx: 14, fill: COLORS['navy-900'] },
  /** The fibre loop, drawn as a stroke. */
  loop: {
    d: 'M44.5 20.5a17 17 0 1 0 3.5 10.5',
    stroke: COLORS['cyan-400'],
    strokeWidth: 6,
  },
  /** Inner core line. */
  core: { d: 'M20 32h17', stroke: COLORS['on-dark'], strokeWidth: 4 },
  /** The point of light. */
  light: { cx: 48, cy: 21, r: 5.5, fill: COLORS['amber-500'] },
} as const;
