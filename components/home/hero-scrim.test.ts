import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WCAG_AA_TEXT_CONTRAST, compositeOver, contrastRatio, parseHexColor, type Rgb } from './contrast';
import { HERO_SCRIM_ALPHA, HERO_SCRIM_SOLID_UNTIL } from './hero-scrim';

function token(name: string): Rgb {
  const css = readFileSync(path.join(__dirname, '../../app/tokens.css'), 'utf8');
  const m = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
  if (!m) throw new Error(`token --${name} not found`);
  return parseHexColor(m[1]!);
}

const WHITE: Rgb = [255, 255, 255];

describe('hero scrim', () => {
  it('keeps white hero text at 4.5:1 or more even over a pure white video frame', () => {
    const worstBackground = compositeOver(token('color-navy-950'), HERO_SCRIM_ALPHA, WHITE);
    expect(contrastRatio(token('color-on-dark'), worstBackground)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });

  it('holds for every grey level a frame pixel could have, not just white', () => {
    for (let v = 0; v <= 255; v += 1) {
      const bg = compositeOver(token('color-navy-950'), HERO_SCRIM_ALPHA, [v, v, v]);
      expect(contrastRatio(WHITE, bg)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    }
  });

  it('covers the text column on screens from 1024 px wide', () => {
    // Text column: container offset + 2rem gutter + 36rem, at 16 px per rem.
    for (const width of [1024, 1147, 1240, 1366, 1920, 2560]) {
      const offset = Math.max(0, (width - 1240) / 2);
      const textRight = offset + 32 + 36 * 16;
      expect(textRight / width).toBeLessThan(HERO_SCRIM_SOLID_UNTIL);
    }
  });
});

describe('contrast arithmetic', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio(WHITE, [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    expect(contrastRatio(WHITE, parseHexColor('#767676'))).toBeCloseTo(4.54, 2);
  });

  it('blends a colour over another at an opacity', () => {
    expect(compositeOver([0, 0, 0], 0.5, [200, 100, 50])).toEqual([100, 50, 25]);
  });
});
