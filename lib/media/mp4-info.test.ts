/** @jest-environment node */
import { readMp4Info } from './mp4-info';

function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const size = 8 + parts.reduce((a, p) => a + p.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set([...type].map((c) => c.charCodeAt(0)), 4);
  let at = 8;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function bytes(length: number, write: (view: DataView) => void): Uint8Array {
  const out = new Uint8Array(length);
  write(new DataView(out.buffer));
  return out;
}

const mvhd = (timescale: number, duration: number, version: 0 | 1 = 0) =>
  box(
    'mvhd',
    version === 0
      ? bytes(100, (v) => {
          v.setUint32(12, timescale);
          v.setUint32(16, duration);
        })
      : bytes(112, (v) => {
          v.setUint8(0, 1);
          v.setUint32(20, timescale);
          v.setBigUint64(24, BigInt(duration));
        }),
  );

const tkhd = (width: number, height: number) =>
  box('tkhd', bytes(84, (v) => {
    v.setUint32(76, width * 65536);
    v.setUint32(80, height * 65536);
  }));

const hdlr = (handler: string) => box('hdlr', bytes(24, (v) => [...handler].forEach((c, i) => v.setUint8(8 + i, c.charCodeAt(0)))));

const trak = (handler: string, width = 0, height = 0) => box('trak', tkhd(width, height), box('mdia', hdlr(handler)));

const ftyp = box('ftyp', new TextEncoder().encode('isom0000'));
const mdat = box('mdat', new Uint8Array(32));

function file(...parts: Uint8Array[]): Uint8Array {
  return box('root', ...parts).subarray(8);
}

describe('readMp4Info', () => {
  it('reads duration, size and tracks from a fast-start file', () => {
    const info = readMp4Info(file(ftyp, box('moov', mvhd(1000, 5000), trak('vide', 480, 270)), mdat));

    expect(info).toEqual({ durationSeconds: 5, width: 480, height: 270, tracks: ['vide'], fastStart: true });
  });

  it('notices when the index sits after the media data', () => {
    const info = readMp4Info(file(ftyp, mdat, box('moov', mvhd(1000, 5000), trak('vide', 480, 270))));

    expect(info.fastStart).toBe(false);
  });

  it('lists an audio track beside the video', () => {
    const info = readMp4Info(file(ftyp, box('moov', mvhd(600, 45_000), trak('vide', 1280, 720), trak('soun'))));

    expect(info.tracks).toEqual(['vide', 'soun']);
    expect(info.durationSeconds).toBe(75);
    expect(info.width).toBe(1280);
  });

  it('reads version 1 movie headers with 64-bit durations', () => {
    const info = readMp4Info(file(ftyp, box('moov', mvhd(90_000, 900_000, 1), trak('vide', 854, 480))));

    expect(info.durationSeconds).toBe(10);
  });

  it('rejects data without a movie box', () => {
    expect(() => readMp4Info(file(ftyp, mdat))).toThrow(/moov/);
  });
});
