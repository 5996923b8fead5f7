/**
 * Starts `serve` over out/ on a free loopback port for scripts that drive a
 * browser (screenshots, benchmarks). Returns the origin and a stop function.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** A loopback port nothing listens on now. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function startStaticServer(dir = 'out') {
  const port = await freePort();
  // The serve binary itself, not npx: killing npx would leave its child serving.
  const bin = path.join(process.cwd(), 'node_modules', '.bin', 'serve');
  const child = spawn(bin, [dir, '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard', '--no-request-logging'], {
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      const res = await fetch(origin);
      if (res.ok) return { origin, stop: () => child.kill() };
    } catch {
      // not up yet
    }
    await delay(100);
  }
  child.kill();
  throw new Error(`static server on ${origin} did not start`);
}

export { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
