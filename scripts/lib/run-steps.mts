/**
 * Runs the build steps in one folder: each module exports `run()`, and they
 * run in name order. A step that fails prints one line naming what went
 * wrong and exits non-zero, so the build stops there. With `only`, just the
 * steps of those names run: `images` is 10-images.mts (`build:images`).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A build step: does its work and answers a one-line summary, or throws one line of what to fix. */
export interface BuildStep {
  run(): Promise<string | undefined>;
}

/** Step modules: TypeScript run by tsx. */
const STEP_FILE = /^[^.].*\.mts$/;

/** A step's name: its file name without the order number and extension ('10-images.mts' is 'images'). */
const stepName = (file: string) => file.replace(/^\d+-/, '').replace(/\.mts$/, '');

export async function runSteps(label: string, stepsDir: string, only: readonly string[] = []): Promise<void> {
  const files = (await readdir(stepsDir).catch(() => []))
    .filter((f) => STEP_FILE.test(f) && !/\.test\.mts$/.test(f))
    .filter((f) => only.length === 0 || only.includes(stepName(f)))
    .sort();
  if (files.length === 0 && only.length > 0) {
    console.error(`${label}: no step in ${path.relative(process.cwd(), stepsDir)} matches ${only.join(' ')}`);
    process.exit(1);
  }

  for (const file of files) {
    const started = performance.now();
    try {
      const step = (await import(pathToFileURL(path.join(stepsDir, file)).href)) as BuildStep;
      const summary = await step.run();
      const ms = Math.round(performance.now() - started);
      console.log(`${label} ${file}: ${summary ?? 'done'} (${ms} ms)`);
    } catch (error) {
      console.error(`${label} ${file}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  }
}
