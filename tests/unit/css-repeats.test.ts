/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Shared UI shapes are components or shared modules, not copied CSS: no
 * run of WINDOW stylesheet lines may stand in two places across components/
 * and app/. A repeat is fixed by sharing (a component, `composes:` from a
 * shared module), never by reordering declarations until the lines differ.
 */
const WINDOW = 6;
const DIRS = ['components', 'app'] as const;

const root = process.cwd();

export interface Repeat {
  /** The repeated lines, trimmed. */
  lines: string[];
  /** Each place the block stands, as `file:first-last` (source line numbers). */
  places: string[];
}

interface Line {
  number: number;
  text: string;
}

/** A stylesheet's lines that say something: trimmed, non-blank, comments taken out (line numbers kept). */
export function meaningfulLines(css: string): Line[] {
  const uncommented = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return uncommented
    .split('\n')
    .map((text, i) => ({ number: i + 1, text: text.trim() }))
    .filter((line) => line.text !== '');
}

/**
 * Every block of at least `size` meaningful lines that stands in two or more
 * places (two files, or twice in one). Overlapping windows of one longer
 * repeated block come back as that one block, not once per window.
 */
export function findRepeats(files: readonly { file: string; css: string }[], size = WINDOW): Repeat[] {
  const lines = files.map(({ css }) => meaningfulLines(css));
  const keyAt = (f: number, i: number): string | null => {
    const own = lines[f]!;
    return i < 0 || i + size > own.length ? null : own.slice(i, i + size).map((line) => line.text).join('\n');
  };

  const placesOf = new Map<string, { f: number; i: number }[]>();
  lines.forEach((own, f) => {
    for (let i = 0; i + size <= own.length; i++) {
      const key = keyAt(f, i)!;
      const places = placesOf.get(key) ?? [];
      places.push({ f, i });
      placesOf.set(key, places);
    }
  });
  const repeated = (key: string | null): key is string => key !== null && (placesOf.get(key)?.length ?? 0) > 1;

  /** The key of the window one step along from every place, if all places agree and it repeats in exactly those places. */
  const step = (key: string, by: 1 | -1): string | null => {
    const places = placesOf.get(key)!;
    const next = keyAt(places[0]!.f, places[0]!.i + by);
    if (!repeated(next)) return null;
    const theirs = placesOf.get(next)!;
    const same = theirs.length === places.length && places.every((p, n) => theirs[n]!.f === p.f && theirs[n]!.i === p.i + by);
    return same ? next : null;
  };

  const repeats: Repeat[] = [];
  for (const [key, places] of placesOf) {
    if (!repeated(key) || step(key, -1) !== null) continue;
    let length = size;
    for (let next = step(key, 1); next !== null; next = step(next, 1)) length++;
    repeats.push({
      lines: lines[places[0]!.f]!.slice(places[0]!.i, places[0]!.i + length).map((line) => line.text),
      places: places.map(({ f, i }) => `${files[f]!.file}:${lines[f]![i]!.number}-${lines[f]![i + length - 1]!.number}`),
    });
  }
  return repeats;
}

function stylesheets(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(rel);
    return entry.name.endsWith('.css') ? [rel] : [];
  });
}

const block = (n: number, prefix = 'a') => Array.from({ length: n }, (_, i) => `  ${prefix}-${i}: ${i}px;`).join('\n');

describe('repeated CSS', () => {
  it('has no block of six lines standing twice across components/ and app/', () => {
    const files = DIRS.flatMap(stylesheets).sort().map((file) => ({ file, css: readFileSync(path.join(root, file), 'utf8') }));
    expect(files.length).toBeGreaterThan(50);
    const report = findRepeats(files).map(({ lines, places }) => `${places.join(' ~ ')}\n    ${lines.join('\n    ')}`);
    expect(report).toEqual([]);
  });

  it('finds a six-line block that stands in two files, with each place’s source lines', () => {
    const files = [
      { file: 'a.css', css: `.x {\n${block(5)}\n}\n` },
      { file: 'b.css', css: `/* lead */\n\n.x {\n${block(5)}\n}\n.y { color: red; }\n` },
    ];
    expect(findRepeats(files)).toEqual([{ lines: ['.x {', ...block(5).split('\n').map((l) => l.trim()), '}'], places: ['a.css:1-7', 'b.css:3-9'] }]);
  });

  it('finds a block repeated within one file', () => {
    const files = [{ file: 'a.css', css: `.x {\n${block(6)}\n}\n.y {\n${block(6)}\n}\n` }];
    expect(findRepeats(files).map((r) => r.places)).toEqual([['a.css:2-8', 'a.css:10-16']]);
  });

  it('does not count a five-line repeat, nor six lines that differ in one name', () => {
    const files = [
      { file: 'a.css', css: `.x {\n${block(3)}\n}\n` },
      { file: 'b.css', css: `.x {\n${block(3)}\n}\n` },
      { file: 'c.css', css: block(6, 'a') },
      { file: 'd.css', css: block(6, 'b') },
    ];
    expect(findRepeats(files)).toEqual([]);
  });

  it('passes over blank lines and comments, so they neither hide nor make a repeat', () => {
    const files = [
      { file: 'a.css', css: `.x {\n${block(5)}\n}\n` },
      { file: 'b.css', css: `.x {\n  /* why */\n${block(2)}\n\n/*\n  long\n  why\n*/\n${block(5).split('\n').slice(2).join('\n')}\n}\n` },
    ];
    expect(findRepeats(files).map((r) => r.places)).toEqual([['a.css:1-7', 'b.css:1-13']]);
  });

  it('reports a ten-line repeat once, as one block, not once per overlapping window', () => {
    const files = [
      { file: 'a.css', css: `.x {\n${block(8)}\n}\n` },
      { file: 'b.css', css: `.y { top: 0; }\n.x {\n${block(8)}\n}\n` },
    ];
    const repeats = findRepeats(files);
    expect(repeats.map((r) => [r.places, r.lines.length])).toEqual([[['a.css:1-10', 'b.css:2-11'], 10]]);
  });
});
