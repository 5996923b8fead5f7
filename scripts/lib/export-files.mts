/** The files of a folder (the export) as URL paths: '/about.html', '/_next/static/…'. */
import { readFileSync } from 'node:fs';
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

/** An export's files read at most once each, by path under the export ('devisor/AE1001.html' or '/devisor/AE1001.html'). */
export interface ExportContents {
  /** The file's bytes, or null when the export has no such file. */
  bytes(file: string): Buffer | null;
  /** The file as UTF-8 text, or null when the export has no such file. */
  text(file: string): string | null;
}

/**
 * A build step that reads the same files more than once (a page's chunks for
 * every page that loads them, a file for its assets and then its size) reads
 * each from disk once. For one step: a file the step writes is not seen.
 */
export function exportContents(dir = OUT_DIR): ExportContents {
  const read = new Map<string, Buffer | null>();
  const bytes = (file: string): Buffer | null => {
    const key = file.replace(/^\//, '');
    if (!read.has(key)) {
      let data: Buffer | null = null;
      try {
        data = readFileSync(path.join(dir, key));
      } catch {
        // no such file, or a folder
      }
      read.set(key, data);
    }
    return read.get(key)!;
  };
  return { bytes, text: (file) => bytes(file)?.toString('utf8') ?? null };
}
