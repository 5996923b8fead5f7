/**
 * Runs the build steps in one folder: each `*.mjs` module exports `run()`,
 * and they run in name order. A step that fails prints one line naming what
 * went wrong and exits non-zero, so the build stops there.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export async function runSteps(label, stepsDir) {
  const files = (await readdir(stepsDir).catch(() => []))
    .filter((f) => f.endsWith('.mjs') && !f.endsWith('.test.mjs'))
    .sort();

  for (const file of files) {
    const started = performance.now();
    try {
      const step = await import(pathToFileURL(path.join(stepsDir, file)).href);
      const summary = await step.run();
      const ms = Math.round(performance.now() - started);
      console.log(`${label} ${file}: ${summary ?? 'done'} (${ms} ms)`);
    } catch (error) {
      console.error(`${label} ${file}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  }
}
