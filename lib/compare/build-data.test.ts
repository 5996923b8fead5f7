import { getProduct, hasPage, type PagedProduct } from '@/content/catalogue';
import type { SpecTable } from '@/content/catalogue/types';
import { buildCompareData, compareDataFiles, getComparableProducts, specSections } from './build-data';

function paged(key: string): PagedProduct {
  const product = getProduct(key);
  if (!product || !hasPage(product)) throw new Error(`${key} has no page`);
  return product;
}

/** A product record with only the fields specSections reads. */
function withTables(model: string, specTables: SpecTable[]): PagedProduct {
  return { ...paged('s1v'), model, page: { ...paged('s1v').page, specTables } };
}

describe('specSections', () => {
  it('takes a parameter/value table row by row, titled by table and group', () => {
    const sections = specSections(paged('op-100p16g'));
    expect(sections.map((s) => s.title)).toEqual(
      expect.arrayContaining(['Hardware', 'Interfaces', 'PON Optics: OLT PON port (Class C++ module)', 'Functions: Management']),
    );
    expect(sections.find((s) => s.title === 'Hardware')?.rows).toContainEqual(['Power consumption', '85 W']);
  });

  it('turns a one-row ordering table on its side', () => {
    const ordering = specSections(paged('op-100p8')).find((s) => s.title === 'Ordering Information');
    expect(ordering?.rows.map(([label]) => label)).toEqual(['Product Name', 'Product Description', 'Power Configuration']);
    expect(ordering?.rows[0]).toEqual(['Product Name', 'OP-100P8']);
  });

  it('labels each cell of a table with several model columns by row and column', () => {
    const otdr = specSections(paged('ae3100')).find((s) => s.title.startsWith('OTDR Specifications'));
    expect(otdr?.rows.some(([label]) => /\(AE3100A\)$/.test(label))).toBe(true);
    expect(otdr?.rows.some(([label]) => /\(AE3100F\)$/.test(label))).toBe(true);
  });

  it('takes only the column headed with the product’s own model', () => {
    const table: SpecTable = { title: 'Specs', columns: ['Item', 'X1', 'X2'], groups: [{ rows: [['Size', '1 cm', '2 cm'], ['Mass', '3 g', '4 g']] }] };
    expect(specSections(withTables('X2', [table]))).toEqual([{ title: 'Specs', rows: [['Size', '2 cm'], ['Mass', '4 g']] }]);
  });

  it('lets a short row’s last cell span the columns after it, and drops empty values', () => {
    const table: SpecTable = {
      title: 'Switch',
      columns: ['Parameter', '1x2', '1x4'],
      groups: [{ rows: [['Wavelength', '1550 nm'], ['Loss', '0.8 dB', '1.0 dB'], ['Note', '', '']] }],
    };
    expect(specSections(withTables('Y', [table]))[0]?.rows).toEqual([
      ['Wavelength (1x2)', '1550 nm'],
      ['Wavelength (1x4)', '1550 nm'],
      ['Loss (1x2)', '0.8 dB'],
      ['Loss (1x4)', '1.0 dB'],
    ]);
  });
});

describe('buildCompareData', () => {
  it('carries every comparable product of the family with its title and page', () => {
    const data = buildCompareData('pon');
    expect(data.family).toBe('pon');
    expect(data.products.map((p) => p.key)).toEqual(getComparableProducts('pon').map((p) => p.key));
    const firstProduct = getComparableProducts('pon')[0]!;
    expect(data.products[0]).toMatchObject({ key: firstProduct.key, model: firstProduct.model, title: firstProduct.title, href: firstProduct.page.route });
  });

  it('leaves out products without a page', () => {
    expect(buildCompareData('pon').products.map((p) => p.key)).not.toContain('px20-plus4');
  });

  it('gives every comparable product at least one row, and no empty value', () => {
    for (const product of getComparableProducts()) {
      const sections = specSections(product);
      expect([product.key, sections.length > 0]).toEqual([product.key, true]);
      for (const s of sections) for (const [, value] of s.rows) expect(value.trim()).not.toBe('');
    }
  });

  it('writes one file per family', () => {
    expect(compareDataFiles().map((f) => f.file).sort()).toEqual(['deviser.json', 'edfa.json', 'fiber.json', 'pon.json', 'sumitomo.json']);
  });
});
