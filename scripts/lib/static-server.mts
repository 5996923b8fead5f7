/**
 * Starts the `npm start` server (scripts/serve.mts: serve's handler with the
 * generated redirects, headers and cache rules) over out/ on a free loopback
 * port for scripts that drive a browser (screenshots, benchmarks). Returns
 * the origin and a stop function.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.mjs';

export interface StaticServer {
  origin: string;
  stop(): void;
}

export async function startStaticServer(dir = 'out'): Promise<StaticServer> {
  const port = await freePort();
  // Node itself with tsx's hooks, not npm or the tsx command: killing either would leave its child serving.
  const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'serve.mts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, dir, '--listen', `127.0.0.1:${port}`], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  // tsx compiles the server as it starts: on a busy machine that takes seconds.
  for (let i = 0; i < 300; i += 1) {
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

/**
 * Ends a benchmark that hangs: after `ms`, stops the server and exits
 * non-zero with a line naming `label`. Returns the function that lifts the
 * limit once the work is done.
 */
export function limitRun(label: string, ms: number, server: StaticServer): () => void {
  const timer = setTimeout(() => {
    console.error(`${label}: stopped after ${ms / 1000} s`);
    server.stop();
    process.exit(1);
  }, ms);
  return () => clearTimeout(timer);
}

export { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
