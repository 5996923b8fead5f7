/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf } from './imports';

/**
 * lucide-react's runtime (its icon factory) costs every page that loads it
 * about 1.7 KB of gzipped script. Client code draws its icons with
 * components/ui/icons.tsx instead: no module a client component reaches may
 * import lucide-react. Server components may, as they ship nothing.
 */
const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.join(path.dirname(from), specifier) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(path.join(root, candidate)) && /\.tsx?$/.test(candidate)) return path.normalize(candidate);
  }
  return null;
}

const isClient = (source: string) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(source);

/** Every module reachable from a client component, with the chain that reaches it. */
function clientGraph(): Map<string, string[]> {
  const files = ['components', 'app', 'lib'].flatMap(sourceFiles);
  const reached = new Map<string, string[]>();
  const queue = files.filter((file) => isClient(readFileSync(path.join(root, file), 'utf8'))).map((file) => [file]);
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const file = chain[chain.length - 1]!;
    if (reached.has(file)) continue;
    reached.set(file, chain);
    for (const specifier of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
      const next = resolve(file, specifier);
      if (next && !reached.has(next)) queue.push([...chain, next]);
    }
  }
  return reached;
}

describe('icons in client code', () => {
  it('never come from lucide-react', () => {
    const offenders = [...clientGraph()]
      .filter(([file]) => importsOf(readFileSync(path.join(root, file), 'utf8')).includes('lucide-react'))
      .map(([, chain]) => chain.join(' → '));
    expect(offenders).toEqual([]);
  });
});
