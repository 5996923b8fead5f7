/**
 * The weighted floor of `npm run bench:lighthouse`: the floor's page with an
 * inert comment of random text added until its HTML weighs as much on the
 * wire as the site's pages. Audited beside the plain floor, it shows what the
 * weight of an HTML page alone costs the LCP (a second round trip on the
 * throttled phone), apart from anything the page does with that HTML.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * `length` characters of base64-alphabet noise from a fixed seed (mulberry32):
 * the same text on every run, and text no compressor shrinks below six bits a
 * character. It holds no `-`, so it can never end an HTML comment early.
 */
export function noise(length: number, seed = 17): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`noise length ${length}: a whole number of at least 0`);
  let state = seed >>> 0;
  let text = '';
  for (let i = 0; i < length; i += 1) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    text += BASE64[((t ^ (t >>> 14)) >>> 0) % 64];
  }
  return text;
}

/** `html` with a comment of `length` characters of noise just before `</body>`. */
export function withComment(html: string, length: number): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new Error('no </body> to put the padding before');
  return `${html.slice(0, at)}<!--${noise(length)}-->${html.slice(at)}`;
}

/**
 * `html` padded (withComment) with the shortest noise that brings its size
 * on the wire, as `wireSize` measures it (compressed, as the server sends
 * it), to at least `wireBytes`. A page already that heavy comes back as it is.
 */
export function padToWireSize(html: string, wireBytes: number, wireSize: (html: string) => number): string {
  if (wireSize(html) >= wireBytes) return html;
  // Noise compresses to about 3/4 of its length; twice the target always overshoots.
  let low = 0;
  let high = 2 * wireBytes;
  if (wireSize(withComment(html, high)) < wireBytes) throw new Error(`cannot pad to ${wireBytes} bytes on the wire`);
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (wireSize(withComment(html, mid)) >= wireBytes) high = mid;
    else low = mid;
  }
  return withComment(html, high);
}
