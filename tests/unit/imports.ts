/** The specifiers a module imports or re-exports, static and dynamic, from its source text. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

export function importsOf(source: string): string[] {
  return Array.from(source.matchAll(IMPORT), (m) => m[1] ?? m[2] ?? m[3] ?? '').filter(Boolean);
}
