import { NATURAL, TIA_598_COLORS, type IllustrationSpec } from '@/content/catalogue/illustration';
import { cableSpec } from './samples';
import { fiberColor, layoutCable, layoutFibers, tubeCount, tubeFiberColors, strandsPath, yarnStrands, type Circle } from './cable-layout';

type CableSpec = Extract<IllustrationSpec, { kind: 'fiber-cable' }>;

/** A stranded 24-fibre cable round a central member, changed by `overrides`. */
const cable = (overrides: Partial<CableSpec>): CableSpec =>
  cableSpec({ construction: 'multitube', fiberCount: 24, fibersPerTube: 12, rods: { placement: 'central', material: 'frp' }, diameterMm: 10, ...overrides });

const distance = (a: Circle, b: Circle) => Math.hypot(a.cx - b.cx, a.cy - b.cy);
const eps = 1e-6;

function expectDisjoint(circles: readonly Circle[]) {
  for (let i = 0; i < circles.length; i += 1) {
    for (let j = i + 1; j < circles.length; j += 1) {
      expect(distance(circles[i]!, circles[j]!)).toBeGreaterThanOrEqual(circles[i]!.r + circles[j]!.r - eps);
    }
  }
}

function expectWithin(inner: Circle, outer: Circle) {
  expect(distance(inner, outer) + inner.r).toBeLessThanOrEqual(outer.r + eps);
}

describe('TIA-598 colours', () => {
  it('starts at blue and runs through the twelve colours', () => {
    expect([1, 2, 3, 12].map(fiberColor)).toEqual(['blue', 'orange', 'green', 'aqua']);
  });

  it('gives fibre 13 blue again', () => {
    expect(fiberColor(13)).toBe('blue');
    expect(fiberColor(24)).toBe('aqua');
  });

  it.each([0, -1, 1.5])('rejects position %p', (position) => {
    expect(() => fiberColor(position)).toThrow(RangeError);
  });
});

describe('tube count', () => {
  it('rounds up to whole tubes', () => {
    expect(tubeCount(24, 12)).toBe(2);
    expect(tubeCount(25, 12)).toBe(3);
    expect(tubeCount(6, 12)).toBe(1);
  });

  it.each([
    [0, 12],
    [-24, 12],
    [24, 0],
    [24, -6],
  ])('rejects %p fibres at %p per tube', (fibers, perTube) => {
    expect(() => tubeCount(fibers, perTube)).toThrow(RangeError);
  });
});

describe('fibres in a tube', () => {
  it.each([1, 2, 4, 6, 8, 12, 16, 24, 48])('fits %p fibres inside the tube without overlap', (count) => {
    const tube = { cx: 50, cy: 50, r: 20 };
    const fibers = layoutFibers(count, tube.cx, tube.cy, tube.r);
    expect(fibers).toHaveLength(count);
    for (const fiber of fibers) expectWithin(fiber, tube);
    expectDisjoint(fibers);
  });

  it('numbers fibres from the top, clockwise', () => {
    const [first, second] = layoutFibers(6, 0, 0, 10);
    expect(first!.cx).toBeCloseTo(0);
    expect(first!.cy).toBeLessThan(0);
    expect(second!.cx).toBeGreaterThan(0);
  });
});

describe('fibre colours in a tube', () => {
  it('takes the stated order, first fibre first', () => {
    expect(tubeFiberColors(2, ['blue', NATURAL])).toEqual(['blue', NATURAL]);
  });

  it('leaves every fibre uncoloured when no order is published', () => {
    expect(tubeFiberColors(8, null)).toEqual(Array.from({ length: 8 }, () => null));
  });

  it('refuses a tube holding more fibres than the order names, rather than make a colour up', () => {
    expect(() => tubeFiberColors(8, ['blue', 'orange', 'green', NATURAL])).toThrow(RangeError);
  });
});

describe('cable cross-section', () => {
  it('splits 24 fibres into 2 tubes of 12, each fibre and tube in the stated colours', () => {
    const layout = layoutCable(cable({ fiberCount: 24, fibersPerTube: 12 }), 0, 0, 100);
    expect(layout.tubes.map((t) => t.color)).toEqual(['blue', 'orange']);
    expect(layout.tubes.map((t) => t.fibers.length)).toEqual([12, 12]);
    for (const tube of layout.tubes) expect(tube.fibers.map((f) => f.color)).toEqual([...TIA_598_COLORS]);
  });

  it('colours no fibre and no tube the spec gives no colour for', () => {
    const layout = layoutCable(cable({ fiberColors: null, tubeColors: null }), 0, 0, 100);
    expect(layout.tubes.flatMap((t) => [t.color, ...t.fibers.map((f) => f.color)]).every((c) => c === null)).toBe(true);
  });

  it('draws the last fibre of a tube natural when the order says so', () => {
    const order = [...TIA_598_COLORS.slice(0, 11), NATURAL] as const;
    const layout = layoutCable(cable({ construction: 'unitube', fiberCount: 12, fibersPerTube: 12, fiberColors: order, tubeColors: [NATURAL] }), 0, 0, 100);
    expect(layout.tubes[0]!.fibers.at(-1)!.color).toBe(NATURAL);
    expect(layout.tubes[0]!.color).toBe(NATURAL);
  });

  it('puts the remainder in the last tube', () => {
    const layout = layoutCable(cable({ fiberCount: 30, fibersPerTube: 12 }), 0, 0, 100);
    expect(layout.tubes.map((t) => t.fibers.length)).toEqual([12, 12, 6]);
  });

  it('completes a stranding ring of few tubes with fillers around a central member', () => {
    const layout = layoutCable(cable({ fiberCount: 24, fibersPerTube: 12 }), 0, 0, 100);
    expect(layout.fillers).toHaveLength(4);
    expect(layout.centralMember?.material).toBe('frp');
    expect(layout.rods).toHaveLength(0);
    expectDisjoint([...layout.tubes, ...layout.fillers, { cx: 0, cy: 0, r: layout.centralMember!.coatingR }]);
  });

  it('lays tubes round an empty centre, with no fillers, when the rods sit in the sheath', () => {
    const layout = layoutCable(cable({ rods: { placement: 'sheath', material: 'frp', count: 2 }, yarn: 'glass' }), 0, 0, 100);
    expect(layout.centralMember).toBeNull();
    expect(layout.fillers).toHaveLength(0);
    expect(layout.rods).toHaveLength(2);
    const core = { cx: 0, cy: 0, r: layout.yarn!.bands[0]!.innerR };
    for (const tube of layout.tubes) expectWithin(tube, core);
    expectDisjoint([...layout.tubes, ...layout.rods]);
    const { outline } = layout;
    if (outline.shape !== 'round') throw new Error('a multitube cable is round');
    // Each rod lies in the sheath, outside the core.
    for (const rod of layout.rods) expect(distance(rod, outline) - rod.r).toBeGreaterThanOrEqual(outline.innerR - eps);
  });

  it.each([6, 12, 24])('keeps %p tubes inside the sheath without overlap', (tubes) => {
    const layout = layoutCable(cable({ fiberCount: tubes * 12, fibersPerTube: 12, yarn: 'aramid' }), 0, 0, 100);
    const core = { cx: 0, cy: 0, r: layout.yarn!.bands[0]!.innerR };
    expect(layout.tubes).toHaveLength(tubes);
    for (const tube of layout.tubes) expectWithin(tube, core);
    expectDisjoint(layout.tubes);
  });

  it('draws a central-tube cable as one tube holding every fibre, with the rods the spec counts', () => {
    const layout = layoutCable(cable({ construction: 'unitube', fiberCount: 24, fibersPerTube: 24, fiberColors: [...TIA_598_COLORS, ...TIA_598_COLORS], rods: { placement: 'sheath', material: 'frp', count: 2 } }), 0, 0, 100);
    expect(layout.tubes).toHaveLength(1);
    expect(layout.tubes[0]!.fibers).toHaveLength(24);
    expect(layout.rods).toHaveLength(2);
    expect(layout.centralMember).toBeNull();
  });

  it('draws a round drop cable: one gel-filled tube and one rod, inside a round sheath', () => {
    const layout = layoutCable(
      cable({ construction: 'drop', fiberCount: 2, fibersPerTube: 2, fiberColors: ['blue', NATURAL], tubeColors: [NATURAL], rods: { placement: 'sheath', material: 'frp', count: 1 }, yarn: 'unnamed' }),
      0,
      0,
      100,
    );
    expect(layout.outline.shape).toBe('round');
    expect(layout.tubes).toHaveLength(1);
    expect(layout.tubes[0]!.gelFilled).toBe(true);
    expect(layout.tubes[0]!.fibers.map((f) => f.color)).toEqual(['blue', NATURAL]);
    expect(layout.rods).toHaveLength(1);
    expect(layout.rods[0]!.material).toBe('frp');
    expectDisjoint([...layout.tubes, ...layout.rods]);
  });

  it.each(['unitube', 'drop'] as const)('refuses a %s cable of more than one tube', (construction) => {
    expect(() => layoutCable(cable({ construction, fiberCount: 24, fibersPerTube: 12 }), 0, 0, 100)).toThrow(RangeError);
  });

  it.each([1, 2])('lays a flat cable out in a row: its tube and %p rod(s) side by side, inside the sheath', (count) => {
    const layout = layoutCable(cable({ construction: 'flat', fiberCount: 2, fibersPerTube: 2, rods: { placement: 'sheath', material: 'steel', count } }), 0, 0, 100);
    expect(layout.outline.shape).toBe('flat');
    expect(layout.rods).toHaveLength(count);
    expect(layout.rods.every((r) => r.material === 'steel' && r.cy === 0)).toBe(true);
    expect(layout.tubes).toHaveLength(1);
    expectDisjoint([...layout.rods, ...layout.tubes]);
    if (layout.outline.shape !== 'flat') return;
    const { x, width } = layout.outline;
    for (const item of [...layout.rods, ...layout.tubes]) {
      expect(item.cx - item.r).toBeGreaterThanOrEqual(x);
      expect(item.cx + item.r).toBeLessThanOrEqual(x + width);
    }
  });

  it('refuses a central member in a flat cable', () => {
    expect(() => layoutCable(cable({ construction: 'flat', fiberCount: 2, fibersPerTube: 2 }), 0, 0, 100)).toThrow(RangeError);
  });

  it('rejects a cable without fibres', () => {
    expect(() => layoutCable(cable({ fiberCount: 0 }), 0, 0, 100)).toThrow(RangeError);
  });

  it('textures yarn the same way on every call', () => {
    expect(yarnStrands(0, 0, 80, 90, 40)).toEqual(yarnStrands(0, 0, 80, 90, 40));
  });

  it('writes the strands as one path, each a move and a relative line to a tenth of a unit', () => {
    expect(strandsPath([{ x1: 306.01, y1: 172.29, x2: 307.43, y2: 179.71 }])).toBe('M306 172.3l1.4 7.4');
    expect(strandsPath([{ x1: 10, y1: 20, x2: 8.5, y2: 12 }, { x1: 0.02, y1: -3, x2: 1, y2: -3.04 }])).toBe('M10 20l-1.5-8M0-3l1 0');
    const strands = yarnStrands(220, 176, 80, 89, 128);
    expect(strandsPath(strands).match(/M/g)).toHaveLength(strands.length);
  });
});
