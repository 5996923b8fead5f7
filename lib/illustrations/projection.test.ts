import { DEPTH, boxFaces, chamferedRect, prismFaces, project, topPlane } from './projection';

describe('oblique projection', () => {
  it('draws the front plane true to scale', () => {
    expect(project(10, 20, 0)).toEqual([10, 20]);
  });

  it('moves deeper points up and to the right', () => {
    const [x, y] = project(10, 20, 100);
    expect(x).toBeGreaterThan(10);
    expect(y).toBeLessThan(20);
  });

  it('gives the top and side faces the edges they share with the front', () => {
    const { front, top, side } = boxFaces({ x: 0, y: 0, z: 0, w: 40, h: 10, d: 20 });
    expect(top[0]).toEqual(front[0]);
    expect(top[1]).toEqual(front[1]);
    expect(side[0]).toEqual(front[1]);
    expect(side[3]).toEqual(front[2]);
  });

  it('rejects a box without volume', () => {
    expect(() => boxFaces({ x: 0, y: 0, z: 0, w: 0, h: 10, d: 10 })).toThrow(RangeError);
  });

  it('maps the top-plane origin to the projected corner', () => {
    expect(topPlane(5, 6, 10)).toBe(`matrix(1 0 ${DEPTH.x} ${-DEPTH.y} ${5 + 10 * DEPTH.x} ${6 - 10 * DEPTH.y})`);
  });
});

describe('prism faces', () => {
  it('shows a rectangle profile as a box: top, side, then front', () => {
    const faces = prismFaces(
      [
        [0, 0],
        [40, 0],
        [40, 10],
        [0, 10],
      ],
      0,
      20,
    );
    const box = boxFaces({ x: 0, y: 0, z: 0, w: 40, h: 10, d: 20 });
    expect(faces.map((f) => f.facing)).toEqual(['top', 'side', 'front']);
    expect(new Set(faces[0]!.points)).toEqual(new Set(box.top));
    expect(faces[2]!.points).toEqual(box.front);
  });

  it('gives a chamfered corner its own lit face, whichever way the profile winds', () => {
    const profile = chamferedRect(0, 0, 40, 20, [0, 6, 0, 0]);
    for (const points of [profile, [...profile].reverse()]) {
      const faces = prismFaces(points, 0, 20);
      expect(faces.filter((f) => f.facing !== 'front')).toHaveLength(3);
    }
  });

  it('draws only the front of a flat profile', () => {
    expect(prismFaces(chamferedRect(0, 0, 10, 10, [2, 2, 2, 2]), 0, 0)).toHaveLength(1);
  });
});
