/** @jest-environment node */
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { getProduct } from '@/content/catalogue';
import { site } from '@/content/site';
import { getDatasheetProducts } from './content';
import { renderDatasheet } from './render';
import { printPixels } from './drawing';
import { A4, DATASHEET_MAX_BYTES, DRAWING_WIDTH } from './style';

import { renderIllustrationToString } from '@/components/media/illustrations/render';

// The build reads the drawings the prebuild step wrote; unit tests draw them from the components instead.
const options = { issued: new Date('2026-03-07T00:00:00Z'), illustrationSvg: async (spec: Parameters<typeof renderIllustrationToString>[0], alt: string) => renderIllustrationToString(spec, alt) };
const { issued } = options;
const startsWithPdfHeader = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

describe('renderDatasheet', () => {
  it('writes an A4 PDF for the S1V that loads back with its title, author, subject and keywords', async () => {
    const s1v = getProduct('s1v')!;
    const bytes = await renderDatasheet(s1v, options);
    expect(startsWithPdfHeader(bytes)).toBe(true);

    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getPageCount()).toBeLessThanOrEqual(3);
    expect(doc.getPage(0).getSize()).toEqual({ width: A4.width, height: A4.height });
    expect(doc.getTitle()).toBe('Sumitomo S1V Active Clad Fusion Splicer datasheet');
    expect(doc.getAuthor()).toBe(site.companyName);
    expect(doc.getSubject()).toMatch(/^S1V: /);
    expect(doc.getKeywords()).toBe('S1V');
    expect(doc.getCreationDate()?.toISOString()).toBe(issued.toISOString());
  });

  it('links the footer to the phone, e-mail and website', async () => {
    const doc = await PDFDocument.load(await renderDatasheet(getProduct('s1v')!, options));
    const annots = doc.getPage(0).node.Annots();
    const uris = (annots?.asArray() ?? []).map((ref) => {
      const annot = doc.context.lookup(ref) as unknown as { lookup(k: PDFName): { lookup(k: PDFName): { decodeText(): string } } };
      return annot.lookup(PDFName.of('A')).lookup(PDFName.of('URI')).decodeText();
    });
    expect(uris).toEqual(
      expect.arrayContaining([`tel:${site.phone.tel}`, `mailto:${site.email}`, expect.stringMatching(/^https?:\/\//)]),
    );
  });

  it('embeds the EDFA drawing on page one as a JPEG of print resolution', async () => {
    const doc = await PDFDocument.load(await renderDatasheet(getProduct('ce0416m')!, options));
    const xObjects = doc.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    const images = (xObjects?.values() ?? [])
      .map((ref) => doc.context.lookup(ref))
      .filter((obj): obj is PDFRawStream => obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(images).toHaveLength(1);
    const dict = images[0]!.dict;
    expect(dict.get(PDFName.of('Filter'))).toBe(PDFName.of('DCTDecode'));
    expect((dict.get(PDFName.of('Width')) as PDFNumber).asNumber()).toBeGreaterThanOrEqual(printPixels(DRAWING_WIDTH));
  });

  it('gives byte-identical PDFs for the same record and date', async () => {
    const s1v = getProduct('s1v')!;
    const [a, b] = await Promise.all([renderDatasheet(s1v, options), renderDatasheet(s1v, options)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('renders every product with a datasheet, each a valid PDF under the size budget', async () => {
    let renderMs = 0;
    const results: { key: string; bytes: number; pages: number }[] = [];
    for (const product of getDatasheetProducts()) {
      const started = performance.now();
      const bytes = await renderDatasheet(product, options);
      renderMs += performance.now() - started;
      expect([product.key, startsWithPdfHeader(bytes)]).toEqual([product.key, true]);
      const doc = await PDFDocument.load(bytes);
      results.push({ key: product.key, bytes: bytes.length, pages: doc.getPageCount() });
    }

    const sizes = results.map((r) => r.bytes).sort((a, b) => a - b);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
    console.log(
      [
        `${results.length} datasheets rendered in ${Math.round(renderMs)} ms`,
        `size min ${kb(sizes[0] ?? 0)}, median ${kb(median)}, max ${kb(sizes.at(-1) ?? 0)}`,
        ...results.map((r) => `  ${r.key.padEnd(16)} ${kb(r.bytes).padStart(9)}  ${r.pages} p`),
      ].join('\n'),
    );
    expect(results.length).toBe(getDatasheetProducts().length);
    expect(results.filter((r) => r.bytes > DATASHEET_MAX_BYTES)).toEqual([]);
  }, 60_000);
});
