/**
 * The machine figures of catalogue spec section 9, as numbers. Every sentence
 * and fact card on the factory pages quotes them from here, and the content
 * tests hold them to the spec. The floor area and the pick-and-place rate are
 * the company's figures and live in content/company.ts.
 */
export const factoryFigures = {
  boardMinMm: 50,
  boardMaxMm: 510,
  reflowZonesTop: 10,
  reflowZonesBottom: 10,
  bakingOvenMaxC: 200,
  waveSolderMaxC: 300,
  waveSolderZones: 4,
  waveSolderLengthMm: 1800,
} as const;

const f = factoryFigures;

/** Board sizes as a range of squares, with true multiplication signs. */
export const boardSizeRange = `${f.boardMinMm} × ${f.boardMinMm} mm to ${f.boardMaxMm} × ${f.boardMaxMm} mm`;
