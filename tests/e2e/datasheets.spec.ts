import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { datasheetPath } from '@/content/catalogue';
import { getDatasheetProducts } from '@/lib/datasheet/content';
import { DATASHEET_MAX_BYTES } from '@/lib/datasheet/style';
import { OUT_DIR } from './support/out-files';

/**
 * Every product's 'Download Catalog' link target is served by the plain
 * static server as a real PDF, and the export holds no other datasheet.
 */
const products = getDatasheetProducts();

test('the export holds exactly one datasheet per product that has one', () => {
  const exported = readdirSync(path.join(OUT_DIR, 'datasheets')).sort();
  expect(exported).toEqual(products.map((p) => path.basename(datasheetPath(p))).sort());
});

for (const product of products) {
  test(`datasheet ${datasheetPath(product)} is served as a PDF`, async ({ request }) => {
    const response = await request.get(datasheetPath(product));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf\b/);
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.length).toBeLessThanOrEqual(DATASHEET_MAX_BYTES);
  });
}
