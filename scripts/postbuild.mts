/**
 * The hosting steps after `next build` (npm's `postbuild` hook), once
 * build/post-export/ has rewritten the pages: the modules in
 * scripts/postbuild/, in name order. They write each host's configuration
 * and the precompressed twins (docs/hosting.md).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSteps } from './lib/run-steps.mjs';

await runSteps('postbuild', path.join(path.dirname(fileURLToPath(import.meta.url)), 'postbuild'));
