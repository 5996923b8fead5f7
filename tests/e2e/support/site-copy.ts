import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { OUT_DIR } from './out-files';

/** A port the system has free now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A copy of out/ served on a port of its own, whose files a test may change: a deploy, in miniature. */
export interface SiteCopy {
  origin: string;
  /** A file's text, by its path under out/ ('contact.html'). */
  read(file: string): string;
  /** Deploys new bytes for one file. */
  write(file: string, text: string | Buffer): void;
  stop(): void;
}

/**
 * Copies out/ (hard links: instant, no space) and serves it as `npm start`
 * does. A changed file is unlinked first, so out/ itself is never touched.
 */
export async function serveSiteCopy(): Promise<SiteCopy> {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'lumora-deploy-')), 'out');
  execFileSync('cp', ['-al', OUT_DIR, dir]);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The `npm start` server, as playwright.config.ts starts it for out/.
  const server = spawn(process.execPath, ['--import', 'tsx', path.resolve(OUT_DIR, '../scripts/serve.mts'), dir, '--listen', `127.0.0.1:${port}`], { stdio: 'ignore' });
  for (let up = false, i = 0; !up; i += 1) {
    if (i === 300) throw new Error(`the copy's server on ${origin} did not start`);
    up = await fetch(origin).then((r) => r.ok, () => false);
    if (!up) await delay(100);
  }
  return {
    origin,
    read: (file) => readFileSync(path.join(dir, file), 'utf8'),
    write(file, text) {
      const full = path.join(dir, file);
      unlinkSync(full);
      writeFileSync(full, text);
    },
    stop() {
      server.kill();
      rmSync(path.dirname(dir), { recursive: true, force: true });
    },
  };
}
