/**
 * Every illustration uses one oblique projection: the front face is drawn
 * true to scale, depth recedes up and to the right. Keeping one angle for
 * every kind is what makes a splicer and an OLT look like one set.
 */

export type Point = readonly [number, number];

/** Screen offset per unit of depth (about 40° at 0.55 scale). */
export const DEPTH = { x: 0.42, y: 0.35 } as const;

/** x grows right, y grows down, z grows away from the viewer. */
export function project(x: number, y: number, z: number): Point {
  return [round(x + z * DEPTH.x), round(y - z * DEPTH.y)];
}

/** A solid box: front-top-left corner at (x, y, z), extending w right, h down and d back. */
export interface Box3 {
  x: number;
  y: number;
  z: number;
  w: number;
  h: number;
  d: number;
}

type Quad = [Point, Point, Point, Point];

export interface BoxFaces {
  front: Quad;
  top: Quad;
  side: Quad;
}

export function boxFaces({ x, y, z, w, h, d }: Box3): BoxFaces {
  if (w <= 0 || h <= 0 || d < 0) throw new RangeError(`box needs a positive size, got ${w}×${h}×${d}`);
  return {
    front: [project(x, y, z), project(x + w, y, z), project(x + w, y + h, z), project(x, y + h, z)],
    top: [project(x, y, z), project(x + w, y, z), project(x + w, y, z + d), project(x, y, z + d)],
    side: [project(x + w, y, z), project(x + w, y, z + d), project(x + w, y + h, z + d), project(x + w, y + h, z)],
  };
}

/**
 * SVG transform that lets a drawing on a box's top face use flat
 * coordinates: local u runs right from (x, z), local v runs back into depth.
 */
export function topPlane(x: number, y: number, z: number): string {
  const [e, f] = project(x, y, z);
  return `matrix(1 0 ${DEPTH.x} ${-DEPTH.y} ${e} ${f})`;
}

/** Same for a right-hand side face at x: local u runs back into depth, local v runs down. */
export function sidePlane(x: number, y: number, z: number): string {
  const [e, f] = project(x, y, z);
  return `matrix(${DEPTH.x} ${-DEPTH.y} 0 1 ${e} ${f})`;
}

export function toPoints(points: readonly Point[]): string {
  return points.map(([px, py]) => `${px},${py}`).join(' ');
}

/** Two decimals keep the markup short without visible error at any size. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export type Facing = 'front' | 'top' | 'side';

export interface PrismFace {
  facing: Facing;
  points: Point[];
}

/**
 * Faces of a front profile (x right, y down, on the plane z) pushed back by
 * d, in drawing order: the visible depth faces, then the front. A convex
 * profile with chamfered or rounded corners gives a softer solid than a
 * box; each face is lit as a top or a side by which way it points.
 */
export function prismFaces(profile: readonly Point[], z: number, d: number): PrismFace[] {
  if (profile.length < 3 || d < 0) throw new RangeError('a prism needs a profile of 3 or more points and a depth');
  const area = profile.reduce((sum, [x1, y1], i) => {
    const [x2, y2] = profile[(i + 1) % profile.length]!;
    return sum + x1 * y2 - x2 * y1;
  }, 0);
  const orientation = area > 0 ? 1 : -1;
  const faces: PrismFace[] = [];
  if (d > 0) {
    profile.forEach(([x1, y1], i) => {
      const [x2, y2] = profile[(i + 1) % profile.length]!;
      const nx = (y2 - y1) * orientation;
      const ny = -(x2 - x1) * orientation;
      if (nx * DEPTH.x - ny * DEPTH.y <= 1e-9) return;
      faces.push({
        facing: ny < 0 && -ny >= Math.abs(nx) * 0.7 ? 'top' : 'side',
        points: [project(x1, y1, z), project(x2, y2, z), project(x2, y2, z + d), project(x1, y1, z + d)],
      });
    });
  }
  faces.push({ facing: 'front', points: profile.map(([x, y]) => project(x, y, z)) });
  return faces;
}

/** A rectangle profile with its corners cut at 45°, radii per corner: top-left, top-right, bottom-right, bottom-left. */
export function chamferedRect(
  x: number,
  y: number,
  w: number,
  h: number,
  [tl, tr, br, bl]: readonly [number, number, number, number],
): Point[] {
  const points: Point[] = [
    [x + tl, y],
    [x + w - tr, y],
    [x + w, y + tr],
    [x + w, y + h - br],
    [x + w - br, y + h],
    [x + bl, y + h],
    [x, y + h - bl],
    [x, y + tl],
  ];
  return points.filter((point, i) => {
    const next = points[(i + 1) % points.length]!;
    return point[0] !== next[0] || point[1] !== next[1];
  });
}
