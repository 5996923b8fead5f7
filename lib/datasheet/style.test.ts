import { COLORS } from '@/lib/brand/palette';
import { A4, DATASHEET_MAX_BYTES, DATASHEET_PALETTE, colors, hexToRgb } from './style';

describe('datasheet style', () => {
  it('uses A4 portrait, 210 × 297 mm in points', () => {
    const mm = (points: number) => (points / 72) * 25.4;
    expect(mm(A4.width)).toBeCloseTo(210, 1);
    expect(mm(A4.height)).toBeCloseTo(297, 1);
  });

  it('keeps each datasheet under 150 KB', () => {
    expect(DATASHEET_MAX_BYTES).toBe(150 * 1024);
  });

  it('takes its colours from the site palette', () => {
    for (const [name, token] of Object.entries(DATASHEET_PALETTE)) {
      expect({ name, rgb: colors[name as keyof typeof colors] }).toEqual({ name, rgb: hexToRgb(COLORS[token]) });
    }
  });

  it('converts a hex colour to the 0–1 channels pdf-lib takes', () => {
    expect(hexToRgb('#0a2146')).toEqual([10 / 255, 33 / 255, 70 / 255]);
    expect(colors.navy).toEqual(hexToRgb('#0a2146'));
  });
});
