/**
 * Runs Debian's nginx over the export with the generated configuration
 * (deploy/nginx/lumora-http.conf and lumora-server.conf, exactly as a
 * deployment includes them), for the hosting tests and for looking at the
 * site as production serves it. nginx runs as a non-root process in the
 * foreground, with its prefix, pid file, logs and temp folders in a fresh
 * temp folder, and is stopped by its PID. Where Debian's brotli_static
 * module is installed (libnginx-mod-http-brotli-static), it is loaded and
 * lumora-brotli.conf included, as a deployment with the module does.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX_CONF_DIR = path.join(root, 'deploy', 'nginx');

/** The account nginx runs as when we are root: nobody, as Debian names it. */
const NOBODY = 65534;

/** Paths that are set and name an existing file, in the order given. */
const firstExisting = (candidates: readonly (string | undefined)[]): string | undefined =>
  candidates.find((c): c is string => c !== undefined && c !== '' && existsSync(c));

export function nginxBinary(): string {
  const found = firstExisting([process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']);
  if (!found) throw new Error('nginx not found: apt-get install nginx, or set NGINX_PATH');
  return found;
}

function mimeTypes(): string {
  const found = firstExisting([process.env.NGINX_MIME_TYPES, '/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types']);
  if (!found) throw new Error('nginx mime.types not found; set NGINX_MIME_TYPES');
  return found;
}


/** Debian's brotli_static module, where installed (NGINX_BROTLI_MODULE names another; set it empty to run without). */
export function brotliStaticModule(): string | null {
  const wanted = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  return firstExisting([wanted]) ?? null;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export interface RunningNginx {
  origin: string;
  pid: number;
  /** Whether it loaded the brotli_static module and serves the .br twins. */
  brotli: boolean;
  dir: string;
  stop(): Promise<void>;
  log(): Promise<string>;
}

export interface NginxOptions {
  site?: string;
  port?: number;
  /** worker_processes: 1 (the default) or 'auto'. */
  workers?: number | 'auto';
  workerConnections?: number;
  /** The brotli_static module to load, or null for none (default: brotliStaticModule()). */
  brotli?: string | null;
}

/**
 * Starts nginx on 127.0.0.1 (a free port unless one is given) over `site`.
 * Resolves once it accepts connections, with its origin, PID, whether it
 * serves the .br twins, and a stop(). One worker, as the tests want;
 * `workers: 'auto'` and more connections are for the origin benchmark.
 */
export async function startNginx({ site = path.join(root, 'out'), port, workers = 1, workerConnections = 256, brotli = brotliStaticModule() }: NginxOptions = {}): Promise<RunningNginx> {
  for (const part of ['lumora-http.conf', 'lumora-server.conf', 'lumora-brotli.conf']) {
    if (!existsSync(path.join(NGINX_CONF_DIR, part))) throw new Error(`deploy/nginx/${part} is missing; run npm run build first`);
  }
  const binary = nginxBinary();
  const listen = port ?? (await freePort());
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lumora-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  await writeFile(
    conf,
    `# Test harness around the generated configuration; see scripts/lib/nginx.mts.
${brotli ? `load_module ${brotli};\n` : ''}daemon off;
worker_processes ${workers};
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections ${workerConnections}; }
http {
    include ${mimeTypes()};
    default_type application/octet-stream;
    # As Debian's own nginx.conf has them: files go out by sendfile, headers and the file's start in one packet.
    sendfile on;
    tcp_nopush on;
    access_log ${path.join(dir, 'access.log')};
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${path.join(NGINX_CONF_DIR, 'lumora-http.conf')};
    server {
        listen 127.0.0.1:${listen};
        root ${path.resolve(site)};
        include ${path.join(NGINX_CONF_DIR, 'lumora-server.conf')};
        ${brotli ? `include ${path.join(NGINX_CONF_DIR, 'lumora-brotli.conf')};` : '# No brotli_static module: the .gz twins only.'}
    }
}
`,
  );

  // Never as root: when we are root, nginx runs as nobody and owns its temp folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chown(dir, NOBODY, NOBODY);
  const child = spawn(binary, ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`nginx (${binary}) could not be started`);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));

  // Should this process end without stop() (a crash, an uncaught error), nginx goes with it.
  const onExit = () => {
    if (exited === null) process.kill(pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', onExit);

  const log = async () => (await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')) + stderr;
  const stop = async () => {
    process.off('exit', onExit);
    if (exited === null) {
      process.kill(pid, 'SIGTERM');
      for (let i = 0; i < 50 && exited === null; i += 1) await delay(100);
      if (exited === null) process.kill(pid, 'SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  };

  // nginx writes its pid file once it holds the port; a connection alone could reach another server.
  const pidFile = path.join(dir, 'nginx.pid');
  for (let i = 0; i < 100; i += 1) {
    if (exited !== null) break;
    const written = Number((await readFile(pidFile, 'utf8').catch(() => '')).trim());
    if (written === pid && (await canConnect(listen))) return { origin: `http://127.0.0.1:${listen}`, pid, brotli: brotli !== null, dir, stop, log };
    await delay(100);
  }
  const detail = await log();
  await stop();
  throw new Error(`nginx did not start on port ${listen}: ${detail.trim() || JSON.stringify(exited)}`);
}
