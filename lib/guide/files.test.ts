import { getFamilies, getProducts } from '@/content/catalogue';
import { absoluteUrl } from '@/content/site';
import { productHref } from '@/lib/catalogue/product-href';
import { parseCsv } from './csv';
import { buildGuideCsv } from './files';
import { guideRows } from './rows';

describe('the guide’s CSV files', () => {
  it.each(getFamilies().map((f) => f.key))('end each %s row with the product’s whole address: its page, or its card on the landing', (family) => {
    const products = getProducts(family);
    const rows = guideRows(products);
    // The notation note, then the header row, then one row per model.
    const lines = parseCsv(buildGuideCsv(family)).slice(2);
    expect(lines.map((line) => line.at(-1))).toEqual(rows.map((row) => absoluteUrl(productHref(products.find((p) => p.key === row.product)!))));
  });
});
