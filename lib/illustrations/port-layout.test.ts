import { gridShape, layoutPanel, spreadEvenly, type Rect } from './port-layout';

const panel: Rect = { x: 60, y: 20, width: 300, height: 40 };

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(inner: Rect, outer: Rect): boolean {
  const e = 1e-9;
  return (
    inner.x >= outer.x - e &&
    inner.y >= outer.y - e &&
    inner.x + inner.width <= outer.x + outer.width + e &&
    inner.y + inner.height <= outer.y + outer.height + e
  );
}

describe('port grid shape', () => {
  it('stacks ports in as many rows as allowed, like 1U cages', () => {
    expect(gridShape(16, 2)).toEqual({ rows: 2, columns: 8 });
    expect(gridShape(1, 2)).toEqual({ rows: 1, columns: 1 });
    expect(gridShape(5, 2)).toEqual({ rows: 2, columns: 3 });
  });

  it.each([0, -4, 2.5, Number.NaN])('rejects a count of %p', (count) => {
    expect(() => gridShape(count, 2)).toThrow(RangeError);
  });
});

describe('panel layout', () => {
  const olt = [
    { key: 'pon', count: 16, width: 15, height: 11, maxRows: 2 },
    { key: 'ge', count: 4, width: 13, height: 11, maxRows: 2 },
    { key: 'sfp', count: 4, width: 15, height: 11, maxRows: 2 },
  ] as const;

  it('fits 16 PON ports inside the panel with no two overlapping', () => {
    const layout = layoutPanel(olt, panel, { gap: 3, groupGap: 14 });
    const ports = layout.groups.flatMap((g) => g.ports);
    expect(layout.groups[0]?.ports).toHaveLength(16);
    expect(ports).toHaveLength(24);
    for (const port of ports) expect(inside(port, panel)).toBe(true);
    for (let i = 0; i < ports.length; i += 1) {
      for (let j = i + 1; j < ports.length; j += 1) {
        expect(overlaps(ports[i]!, ports[j]!)).toBe(false);
      }
    }
  });

  it('keeps full size when the ports fit', () => {
    expect(layoutPanel(olt, panel, { gap: 3, groupGap: 14 }).scale).toBe(1);
  });

  it('shrinks every port by one factor rather than drop any when the panel is too small', () => {
    const crowded = [{ key: 'pon', count: 64, width: 15, height: 11, maxRows: 2 }];
    const layout = layoutPanel(crowded, panel, { gap: 3, groupGap: 14 });
    expect(layout.scale).toBeLessThan(1);
    expect(layout.groups[0]?.ports).toHaveLength(64);
    for (const port of layout.groups[0]!.ports) expect(inside(port, panel)).toBe(true);
  });

  it('right-aligns the block when asked', () => {
    const layout = layoutPanel([{ key: 'a', count: 2, width: 10, height: 10, maxRows: 1 }], panel, {
      gap: 2,
      groupGap: 0,
      justify: 'end',
    });
    const last = layout.groups[0]!.ports[1]!;
    expect(last.x + last.width).toBeCloseTo(panel.x + panel.width);
  });

  it('rejects a group with no ports', () => {
    expect(() =>
      layoutPanel([{ key: 'a', count: 0, width: 10, height: 10, maxRows: 1 }], panel, { gap: 2, groupGap: 0 }),
    ).toThrow(RangeError);
  });
});

describe('spreadEvenly', () => {
  it('centres items in equal slots', () => {
    expect(spreadEvenly(2, 0, 100)).toEqual([25, 75]);
  });

  it('rejects zero items', () => {
    expect(() => spreadEvenly(0, 0, 100)).toThrow(RangeError);
  });
});
