/** Product drawings as static SVG files, rendered from the catalogue records with tsx. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export async function run() {
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
  try {
    return execFileSync(tsx, ['scripts/build-illustrations.tsx'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    const stderr = error?.stderr?.toString().trim().split('\n').at(-1);
    throw new Error(`drawings failed: ${stderr || error.message}`);
  }
}
