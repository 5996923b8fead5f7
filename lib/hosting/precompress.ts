import { readdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Precompression: the build writes a Brotli (`.br`) and a gzip (`.gz`)
 * twin beside every compressible file of the export, so nginx serves the
 * smallest bytes straight from disk (`brotli_static`, `gzip_static`)
 * instead of compressing every response again. The other hosts compress by
 * themselves and never see the twins (lib/hosting/cloudfront.ts,
 * scripts/serve.mts, scripts/postbuild/90-precompress.mts).
 */

/** The twins' extensions, in the order a server prefers them. */
export const TWIN_EXTENSIONS = ['.br', '.gz'] as const;
export type TwinExtension = (typeof TWIN_EXTENSIONS)[number];

/** Text the site serves: pages, styles, scripts, data, drawings, feeds, the web manifest, plain text and CSV. */
export const COMPRESSIBLE_EXTENSIONS = ['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.webmanifest', '.txt', '.csv'] as const;

/** Smaller files fit in one packet as they are: not worth a twin. */
export const MIN_PRECOMPRESS_BYTES = 1024;

/** A twin is kept only when it is at least this much smaller than the file. */
export const MIN_SAVING = 0.1;

/** The strongest settings: the work is done once, at build. */
export const BROTLI_QUALITY = 11;
export const GZIP_LEVEL = 9;

const extensionOf = (path: string) => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
};

/** A precompressed twin ('/index.html.br'), which no host may serve as a file of its own. */
export function isTwin(path: string): boolean {
  return (TWIN_EXTENSIONS as readonly string[]).includes(extensionOf(path));
}

/** Whether a file of the export gets twins: a compressible type of at least MIN_PRECOMPRESS_BYTES. */
export function wantsTwins(path: string, bytes: number): boolean {
  return bytes >= MIN_PRECOMPRESS_BYTES && (COMPRESSIBLE_EXTENSIONS as readonly string[]).includes(extensionOf(path));
}

/** Whether a compressed copy saves enough to be worth serving: at least MIN_SAVING of the original. */
export function worthKeeping(originalBytes: number, compressedBytes: number): boolean {
  return compressedBytes <= originalBytes * (1 - MIN_SAVING);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A file's twins at build strength; zlib runs off the main thread, so several files compress at once. */
export async function compressTwins(body: Buffer): Promise<Record<TwinExtension, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: GZIP_LEVEL }),
  ]);
  return { '.br': br, '.gz': gz };
}

/** Why a build writes no twins: the host compresses by itself, or PRECOMPRESS=0. Null when it writes them. */
export function precompressSkipReason(env: Record<string, string | undefined>): string | null {
  if (env.PRECOMPRESS === '0') return 'PRECOMPRESS=0';
  if (env.NETLIFY === 'true') return 'a Netlify build (Netlify compresses by itself)';
  if (env.CF_PAGES === '1') return 'a Cloudflare Pages build (Cloudflare compresses by itself)';
  return null;
}

export interface PrecompressReport {
  /** Files that got at least a try: compressible and large enough. */
  files: number;
  /** Their bytes. */
  bytes: number;
  twins: Record<TwinExtension, { count: number; saved: number }>;
  /** Twins left out for saving less than MIN_SAVING. */
  notSmaller: number;
  /** Files too small or not text. */
  passedOver: number;
}

/** How many files compress at once (zlib works on libuv's threads). */
const CONCURRENCY = 4;

/**
 * Removes the twins an earlier run left in `dir` (the export) and answers
 * its other files, relative ('about.html'). Refuses a folder whose own
 * files are named like twins: every host hides those.
 */
export async function removeTwins(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const all = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  const present = new Set(all);
  const orphans = all.filter((f) => isTwin(f) && !present.has(f.slice(0, f.lastIndexOf('.'))));
  if (orphans.length > 0) throw new Error(`files named like precompressed twins, which hosts never serve: ${orphans.join(', ')}`);
  await Promise.all(all.filter(isTwin).map((f) => unlink(path.join(dir, f))));
  return all.filter((f) => !isTwin(f));
}

/**
 * Writes the twins beside the files of `dir` (the export), after removing
 * any a previous run left (removeTwins); a twin carries its file's
 * modification time, so Last-Modified is the same whichever copy a server
 * sends.
 */
export async function precompressFolder(dir: string): Promise<PrecompressReport> {
  const files = await removeTwins(dir);

  const report: PrecompressReport = { files: 0, bytes: 0, twins: { '.br': { count: 0, saved: 0 }, '.gz': { count: 0, saved: 0 } }, notSmaller: 0, passedOver: 0 };
  const candidates: { full: string; atime: Date; mtime: Date }[] = [];
  for (const file of files) {
    const full = path.join(dir, file);
    const info = await stat(full);
    if (wantsTwins(file, info.size)) candidates.push({ full, atime: info.atime, mtime: info.mtime });
    else report.passedOver += 1;
  }

  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const { full, atime, mtime } = candidates[next++]!;
      const body = await readFile(full);
      const twins = await compressTwins(body);
      report.files += 1;
      report.bytes += body.length;
      for (const ext of TWIN_EXTENSIONS) {
        if (!worthKeeping(body.length, twins[ext].length)) {
          report.notSmaller += 1;
          continue;
        }
        await writeFile(full + ext, twins[ext]);
        await utimes(full + ext, atime, mtime);
        report.twins[ext].count += 1;
        report.twins[ext].saved += body.length - twins[ext].length;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return report;
}
