/** The files of a folder (the export) as URL paths: '/about.html', '/_next/static/…'. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../out');

export async function exportFiles(dir = OUT_DIR) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => `/${path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    .sort();
}
