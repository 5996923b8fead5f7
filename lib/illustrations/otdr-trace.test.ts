import { OTDR_FULL_SCALE_DB, otdrTrace } from './otdr-trace';

const screen = { x: 10, y: 20, width: 200, height: 120 };

describe('OTDR trace', () => {
  it('reaches further and lower before the noise floor with a higher dynamic range', () => {
    const short = otdrTrace(32, screen);
    const long = otdrTrace(45, screen);
    expect(long.noiseStartX).toBeGreaterThan(short.noiseStartX + 20);
    expect(long.floorY).toBeGreaterThan(short.floorY);
  });

  it('stays inside the screen', () => {
    for (const range of [5, 30, 45, OTDR_FULL_SCALE_DB, 80]) {
      for (const [x, y] of otdrTrace(range, screen).points) {
        expect(x).toBeGreaterThanOrEqual(screen.x);
        expect(x).toBeLessThanOrEqual(screen.x + screen.width);
        expect(y).toBeGreaterThanOrEqual(screen.y);
        expect(y).toBeLessThanOrEqual(screen.y + screen.height);
      }
    }
  });

  it('draws beyond full scale the same as full scale', () => {
    expect(otdrTrace(80, screen)).toEqual(otdrTrace(OTDR_FULL_SCALE_DB, screen));
  });

  it('only falls along the fibre, apart from a reflection spike', () => {
    const { points, noiseStartX } = otdrTrace(45, screen);
    const backscatter = points.slice(2).filter(([x]) => x <= noiseStartX);
    const rises = backscatter.filter((point, i) => i > 0 && point[1] < backscatter[i - 1]![1]);
    expect(rises).toHaveLength(1);
  });

  it('is the same on every call', () => {
    expect(otdrTrace(38, screen)).toEqual(otdrTrace(38, screen));
  });

  it.each([0, -10, Number.NaN, Number.POSITIVE_INFINITY])('rejects a dynamic range of %p', (range) => {
    expect(() => otdrTrace(range, screen)).toThrow(RangeError);
  });
});
