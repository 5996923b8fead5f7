import { request } from 'node:http';

/**
 * A GET as a browser sends it (gzip and Brotli accepted), for what a server
 * really puts on the wire: the status, the encoding it chose and the body's
 * size undecoded. The hosting tests and `npm run bench:lighthouse` use it.
 */
export function compressedGet(url: string): Promise<{ status: number; encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}
