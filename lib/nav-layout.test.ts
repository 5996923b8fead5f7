import { isCollapsedViewport } from './nav-layout';

describe('isCollapsedViewport', () => {
  it.each([
    // width up to 1147 collapses, 1148 does not (short and tall screens alike)
    [1147, 800, true],
    [1148, 800, false],
    [390, 844, true],
    [768, 1024, true],
    [1024, 1366, true],
    [1147, 2000, true],
    [1148, 2000, false],
    // tablet special cases
    [1280, 800, true],
    [1360, 1024, true],
    // landscape band 1200 ≤ width < 1366, height ≤ 1050
    [1199, 800, false],
    [1200, 800, true],
    [1300, 1000, true],
    [1365, 900, true],
    [1366, 900, false],
    [1366, 768, false],
    [1300, 1050, true],
    [1300, 1051, false],
    [1360, 1051, false],
    [1280, 1051, false],
    // wide desktops
    [1440, 900, false],
    [1920, 1080, false],
  ])('%i x %i collapsed: %s', (width, height, expected) => {
    expect(isCollapsedViewport(width, height)).toBe(expected);
  });

  it('does not collapse a portrait screen in the landscape band', () => {
    expect(isCollapsedViewport(1250, 1300)).toBe(false);
  });
});
