#!/usr/bin/env node
/**
 * Build-time steps that run before `next build` (npm's `prebuild` hook).
 * Each step is a module in scripts/steps/ exporting `run()`; they run in
 * name order. A step that fails prints one line naming what went wrong and
 * exits non-zero, so the build stops before Next starts.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const stepsDir = path.join(here, 'steps');

const files = (await readdir(stepsDir).catch(() => []))
  .filter((f) => f.endsWith('.mjs') && !f.endsWith('.test.mjs'))
  .sort();

for (const file of files) {
  const started = performance.now();
  try {
    const step = await import(pathToFileURL(path.join(stepsDir, file)).href);
    const summary = await step.run();
    const ms = Math.round(performance.now() - started);
    console.log(`prebuild ${file}: ${summary ?? 'done'} (${ms} ms)`);
  } catch (error) {
    console.error(`prebuild ${file}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
