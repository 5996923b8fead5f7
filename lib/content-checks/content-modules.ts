import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every content module, found on disk: each `.ts` file under content/ that
 * is not a test, loaded by its path. The checks that read all of the site's
 * words (notation, units) take their modules from here, so a new module is
 * read the moment it exists, with nothing to register.
 *
 * A product's own file (content/catalogue/<family>/<key>.ts) is read like
 * any other; its record is the same object its family's index lists, and
 * content-strings.ts reads each object once, so nothing is named twice.
 */
export type ContentModules = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** A test, a test's data or a type declaration: code about the content, not content a page shows. */
const NOT_CONTENT = /\.(?:test|spec|fixture|d)\.ts$|^test-data\.ts$/;
const NOT_CONTENT_DIRS = new Set(['__fixtures__', '__mocks__', 'test-data']);

/** The content files below a project root, as posix paths from the root ('content/site.ts'), in a stable order. */
export function contentFiles(root: string = process.cwd(), dir = 'content'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return NOT_CONTENT_DIRS.has(entry.name) ? [] : contentFiles(root, file);
      return entry.isFile() && entry.name.endsWith('.ts') && !NOT_CONTENT.test(entry.name) ? [file] : [];
    });
}

/**
 * Loads a module synchronously, so the checks stay one synchronous pass.
 * Under tsx and under Jest, `require` goes through their TypeScript
 * transform and their '@/' paths, and returns the same module object the
 * records' own imports get.
 */
function load(file: string): Readonly<Record<string, unknown>> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path known only at run time, read synchronously (see above)
  return require(file) as Readonly<Record<string, unknown>>;
}

const loaded = new Map<string, ContentModules>();

/** Every content module below a project root, by its path from the root. */
export function contentModules(root: string = process.cwd()): ContentModules {
  const known = loaded.get(root);
  if (known) return known;
  const modules = Object.fromEntries(contentFiles(root).map((file) => [file, load(path.join(root, file))]));
  loaded.set(root, modules);
  return modules;
}
