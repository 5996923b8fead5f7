/** Share pictures (Open Graph) of the landing and product pages, drawn from the records (scripts/build-share-images.tsx); needs step 20's drawings. */
import { buildShareImages } from '../build-share-images';

export const run = buildShareImages;
