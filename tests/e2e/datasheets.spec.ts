import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { datasheetPath, getPagedProducts } from '@/content/catalogue';
import { absoluteUrl } from '@/content/site';
import { getDatasheetProducts } from '@/lib/datasheet/content';
import { printPixels } from '@/lib/datasheet/drawing';
import { DATASHEET_MAX_BYTES, DRAWING_WIDTH } from '@/lib/datasheet/style';
import { toWinAnsi } from '@/lib/datasheet/win-ansi';
import { readPdfPage } from './support/pdf';
import { OUT_DIR } from './support/out-files';

/**
 * Every product page's 'Download Catalog' link is served by the plain static
 * server as a real PDF, read back with pdf.js: the model as text, the product
 * drawing as an image of print resolution and the page's URL as a QR code,
 * all on page one. The export holds no other datasheet.
 */
const products = getDatasheetProducts();

test('the export holds exactly one datasheet per product that has one, and every product page has one', () => {
  const exported = readdirSync(path.join(OUT_DIR, 'datasheets')).sort();
  expect(exported).toEqual(products.map((p) => path.basename(datasheetPath(p))).sort());
  expect(products.map((p) => p.key).sort()).toEqual(getPagedProducts().map((p) => p.key).sort());
});

test.describe('product pages', () => {
  // Reading the exported HTML is enough to find the link; hydration adds nothing to it.
  test.use({ javaScriptEnabled: false });

  for (const product of getPagedProducts()) {
    test(`${product.page.route}: Download Catalog answers the ${product.model} datasheet`, async ({ page, request }) => {
      await page.goto(product.page.route);
      const link = page.getByRole('link', { name: /^Download Catalog/ }).first();
      const href = await link.getAttribute('href');
      expect(href).toBe(datasheetPath(product));

      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/pdf\b/);
      const body = await response.body();
      expect(body.length).toBeLessThanOrEqual(DATASHEET_MAX_BYTES);

      const first = await readPdfPage(new Uint8Array(body));
      expect(first.text).toContain(toWinAnsi(product.model));
      expect(first.images.length).toBeGreaterThanOrEqual(1);
      expect(Math.max(...first.images.map((i) => i.width))).toBeGreaterThanOrEqual(printPixels(DRAWING_WIDTH));
      expect(first.qr).toBe(absoluteUrl(product.page.route));
    });
  }
});
