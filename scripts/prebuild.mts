/**
 * Build-time steps that run before `next build` (npm's `prebuild` hook):
 * the modules in scripts/steps/, in name order. Words after the script pick
 * steps by file name: `tsx scripts/prebuild.mts images` (`npm run build:images`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSteps } from './lib/run-steps.mjs';

await runSteps('prebuild', path.join(path.dirname(fileURLToPath(import.meta.url)), 'steps'), process.argv.slice(2));
