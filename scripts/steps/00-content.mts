/**
 * The content checks, before anything else is built: an editor's mistake
 * stops the build here with one plain line per problem, the same lines
 * `npm run check:content` prints.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export async function run(): Promise<string> {
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
  try {
    return execFileSync(tsx, ['scripts/check-content.ts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    // The checks' own lines, as they printed them; the build stops after them.
    process.stderr.write((error as { stderr?: Buffer | string }).stderr?.toString() ?? '');
    throw new Error('content checks failed: the lines above say what to fix');
  }
}
