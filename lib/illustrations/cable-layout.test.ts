import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { fiberColor, layoutCable, layoutFibers, tubeCount, yarnStrands, type Circle } from './cable-layout';

type CableSpec = Extract<IllustrationSpec, { kind: 'fiber-cable' }>;

const cable = (overrides: Partial<CableSpec>): CableSpec => ({
  kind: 'fiber-cable',
  construction: 'multitube',
  fiberCount: 24,
  fibersPerTube: 12,
  strengthMember: 'frp',
  diameterMm: 10,
  ...overrides,
});

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

describe('cable cross-section', () => {
  it('splits 24 fibres into 2 tubes of 12 in TIA order, tubes coloured blue then orange', () => {
    const layout = layoutCable(cable({ fiberCount: 24, fibersPerTube: 12 }), 0, 0, 100);
    expect(layout.tubes.map((t) => t.color)).toEqual(['blue', 'orange']);
    expect(layout.tubes.map((t) => t.fibers.length)).toEqual([12, 12]);
    for (const tube of layout.tubes) {
      expect(tube.fibers.map((f) => f.color)).toEqual([
        'blue', 'orange', 'green', 'brown', 'slate', 'white', 'red', 'black', 'yellow', 'violet', 'rose', 'aqua',
      ]);
    }
  });

  it('puts the remainder in the last tube', () => {
    const layout = layoutCable(cable({ fiberCount: 30, fibersPerTube: 12 }), 0, 0, 100);
    expect(layout.tubes.map((t) => t.fibers.length)).toEqual([12, 12, 6]);
  });

  it('completes a stranding ring of few tubes with fillers around a central member', () => {
    const layout = layoutCable(cable({ fiberCount: 24, fibersPerTube: 12 }), 0, 0, 100);
    expect(layout.fillers).toHaveLength(4);
    expect(layout.centralMember?.material).toBe('frp');
    expectDisjoint([...layout.tubes, ...layout.fillers, { cx: 0, cy: 0, r: layout.centralMember!.coatingR }]);
  });

  it.each([6, 12, 24])('keeps %p tubes inside the sheath without overlap', (tubes) => {
    const layout = layoutCable(cable({ fiberCount: tubes * 12, fibersPerTube: 12, strengthMember: 'aramid' }), 0, 0, 100);
    const core = { cx: 0, cy: 0, r: layout.yarn!.innerR };
    expect(layout.tubes).toHaveLength(tubes);
    for (const tube of layout.tubes) expectWithin(tube, core);
    expectDisjoint(layout.tubes);
  });

  it('draws a unitube as one central tube holding every fibre, colours repeating after 12', () => {
    const layout = layoutCable(cable({ construction: 'unitube', fiberCount: 24, fibersPerTube: 24 }), 0, 0, 100);
    expect(layout.tubes).toHaveLength(1);
    expect(layout.tubes[0]!.fibers).toHaveLength(24);
    expect(layout.tubes[0]!.fibers[12]!.color).toBe('blue');
    expect(layout.rods).toHaveLength(2);
    expect(layout.centralMember).toBeNull();
  });

  it('gives flat and drop cables a strength member at each side of the fibres', () => {
    for (const construction of ['flat', 'drop'] as const) {
      const layout = layoutCable(cable({ construction, fiberCount: 2, fibersPerTube: 2, strengthMember: 'steel' }), 0, 0, 100);
      expect(layout.outline.shape).toBe('flat');
      expect(layout.rods.map((r) => Math.sign(r.cx))).toEqual([-1, 1]);
      expect(layout.rods.every((r) => r.material === 'steel')).toBe(true);
      const fibers = [...layout.looseFibers, ...layout.tubes.flatMap((t) => t.fibers)];
      expect(fibers).toHaveLength(2);
      expectDisjoint([...layout.rods, ...layout.tubes, ...layout.looseFibers]);
    }
  });

  it('notches only the drop cable', () => {
    const drop = layoutCable(cable({ construction: 'drop', fiberCount: 1, fibersPerTube: 1 }), 0, 0, 100);
    const flat = layoutCable(cable({ construction: 'flat', fiberCount: 12, fibersPerTube: 12 }), 0, 0, 100);
    expect(drop.outline).toMatchObject({ notched: true });
    expect(flat.outline).toMatchObject({ notched: false });
  });

  it('rejects a cable without fibres', () => {
    expect(() => layoutCable(cable({ fiberCount: 0 }), 0, 0, 100)).toThrow(RangeError);
  });

  it('textures aramid yarn the same way on every call', () => {
    expect(yarnStrands(0, 0, 80, 90, 40)).toEqual(yarnStrands(0, 0, 80, 90, 40));
  });
});
