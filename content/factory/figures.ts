/**
 * The factory figures of catalogue spec section 9, as numbers. Every sentence
 * and fact card on the factory pages quotes them from here, and the content
 * tests hold them to the spec.
 */
export const factoryFigures = {
  facilityAreaSqFt: 100_000,
  componentsPerHour: 400_000,
  boardMinMm: 50,
  boardMaxMm: 510,
  reflowZonesTop: 10,
  reflowZonesBottom: 10,
  bakingOvenMaxC: 200,
  waveSolderMaxC: 300,
  waveSolderZones: 4,
  waveSolderLengthMm: 1800,
} as const;

// The spec groups figures the international way (100,000), not in lakhs (1,00,000).
const grouped = new Intl.NumberFormat('en-US');
export const formatCount = (n: number): string => grouped.format(n);

const f = factoryFigures;

/** Board sizes as a range of squares, with true multiplication signs. */
export const boardSizeRange = `${f.boardMinMm} × ${f.boardMinMm} mm to ${f.boardMaxMm} × ${f.boardMaxMm} mm`;
