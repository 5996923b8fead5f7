/** @jest-environment node */
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { datasheetContent, getDatasheetProducts, type DatasheetContent, type DatasheetTable } from './content';
import { layoutDatasheet, type DrawOp, type FontMetrics, type LayoutPage } from './layout';
import { qrCode } from './qr';
import { A4, CONTENT_WIDTH, DRAWING_WIDTH, FOOTER_HEIGHT, PAGE_MARGIN_X, QR_TILE, type, type FontKey } from './style';

let metrics: FontMetrics;
beforeAll(async () => {
  const doc = await PDFDocument.create();
  const fonts: Record<FontKey, PDFFont> = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    oblique: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  metrics = { widthOf: (text, font, size) => fonts[font].widthOfTextAtSize(text, size) };
});

type TextOp = Extract<DrawOp, { kind: 'text' }>;
const texts = (page: LayoutPage | undefined): TextOp[] =>
  (page?.ops ?? []).filter((op): op is TextOp => op.kind === 'text');
const strings = (page: LayoutPage | undefined) => texts(page).map((op) => op.text);
const width = (op: TextOp) => metrics.widthOf(op.text, op.font, op.size);

function content(overrides: Partial<DatasheetContent> = {}): DatasheetContent {
  return {
    brand: { name: 'Lumora Photonics', tagline: 'Concept of One Stop Solution' },
    product: { key: 'test', model: 'T-1', title: 'Test Splicer', family: 'Sumitomo', summary: 'A splicer for tests.' },
    qr: null,
    drawing: null,
    keyFigures: [],
    highlights: [],
    features: [],
    tables: [],
    contact: {
      phone: '+91 98100 00000',
      phoneUrl: 'tel:+919810000000',
      email: 'info@lumora.example',
      website: 'www.lumora.example',
      websiteUrl: 'https://www.lumora.example/',
      legalName: 'Lumora Photonics Pvt. Ltd.',
    },
    issued: '7 March 2026',
    metadata: { title: 'Test Splicer datasheet', author: 'Lumora Photonics', subject: 'T-1', keywords: ['T-1'] },
    ...overrides,
  };
}

const rows = (n: number, prefix = 'Row') => Array.from({ length: n }, (_, i) => [`${prefix} ${i + 1}`, `Value ${i + 1}`]);

describe('layoutDatasheet', () => {
  it('puts brand, tagline, title, model and family in the first page band', () => {
    const [first] = layoutDatasheet(content(), metrics);
    expect(strings(first)).toEqual(
      expect.arrayContaining(['Lumora Photonics', 'Concept of One Stop Solution', 'Test Splicer', 'Model T-1', 'Sumitomo']),
    );
    expect(first?.ops[0]).toMatchObject({ kind: 'rect', x: 0, y: 0, width: A4.width });
  });

  it('lays out a card-only product, with no tables, on one page', () => {
    const pages = layoutDatasheet(content(), metrics);
    expect(pages).toHaveLength(1);
    expect(strings(pages[0])).toContain('A splicer for tests.');
  });

  it('prints every highlight and feature', () => {
    const [first] = layoutDatasheet(
      content({
        highlights: ['0.03 dB typical loss', '6 s splice'],
        features: [{ title: 'One clamp', text: 'Holds 250 and 900 fibre.' }],
      }),
      metrics,
    );
    expect(strings(first)).toEqual(
      expect.arrayContaining(['Key highlights', '0.03 dB typical loss', '6 s splice', 'Features', 'One clamp', 'Holds 250 and 900 fibre.']),
    );
  });

  it('prints the key figures on page one, each label above its value, before the highlights', () => {
    const [first] = layoutDatasheet(
      content({
        keyFigures: [
          { label: 'Splice time', value: '6 s' },
          { label: 'Typical splice loss', value: '0.03 dB' },
          { label: 'Weight', value: '0.9 kg' },
          { label: 'Alignment', value: 'Clad' },
        ],
        highlights: ['One clamp for most jobs'],
      }),
      metrics,
    );
    const ops = texts(first);
    const at = (text: string) => ops.find((op) => op.text === text)!;
    expect(strings(first)).toEqual(expect.arrayContaining(['Key figures', 'Splice time', '6 s', 'Alignment', 'Clad']));
    expect(at('6 s').y).toBeGreaterThan(at('Splice time').y);
    expect(at('6 s').x).toBe(at('Splice time').x);
    expect(at('Weight').y).toBe(at('Splice time').y);
    expect(at('Alignment').y).toBeGreaterThan(at('Splice time').y);
    expect(at('Key highlights').y).toBeGreaterThan(at('Clad').y);
  });

  it('continues a table longer than a page on the next page under its title and repeated header row', () => {
    const table: DatasheetTable = { title: 'Specifications', columns: ['Item', 'T-1'], groups: [{ rows: rows(120) }] };
    const pages = layoutDatasheet(content({ tables: [table] }), metrics);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(strings(pages[0])).toEqual(expect.arrayContaining(['Specifications', 'Item', 'T-1', 'Row 1']));
    for (const page of pages.slice(1)) {
      const s = strings(page);
      expect(s).toEqual(expect.arrayContaining(['Specifications (continued)', 'Item', 'T-1']));
      // The header row comes before the page's first data row.
      const firstRow = s.findIndex((t) => t.startsWith('Row '));
      expect(s.indexOf('Item')).toBeLessThan(firstRow);
    }
    const printed = pages.flatMap((p) => strings(p).filter((t) => /^Row \d+$/.test(t)));
    expect(printed).toEqual(rows(120).map((r) => r[0]));
  });

  it('repeats a group label marked continued when the group runs across a page break', () => {
    const table: DatasheetTable = {
      title: 'Specifications',
      columns: ['Item', 'T-1'],
      groups: [{ label: 'Optical', rows: rows(90) }],
    };
    const pages = layoutDatasheet(content({ tables: [table] }), metrics);
    expect(strings(pages[1])).toContain('Optical (continued)');
  });

  it('splits a row taller than a whole page across pages without losing a line', () => {
    const tall = Array.from({ length: 150 }, (_, i) => `line ${i + 1}`).join('\n');
    const table: DatasheetTable = { title: 'Ports', columns: ['Port', 'Use'], groups: [{ rows: [['LAN', tall]] }] };
    const pages = layoutDatasheet(content({ tables: [table] }), metrics);
    const printed = pages.flatMap((p) => strings(p).filter((t) => t.startsWith('line ')));
    expect(printed).toEqual(tall.split('\n'));
    expect(pages.length).toBeGreaterThan(1);
  });

  it('keeps every cell line inside its own column', () => {
    const long = 'Single / SMF(G.652), MMF(G.651), DSF(G.653), NZDSF(G.655), BIF(G.657) with a long remark that must wrap';
    const table: DatasheetTable = {
      title: 'Accessories',
      columns: ['Part name', 'Part no.', 'Remarks'],
      groups: [{ rows: [['Fibre protection sleeve', 'FPS-61-2.6', long], ['Holder', 'FHS-025/FHS-09/FHS-25-5', long]] }],
    };
    const [page] = layoutDatasheet(content({ tables: [table] }), metrics);
    const dividers = (page?.ops ?? [])
      .filter((op): op is Extract<DrawOp, { kind: 'line' }> => op.kind === 'line' && op.x1 === op.x2)
      .map((op) => op.x1);
    const edges = [...new Set([PAGE_MARGIN_X, ...dividers, PAGE_MARGIN_X + CONTENT_WIDTH])].sort((a, b) => a - b);
    expect(edges).toHaveLength(4);
    const cellTexts = texts(page).filter((op) => op.size === type.cell.size);
    // Header and two rows of three cells, the long remarks wrapped over several lines.
    expect(cellTexts.length).toBeGreaterThan(12);
    for (const op of cellTexts) {
      const column = edges.findIndex((edge, i) => op.x >= edge && op.x < (edges[i + 1] ?? Infinity));
      expect(op.x + width(op)).toBeLessThanOrEqual(edges[column + 1]!);
    }
  });

  it('numbers every page out of the total and keeps the footer clear of content', () => {
    const table: DatasheetTable = { title: 'Specifications', columns: ['Item', 'T-1'], groups: [{ rows: rows(100) }] };
    const pages = layoutDatasheet(content({ tables: [table] }), metrics);
    pages.forEach((page, i) => {
      const inFooter = texts(page).filter((op) => op.y > A4.height - FOOTER_HEIGHT);
      expect(inFooter.map((op) => op.text).sort()).toEqual(
        [
          'Phone +91 98100 00000',
          'info@lumora.example',
          'www.lumora.example',
          '   |   ',
          '   |   ',
          `Page ${i + 1} of ${pages.length}`,
          'Lumora Photonics Pvt. Ltd.   |   Specifications are subject to change without notice.',
          'Issued 7 March 2026',
        ].sort(),
      );
      const boxes = page.ops.filter((op) => op.kind === 'rect');
      for (const box of boxes) expect(box.y + box.height).toBeLessThanOrEqual(A4.height - FOOTER_HEIGHT);
    });
  });

  it('lays out every real datasheet within the page, in at most five pages', () => {
    const issued = new Date('2026-03-07T00:00:00Z');
    const problems: string[] = [];
    for (const product of getDatasheetProducts()) {
      const pages = layoutDatasheet(datasheetContent(product, issued), metrics);
      if (pages.length > 5) problems.push(`${product.key}: ${pages.length} pages`);
      for (const op of pages.flatMap(texts)) {
        const inside = op.x >= PAGE_MARGIN_X - 0.01 && op.x + width(op) <= PAGE_MARGIN_X + CONTENT_WIDTH + 0.01;
        if (!inside) problems.push(`${product.key}: '${op.text}' leaves the content area`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('puts the page URL’s QR code on a white tile in the band, quiet zone inside, linked to the page', () => {
    const url = 'https://www.lumora.example/sumitomo/T-1';
    const qr = qrCode(url);
    const [first] = layoutDatasheet(
      content({ product: { ...content().product, url }, qr: { size: qr.size, path: qr.path } }),
      metrics,
    );
    const ops = first?.ops ?? [];
    const path = ops.find((op): op is Extract<DrawOp, { kind: 'path' }> => op.kind === 'path');
    const tile = ops.find(
      (op): op is Extract<DrawOp, { kind: 'rect' }> => op.kind === 'rect' && op.width === QR_TILE && op.height === QR_TILE,
    );
    expect(path?.d).toBe(qr.path);
    expect(tile).toBeDefined();
    // Four modules of quiet zone on each side fill the rest of the tile.
    expect(path!.scale * (qr.size + 8)).toBeCloseTo(QR_TILE);
    expect(path!.x - tile!.x).toBeCloseTo(4 * path!.scale);
    expect(tile!.x + QR_TILE).toBeCloseTo(PAGE_MARGIN_X + CONTENT_WIDTH);
    const band = ops[0]!;
    expect(band.kind === 'rect' && band.height).toBeGreaterThan(tile!.y + QR_TILE);
    expect(ops).toContainEqual(expect.objectContaining({ kind: 'link', x: tile!.x, y: tile!.y, url }));
    expect(strings(first)).toContain('Scan for the web page');
    const title = texts(first).find((op) => op.text === 'Test Splicer')!;
    expect(title.x + width(title)).toBeLessThan(tile!.x);
  });

  it('prints the drawing on page one, at its printed width and proportions, beside the summary', () => {
    const [first] = layoutDatasheet(content({ drawing: { aspect: 4 / 3 } }), metrics);
    const image = first?.ops.find((op): op is Extract<DrawOp, { kind: 'image' }> => op.kind === 'image');
    expect(image).toMatchObject({ width: DRAWING_WIDTH, height: DRAWING_WIDTH * 0.75 });
    const summary = texts(first).find((op) => op.text.startsWith('A splicer'))!;
    expect(summary.x + width(summary)).toBeLessThan(image!.x);
    expect(image!.x + image!.width).toBeLessThanOrEqual(PAGE_MARGIN_X + CONTENT_WIDTH);
  });

  it('draws every real datasheet’s picture and QR code on page one', () => {
    const issued = new Date('2026-03-07T00:00:00Z');
    const missing = getDatasheetProducts().flatMap((product) => {
      const [first] = layoutDatasheet(datasheetContent(product, issued), metrics);
      const kinds = new Set(first?.ops.map((op) => op.kind));
      return ['image', 'path'].filter((k) => !kinds.has(k as DrawOp['kind'])).map((k) => `${product.key}: no ${k}`);
    });
    expect(missing).toEqual([]);
  });
});
