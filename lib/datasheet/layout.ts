import { datasheetLabels as labels } from '@/content/datasheet';
import type { DatasheetContent, DatasheetItem, DatasheetTable } from './content';
import {
  A4,
  BAND_GAP,
  CELL_PADDING,
  CONTENT_WIDTH,
  CONTINUATION_BAND_HEIGHT,
  DRAWING_PADDING,
  DRAWING_WIDTH,
  FOOTER_HEIGHT,
  PAGE_MARGIN_X,
  QR_TILE,
  colors,
  type,
  type FontKey,
  type Rgb,
  type TextStyle,
} from './style';
import { QR_QUIET_ZONE } from './qr';
import { columnWidths, wrapText, type Measure } from './wrap';

/**
 * Lays a datasheet out as pages of drawing operations, without touching a
 * PDF: the renderer turns each operation into one pdf-lib call. Coordinates
 * are in points from the page's top-left corner (y grows downwards, as on
 * screen); `y` of a text operation is its baseline.
 */

export type DrawOp =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: Rgb }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; thickness: number; color: Rgb }
  | { kind: 'text'; x: number; y: number; text: string; font: FontKey; size: number; color: Rgb }
  | { kind: 'link'; x: number; y: number; width: number; height: number; url: string }
  /** The Lumora mark, `size` points square, top-left at x, y. */
  | { kind: 'mark'; x: number; y: number; size: number }
  /** The product drawing, rasterised by the renderer, filling the box. */
  | { kind: 'image'; x: number; y: number; width: number; height: number }
  /** An SVG path in its own units, scaled by `scale`, its origin at x, y (the QR code's dark modules). */
  | { kind: 'path'; x: number; y: number; scale: number; d: string; color: Rgb };

export interface LayoutPage {
  ops: DrawOp[];
}

export interface FontMetrics {
  widthOf(text: string, font: FontKey, size: number): number;
}

const RIGHT = PAGE_MARGIN_X + CONTENT_WIDTH;
/** Lowest y content may reach; the footer sits below. */
const CONTENT_BOTTOM = A4.height - FOOTER_HEIGHT;
const SECTION_GAP = 18;
const COLUMN_GAP = 20;
const BULLET_INDENT = 11;

const lineHeight = (style: TextStyle) => style.size * style.leading;
/** Baseline of a line whose box starts at `top`: the glyphs sit centred in the line box. */
const baseline = (top: number, style: TextStyle) => top + (lineHeight(style) - style.size) / 2 + style.size * 0.8;

/** The running layout: the pages so far and the cursor on the last one. */
class Flow {
  readonly pages: LayoutPage[] = [];
  y = 0;

  constructor(
    readonly content: DatasheetContent,
    readonly metrics: FontMetrics,
  ) {}

  get ops(): DrawOp[] {
    const page = this.pages.at(-1);
    if (!page) throw new Error('layout has no page yet');
    return page.ops;
  }

  get remaining(): number {
    return CONTENT_BOTTOM - this.y;
  }

  /** True when nothing but the band is on the current page, so moving on would not help. */
  get atPageTop(): boolean {
    return this.y <= CONTINUATION_BAND_HEIGHT + BAND_GAP;
  }

  measure(style: TextStyle): Measure {
    return (text) => this.metrics.widthOf(text, style.font, style.size);
  }

  wrap(text: string, style: TextStyle, width: number): string[] {
    return wrapText(text, width, this.measure(style));
  }

  addPage(): void {
    this.pages.push({ ops: [] });
    continuationBand(this);
    this.y = CONTINUATION_BAND_HEIGHT + BAND_GAP;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (height > this.remaining && !this.atPageTop) this.addPage();
  }

  text(text: string, x: number, y: number, style: TextStyle, color: Rgb): void {
    this.ops.push({ kind: 'text', x, y, text, font: style.font, size: style.size, color });
  }

  /** Draws `lines` from `top` down; returns the height used. */
  lines(lines: readonly string[], x: number, top: number, style: TextStyle, color: Rgb): number {
    lines.forEach((line, i) => {
      if (line) this.text(line, x, baseline(top + i * lineHeight(style), style), style, color);
    });
    return lines.length * lineHeight(style);
  }

  /** A paragraph at the cursor, moving to a new page between lines when it runs out of room. */
  paragraph(text: string, style: TextStyle, color: Rgb, x = PAGE_MARGIN_X, width = CONTENT_WIDTH): void {
    for (const line of this.wrap(text, style, width)) {
      this.ensure(lineHeight(style));
      this.y += this.lines([line], x, this.y, style, color);
    }
  }
}

function rightAligned(flow: Flow, text: string, y: number, style: TextStyle, color: Rgb): void {
  flow.text(text, RIGHT - flow.measure(style)(text), y, style, color);
}

/** Page one's navy band: brand, tagline, family, product title, model, page link, and the page's QR code. */
function firstPageBand(flow: Flow): void {
  const { brand, product, qr } = flow.content;
  const ops: DrawOp[] = [];
  flow.pages.push({ ops });

  const markSize = 30;
  ops.push({ kind: 'mark', x: PAGE_MARGIN_X, y: 22, size: markSize });
  const textX = PAGE_MARGIN_X + markSize + 10;
  flow.text(brand.name, textX, 38, type.brand, colors.onDark);
  flow.text(brand.tagline, textX, 51, type.tagline, colors.cyan);
  rightAligned(flow, labels.eyebrow, 36, type.eyebrow, colors.cyan);
  rightAligned(flow, product.family, 50, type.meta, colors.onDarkMuted);
  ops.push({ kind: 'line', x1: PAGE_MARGIN_X, y1: 66, x2: RIGHT, y2: 66, thickness: 0.75, color: colors.cyanDark });

  const top = 78;
  const textWidth = qr ? CONTENT_WIDTH - QR_TILE - COLUMN_GAP : CONTENT_WIDTH;
  let y = top;
  y += flow.lines(flow.wrap(product.title, type.title, textWidth), PAGE_MARGIN_X, y, type.title, colors.onDark);
  y += 4;
  y += flow.lines([`${labels.modelPrefix} ${product.model}`], PAGE_MARGIN_X, y, type.meta, colors.onDarkMuted);
  if (product.url) {
    const label = product.url.replace(/^https?:\/\//, '');
    const style = type.footer;
    y += 2;
    flow.text(label, PAGE_MARGIN_X, baseline(y, style), style, colors.cyan);
    ops.push({ kind: 'link', x: PAGE_MARGIN_X, y, width: flow.measure(style)(label), height: lineHeight(style), url: product.url });
    y += lineHeight(style);
  }
  if (qr && product.url) y = Math.max(y, qrTile(flow, qr, product.url, top));
  const bandBottom = y + 16;
  // The band is drawn first so everything above sits on it.
  ops.unshift({ kind: 'rect', x: 0, y: 0, width: A4.width, height: bandBottom, color: colors.navy });
  ops.push({ kind: 'rect', x: 0, y: bandBottom, width: A4.width, height: 3, color: colors.amberLight });
  flow.y = bandBottom + 3 + BAND_GAP;
}

/** The QR code on a white tile at the band's right, its quiet zone inside the tile, a caption below; returns the bottom. */
function qrTile(flow: Flow, qr: NonNullable<DatasheetContent['qr']>, url: string, top: number): number {
  const x = RIGHT - QR_TILE;
  const moduleSize = QR_TILE / (qr.size + 2 * QR_QUIET_ZONE);
  flow.ops.push({ kind: 'rect', x, y: top, width: QR_TILE, height: QR_TILE, color: colors.onDark });
  flow.ops.push({
    kind: 'path',
    x: x + QR_QUIET_ZONE * moduleSize,
    y: top + QR_QUIET_ZONE * moduleSize,
    scale: moduleSize,
    d: qr.path,
    color: colors.navy,
  });
  flow.ops.push({ kind: 'link', x, y: top, width: QR_TILE, height: QR_TILE, url });
  const style = type.footer;
  const caption = labels.qrCaption;
  const captionTop = top + QR_TILE + 3;
  flow.text(caption, x + (QR_TILE - flow.measure(style)(caption)) / 2, baseline(captionTop, style), style, colors.onDarkMuted);
  return captionTop + lineHeight(style);
}

/** Pages two onwards: a slim band naming the company and the product. */
function continuationBand(flow: Flow): void {
  const { brand, product } = flow.content;
  const h = CONTINUATION_BAND_HEIGHT;
  flow.ops.push({ kind: 'rect', x: 0, y: 0, width: A4.width, height: h, color: colors.navy });
  flow.ops.push({ kind: 'mark', x: PAGE_MARGIN_X, y: 6, size: h - 12 });
  const brandStyle = type.continuation;
  const textX = PAGE_MARGIN_X + h - 12 + 7;
  flow.text(brand.name, textX, 19.5, brandStyle, colors.onDark);
  flow.text(brand.tagline, textX + flow.measure(brandStyle)(brand.name) + 8, 19.5, type.note, colors.cyan);
  rightAligned(flow, `${product.model} ${labels.continuationBand}`, 19, type.footer, colors.onDarkMuted);
}

/** A section heading with a short cyan rule under it; keeps `keepWith` points of what follows on the same page. */
function heading(flow: Flow, text: string, keepWith: number): void {
  const style = type.heading;
  const lines = flow.wrap(text, style, CONTENT_WIDTH);
  const height = lines.length * lineHeight(style) + 7;
  flow.ensure(SECTION_GAP + height + keepWith);
  if (!flow.atPageTop) flow.y += SECTION_GAP;
  flow.y += flow.lines(lines, PAGE_MARGIN_X, flow.y, style, colors.navy);
  flow.ops.push({ kind: 'line', x1: PAGE_MARGIN_X, y1: flow.y + 2, x2: RIGHT, y2: flow.y + 2, thickness: 0.5, color: colors.line });
  flow.ops.push({ kind: 'rect', x: PAGE_MARGIN_X, y: flow.y + 1, width: 36, height: 2, color: colors.cyan });
  flow.y += 7;
}

function bullet(flow: Flow, x: number, top: number, style: TextStyle, color: Rgb): void {
  const size = 3.5;
  const middle = baseline(top, style) - style.size * 0.35;
  flow.ops.push({ kind: 'rect', x, y: middle - size / 2, width: size, height: size, color });
}

/**
 * Summary and banner line; with a drawing, they take the left column and the
 * drawing a tinted panel on the right, printed at DRAWING_WIDTH.
 */
function summary(flow: Flow): void {
  const { product, drawing } = flow.content;
  if (!drawing) {
    flow.paragraph(product.summary, type.summary, colors.ink);
    if (product.banner) {
      flow.y += 5;
      flow.paragraph(product.banner, type.banner, colors.amber);
    }
    return;
  }
  const panelWidth = DRAWING_WIDTH + 2 * DRAWING_PADDING;
  const imageHeight = DRAWING_WIDTH / drawing.aspect;
  const panelHeight = imageHeight + 2 * DRAWING_PADDING;
  const panelX = RIGHT - panelWidth;
  const top = flow.y;
  flow.ops.push({ kind: 'rect', x: panelX, y: top, width: panelWidth, height: panelHeight, color: colors.surfaceAlt });
  flow.ops.push({ kind: 'image', x: panelX + DRAWING_PADDING, y: top + DRAWING_PADDING, width: DRAWING_WIDTH, height: imageHeight });

  const textWidth = panelX - COLUMN_GAP - PAGE_MARGIN_X;
  let y = top;
  y += flow.lines(flow.wrap(product.summary, type.summary, textWidth), PAGE_MARGIN_X, y, type.summary, colors.ink);
  if (product.banner) {
    y += 5;
    y += flow.lines(flow.wrap(product.banner, type.banner, textWidth), PAGE_MARGIN_X, y, type.banner, colors.amber);
  }
  flow.y = Math.max(y, top + panelHeight);
}

/** The key figures in three columns, each a small label over its value; the block never splits. */
function keyFigures(flow: Flow): void {
  const items = flow.content.keyFigures;
  if (items.length === 0) return;
  const columns = 3;
  const columnWidth = (CONTENT_WIDTH - (columns - 1) * COLUMN_GAP) / columns;
  const cells = items.map((item) => ({ label: flow.wrap(item.label, type.small, columnWidth), value: flow.wrap(item.value, type.itemTitle, columnWidth) }));
  const rows: (typeof cells)[] = [];
  for (let i = 0; i < cells.length; i += columns) rows.push(cells.slice(i, i + columns));
  const cellHeight = (c: (typeof cells)[number]) => c.label.length * lineHeight(type.small) + c.value.length * lineHeight(type.itemTitle) + 6;
  const rowHeights = rows.map((row) => Math.max(...row.map(cellHeight)));
  const titleHeight = lineHeight(type.itemTitle) + 4;
  const height = titleHeight + rowHeights.reduce((a, b) => a + b, 0);
  flow.ensure(SECTION_GAP + height);
  if (!flow.atPageTop) flow.y += SECTION_GAP;
  let y = flow.y;
  flow.lines([labels.keyFigures], PAGE_MARGIN_X, y, type.itemTitle, colors.cyanDark);
  y += titleHeight;
  rows.forEach((row, r) => {
    row.forEach((c, i) => {
      const x = PAGE_MARGIN_X + i * (columnWidth + COLUMN_GAP);
      const used = flow.lines(c.label, x, y, type.small, colors.muted);
      flow.lines(c.value, x, y + used, type.itemTitle, colors.ink);
    });
    y += rowHeights[r] ?? 0;
  });
  flow.y = y;
}

/** Key highlights in a tinted panel, two columns of bullets; the panel never splits. */
function highlights(flow: Flow): void {
  const items = flow.content.highlights;
  if (items.length === 0) return;
  const pad = 10;
  const columnWidth = (CONTENT_WIDTH - 2 * pad - COLUMN_GAP) / 2;
  const textWidth = columnWidth - BULLET_INDENT;
  const style = type.body;
  const wrapped = items.map((item) => flow.wrap(item, style, textWidth));
  const rows: (typeof wrapped)[] = [];
  for (let i = 0; i < wrapped.length; i += 2) rows.push(wrapped.slice(i, i + 2));
  const rowHeights = rows.map((row) => Math.max(...row.map((lines) => lines.length)) * lineHeight(style) + 3);
  const titleHeight = lineHeight(type.itemTitle) + 4;
  const height = 2 * pad + titleHeight + rowHeights.reduce((a, b) => a + b, 0);

  flow.ensure(SECTION_GAP + height);
  if (!flow.atPageTop) flow.y += SECTION_GAP;
  const top = flow.y;
  flow.ops.push({ kind: 'rect', x: PAGE_MARGIN_X, y: top, width: CONTENT_WIDTH, height, color: colors.cyanTint });
  flow.ops.push({ kind: 'rect', x: PAGE_MARGIN_X, y: top, width: 3, height, color: colors.cyanDark });
  let y = top + pad;
  flow.lines([labels.highlights], PAGE_MARGIN_X + pad, y, type.itemTitle, colors.cyanDark);
  y += titleHeight;
  rows.forEach((row, r) => {
    row.forEach((lines, c) => {
      const x = PAGE_MARGIN_X + pad + c * (columnWidth + COLUMN_GAP);
      bullet(flow, x, y, style, colors.cyanDark);
      flow.lines(lines, x + BULLET_INDENT, y, style, colors.ink);
    });
    y += rowHeights[r] ?? 0;
  });
  flow.y = top + height;
}

/** Features as a two-column grid: a bold title over its text, each row kept whole. */
function features(flow: Flow): void {
  const items = flow.content.features;
  if (items.length === 0) return;
  const columnWidth = (CONTENT_WIDTH - COLUMN_GAP) / 2;
  const textWidth = columnWidth - BULLET_INDENT;
  const cell = (item: DatasheetItem) => ({
    title: flow.wrap(item.title, type.itemTitle, textWidth),
    text: flow.wrap(item.text, type.body, textWidth),
  });
  const cells = items.map(cell);
  const cellHeight = (c: ReturnType<typeof cell>) => c.title.length * lineHeight(type.itemTitle) + 1 + c.text.length * lineHeight(type.body);
  const rows: (typeof cells)[] = [];
  for (let i = 0; i < cells.length; i += 2) rows.push(cells.slice(i, i + 2));
  const rowGap = 8;
  const rowHeight = (row: typeof cells) => Math.max(...row.map(cellHeight)) + rowGap;

  heading(flow, labels.features, rowHeight(rows[0] ?? []));
  for (const row of rows) {
    const height = rowHeight(row);
    flow.ensure(height);
    row.forEach((c, i) => {
      const x = PAGE_MARGIN_X + i * (columnWidth + COLUMN_GAP);
      bullet(flow, x, flow.y, type.itemTitle, colors.amber);
      const used = flow.lines(c.title, x + BULLET_INDENT, flow.y, type.itemTitle, colors.ink);
      flow.lines(c.text, x + BULLET_INDENT, flow.y + used + 1, type.body, colors.muted);
    });
    flow.y += height;
  }
}

interface TableGeometry {
  widths: number[];
  xs: number[];
}

/**
 * The cells of a row, wrapped. A row with fewer cells than the table has
 * columns lets its last cell span the rest, as the HTML table does.
 */
function wrapRow(flow: Flow, cells: readonly string[], geometry: TableGeometry, header: boolean): string[][] {
  const inner = (from: number, to: number) => geometry.widths.slice(from, to).reduce((a, b) => a + b, 0) - 2 * CELL_PADDING.x;
  return cells.map((text, i) => {
    const last = i === cells.length - 1;
    const width = inner(i, last ? geometry.widths.length : i + 1);
    const style = header || i === 0 ? type.cellHead : type.cell;
    return flow.wrap(text, style, width);
  });
}

const rowHeight = (cells: readonly (readonly string[])[]) =>
  Math.max(1, ...cells.map((lines) => lines.length)) * lineHeight(type.cell) + 2 * CELL_PADDING.y;

function drawRow(
  flow: Flow,
  cells: readonly (readonly string[])[],
  geometry: TableGeometry,
  kind: 'header' | 'data',
  shaded: boolean,
): void {
  const height = rowHeight(cells);
  const top = flow.y;
  if (kind === 'header') {
    flow.ops.push({ kind: 'rect', x: PAGE_MARGIN_X, y: top, width: CONTENT_WIDTH, height, color: colors.navy });
  } else if (shaded) {
    flow.ops.push({ kind: 'rect', x: PAGE_MARGIN_X, y: top, width: CONTENT_WIDTH, height, color: colors.surfaceAlt });
  }
  cells.forEach((lines, i) => {
    const x = (geometry.xs[i] ?? PAGE_MARGIN_X) + CELL_PADDING.x;
    const style = kind === 'header' || i === 0 ? type.cellHead : type.cell;
    const color = kind === 'header' ? colors.onDark : colors.ink;
    flow.lines(lines, x, top + CELL_PADDING.y, style, color);
    if (i > 0 && kind === 'data') {
      const divider = geometry.xs[i] ?? PAGE_MARGIN_X;
      flow.ops.push({ kind: 'line', x1: divider, y1: top, x2: divider, y2: top + height, thickness: 0.5, color: colors.line });
    }
  });
  if (kind === 'data') {
    flow.ops.push({ kind: 'line', x1: PAGE_MARGIN_X, y1: top + height, x2: RIGHT, y2: top + height, thickness: 0.5, color: colors.line });
  }
  flow.y += height;
}

function groupLabel(flow: Flow, label: string): void {
  const style = type.cellHead;
  const lines = flow.wrap(label, style, CONTENT_WIDTH - 2 * CELL_PADDING.x);
  const height = rowHeight([lines]);
  flow.ops.push({ kind: 'rect', x: PAGE_MARGIN_X, y: flow.y, width: CONTENT_WIDTH, height, color: colors.cyanTint });
  flow.lines(lines, PAGE_MARGIN_X + CELL_PADDING.x, flow.y + CELL_PADDING.y, style, colors.cyanDark);
  flow.y += height;
}

const groupLabelHeight = (flow: Flow, label: string | undefined) =>
  label ? rowHeight([flow.wrap(label, type.cellHead, CONTENT_WIDTH - 2 * CELL_PADDING.x)]) : 0;

/**
 * A spec table: title, header row, group labels as full-width section rows,
 * wrapped cells. Rows never split unless one is taller than a whole page; a
 * table that runs off the page continues on the next under its title marked
 * '(continued)', its header row and, mid-group, the group's label.
 */
function specTable(flow: Flow, source: DatasheetTable): void {
  const measure = flow.measure(type.cellHead);
  const byColumn = source.columns.map((column, c) => [
    column,
    // A short row's last cell spans the columns after it, so it makes no demand on one column.
    ...source.groups.flatMap((g) =>
      g.rows.map((row) => (c < row.length - 1 || row.length === source.columns.length ? (row[c] ?? '') : '')),
    ),
  ]);
  const widths = columnWidths(byColumn, CONTENT_WIDTH, 2 * CELL_PADDING.x, measure);
  const xs = widths.map((_, i) => PAGE_MARGIN_X + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const geometry: TableGeometry = { widths, xs };
  const header = wrapRow(flow, source.columns, geometry, true);

  const firstGroup = source.groups[0];
  const firstRow = firstGroup?.rows[0];
  const firstBlock =
    rowHeight(header) + groupLabelHeight(flow, firstGroup?.label) + (firstRow ? rowHeight(wrapRow(flow, firstRow, geometry, false)) : 0);
  heading(flow, source.title, firstBlock);
  drawRow(flow, header, geometry, 'header', false);

  let rowsOnPage = 0;
  const continueOnNextPage = (groupInProgress: string | undefined) => {
    flow.addPage();
    flow.lines([`${source.title} ${labels.continued}`], PAGE_MARGIN_X, flow.y, type.continuation, colors.navy);
    flow.y += lineHeight(type.continuation) + 4;
    drawRow(flow, header, geometry, 'header', false);
    if (groupInProgress) groupLabel(flow, `${groupInProgress} ${labels.continued}`);
    rowsOnPage = 0;
  };

  for (const group of source.groups) {
    const first = group.rows[0];
    if (group.label) {
      const needed = groupLabelHeight(flow, group.label) + (first ? rowHeight(wrapRow(flow, first, geometry, false)) : 0);
      if (needed > flow.remaining && rowsOnPage > 0) continueOnNextPage(undefined);
      groupLabel(flow, group.label);
    }
    group.rows.forEach((row, index) => {
      let cells = wrapRow(flow, row, geometry, false);
      const shaded = index % 2 === 1;
      for (;;) {
        if (rowHeight(cells) <= flow.remaining) {
          drawRow(flow, cells, geometry, 'data', shaded);
          rowsOnPage += 1;
          return;
        }
        if (rowsOnPage > 0) {
          continueOnNextPage(group.label);
          continue;
        }
        // Taller than a whole page: draw what fits and carry the rest of every cell over.
        const fit = Math.max(1, Math.floor((flow.remaining - 2 * CELL_PADDING.y) / lineHeight(type.cell)));
        drawRow(flow, cells.map((lines) => lines.slice(0, fit)), geometry, 'data', shaded);
        cells = cells.map((lines) => lines.slice(fit));
        continueOnNextPage(group.label);
      }
    });
  }

  if (source.note) {
    flow.y += 4;
    flow.paragraph(source.note, type.note, colors.muted);
  }
}

/** Contact line, issue date and page number at the foot of every page, added once the page count is known. */
function footers(pages: readonly LayoutPage[], content: DatasheetContent, metrics: FontMetrics): void {
  const style = type.footer;
  const measure = (text: string, s: TextStyle = style) => metrics.widthOf(text, s.font, s.size);
  const ruleY = CONTENT_BOTTOM + 14;
  const firstLine = A4.height - 25;
  const secondLine = A4.height - 14;
  const { contact } = content;
  const parts = [
    { text: `${labels.phonePrefix} ${contact.phone}`, url: contact.phoneUrl },
    { text: contact.email, url: `mailto:${contact.email}` },
    { text: contact.website, url: contact.websiteUrl },
  ];
  const separator = '   |   ';

  pages.forEach((page, index) => {
    const ops = page.ops;
    ops.push({ kind: 'line', x1: PAGE_MARGIN_X, y1: ruleY, x2: RIGHT, y2: ruleY, thickness: 0.5, color: colors.line });
    let x = PAGE_MARGIN_X;
    parts.forEach((part, i) => {
      if (i > 0) {
        ops.push({ kind: 'text', x, y: firstLine, text: separator, font: style.font, size: style.size, color: colors.line });
        x += measure(separator);
      }
      const width = measure(part.text, { ...style, font: 'bold' });
      ops.push({ kind: 'text', x, y: firstLine, text: part.text, font: 'bold', size: style.size, color: colors.navy });
      ops.push({ kind: 'link', x, y: firstLine - style.size, width, height: style.size * 1.3, url: part.url });
      x += width;
    });
    const pageLabel = labels.pageOf(index + 1, pages.length);
    ops.push({ kind: 'text', x: RIGHT - measure(pageLabel), y: firstLine, text: pageLabel, font: style.font, size: style.size, color: colors.muted });
    const legal = `${contact.legalName}${separator}${labels.disclaimer}`;
    ops.push({ kind: 'text', x: PAGE_MARGIN_X, y: secondLine, text: legal, font: style.font, size: style.size, color: colors.muted });
    const issued = `${labels.issuedPrefix} ${content.issued}`;
    ops.push({ kind: 'text', x: RIGHT - measure(issued), y: secondLine, text: issued, font: style.font, size: style.size, color: colors.muted });
  });
}

/** The whole datasheet as pages of drawing operations. */
export function layoutDatasheet(content: DatasheetContent, metrics: FontMetrics): LayoutPage[] {
  const flow = new Flow(content, metrics);
  firstPageBand(flow);
  summary(flow);
  keyFigures(flow);
  highlights(flow);
  features(flow);
  for (const table of content.tables) specTable(flow, table);
  footers(flow.pages, content, metrics);
  return flow.pages;
}
