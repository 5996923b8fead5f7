#!/usr/bin/env node
/**
 * Steps that run on the export after `next build` (npm's `postbuild` hook):
 * the modules in scripts/postbuild/, in name order. They read and amend out/
 * and write the host configurations (see README, Deploy).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSteps } from './lib/run-steps.mjs';

await runSteps('postbuild', path.join(path.dirname(fileURLToPath(import.meta.url)), 'postbuild'));
