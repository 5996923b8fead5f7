/** Share pictures (Open Graph) of the landing and product pages, drawn from the records; needs step 20's drawings. */
import { runTsx } from '../lib/run-tsx.mjs';

export async function run() {
  return runTsx('scripts/build-share-images.tsx', 'share pictures');
}
