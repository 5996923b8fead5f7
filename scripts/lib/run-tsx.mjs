/** Runs a TypeScript build script with tsx and returns its summary line; a failure names the step and the script's last error line. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export function runTsx(script, what) {
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
  try {
    return execFileSync(tsx, [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    const stderr = error?.stderr?.toString().trim().split('\n').at(-1);
    throw new Error(`${what} failed: ${stderr || error.message}`);
  }
}
