#!/usr/bin/env node
/**
 * Build-time steps that run before `next build` (npm's `prebuild` hook):
 * the modules in scripts/steps/, in name order.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSteps } from './lib/run-steps.mjs';

await runSteps('prebuild', path.join(path.dirname(fileURLToPath(import.meta.url)), 'steps'));
