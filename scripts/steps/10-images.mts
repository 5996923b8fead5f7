/**
 * Image step: encodes media/images/ into public/img/ (AVIF + WebP at the
 * widths lib/media/widths.ts picks) and writes media/image-manifest.json.
 * Unchanged sources are skipped by content hash, so a build after a clone
 * does no image work. Then every image reference in content/ must name a key
 * in the manifest. Run alone with `npm run build:images`.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertImageRefs, collectImageRefs } from '@/lib/media/image-refs';
import { syncImages } from '@/lib/media/pipeline';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function run(): Promise<string> {
  const started = performance.now();
  const { manifest, processed, skipped, removed } = await syncImages({
    sourceDir: path.join(root, 'media/images'),
    outputDir: path.join(root, 'public/img'),
    urlBase: '/img',
    manifestFile: path.join(root, 'media/image-manifest.json'),
    root,
  });
  const encodeMs = Math.round(performance.now() - started);
  const known = new Set(Object.keys(manifest.images));
  const refs = await checkContentRefs(known);
  const stale = removed > 0 ? `, ${removed} stale files removed` : '';
  return `${known.size} images: ${processed} processed, ${skipped} skipped${stale} in ${encodeMs} ms; ${refs} content references resolve`;
}

async function checkContentRefs(known: ReadonlySet<string>): Promise<number> {
  const contentDir = path.join(root, 'content');
  const files = (await readdir(contentDir, { recursive: true }))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
  const refs: ReturnType<typeof collectImageRefs> = [];
  for (const file of files) {
    const shown = `content/${file.split(path.sep).join('/')}`;
    const exports = (await import(pathToFileURL(path.join(contentDir, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) refs.push(...collectImageRefs(value, `${shown} ${name}`));
  }
  assertImageRefs(refs, (key) => known.has(key));
  return refs.length;
}
