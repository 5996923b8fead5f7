/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * What only Node can run: its built-ins and the packages that need them
 * (sharp, pdf-lib, postcss, qrcode, the TypeScript compiler), and the
 * 'server-only' marker. A client module that reaches one would ship it to
 * the browser, or fail the build.
 */
const NODE_ONLY = /^(node:|server-only$|sharp$|pdf-lib$|postcss$|qrcode$|typescript$)/;

/** A repository-relative specifier target as a file, trying the extensions the bundler does. */
function resolveFile(base: string, exists: (file: string) => boolean): string | null {
  if (/\.(ts|tsx|mts|mjs|js|json|css)$/.test(base) && exists(base)) return base;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) if (exists(candidate)) return candidate;
  return null;
}

/**
 * Each path from a 'use client' module to a module that imports something
 * only Node can run, as `client → … → module imports package`. Type-only
 * imports are left out: they vanish when compiled.
 */
export function clientReachesNode(files: ReadonlyMap<string, string>): string[] {
  const exists = (file: string) => files.has(file);
  const problems: string[] = [];
  for (const [entry, source] of files) {
    if (!/^\s*['"]use client['"]/.test(source)) continue;
    const seen = new Set<string>([entry]);
    const queue: string[][] = [[entry]];
    for (let trail = queue.shift(); trail !== undefined; trail = queue.shift()) {
      const file = trail[trail.length - 1]!;
      for (const specifier of importsOf(runtimeImports(files.get(file)!))) {
        if (NODE_ONLY.test(specifier)) {
          problems.push(`${trail.join(' → ')} imports ${specifier}`);
          continue;
        }
        const to = target(file, specifier);
        const next = to === null ? null : resolveFile(to, exists);
        if (next === null || seen.has(next)) continue;
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return problems;
}

/** The source without `import type` and `export type` statements. */
function runtimeImports(source: string): string {
  return source.replace(/(?:^|\n)\s*(?:import|export)\s+type\s[^;]*;/g, '\n');
}

describe('layers', () => {
  it('has no import from a later layer (content → lib → components → app)', () => {
    const files = layers.flatMap(sourceFiles).map((file) => ({ file, source: readFileSync(path.join(root, file), 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(backEdges(files)).toEqual([]);
  });

  it('has no module at lib/’s root: each sits in the folder of its feature', () => {
    const loose = readdirSync(path.join(root, 'lib'), { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(loose).toEqual([]);
  });

  it('lets no client module reach one that only Node can run (fs, sharp, pdf-lib, server-only…)', () => {
    const files = new Map(
      [...layers, 'build'].flatMap((dir) => (existsSync(path.join(root, dir)) ? sourceFiles(dir) : [])).map((file) => [file, readFileSync(path.join(root, file), 'utf8')] as const),
    );
    expect([...files.values()].filter((source) => /^\s*['"]use client['"]/.test(source)).length).toBeGreaterThan(30);
    expect(clientReachesNode(files)).toEqual([]);
  });

  it('reports the path from a client module to what only Node can run, and passes over type-only imports', () => {
    const files = new Map([
      ['components/menu.tsx', "'use client';\nimport { items } from '@/lib/nav/items';\nimport type { Big } from '@/lib/big';"],
      ['lib/nav/items.ts', "import { size } from './size';\nexport const items = [];"],
      ['lib/nav/size.ts', "import sharp from 'sharp';\nimport { readFileSync } from 'node:fs';"],
      ['lib/big.ts', "import 'server-only';"],
      ['components/page.tsx', "import { render } from '@/lib/big';"],
    ]);
    expect(clientReachesNode(files)).toEqual([
      'components/menu.tsx → lib/nav/items.ts → lib/nav/size.ts imports sharp',
      'components/menu.tsx → lib/nav/items.ts → lib/nav/size.ts imports node:fs',
    ]);
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
