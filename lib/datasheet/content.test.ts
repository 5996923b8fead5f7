/** @jest-environment node */
import { datasheetPath, getProduct, getProducts } from '@/content/catalogue';
import type { Product } from '@/content/catalogue/types';
import { absoluteUrl, site } from '@/content/site';
import {
  datasheetContent,
  datasheetFileName,
  displayUrl,
  formatIssued,
  getDatasheetBuildDate,
  getDatasheetProduct,
  getDatasheetProducts,
} from './content';

const issued = new Date('2026-03-07T00:00:00Z');

function product(key: string): Product {
  const found = getProduct(key);
  if (!found) throw new Error(`no product ${key}`);
  return found;
}

describe('datasheet content', () => {
  it('gives page one the key figures of the selection guide, spanning the models of a range', () => {
    expect(datasheetContent(product('s1v'), issued).keyFigures).toEqual(
      expect.arrayContaining([
        { label: 'Alignment', value: 'Clad' },
        { label: 'Splice time', value: '6 s' },
        { label: 'Typical splice loss', value: '0.03 dB' },
      ]),
    );
    const otdr = datasheetContent(product('ae3100'), issued).keyFigures;
    // The PDF's Helvetica has no '≥' or '≤': the bound is written '>=' and '<='.
    expect(otdr).toContainEqual({ label: 'Dynamic range at 1550 nm', value: '>= 30–43 dB' });
    expect(otdr).toContainEqual({ label: 'Event dead zone', value: '<= 0.8–1.5 m' });
    expect(otdr).toContainEqual({ label: 'Weight', value: '< 2 kg' });
    expect(otdr.some((f) => f.label === 'Dynamic range at 1625 nm')).toBe(false);
  });

  it('prints every table of the record in page order: specifications, accessories, basic accessories', () => {
    const s1v = product('s1v');
    const content = datasheetContent(s1v, issued);
    const page = s1v.page!;
    expect(content.tables.map((t) => t.title)).toEqual([
      ...page.specTables.map((t) => t.title),
      page.accessories!.title,
      page.basicAccessories!.title,
    ]);
    const rowCount = (groups: readonly { rows: readonly unknown[] }[]) => groups.reduce((n, g) => n + g.rows.length, 0);
    expect(rowCount(content.tables[0]!.groups)).toBe(rowCount(page.specTables[0]!.groups));
  });

  it('takes title, model, family, summary, highlights and features from the record', () => {
    const content = datasheetContent(product('s1v'), issued);
    expect(content.product).toMatchObject({ model: 'S1V', title: 'Sumitomo S1V Active Clad Fusion Splicer', family: 'Sumitomo' });
    expect(content.product.url).toBe(absoluteUrl('/sumitomo/S1V'));
    expect(content.highlights).toContain('6 s splice in quick mode');
    expect(content.features[0]?.title).toBe('One clamp for most jobs');
    expect(content.brand).toEqual({ name: site.companyName, tagline: site.tagline });
  });

  it('maps characters Helvetica lacks in every cell', () => {
    const cells = datasheetContent(product('s1v'), issued).tables.flatMap((t) => t.groups.flatMap((g) => g.rows.flat()));
    expect(cells).toContain('Altitude 0–5000 m, Temp -10~+50 °C, Humidity 0–95%, Wind <=15 m/s');
  });

  it('keeps the record’s own spelling in the document properties', () => {
    expect(datasheetContent(product('s1v'), issued).metadata).toEqual({
      title: 'Sumitomo S1V Active Clad Fusion Splicer datasheet',
      author: site.companyName,
      subject: expect.stringMatching(/^S1V: A compact handheld/),
      keywords: ['S1V'],
    });
  });

  it('gives a card-only product its summary and no tables', () => {
    const cardOnly = getProducts().find((p) => p.page === null);
    expect(cardOnly).toBeDefined();
    const content = datasheetContent(cardOnly!, issued);
    expect(content.tables).toEqual([]);
    expect(content.product.summary.length).toBeGreaterThan(0);
    expect(content.product.url).toBeUndefined();
  });

  it('prints the build date in words, in UTC', () => {
    expect(formatIssued(new Date('2026-03-07T23:30:00Z'))).toBe('7 March 2026');
    expect(datasheetContent(product('s1v'), issued).issued).toBe('7 March 2026');
  });

  it('shows the website without its scheme', () => {
    expect(displayUrl('https://www.lumora.example/')).toBe('www.lumora.example');
  });
});

describe('datasheet files', () => {
  it('names each file after the last segment of datasheetPath', () => {
    const s1v = product('s1v');
    expect(datasheetFileName(s1v)).toBe('s1v.pdf');
    expect(datasheetPath(s1v)).toBe(`/datasheets/${datasheetFileName(s1v)}`);
  });

  it('exports a datasheet for exactly the products that have a page, EDFA and fibre variants included', () => {
    const keys = getDatasheetProducts().map((p) => p.key);
    expect(keys).toEqual(getProducts().filter((p) => p.page !== null).map((p) => p.key));
    expect(keys).toEqual(expect.arrayContaining(['ce0416m', 'pe1619m-osw', 'fc-6-series', 'neo-4f']));
    expect(keys).not.toContain('px20-plus4');
  });

  it('finds a product by its file name, and nothing for an unknown name or a product without a datasheet', () => {
    expect(getDatasheetProduct('s1v.pdf')?.key).toBe('s1v');
    expect(getDatasheetProduct('nothing.pdf')).toBeNull();
    expect(getDatasheetProduct('s1v')).toBeNull();
    const without = getProducts().find((p) => p.page === null);
    expect(without).toBeDefined();
    expect(getDatasheetProduct(datasheetFileName(without!))).toBeNull();
  });

  it('dates a build by SOURCE_DATE_EPOCH when it is set, so rebuilds are byte-identical', () => {
    expect(getDatasheetBuildDate({ SOURCE_DATE_EPOCH: '1772841600' }).toISOString()).toBe('2026-03-07T00:00:00.000Z');
    const before = Date.now();
    expect(getDatasheetBuildDate({}).getTime()).toBeGreaterThanOrEqual(before);
    expect(getDatasheetBuildDate({ SOURCE_DATE_EPOCH: 'soon' }).getTime()).toBeGreaterThanOrEqual(before);
  });
});
