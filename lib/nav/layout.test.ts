/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COLLAPSED_MEDIA_QUERY } from './layout';

/**
 * Evaluates the features this query uses (width, height and their min/max,
 * orientation; `and` within a list item, `,` between items) for a viewport,
 * so the table below tests the query the browser receives.
 */
function matches(query: string, width: number, height: number): boolean {
  return query.split(',').some((item) =>
    item
      .trim()
      .split(' and ')
      .every((feature) => {
        const m = /^\((min-|max-)?(width|height|orientation): ([\d.]+px|landscape|portrait)\)$/.exec(feature.trim());
        if (!m) throw new Error(`unsupported feature ${feature}`);
        const [, prefix, name, value] = m as unknown as [string, string | undefined, string, string];
        if (name === 'orientation') return (width > height ? 'landscape' : 'portrait') === value;
        const actual = name === 'width' ? width : height;
        const limit = Number.parseFloat(value);
        if (prefix === 'min-') return actual >= limit;
        if (prefix === 'max-') return actual <= limit;
        return actual === limit;
      }),
  );
}

describe('COLLAPSED_MEDIA_QUERY', () => {
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
    // a portrait screen in the landscape band
    [1250, 1300, false],
    // wide desktops
    [1440, 900, false],
    [1920, 1080, false],
  ])('%i x %i collapsed: %s', (width, height, expected) => {
    expect(matches(COLLAPSED_MEDIA_QUERY, width, height)).toBe(expected);
  });

  it('is the query the header stylesheet writes', () => {
    const css = readFileSync(path.join(process.cwd(), 'components/layout/main-nav.module.css'), 'utf8');
    const written = Array.from(css.matchAll(/@media ([^{]+)\{/g), (m) => m[1]!.trim());
    expect(written).toContain(COLLAPSED_MEDIA_QUERY);
  });
});
