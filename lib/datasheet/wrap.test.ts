/** @jest-environment node */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getProducts } from '@/content/catalogue';
import { toWinAnsi } from './win-ansi';
import { breakWord, columnWidths, wrapText, type Measure } from './wrap';

/** Every character 5 points wide: widths are easy to reason about. */
const mono: Measure = (text) => text.length * 5;

describe('wrapText', () => {
  it('moves whole words to the next line and keeps every line within the width', () => {
    const lines = wrapText('Cladding diameter 125 µm, coating diameter 250 to 1,000 µm', 100, mono);
    expect(lines).toEqual(['Cladding diameter', '125 µm, coating', 'diameter 250 to', '1,000 µm']);
    for (const line of lines) expect(mono(line)).toBeLessThanOrEqual(100);
  });

  it('starts a new line at every line break in the cell', () => {
    expect(wrapText('Port 1: GPON\nPort 2: LAN\n\nEnd', 500, mono)).toEqual(['Port 1: GPON', 'Port 2: LAN', '', 'End']);
  });

  it('breaks a word too long for the column after a slash before splitting letters', () => {
    const lines = wrapText('850/980/1300/1310/1490/1550nm', 50, mono);
    expect(lines).toEqual(['850/980/', '1300/1310/', '1490/', '1550nm']);
    for (const line of lines) expect(mono(line)).toBeLessThanOrEqual(50);
  });

  it('loses no characters when it has to split a word letter by letter', () => {
    const word = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const pieces = breakWord(word, 20, mono);
    expect(pieces.join('')).toBe(word);
    for (const piece of pieces) expect(mono(piece)).toBeLessThanOrEqual(20);
  });

  it('still ends, one character a line, when the column is narrower than a character', () => {
    expect(wrapText('abc', 2, mono)).toEqual(['a', 'b', 'c']);
  });

  it('keeps every line of every catalogue cell within a narrow column in real Helvetica', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const measure: Measure = (text) => font.widthOfTextAtSize(text, 8);
    const width = 60;
    const cells = getProducts().flatMap((p) =>
      (p.page?.specTables ?? []).flatMap((t) => t.groups.flatMap((g) => g.rows.flatMap((r) => r.map(toWinAnsi)))),
    );
    expect(cells.length).toBeGreaterThan(1000);
    const tooWide = cells.flatMap((cell) => wrapText(cell, width, measure).filter((line) => measure(line) > width));
    expect(tooWide).toEqual([]);
  });
});

describe('columnWidths', () => {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

  it('shares spare room in proportion to natural width when every cell fits on one line', () => {
    const widths = columnWidths([['Item'], ['Value here']], 280, 0, mono);
    expect(widths).toEqual([80, 200]);
  });

  it('gives the wordier column more room and every column at least its longest word when space is short', () => {
    const label = ['Fibre count', 'Splice & heat cycles'];
    const value = ['Single / SMF(G.652), MMF(G.651), DSF(G.653), NZDSF(G.655), BIF(G.657)', 'Approx. 250'];
    const widths = columnWidths([label, value], 300, 10, mono);
    expect(sum(widths)).toBeCloseTo(300);
    expect(widths[1]).toBeGreaterThan(widths[0]!);
    expect(widths[0]).toBeGreaterThanOrEqual(mono('Splice') + 10);
    expect(widths[1]).toBeGreaterThanOrEqual(mono('MMF(G.651),') + 10);
  });

  it('always fills the table width, even when no column fits its longest word', () => {
    const widths = columnWidths([['a'.repeat(100)], ['b'.repeat(100)], ['c']], 150, 10, mono);
    expect(sum(widths)).toBeCloseTo(150);
    for (const w of widths) expect(w).toBeGreaterThan(0);
  });
});
