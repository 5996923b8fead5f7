import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface EncodedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire, not decoded. */
  body: Buffer;
}

/** A GET with the given Accept-Encoding (none at all when null), answering the body undecoded. */
export function getEncoded(url: string, acceptEncoding: string | null): Promise<EncodedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A body as it came over the wire, decoded by its Content-Encoding (Brotli, gzip or none). */
export function decodeBody(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * A GET as a browser sends it (gzip and Brotli accepted), for what a server
 * really puts on the wire: the status, the encoding it chose and the body's
 * size undecoded. The hosting tests and `npm run bench:lighthouse` use it.
 */
export async function compressedGet(url: string): Promise<{ status: number; encoding: string | undefined; bytes: number }> {
  const { status, headers, body } = await getEncoded(url, 'gzip, deflate, br');
  return { status, encoding: headers['content-encoding'], bytes: body.length };
}
