/** Product drawings as static SVG files, rendered from the catalogue records with tsx. */
import { runTsx } from '../lib/run-tsx.mjs';

export async function run() {
  return runTsx('scripts/build-illustrations.tsx', 'drawings');
}
