/** The files of a folder (the export) as URL paths: '/about.html', '/_next/static/…'. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export const OUT_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../out');

export async function exportFiles(dir = OUT_DIR) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => `/${path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    .sort();
}
