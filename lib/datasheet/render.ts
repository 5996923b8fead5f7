import 'server-only';
import { LineCapStyle, PDFDocument, PDFString, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { mark } from '@/lib/brand/mark';
import { COLORS } from '@/lib/brand/palette';
import type { Product } from '@/content/catalogue/types';
import { datasheetContent } from './content';
import { rasteriseDrawing, type IllustrationSource } from './drawing';
import { layoutDatasheet, type DrawOp, type FontMetrics } from './layout';
import { A4, DATASHEET_PALETTE, DRAWING_WIDTH, hexToRgb, type FontKey, type Rgb } from './style';

/**
 * Renders a product's datasheet to PDF bytes with pdf-lib and the standard
 * Helvetica faces, which every PDF reader has built in, so no font is
 * embedded and nothing is read from disk or network.
 */

const color = (c: Rgb) => rgb(c[0], c[1], c[2]);

/** The mark's rounded tile as a path, from the same geometry the header logo uses. */
function tilePath(): string {
  const { x, y, width: w, height: h, rx: r } = mark.tile;
  return [
    `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}`,
    `V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}`,
    `H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}`,
    `V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`,
  ].join('');
}

function drawMark(page: PDFPage, left: number, top: number, size: number): void {
  const scale = size / mark.tile.width;
  // drawSvgPath places the path's origin at (x, y) and lets SVG y grow downwards from there.
  const at = { x: left, y: A4.height - top, scale };
  page.drawSvgPath(tilePath(), { ...at, color: color(hexToRgb(mark.tile.fill)) });
  for (const stroke of [mark.loop, mark.core]) {
    page.drawSvgPath(stroke.d, {
      ...at,
      borderColor: color(hexToRgb(stroke.stroke)),
      borderWidth: stroke.strokeWidth * scale,
      borderLineCap: LineCapStyle.Round,
    });
  }
  page.drawCircle({
    x: left + mark.light.cx * scale,
    y: A4.height - top - mark.light.cy * scale,
    size: mark.light.r * scale,
    color: color(hexToRgb(mark.light.fill)),
  });
}

/** A clickable area opening `url`, with no visible border. */
function addLink(doc: PDFDocument, page: PDFPage, op: Extract<DrawOp, { kind: 'link' }>): void {
  const annotation = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [op.x, A4.height - op.y - op.height, op.x + op.width, A4.height - op.y],
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(op.url) },
  });
  page.node.addAnnot(doc.context.register(annotation));
}

function draw(doc: PDFDocument, page: PDFPage, op: DrawOp, fonts: Record<FontKey, PDFFont>, drawing: PDFImage | null): void {
  switch (op.kind) {
    case 'rect':
      page.drawRectangle({ x: op.x, y: A4.height - op.y - op.height, width: op.width, height: op.height, color: color(op.color) });
      return;
    case 'line':
      page.drawLine({
        start: { x: op.x1, y: A4.height - op.y1 },
        end: { x: op.x2, y: A4.height - op.y2 },
        thickness: op.thickness,
        color: color(op.color),
      });
      return;
    case 'text':
      page.drawText(op.text, { x: op.x, y: A4.height - op.y, size: op.size, font: fonts[op.font], color: color(op.color) });
      return;
    case 'link':
      addLink(doc, page, op);
      return;
    case 'mark':
      drawMark(page, op.x, op.y, op.size);
      return;
    case 'image':
      if (drawing) page.drawImage(drawing, { x: op.x, y: A4.height - op.y - op.height, width: op.width, height: op.height });
      return;
    case 'path':
      page.drawSvgPath(op.d, { x: op.x, y: A4.height - op.y, scale: op.scale, color: color(op.color) });
      return;
  }
}

export interface RenderOptions {
  /** Printed in the footer and stored as the document's creation date. */
  issued: Date;
  /** Where drawings come from: the files the prebuild step wrote, unless a test renders them itself. */
  illustrationSvg?: IllustrationSource;
}

export async function renderDatasheet(product: Product, { issued, illustrationSvg }: RenderOptions): Promise<Uint8Array> {
  // Metadata is set below from the record, so pdf-lib's defaults (its own name, the current time) stay out.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Record<FontKey, PDFFont> = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    oblique: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const metrics: FontMetrics = { widthOf: (text, font, size) => fonts[font].widthOfTextAtSize(text, size) };

  const content = datasheetContent(product, issued);
  // The drawing sits on the tinted panel, so its background is that tint.
  const raster = content.drawing ? await rasteriseDrawing(product.image, DRAWING_WIDTH, COLORS[DATASHEET_PALETTE.surfaceAlt], illustrationSvg) : null;
  const drawing = raster ? await doc.embedJpg(raster.jpeg) : null;
  for (const { ops } of layoutDatasheet(content, metrics)) {
    const page = doc.addPage([A4.width, A4.height]);
    for (const op of ops) draw(doc, page, op, fonts, drawing);
  }

  const { metadata } = content;
  doc.setTitle(metadata.title, { showInWindowTitleBar: true });
  doc.setAuthor(metadata.author);
  doc.setSubject(metadata.subject);
  doc.setKeywords([...metadata.keywords]);
  doc.setCreator(metadata.author);
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-IN');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  // pdf-lib yields to the event loop every 50 objects so a browser tab stays responsive; a build has no tab to keep alive.
  return doc.save({ objectsPerTick: Infinity });
}
