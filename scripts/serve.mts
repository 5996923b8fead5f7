/**
 * `npm start`: serves the export the way production hosts do, with serve's
 * own request handler (serve-handler) reading the generated deploy/serve.json
 * (clean URLs, 301 redirects, headers, cache classes) and gzip as the serve
 * command applies it. Three things the serve command gets wrong are put
 * right here, so this server answers like nginx:
 *
 * - a path with a control character (`/about%00.html`) is a 400, where serve
 *   answers 301 and then 500;
 * - a path the file system refuses (a 10,000-character name) is a 404, where
 *   serve answers 500;
 * - the site-wide headers go on every response, redirects and errors
 *   included, where serve sends a bare 301;
 * - a method other than GET or HEAD is a 405 where a file stands (TRACE
 *   anywhere), where serve answers 200 with the file; a redirect or a 404
 *   answers as it would to a GET, as nginx does;
 *
 * and the host configuration files in out/ (`_headers`, `_redirects`) answer 404,
 * as do the precompressed twins (`index.html.br`) the build writes for
 * nginx: this server compresses as it sends, and never serves a twin.
 *
 * Usage: tsx scripts/serve.mts [folder=out] [--listen host:port | --port n]
 */
import { readFileSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { createServer, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';
import type { ServeConfig } from '@/lib/hosting/serve-config';
import { isTwin } from '@/lib/hosting/precompress';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG_FILE = path.join(root, 'deploy', 'serve.json');
/** Written by the build into out/ for other hosts; never part of the site. */
const HOST_CONFIG_FILES = new Set(['_headers', '_redirects']);

function parseArgs(argv: readonly string[]): { folder: string; host: string; port: number } {
  let folder = 'out';
  let host = '127.0.0.1';
  let port = Number(process.env.PORT ?? 3000);
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--port') port = Number(argv[++i]);
    else if (arg === '--listen') {
      const value = argv[++i] ?? '';
      const at = value.lastIndexOf(':');
      if (at > 0) host = value.slice(0, at);
      port = Number(value.slice(at + 1));
    } else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else folder = arg;
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('port must be a number from 0 to 65535');
  return { folder: path.resolve(folder), host, port };
}

let config: ServeConfig;
try {
  config = JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) as ServeConfig;
} catch (error) {
  console.error(`serve: cannot read ${path.relative(process.cwd(), CONFIG_FILE)} (${error instanceof Error ? error.message : String(error)}); run npm run build first`);
  process.exit(1);
}
const { folder, host, port } = parseArgs(process.argv.slice(2));
const siteWide = config.headers.filter((rule) => rule.source === '**').flatMap((rule) => rule.headers);
const compress = promisify(compression());

/** A decoded path the site can never hold: control characters, or not decodable at all. */
function isBadRequest(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?')[0];
  try {
    return /[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname ?? '/'));
  } catch {
    return true;
  }
}

/** lstat for serve-handler: a file that cannot exist, or must not be served, is simply not there. */
async function siteLstat(file: string) {
  const relative = path.relative(folder, file);
  if (HOST_CONFIG_FILES.has(relative) || isTwin(relative)) throw Object.assign(new Error(`${relative} is not served`), { code: 'ENOENT' });
  try {
    return await lstat(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENAMETOOLONG' || code === 'ERR_INVALID_ARG_VALUE') {
      throw Object.assign(new Error((error as Error).message), { code: 'ENOENT' });
    }
    throw error;
  }
}

/** What a static site answers to; the rest, nginx's way, is 405 Method Not Allowed where a file stands. */
const READ_METHODS = new Set(['GET', 'HEAD']);
const ALLOW = 'GET, HEAD';

/** A short plain-text answer: a refused request. */
function plainAnswer(response: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(`${text}\n`);
}

const notAllowed = (response: ServerResponse) => plainAnswer(response, 405, 'Method Not Allowed', { Allow: ALLOW });

/**
 * The response serve-handler writes for a request it is given as a GET
 * although it came with another method: a file found (200, 206 or 304)
 * becomes a 405 and its bytes are dropped; a redirect or an error page goes
 * through as it is.
 */
function readOnlyResponse(response: ServerResponse): ServerResponse {
  let forward = true;
  const stream = new Writable({
    write(chunk, encoding, done) {
      if (forward) response.write(chunk, encoding);
      done();
    },
    final(done) {
      if (forward) response.end();
      done();
    },
  });
  // The part of a ServerResponse serve-handler uses, over the stream.
  const sink = Object.assign(stream, {
    statusCode: 200,
    setHeader: (name: string, value: number | string | readonly string[]) => response.setHeader(name, value),
    getHeader: (name: string) => response.getHeader(name),
    removeHeader: (name: string) => response.removeHeader(name),
    writeHead(status: number, headers?: OutgoingHttpHeaders) {
      if (status < 300 || status === 304) {
        forward = false;
        notAllowed(response);
      } else response.writeHead(status, headers);
      return stream;
    },
  });
  // serve-handler ends a 304 by setting statusCode and calling end().
  const end = stream.end.bind(stream);
  stream.end = ((...args: Parameters<typeof end>) => {
    if (sink.statusCode === 304 && !response.headersSent) sink.writeHead(304);
    return end(...args);
  }) as typeof stream.end;
  return sink as unknown as ServerResponse;
}

const server = createServer((request, response) => {
  for (const { key, value } of siteWide) response.setHeader(key, value);
  if (isBadRequest(request.url)) {
    plainAnswer(response, 400, 'Bad Request');
    return;
  }
  if (request.method === 'TRACE') {
    notAllowed(response);
    return;
  }
  const read = READ_METHODS.has(request.method ?? 'GET');
  compress(request, response)
    .then(() => handler(request, read ? response : readOnlyResponse(response), { ...config, public: folder, etag: true }, { lstat: siteLstat }))
    .catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
});

server.listen(port, host, () => {
  const { port: bound } = server.address() as AddressInfo;
  console.log(`Serving ${path.relative(process.cwd(), folder) || '.'} at http://${host}:${bound}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
