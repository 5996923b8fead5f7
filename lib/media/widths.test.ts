import { IMAGE_WIDTHS, scaledHeight, selectWidths } from './widths';

describe('selectWidths', () => {
  it('uses every step for a source wider than the widest step, never the source width', () => {
    expect(selectWidths(4000)).toEqual([...IMAGE_WIDTHS]);
    expect(selectWidths(2000)).toEqual([320, 640, 960, 1280, 1920]);
  });

  it('keeps a source exactly as wide as the widest step at its own width', () => {
    expect(selectWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
  });

  it('gives a 1000 px source 320, 640 and 1000: the 960 step is too close to be worth a file', () => {
    expect(selectWidths(1000)).toEqual([320, 640, 1000]);
  });

  it('adds the source width after the last step when it is clearly wider', () => {
    expect(selectWidths(1100)).toEqual([320, 640, 960, 1100]);
    expect(selectWidths(1440)).toEqual([320, 640, 960, 1280, 1440]);
  });

  it('never upscales: a small source has its own width only', () => {
    expect(selectWidths(256)).toEqual([256]);
    expect(selectWidths(320)).toEqual([320]);
    expect(selectWidths(340)).toEqual([340]);
  });

  it('returns ascending widths no wider than the source for any size', () => {
    for (let w = 1; w <= 2600; w += 7) {
      const widths = selectWidths(w);
      expect(Math.max(...widths)).toBeLessThanOrEqual(w);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
      expect(new Set(widths).size).toBe(widths.length);
    }
  });

  it('rejects a width that is not a positive integer', () => {
    expect(() => selectWidths(0)).toThrow(RangeError);
    expect(() => selectWidths(12.5)).toThrow(RangeError);
  });
});

describe('scaledHeight', () => {
  it('keeps the aspect ratio, rounded to whole pixels', () => {
    expect(scaledHeight({ width: 1920, height: 640 }, 320)).toBe(107);
    expect(scaledHeight({ width: 1000, height: 1 }, 320)).toBe(1);
  });
});
