/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BEYOND_MOBILE_QUERY, BREAKPOINTS, MOBILE_QUERY, PHONE_QUERY } from './breakpoints';
import { COLLAPSED_MEDIA_QUERY } from '../nav/layout';

const root = process.cwd();

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(rel, pattern);
    return pattern.test(entry.name) ? [rel] : [];
  });
}

const stylesheets = [...files('app', /\.css$/), ...files('components', /\.css$/)];

/** Every `@media` condition of a stylesheet, with its file and line. */
function mediaQueries(file: string): { where: string; query: string }[] {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  return lines.flatMap((line, i) => {
    const m = /@media ([^{]+)\{/.exec(line);
    return m ? [{ where: `${file}:${i + 1}`, query: m[1]!.trim() }] : [];
  });
}

/** A width within a few pixels of the mobile edge, however it is written. */
const NEAR_MOBILE_EDGE = /\b76[0-9](\.\d+)?px|\b77[0-6](\.\d+)?px/;

describe('breakpoints in stylesheets', () => {
  it('finds the stylesheets', () => {
    expect(stylesheets.length).toBeGreaterThan(40);
  });

  it('keeps phones inside mobile: a phone query is narrower than the mobile edge', () => {
    expect(PHONE_QUERY).toBe('(width <= 480px)');
    expect(BREAKPOINTS.phone).toBeLessThan(BREAKPOINTS.mobile);
  });

  it('writes the mobile edge one way: 768 px and below is mobile', () => {
    expect(BREAKPOINTS.mobile).toBe(768);
    expect([MOBILE_QUERY, BEYOND_MOBILE_QUERY]).toEqual(['(width <= 768px)', '(width > 768px)']);
    const others = stylesheets
      .flatMap(mediaQueries)
      .filter(({ query }) => NEAR_MOBILE_EDGE.test(query) && query !== MOBILE_QUERY && query !== BEYOND_MOBILE_QUERY)
      .map(({ where, query }) => `${where}: @media ${query}`);
    expect(others).toEqual([]);
  });

  it('writes the collapsed-navigation rule only as COLLAPSED_MEDIA_QUERY', () => {
    const collapse = /1147|1148|1365|1366|1280px|1360px/;
    const others = stylesheets
      .flatMap(mediaQueries)
      .filter(({ query }) => collapse.test(query) && query !== COLLAPSED_MEDIA_QUERY)
      .map(({ where, query }) => `${where}: @media ${query}`);
    expect(others).toEqual([]);
  });

  it('writes no mobile-edge width into component code either (sizes, media attributes)', () => {
    const code = [...files('components', /\.tsx?$/), ...files('app', /\.tsx?$/)].filter((f) => !/\.test\.tsx?$/.test(f));
    const literal = /\((max|min)-width: 76[0-9](\.\d+)?px\)|\(width [<>]=? 76[0-9]px\)/;
    const found = code.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (literal.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
