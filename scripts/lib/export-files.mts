/** The files of a folder (the export) as URL paths: '/about.html', '/_next/static/…'. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTwin } from '@/lib/hosting/precompress';

export const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../out');

/** The export's files; its precompressed twins ('/index.html.br') only when asked for (`twins: true`). */
export async function exportFiles({ dir = OUT_DIR, twins = false }: { dir?: string; twins?: boolean } = {}): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => `/${path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    .filter((file) => twins || !isTwin(file))
    .sort();
}
