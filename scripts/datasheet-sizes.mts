/**
 * Lists the datasheets a build wrote to out/datasheets/: bytes, pages and
 * title of each, then the smallest, median and largest. Exits non-zero when
 * there are none or a file is not a PDF that pdf-lib can open. The size
 * budget itself is asserted by the unit and end-to-end tests.
 * Usage: npm run build && npm run check:datasheets
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out/datasheets');
const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.pdf')).sort();
if (files.length === 0) {
  console.error(`no datasheets in ${dir}; run npm run build first`);
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: { file: string; size: number; pages: number; title: string }[] = [];
let broken = 0;
for (const file of files) {
  const bytes = await readFile(path.join(dir, file));
  try {
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('no %PDF- header');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    rows.push({ file, size: bytes.length, pages: doc.getPageCount(), title: doc.getTitle() ?? '' });
  } catch (error) {
    broken += 1;
    console.error(`${file}: not a readable PDF (${error instanceof Error ? error.message : error})`);
  }
}

for (const r of rows) console.log(`${r.file.padEnd(22)} ${kb(r.size).padStart(9)}  ${r.pages} p  ${r.title}`);
const sizes = rows.map((r) => r.size).sort((a, b) => a - b);
const pages = rows.map((r) => r.pages);
console.log(
  `${rows.length} datasheets, ${kb(sizes.reduce((a, b) => a + b, 0))} in all: ` +
    `min ${kb(sizes[0] ?? 0)}, median ${kb(sizes[Math.floor(sizes.length / 2)] ?? 0)}, max ${kb(sizes.at(-1) ?? 0)}; ` +
    `${Math.min(...pages)}–${Math.max(...pages)} pages`,
);
if (broken > 0) process.exit(1);
