import { create } from 'qrcode';

/**
 * A page URL as a QR code, encoded by the `qrcode` package (build time only)
 * and kept as plain data: the module grid and an SVG path of its dark
 * modules, which the datasheet draws as vector shapes.
 */

export interface QrCode {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Dark modules as a path in module units, one rectangle per run of a row. */
  path: string;
  /** Row by row: true where a module is dark. */
  dark(row: number, column: number): boolean;
}

/** Modules of light margin a reader needs around the code. */
export const QR_QUIET_ZONE = 4;

export function qrCode(text: string): QrCode {
  // Level M survives a scuffed or folded print of a short URL without growing the code much.
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  const dark = (row: number, column: number) => row >= 0 && column >= 0 && row < size && column < size && modules.get(row, column) === 1;
  const runs: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let start = -1;
    for (let column = 0; column <= size; column += 1) {
      const on = column < size && dark(row, column);
      if (on && start === -1) start = column;
      if (!on && start !== -1) {
        runs.push(`M${start} ${row}h${column - start}v1h${start - column}z`);
        start = -1;
      }
    }
  }
  return { size, path: runs.join(''), dark };
}
