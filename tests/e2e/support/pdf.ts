import path from 'node:path';
import jsQR from 'jsqr';

/**
 * Reads a PDF the way a viewer does, with Mozilla's pdf.js: the text of a
 * page, the images it paints, and any QR code on it once rendered.
 */

export interface PdfPage {
  text: string;
  /** Pixel size of each image the page paints. */
  images: { width: number; height: number }[];
  /** What a QR code in the top QR_REGION points of the rendered page says, or null when none is found. */
  qr: string | null;
}

/** How far down the page to look for a QR code: the first page band of a datasheet. */
const QR_REGION = 260;
/** Device pixels per point: QR modules of under 2 points come out several pixels wide. */
const SCALE = 2;

const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));

async function openPdf(bytes: Uint8Array) {
  // pdf.js ships only as an ES module; a dynamic import loads it from these CommonJS tests.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: bytes,
    standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`,
    isEvalSupported: false,
  }).promise;
  return { pdfjs, doc };
}

async function pageText(page: { getTextContent(): Promise<{ items: readonly object[] }> }): Promise<string> {
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item && typeof item.str === 'string' ? item.str : '')).join(' ');
}

export async function readPdfPage(bytes: Uint8Array, pageNumber = 1): Promise<PdfPage & { pages: number }> {
  const { pdfjs, doc } = await openPdf(bytes);
  try {
    const page = await doc.getPage(pageNumber);
    const text = await pageText(page);
    const operators = await page.getOperatorList();
    const images = operators.fnArray.flatMap((fn, i) => {
      if (fn !== pdfjs.OPS.paintImageXObject) return [];
      const [, width, height] = operators.argsArray[i] as [string, number, number];
      return [{ width, height }];
    });
    const viewport = page.getViewport({ scale: SCALE });
    const height = Math.min(viewport.height, QR_REGION * SCALE);
    // In Node pdf.js draws on @napi-rs/canvas through this factory; its type says only Object.
    const factory = doc.canvasFactory as { create(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } };
    // A canvas of the top region only: the rest of the page is clipped, which keeps rendering and decoding quick.
    const { canvas, context } = factory.create(viewport.width, height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const pixels = context.getImageData(0, 0, viewport.width, height);
    const qr = jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
    return { text, images, qr, pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

/** Size in points and text of every page, for a check of page format and content. */
export async function readPdfPages(bytes: Uint8Array): Promise<{ width: number; height: number; text: string }[]> {
  const { doc } = await openPdf(bytes);
  try {
    const pages = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const [, , width = 0, height = 0] = page.view;
      pages.push({ width, height, text: await pageText(page) });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
