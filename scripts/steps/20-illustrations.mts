/** Product drawings as static SVG files, rendered from the catalogue records (scripts/build-illustrations.tsx). */
import { buildIllustrations } from '../build-illustrations';

export const run = buildIllustrations;
