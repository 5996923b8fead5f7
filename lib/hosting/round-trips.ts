/**
 * How many round trips a response takes on Lighthouse's throttled phone
 * (150 ms round trip, 1.6 Mbit/s less 10 %, as its simulator models TCP):
 * a new connection's first window is ten 1,460-byte segments, and each round
 * trip doubles it up to what the link carries in one, 18 segments. An HTML
 * page of up to 14,600 bytes arrives in one round trip, up to 40,880 in two;
 * each one more costs 150 ms before anything can paint.
 */
import { brotliCompressSync, constants } from 'node:zlib';

export const SEGMENT_BYTES = 1_460;
/** What a response's status line and headers add before its body, as the budgets count them. */
export const RESPONSE_HEADER_BYTES = 1_024;
export const INITIAL_WINDOW_SEGMENTS = 10;
export const MAX_WINDOW_SEGMENTS = 18;

/** A body's size in the Brotli the `npm start` server sends (the compression package's default, quality 4), as the bench and the budgets count it. */
export function brotliWireBytes(body: string | Buffer): number {
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
}

/** Round trips to deliver `bytes` on a fresh connection, counting from the first byte. */
export function roundTrips(bytes: number): number {
  let trips = 0;
  let window = INITIAL_WINDOW_SEGMENTS;
  for (let sent = 0; sent < Math.max(bytes, 1); trips += 1) {
    sent += window * SEGMENT_BYTES;
    window = Math.min(window * 2, MAX_WINDOW_SEGMENTS);
  }
  return trips;
}
