import { convexHull, cylinderOutline, extrudedOutline, roundedRectPoints } from './extrude';

describe('extruded outline', () => {
  it('keeps only the outer points of a set', () => {
    const hull = convexHull([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [5, 5],
    ]);
    expect(hull).toHaveLength(4);
    expect(hull).not.toContainEqual([5, 5]);
  });

  it('rounds corners no further than half the shorter side', () => {
    const points = roundedRectPoints({ x: 0, y: 0, width: 20, height: 10 }, 50);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(-1e-9);
      expect(x).toBeLessThanOrEqual(20 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(-1e-9);
      expect(y).toBeLessThanOrEqual(10 + 1e-9);
    }
  });

  it('reaches up and right of the front face by the projected depth', () => {
    const d = extrudedOutline({ x: 0, y: 100, width: 100, height: 50 }, 0, 40);
    const coords = d
      .slice(1, -1)
      .split('L')
      .map((pair) => pair.split(',').map(Number) as [number, number]);
    expect(Math.max(...coords.map(([x]) => x))).toBeGreaterThan(100);
    expect(Math.min(...coords.map(([, y]) => y))).toBeLessThan(100);
    expect(Math.min(...coords.map(([x]) => x))).toBe(0);
    expect(Math.max(...coords.map(([, y]) => y))).toBe(150);
  });
});

describe('cylinder outline', () => {
  it('spans the cylinder length plus the projected radius', () => {
    const { body, cap } = cylinderOutline(10, 100, 50, 0, 8);
    const xs = body.slice(1, -1).split('L').map((pair) => Number(pair.split(',')[0]));
    expect(Math.min(...xs)).toBeLessThan(10);
    expect(Math.max(...xs)).toBeGreaterThan(110);
    expect(cap.startsWith('M')).toBe(true);
  });

  it('rejects a cylinder without length', () => {
    expect(() => cylinderOutline(0, 0, 0, 0, 5)).toThrow(RangeError);
  });
});
