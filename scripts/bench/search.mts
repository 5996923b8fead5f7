/**
 * Measures the built search index: its size as served (raw and gzip), the
 * time the browser spends loading it into the engine, and the median time of
 * a query, over out/search-index.json with the same engine code the site ships.
 * Usage: npm run build && npm run bench:search
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createSearchEngine, type SearchEngine } from '@/lib/search/engine';
import { median } from '../lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const indexFile = path.join(root, 'out', 'search-index.json');

/** Target for the median query, from the search issue. */
const TARGET_MS = 5;
const REPEATS = 25;
const QUERIES = [
  'op100p16g', 'OP-100P16G', 'OP 100 P16G', '100p16', 'FC-8R', 'fc8r', '82C+', '82c plus', 'AE3100', 'otdr',
  'G.652D', '1:128', 'vfl', 'kolkata', 'splicer', 'ribbon fusion splicer', 'fiber cable', 'pon power meter',
  'gpon olt', 'dual input edfa', 'cleavr', 'o', 'op', 'op-1', 'sfp+', 'neo 12f', 'single mode otdr 1625 nm',
  'contact phone', '<img src=x onerror=alert(1)>', 'zzqx',
];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

let raw;
try {
  raw = await readFile(indexFile);
} catch {
  console.error(`bench:search: ${path.relative(root, indexFile)} is missing; run npm run build first.`);
  process.exit(1);
}
const file = JSON.parse(raw.toString('utf8')) as Parameters<typeof createSearchEngine>[0];

const indexTimes: number[] = [];
const load = (): SearchEngine => {
  const started = performance.now();
  const loaded = createSearchEngine(file);
  indexTimes.push(performance.now() - started);
  return loaded;
};
let engine = load();
for (let i = 1; i < 5; i++) engine = load();

// One warm-up pass, as a visitor's first keystrokes warm the term caches.
for (const q of QUERIES) engine.search(q);
const times: number[] = [];
for (let r = 0; r < REPEATS; r++) {
  for (const q of QUERIES) {
    const started = performance.now();
    engine.search(q);
    times.push(performance.now() - started);
  }
}
const slowest = QUERIES.map((q) => {
  const started = performance.now();
  for (let r = 0; r < 5; r++) engine.search(q);
  return { q, ms: (performance.now() - started) / 5 };
}).sort((a, b) => b.ms - a.ms)[0]!;

const medianMs = median(times);
console.log(`search index    ${file.documents.length} documents`);
console.log(`size            ${raw.length} B raw (${kb(raw.length)}), ${gzipSync(raw, { level: 9 }).length} B gzip (${kb(gzipSync(raw, { level: 9 }).length)})`);
console.log(`engine load     ${median(indexTimes).toFixed(1)} ms median of 5 (first ${indexTimes[0]!.toFixed(1)} ms)`);
console.log(`query           ${medianMs.toFixed(3)} ms median over ${times.length} runs of ${QUERIES.length} queries (target < ${TARGET_MS} ms)`);
console.log(`slowest query   ${JSON.stringify(slowest.q)} ${slowest.ms.toFixed(2)} ms`);
if (medianMs >= TARGET_MS) {
  console.error(`bench:search: median query time ${medianMs.toFixed(2)} ms is over the ${TARGET_MS} ms target`);
  process.exit(1);
}
