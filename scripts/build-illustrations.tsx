/**
 * Writes every catalogue drawing to public/illustrations/<kind>-<hash>.svg
 * (run by scripts/steps/20-illustrations.mts before `next build`). Stale
 * files from specs that no longer exist are removed.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getCatalogueImages } from '@/content/catalogue';
import { ILLUSTRATIONS_DIR, collectIllustrations } from '@/lib/illustrations/files';
import { renderIllustrationToString } from '@/components/media/illustrations/render';

const outDir = path.join(process.cwd(), 'public', ILLUSTRATIONS_DIR);

/** Writes the drawings; answers the step's summary line. */
export async function buildIllustrations(): Promise<string> {
  const files = collectIllustrations(getCatalogueImages());
  await mkdir(outDir, { recursive: true });
  for (const existing of await readdir(outDir)) {
    if (!files.has(existing)) await rm(path.join(outDir, existing));
  }
  let bytes = 0;
  for (const [file, spec] of files) {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${renderIllustrationToString(spec, `${spec.kind.replace(/-/g, ' ')} illustration`)}\n`;
    bytes += Buffer.byteLength(svg);
    await writeFile(path.join(outDir, file), svg);
  }
  return `${files.size} drawings, ${Math.round(bytes / 1024)} KB`;
}
