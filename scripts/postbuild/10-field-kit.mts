/**
 * The field kit's list, out/field-kit.json (build/offline/field-kit.ts): every
 * group a technician can keep on /field-kit, with each file's size and
 * revision, read from the pages as post-export left them. Before the
 * worker's step, which precaches the list, and before precompression, whose
 * twins are never part of it. A product whose page or datasheet is missing
 * from out/ stops the build here, named.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fieldKitManifest, kitSizes, revisionOf, type ExportReader } from '@/build/offline/field-kit';
import { getDatasheetBuildDate } from '@/lib/datasheet/content';
import { formatBytes } from '@/lib/format/bytes';
import { FIELD_KIT_MANIFEST_PATH } from '@/lib/offline/caches';
import { fieldKitPlan } from '@/lib/offline/groups';
import { OUT_DIR, exportContents } from '../lib/export-files.mjs';

/** out/ read once per file: the size on disk (the body a browser stores) and a short hash of the content. */
function outReader(dir: string): ExportReader {
  const out = exportContents(dir);
  return {
    file(outPath) {
      const data = out.bytes(outPath);
      return data && { bytes: data.length, revision: revisionOf(data) };
    },
    text: out.text,
  };
}

export async function run(): Promise<string> {
  const manifest = fieldKitManifest(fieldKitPlan(), outReader(OUT_DIR), getDatasheetBuildDate().toISOString());
  writeFileSync(path.join(OUT_DIR, FIELD_KIT_MANIFEST_PATH.slice(1)), `${JSON.stringify(manifest)}\n`);
  const sizes = kitSizes(manifest);
  const width = Math.max(...sizes.map((s) => s.label.length));
  for (const s of sizes.slice(1)) console.log(`  field kit  ${s.label.padEnd(width)}  ${formatBytes(s.bytes).padStart(8)}  ${String(s.files).padStart(4)} files`);
  const whole = sizes[0]!;
  return `Whole field kit: ${formatBytes(whole.bytes)} in ${whole.files} files, ${sizes.length - 1} groups, version ${manifest.version}`;
}
