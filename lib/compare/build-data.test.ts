import { getFamilies, getProduct, getProducts, hasPage, type PagedProduct } from '@/content/catalogue';
import { familyFacets } from '@/content/catalogue/facets/index';
import type { SpecTable } from '@/content/catalogue/types';
import { guideRows } from '@/lib/guide/rows';
import {
  buildCompareData,
  comparableFamilies,
  compareDataFiles,
  compareEntries,
  compareProductData,
  entriesOf,
  getComparableProducts,
  specSections,
} from './build-data';

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

/** A product of two models, X1 and X2, with one table that has a column for each and one that has not. */
function twoModels(): PagedProduct {
  const base = paged('s1v');
  const figures = (n: number) => Object.fromEntries(familyFacets.sumitomo.facets.map((f) => [f.id, f.kind === 'number' ? n : null]));
  return {
    ...base,
    model: 'X1/X2',
    models: [
      { name: 'X1', figures: figures(1) },
      { name: 'X2', figures: figures(2) },
    ],
    page: {
      ...base.page,
      specTables: [
        { title: 'Specs', columns: ['Item', 'X1', 'X2'], groups: [{ rows: [['Size', '1 cm', '2 cm']] }] },
        { title: 'Ports', columns: ['Item', 'A', 'B'], groups: [{ rows: [['Count', '1', '2']] }, { rows: [['Speed', '3', '4']] }] },
      ],
    },
  } as unknown as PagedProduct;
}

describe('compare entries', () => {
  it('give each model of a product of several an entry of its own after the product’s', () => {
    expect(entriesOf([twoModels(), paged('s1v')]).map((e) => [e.key, e.model?.name ?? null])).toEqual([
      ['s1v', null],
      ['s1v~x1', 'X1'],
      ['s1v~x2', 'X2'],
      ['s1v', null],
    ]);
  });

  it('give a model its own figures, not the range across the product, and its own column of a table that has one', () => {
    const [series, , x2] = entriesOf([twoModels()]).map(compareProductData);
    expect(x2).toMatchObject({ key: 's1v~x2', product: 's1v', model: 'X2', title: 'X2', href: paged('s1v').page.route });
    expect(Object.values(x2!.figures).filter((v) => v !== null)).toEqual(expect.arrayContaining([2]));
    expect(Object.values(x2!.figures)).not.toContainEqual(expect.objectContaining({ min: 1 }));
    expect(Object.values(series!.figures)).toContainEqual(expect.objectContaining({ min: 1, max: 2 }));
    expect(x2!.sections.find((s) => s.title === 'Specs')?.rows).toEqual([['Size', '2 cm']]);
    expect(x2!.sections.find((s) => s.title === 'Ports')?.rows).toEqual([
      ['Count (A)', '1'],
      ['Count (B)', '2'],
      ['Speed (A)', '3'],
      ['Speed (B)', '4'],
    ]);
    expect(series).not.toHaveProperty('product');
  });

  it('carry every catalogue model’s own figures', () => {
    for (const entry of compareEntries()) {
      if (!entry.model) continue;
      const data = compareProductData(entry);
      const facets = familyFacets[entry.product.family].facets;
      const own = Object.fromEntries(facets.map((f) => [f.id, (entry.model!.figures as Record<string, unknown>)[f.id] ?? null]));
      expect([data.key, data.figures]).toEqual([data.key, own]);
    }
  });

  it('stop the build, naming the record, when two models of a product make one key', () => {
    const product = twoModels();
    const clash = { ...product, models: [product.models[0]!, { ...product.models[1]!, name: 'x1' }] };
    expect(() => entriesOf([clash])).toThrow('s1v › models: "x1" makes the compare key "s1v~x1", as "X1" does');
    const nameless = { ...product, models: [product.models[0]!, { ...product.models[1]!, name: '—' }] };
    expect(() => entriesOf([nameless])).toThrow('s1v › models: "—" makes the compare key "s1v~", which names no model');
  });

  it('know every key a selection guide row compares under', () => {
    const known = comparableFamilies();
    for (const family of getFamilies()) {
      for (const row of guideRows(getProducts(family.key))) {
        if (!row.comparable) continue;
        const key = row.compareKey ?? row.product;
        expect([row.model, known[key]]).toEqual([row.model, family.key]);
      }
    }
  });
});

describe('buildCompareData', () => {
  it('carries every comparable product of the family with its title and page', () => {
    const data = buildCompareData('pon');
    expect(data.family).toBe('pon');
    expect(data.products.filter((p) => p.product === undefined).map((p) => p.key)).toEqual(getComparableProducts('pon').map((p) => p.key));
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
