/**
 * The service worker, written after the pages are final and the field kit's
 * list is out (10-field-kit.mts), before the precompressed twins: esbuild
 * bundles build/offline/worker.ts with Workbox, and workbox-build's
 * injectManifest puts into it the precache list of build/offline/precache.ts,
 * each file with its revision. Prints the precache's real size; fails over
 * its budget. Also bundles the kill switch (build/offline/kill-switch.ts) to
 * deploy/service-worker/sw.js, to upload as /sw.js should the worker ever need
 * switching off; SERVICE_WORKER=off builds the site with it as out/sw.js.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { fileUrl } from '@/build/offline/page-assets';
import { fingerprinted, precacheFiles, precacheOverBudget } from '@/build/offline/precache';
import { serviceWorkerSwitchedOff } from '@/build/offline/switch';
import { PRECACHE_BUDGET_BYTES, PRECACHED_PAGES } from '@/lib/offline/worker-settings';
import { OUT_DIR, exportContents, exportFiles } from '../lib/export-files.mjs';

const root = path.resolve(OUT_DIR, '..');
const source = (name: string) => path.join(root, 'build/offline', name);

/** A worker source bundled into one classic script, Workbox's development logging compiled out. */
async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: path.join(root, 'tsconfig.json'),
  });
  return result.outputFiles[0]!.text;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(): Promise<string> {
  const killSwitch = await bundle(source('kill-switch.ts'));
  await mkdir(path.join(root, 'deploy/service-worker'), { recursive: true });
  await writeFile(path.join(root, 'deploy/service-worker/sw.js'), killSwitch);
  if (serviceWorkerSwitchedOff()) {
    await writeFile(path.join(OUT_DIR, 'sw.js'), killSwitch);
    return `SERVICE_WORKER=off: out/sw.js is the kill switch (${killSwitch.length} bytes), and no page registers a worker`;
  }

  const files = new Set(await exportFiles());
  // Each exported file is read once: for the pages' assets, then for its gzip size.
  const out = exportContents();
  const globPatterns = precacheFiles({ pages: PRECACHED_PAGES, files, read: (file) => (files.has(file) ? out.text(file) : null) });
  const swSrc = path.join(root, '.next/sw-source.js');
  await writeFile(swSrc, await bundle(source('worker.ts')));
  try {
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: path.join(OUT_DIR, 'sw.js'),
      globDirectory: OUT_DIR,
      globPatterns,
      globFollow: false,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => {
            const url = fileUrl(entry.url);
            return { ...entry, url, revision: fingerprinted(url) ? null : entry.revision };
          }),
          warnings: [],
        }),
      ],
    });
    if (warnings.length > 0) throw new Error(warnings.join('\n'));
    if (count !== globPatterns.length) throw new Error(`workbox-build listed ${count} files for ${globPatterns.length} patterns`);
    const wire = globPatterns.reduce((sum, file) => sum + gzipSync(out.bytes(file)!).length, 0);
    const over = precacheOverBudget(wire);
    if (over) throw new Error(over);
    const worker = await readFile(path.join(OUT_DIR, 'sw.js'));
    return (
      `precache ${count} files: ${kb(wire)} over the wire (gzip; budget ${kb(PRECACHE_BUDGET_BYTES)}), ${kb(size)} stored; ` +
      `out/sw.js ${kb(gzipSync(worker).length)} gzip; kill switch ${killSwitch.length} bytes`
    );
  } finally {
    await rm(swSrc, { force: true });
  }
}
