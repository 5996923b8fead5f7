import type { Point } from './projection';
import type { Rect } from './port-layout';
import { round } from './projection';

/**
 * The trace drawn on an OTDR's screen. Backscatter falls at a fixed slope,
 * so the distance it travels before sinking into the noise floor is set by
 * the instrument's dynamic range: a 45 dB unit visibly sees further than a
 * 32 dB one, which is the point the picture makes.
 */

/** Dynamic range that reaches the far end of the screen; higher values are drawn as this. */
export const OTDR_FULL_SCALE_DB = 50;

/** Where along the fibre (fraction of full-scale reach) the drawn events sit, with their loss in dB. */
const EVENTS = [
  { at: 0.22, lossDb: 1.2, reflectionDb: 0 },
  { at: 0.5, lossDb: 0.8, reflectionDb: 5 },
] as const;

const START = 0.04;
const REACH = 0.84;
const TOP = 0.12;
const DEPTH = 0.74;
const NOISE_DB = 1.6;

export interface OtdrTrace {
  points: Point[];
  /** x where the backscatter meets the noise floor. */
  noiseStartX: number;
  /** y of the noise floor. */
  floorY: number;
}

export function otdrTrace(dynamicRangeDb: number, screen: Rect): OtdrTrace {
  if (!Number.isFinite(dynamicRangeDb) || dynamicRangeDb <= 0) {
    throw new RangeError(`dynamic range must be a positive number of dB, got ${dynamicRangeDb}`);
  }
  const range = Math.min(dynamicRangeDb, OTDR_FULL_SCALE_DB);
  const pxPerDb = (screen.height * DEPTH) / OTDR_FULL_SCALE_DB;
  const x0 = screen.x + screen.width * START;
  const y0 = screen.y + screen.height * TOP;
  const xAt = (fraction: number) => x0 + screen.width * REACH * fraction;
  const yAt = (db: number) => y0 + db * pxPerDb;
  const p = (x: number, y: number): Point => [round(x), round(y)];

  const points: Point[] = [p(screen.x, yAt(range)), p(x0 - 2, y0 - screen.height * 0.08), p(x0, y0)];

  // Loss along the fibre before the noise floor is the range less the event losses.
  let lossDb = 0;
  let travelled = 0;
  for (const event of EVENTS) {
    const slopeDb = (event.at - travelled) * OTDR_FULL_SCALE_DB;
    if (lossDb + slopeDb + event.lossDb >= range) break;
    lossDb += slopeDb;
    travelled = event.at;
    const x = xAt(event.at);
    points.push(p(x, yAt(lossDb)));
    if (event.reflectionDb > 0) {
      points.push(p(x + 1, yAt(lossDb - event.reflectionDb)), p(x + 3, yAt(lossDb + event.lossDb)));
    } else {
      points.push(p(x + 1, yAt(lossDb + event.lossDb)));
    }
    lossDb += event.lossDb;
  }

  const noiseStart = travelled + (range - lossDb) / OTDR_FULL_SCALE_DB;
  const noiseStartX = xAt(noiseStart);
  const floorY = yAt(range);
  points.push(p(noiseStartX, floorY));

  let seed = 11;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const end = screen.x + screen.width;
  for (let x = noiseStartX + 2; x < end; x += 2) {
    points.push(p(x, Math.min(screen.y + screen.height, floorY + (random() - 0.5) * 2 * NOISE_DB * pxPerDb)));
  }
  return { points, noiseStartX: round(noiseStartX), floorY: round(floorY) };
}
