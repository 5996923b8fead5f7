/**
 * Where ports go on a front panel. Ports of one kind form a grid that fills
 * as many rows as the panel allows (stacked cages, like real 1U gear);
 * groups sit side by side, and if they would overflow the panel every port
 * shrinks by the same factor so the count stays honest.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PortGroup<K extends string = string> {
  key: K;
  count: number;
  /** Size of one port at full scale. */
  width: number;
  height: number;
  maxRows: number;
}

export interface PlacedGroup<K extends string = string> {
  key: K;
  rows: number;
  columns: number;
  bounds: Rect;
  ports: Rect[];
}

export interface PanelLayout<K extends string = string> {
  /** 1 when everything fits at full size, smaller when ports were shrunk to fit. */
  scale: number;
  groups: PlacedGroup<K>[];
}

export interface PanelOptions {
  /** Gap between ports of one group. */
  gap: number;
  /** Gap between groups. */
  groupGap: number;
  justify?: 'start' | 'center' | 'end';
}

export function assertCount(count: number, what: string): void {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`${what} must be a positive whole number, got ${count}`);
  }
}

export function gridShape(count: number, maxRows: number): { rows: number; columns: number } {
  assertCount(count, 'port count');
  assertCount(maxRows, 'row limit');
  const rows = Math.min(maxRows, count);
  return { rows, columns: Math.ceil(count / rows) };
}

export function layoutPanel<K extends string>(
  groups: readonly PortGroup<K>[],
  area: Rect,
  { gap, groupGap, justify = 'start' }: PanelOptions,
): PanelLayout<K> {
  if (groups.length === 0) return { scale: 1, groups: [] };

  const shapes = groups.map((group) => {
    const { rows, columns } = gridShape(group.count, group.maxRows);
    return {
      group,
      rows,
      columns,
      width: columns * group.width + (columns - 1) * gap,
      height: rows * group.height + (rows - 1) * gap,
    };
  });

  const naturalWidth = shapes.reduce((sum, s) => sum + s.width, 0) + groupGap * (shapes.length - 1);
  const naturalHeight = Math.max(...shapes.map((s) => s.height));
  const scale = Math.min(1, area.width / naturalWidth, area.height / naturalHeight);

  const usedWidth = naturalWidth * scale;
  const slack = area.width - usedWidth;
  let cursor = area.x + (justify === 'center' ? slack / 2 : justify === 'end' ? slack : 0);

  const placed = shapes.map(({ group, rows, columns, width, height }) => {
    const bounds: Rect = {
      x: cursor,
      y: area.y + (area.height - height * scale) / 2,
      width: width * scale,
      height: height * scale,
    };
    cursor += (width + groupGap) * scale;

    const ports: Rect[] = [];
    for (let index = 0; index < group.count; index += 1) {
      const row = index % rows;
      const column = Math.floor(index / rows);
      ports.push({
        x: bounds.x + column * (group.width + gap) * scale,
        y: bounds.y + row * (group.height + gap) * scale,
        width: group.width * scale,
        height: group.height * scale,
      });
    }
    return { key: group.key, rows, columns, bounds, ports };
  });

  return { scale, groups: placed };
}

/** Evenly spaced centres for `count` items across a span, e.g. LEDs or antennas. */
export function spreadEvenly(count: number, start: number, end: number): number[] {
  assertCount(count, 'item count');
  const step = (end - start) / count;
  return Array.from({ length: count }, (_, i) => start + step * (i + 0.5));
}
