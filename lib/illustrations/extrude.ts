import { project, round, type Point } from './projection';
import type { Rect } from './port-layout';

/**
 * Outline of a rounded slab (a handheld instrument, a pen) pushed back into
 * depth with the shared projection: the convex hull of its front and back
 * faces. Filling it and then drawing the front face on top gives the slab
 * its visible top and right-hand sides.
 */

const CORNER_SEGMENTS = 8;

export function roundedRectPoints({ x, y, width, height }: Rect, radius: number): Point[] {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  const corners: [number, number, number][] = [
    [x + width - r, y + r, -Math.PI / 2],
    [x + width - r, y + height - r, 0],
    [x + r, y + height - r, Math.PI / 2],
    [x + r, y + r, Math.PI],
  ];
  return corners.flatMap(([cx, cy, start]) =>
    Array.from({ length: CORNER_SEGMENTS + 1 }, (_, i): Point => {
      const angle = start + ((Math.PI / 2) * i) / CORNER_SEGMENTS;
      return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    }),
  );
}

function cross(o: Point, a: Point, b: Point): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/** Andrew's monotone chain; returns the hull without collinear points. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const half = (list: Point[]) => {
    const chain: Point[] = [];
    for (const point of list) {
      while (chain.length >= 2 && cross(chain[chain.length - 2]!, chain[chain.length - 1]!, point) <= 0) chain.pop();
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** Path data of the extruded slab's silhouette. */
export function extrudedOutline(front: Rect, radius: number, depth: number): string {
  const frontPoints = roundedRectPoints(front, radius);
  const [dx, dy] = project(0, 0, depth);
  const back = frontPoints.map(([px, py]): Point => [px + dx, py + dy]);
  const hull = convexHull([...frontPoints, ...back]);
  return `M${hull.map(([px, py]) => `${round(px)},${round(py)}`).join('L')}Z`;
}

/**
 * A cylinder lying along x (a pen, a probe barrel) at height cy and depth cz:
 * the outline of its body and the visible right-hand end cap.
 */
export function cylinderOutline(x: number, length: number, cy: number, cz: number, r: number): { body: string; cap: string } {
  if (length <= 0 || r <= 0) throw new RangeError('a cylinder needs a positive length and radius');
  const ring = (atX: number): Point[] =>
    Array.from({ length: 32 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 32;
      return project(atX, cy + r * Math.sin(angle), cz + r * Math.cos(angle));
    });
  const path = (points: readonly Point[]) => `M${points.map(([px, py]) => `${round(px)},${round(py)}`).join('L')}Z`;
  return { body: path(convexHull([...ring(x), ...ring(x + length)])), cap: path(ring(x + length)) };
}
