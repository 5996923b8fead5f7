/** The files of a folder (the export) as URL paths: '/about.html', '/_next/static/…'. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../out');

/**
 * A precompressed twin ('/index.html.br', lib/hosting/precompress.ts's
 * isTwin, for the plain-JavaScript scripts): served in place of its file,
 * never as a file of its own.
 */
export const TWIN_FILE = /\.(br|gz)$/;

/** The export's files; its precompressed twins only when asked for (`twins: true`). */
export async function exportFiles({ dir = OUT_DIR, twins = false } = {}) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => `/${path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    .filter((file) => twins || !TWIN_FILE.test(file))
    .sort();
}
