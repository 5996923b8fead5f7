import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A GET with the request target sent exactly as written: browsers and
 * Playwright's request context resolve `..` and re-encode paths before
 * sending, so a traversal attempt needs a socket of its own.
 */
export function rawGet(origin: string, target: string): Promise<RawResponse> {
  return rawRequest(origin, 'GET', target);
}

/** Any method, TRACE included (fetch refuses to send it), with no body. */
export function rawRequest(origin: string, method: string, target: string): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
  });
}
