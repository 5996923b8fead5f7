/**
 * Starts the `npm start` server (scripts/serve.mjs: serve's handler with the
 * generated redirects, headers and cache rules) over out/ on a free loopback
 * port for scripts that drive a browser (screenshots, benchmarks). Returns
 * the origin and a stop function.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.mjs';

export async function startStaticServer(dir = 'out') {
  const port = await freePort();
  // Node itself, not npm: killing npm would leave its child serving.
  const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'serve.mjs');
  const child = spawn(process.execPath, [script, dir, '--listen', `127.0.0.1:${port}`], { stdio: 'ignore' });
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
