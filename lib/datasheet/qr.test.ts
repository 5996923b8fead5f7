/** @jest-environment node */
import { create } from 'qrcode';
import { QR_QUIET_ZONE, qrCode } from './qr';

const url = 'https://www.lumora.example/lumora-pon/OP-100P16G';

/** Reads the path back into a grid: each `M x y h w v1 …z` run darkens w modules of row y. */
function gridOf(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i += 1) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('qrCode', () => {
  it('encodes the URL with the qrcode package at error correction level M', () => {
    const code = qrCode(url);
    const reference = create(url, { errorCorrectionLevel: 'M' }).modules;
    expect(code.size).toBe(reference.size);
    for (let r = 0; r < code.size; r += 1) {
      for (let c = 0; c < code.size; c += 1) expect(code.dark(r, c)).toBe(reference.get(r, c) === 1);
    }
  });

  it('draws exactly the dark modules as its path', () => {
    const code = qrCode(url);
    const grid = gridOf(code.path, code.size);
    for (let r = 0; r < code.size; r += 1) {
      for (let c = 0; c < code.size; c += 1) expect(grid[r]![c]).toBe(code.dark(r, c));
    }
  });

  it('has the three finder patterns in its corners', () => {
    const { size, dark } = qrCode(url);
    for (const [r, c] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      expect([dark(r, c), dark(r + 1, c + 1), dark(r + 3, c + 3), dark(r, c + 6)]).toEqual([true, false, true, true]);
    }
  });

  it('reads as light outside the grid, where the quiet zone is', () => {
    const { size, dark } = qrCode(url);
    expect(QR_QUIET_ZONE).toBe(4);
    expect([dark(-1, 0), dark(0, -1), dark(size, 0), dark(0, size)]).toEqual([false, false, false, false]);
  });
});
