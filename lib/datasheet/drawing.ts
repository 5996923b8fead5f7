import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { IllustrationSpec } from '@/content/catalogue/illustration';
import type { ProductImage } from '@/content/catalogue/types';
import { illustrationPath, illustrationSize } from '@/lib/illustrations/files';
import { getImage } from '@/lib/media/images';

/**
 * A product's picture for its datasheet: the same drawing (or photo) its
 * page shows, rasterised with sharp at print resolution for the size it is
 * printed at, and encoded as JPEG, which PDF embeds as it is.
 */

/** Pixels per inch at the printed size: what office printers resolve. */
export const DRAWING_DPI = 300;
export const DRAWING_JPEG_QUALITY = 82;

export interface Raster {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

/** Where a drawing's SVG comes from. */
export type IllustrationSource = (spec: IllustrationSpec, alt: string) => Promise<string>;

/**
 * The drawing file the prebuild step wrote to public/illustrations, the one
 * the product page shows. (Route handlers may not import react-dom/server, so
 * the build reads the file rather than rendering the drawing again.)
 */
export const readIllustrationFile: IllustrationSource = async (spec) => {
  const file = path.join(process.cwd(), 'public', illustrationPath(spec));
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: the prebuild step writes the drawings before \`next build\``);
  }
};

/** Width over height of the picture, so the layout can reserve its box before it is rasterised. */
export function drawingAspect(image: ProductImage): number {
  if (image.kind === 'illustration') {
    const { width, height } = illustrationSize(image.spec);
    return width / height;
  }
  const { width, height } = getImage(image.image);
  return width / height;
}

/** Pixels needed to print `points` (1/72 inch) at DRAWING_DPI. */
export function printPixels(points: number): number {
  return Math.ceil((points / 72) * DRAWING_DPI);
}

/** The picture at `widthPt` printed width, on `background` (a PDF page has no transparency behind a JPEG). */
export async function rasteriseDrawing(
  image: ProductImage,
  widthPt: number,
  background: string,
  illustrationSvg: IllustrationSource = readIllustrationFile,
): Promise<Raster> {
  const width = printPixels(widthPt);
  const input =
    image.kind === 'illustration'
      ? sharp(Buffer.from(await illustrationSvg(image.spec, image.alt)), {
          // Render the vector at the target size, not a screen bitmap scaled up.
          density: (72 * width) / illustrationSize(image.spec).width,
        })
      : sharp(path.join(process.cwd(), getImage(image.image).source));
  const { data, info } = await input
    .resize({ width })
    .flatten({ background })
    .jpeg({ quality: DRAWING_JPEG_QUALITY, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: new Uint8Array(data), width: info.width, height: info.height };
}
