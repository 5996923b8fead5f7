/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf } from './imports';

/**
 * The code's layers, each allowed to import only the ones before it:
 * content (typed records) → lib (logic over them) → components (UI) → app
 * (routes). Folders outside the four (media/, public/) hold data any layer
 * may read. Tests sit beside their modules but are not part of the graph.
 */
const layers = ['content', 'lib', 'components', 'app'] as const;
type Layer = (typeof layers)[number];

const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}


function layerOf(file: string): Layer | null {
  const top = file.split(path.sep)[0] as Layer;
  return layers.includes(top) ? top : null;
}

/** The repository-relative file a specifier points at, or null for a package. */
function target(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.normalize(specifier.slice(2));
  if (specifier.startsWith('.')) return path.normalize(path.join(path.dirname(from), specifier));
  return null;
}

export function backEdges(files: readonly { file: string; source: string }[]): string[] {
  const problems: string[] = [];
  for (const { file, source } of files) {
    const own = layerOf(file);
    if (!own) continue;
    for (const specifier of importsOf(source)) {
      const to = target(file, specifier);
      const theirs = to === null ? null : layerOf(to);
      if (theirs && layers.indexOf(theirs) > layers.indexOf(own)) {
        problems.push(`${file} imports ${specifier}: ${own} may not import ${theirs}`);
      }
    }
  }
  return problems;
}

describe('layers', () => {
  it('has no import from a later layer (content → lib → components → app)', () => {
    const files = layers.flatMap(sourceFiles).map((file) => ({ file, source: readFileSync(path.join(root, file), 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(backEdges(files)).toEqual([]);
  });

  it('reports a back-edge with the file, the specifier and the two layers', () => {
    const files = [
      { file: 'content/a.ts', source: "import type { X } from '@/lib/x';\nimport { y } from './y';" },
      { file: 'lib/b.ts', source: "export { z } from '../components/z';\nconst m = await import('@/app/m');" },
      { file: 'components/c.tsx', source: "import { paths } from '@/content/paths';\nimport 'react';" },
    ];
    expect(backEdges(files)).toEqual([
      'content/a.ts imports @/lib/x: content may not import lib',
      'lib/b.ts imports ../components/z: lib may not import components',
      'lib/b.ts imports @/app/m: lib may not import app',
    ]);
  });
});
