import { readFileSync } from 'node:fs';
import { getFamilies, getLegacyRedirects, getPagedProducts, getProducts } from '@/content/catalogue';
import { paths } from '@/content/paths';
import { similarStripSize } from '@/lib/catalogue/checks';
import { test, expect } from './support/fixtures';
import { resolveInOut } from './support/out-files';

const families = getFamilies();

test.describe('product pages', () => {
  for (const product of getPagedProducts()) {
    test(`${product.page.route} shows its h1, tables and its working similar links`, async ({ page, request }) => {
      await page.goto(product.page.route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
      const main = page.getByRole('main');
      const tables = product.page.specTables.length + (product.page.accessories ? 1 : 0) + (product.page.basicAccessories ? 1 : 0);
      await expect(main.getByRole('table')).toHaveCount(tables);
      await expect(main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveCount(2);
      await expect(main.getByRole('link', { name: 'Enquire Now', exact: true }).first()).toHaveAttribute(
        'href',
        `/contact?product=${encodeURIComponent(product.key)}`,
      );
      const similar = main.getByRole('link', { name: /^Know More/ });
      await expect(similar).toHaveCount(similarStripSize(product.family));
      for (const href of await similar.evaluateAll((els) => els.map((e) => e.getAttribute('href')!))) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    });
  }
});

test.describe('landing pages', () => {
  for (const family of families) {
    test(`${paths[family.page]} shows every card under tab 1`, async ({ page }) => {
      await page.goto(paths[family.page]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(family.title);
      await expect(page.getByRole('tab')).toHaveCount(family.tabs.length);
      await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[data-product]:visible')).toHaveCount(getProducts(family.key).length);
    });
  }

  test('a tab filters the grid, writes the query, and a shared link (old #tab links too) reopens it', async ({ page }) => {
    await page.goto('/lumora-pon');
    await page.getByRole('tab', { name: /EPON OLT/ }).click();
    await expect(page).toHaveURL(/\?tab=epon-olt$/);
    const visible = await page.locator('[data-product]:visible').evaluateAll((els) => els.map((e) => e.getAttribute('data-product')));
    expect(visible).toEqual(getProducts('pon').filter((p) => (p.tabs as readonly string[]).includes('epon-olt')).map((p) => p.key));
    expect(visible).toContain('op-100p4g');
    await page.goto('/lumora-pon#pon-sfp');
    await expect(page.getByRole('tab', { name: /PON SFP/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=pon-sfp$/);
  });

  test('tabs work by keyboard: arrows move, Enter selects', async ({ page }) => {
    await page.goto('/deviser');
    await page.getByRole('tab').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /Single Mode OTDR/ })).toBeFocused();
    await expect(page.getByRole('tab', { name: /Single Mode OTDR/ })).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: /Single Mode OTDR/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('a click on the card body opens the product; its buttons go where they say', async ({ page, context }) => {
    await page.goto('/sumitomo');
    const card = page.locator('[data-product="z2c"]');
    await card.scrollIntoViewIfNeeded();
    const box = (await card.locator('p').first().boundingBox())!;
    await page.mouse.click(box.x + 10, box.y + 5);
    await expect(page).toHaveURL(/\/sumitomo\/Z2C$/);

    await page.goto('/sumitomo');
    await page.locator('[data-product="z2c"]').getByRole('link', { name: /Enquire Now/ }).click();
    await expect(page).toHaveURL(/\/contact\?product=z2c$/);

    await page.goto('/sumitomo');
    await page.locator('[data-product="z2c"]').getByRole('link', { name: /Read More/ }).click();
    await expect(page).toHaveURL(/\/sumitomo\/Z2C$/);

    await page.goto('/sumitomo');
    const [pdf] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('[data-product="z2c"]').getByRole('link', { name: /Download Catalog/ }).click(),
    ]);
    await expect(pdf).toHaveURL(/\/datasheets\/z2c\.pdf$/);
  });

  test('the Sumitomo hero is visible at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/sumitomo');
    const opacity = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el.parentElement!).opacity);
    expect(opacity).toBe('1');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const family of families) {
    test(`${paths[family.page]} shows every card with working links`, async ({ page, request }) => {
      await page.goto(paths[family.page]);
      const products = getProducts(family.key);
      await expect(page.locator('[data-product]:visible')).toHaveCount(products.length);
      const hrefs = await page.locator('[data-product] a[href^="/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
      for (const href of new Set(hrefs.filter((h) => !h.startsWith('/contact') && !h.startsWith('/datasheets')))) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    });
  }
});

test.describe('old links', () => {
  for (const { from, to } of getLegacyRedirects()) {
    test(`${from} lands on ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[.+]/g, '\\$&')}$`));
    });
  }

  /*
   * Hosts that read the generated configuration answer old links with a 301
   * (hosting.spec.ts). The exported redirect page is the fallback for hosts
   * that read none, so it is checked as a file, and in a browser that gets
   * it as such a host would serve it.
   */
  test('the fallback page of an old link carries refresh, canonical, noindex and a visible link', () => {
    const html = readFileSync(resolveInOut('/sumitomoproductone')!, 'utf8');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/sumitomo/S1V"/>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/sumitomo\/S1V"\/>/);
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    expect(html).toContain('location.replace("/sumitomo/S1V"');
    expect(html).toMatch(/<a [^>]*href="\/sumitomo\/S1V"/);
  });

  test('the fallback page moves a browser on, its script allowed by the page policy', async ({ page }) => {
    const html = readFileSync(resolveInOut('/sumitomoproductone')!, 'utf8');
    await page.route('**/sumitomoproductone', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto('/sumitomoproductone#features');
    await expect(page).toHaveURL(/\/sumitomo\/S1V#features$/);
  });
});

test.describe('family specifics', () => {
  test('FC-6 series gallery switches the main image', async ({ page }) => {
    await page.goto('/sumitomoproducttwelve');
    const group = page.getByRole('group', { name: /features/ });
    const buttons = group.getByRole('button');
    await expect(buttons).toHaveCount(5);
    await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
    const before = await page.locator('main [aria-live] img').getAttribute('src');
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(buttons.first()).toHaveAttribute('aria-pressed', 'false');
    expect(await page.locator('main [aria-live] img').getAttribute('src')).not.toBe(before);
  });

  test('ONT application charts are SVG diagrams with a text alternative', async ({ page }) => {
    for (const product of getPagedProducts('pon').filter((p) => p.page.applicationChart)) {
      await page.goto(product.page.route);
      const chart = page.getByRole('img', { name: `Application chart for the ${product.model}` });
      await expect(chart).toBeVisible();
      expect(await chart.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
      expect(await chart.locator('desc').textContent()).toMatch(/splitter/);
    }
  });

  test('a wide table scrolls inside its own box and the page never scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/devisor/AE3100A');
    const scroller = page.getByRole('region', { name: 'OTDR Specifications' });
    const [scrollWidth, clientWidth] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const header = scroller.locator('tbody th[scope="row"]').first();
    const x0 = (await header.boundingBox())!.x;
    await scroller.evaluate((el) => el.scrollBy(200, 0));
    expect((await header.boundingBox())!.x).toBeCloseTo(x0, 0);
  });
});
