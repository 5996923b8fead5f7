import { getProduct } from '@/content/catalogue';
import { enquiryListControls } from '@/content/enquiry-list';
import { site } from '@/content/site';
import { productLine } from '@/lib/enquiry/list-text';
import { ENQUIRY_STORAGE_KEYS } from '@/lib/enquiry/storage';
import { HYDRATED_ATTRIBUTE } from '@/lib/hosting/page-markers';
import { test, expect } from './support/fixtures';

/**
 * The enquiry list: products added on their pages, kept across a reload,
 * listed with quantities above the contact form, posted as one readable
 * `products` field, and cleared once the enquiry lands on /thank-you.
 */

const headerLink = (page: import('@playwright/test').Page) => page.getByRole('link', { name: /^Enquiry list/ });
const line = (key: string, quantity: number) => productLine(getProduct(key)!, quantity);

test('two products from two pages, quantities on /contact, one posted products field, cleared on /thank-you', async ({
  page,
  baseURL,
  problems,
}) => {
  let posted: URLSearchParams | null = null;
  // The form-mail service: take the post, then send the browser to the thank-you page as its _next field asks.
  await page.route(site.enquiryEndpoint, async (route) => {
    posted = new URLSearchParams(route.request().postData() ?? '');
    await route.fulfill({ status: 303, headers: { location: `${baseURL}/thank-you` } });
  });

  await page.goto('/lumora-pon/OP-100P16G');
  await expect(headerLink(page)).toHaveAccessibleName('Enquiry list (0 products)');
  const add = page.getByRole('button', { name: 'Add to enquiry list: OP-100P16G' });
  await add.click();
  // The toggle says what it did, then what it will do next.
  await expect(page.getByRole('button', { name: 'Added to enquiry list: OP-100P16G' })).toContainText(`${enquiryListControls.added} ✓`);
  await expect(page.getByRole('button', { name: 'Remove from enquiry list: OP-100P16G' })).toContainText(enquiryListControls.remove);
  await expect(headerLink(page)).toHaveAccessibleName('Enquiry list (1 product)');
  await page.goto('/sumitomo/S1V');
  await page.getByRole('button', { name: 'Add to enquiry list: S1V' }).click();
  await expect(headerLink(page)).toHaveAccessibleName('Enquiry list (2 products)');

  await page.reload();
  await expect(headerLink(page)).toHaveAccessibleName('Enquiry list (2 products)');
  await expect(page.getByRole('button', { name: 'Remove from enquiry list: S1V' })).toBeVisible();

  await headerLink(page).click();
  await expect(page).toHaveURL(/\/contact#enquiry-list$/);
  const list = page.getByRole('group', { name: /Products in this enquiry/ });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByLabel('Quantity of OP-100P16G')).toHaveValue('1');
  await expect(list.getByLabel('Quantity of S1V')).toHaveValue('1');
  await list.getByLabel('Quantity of OP-100P16G').fill('12');
  await expect(page.getByLabel(/^Subject/)).toHaveValue('Quotation request: OP-100P16G, S1V');

  await page.getByLabel(/^Name/).fill('Asha Verma');
  await page.getByLabel(/^Mobile/).fill('98100 12345');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);

  expect(posted).not.toBeNull();
  const sent = posted as unknown as URLSearchParams;
  // Form posts turn line breaks into CRLF.
  expect(sent.get('products')?.split(/\r?\n/)).toEqual([line('op-100p16g', 12), line('s1v', 1)]);
  expect(sent.get('subject')).toBe('Quotation request: OP-100P16G, S1V');
  expect(sent.get('name')).toBe('Asha Verma');

  // The exported page already reads "0 products"; what counts is that the stored list and draft go.
  await expect
    .poll(() => page.evaluate((keys) => [localStorage.getItem(keys.list), localStorage.getItem(keys.draft)], ENQUIRY_STORAGE_KEYS))
    .toEqual([null, null]);
  await expect(headerLink(page)).toHaveAccessibleName('Enquiry list (0 products)');
  await page.goto('/contact');
  await expect(page.getByText(/Your enquiry list is empty/)).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});

test('a product link names the subject even with a list, and the list still goes with the form', async ({ page }) => {
  await page.goto('/lumora-pon/OP821GWV-D');
  await page.getByRole('button', { name: 'Add to enquiry list: OP821GWV-D' }).click();
  await page.goto('/contact?product=op-100p8g');
  await expect(page.getByLabel(/^Subject/)).toHaveValue(getProduct('op-100p8g')!.title);
  await expect(page.locator('input[type="hidden"][name="products"]')).toHaveValue(line('op821gwv-d', 1));
});

test('the list follows another tab', async ({ page, context }) => {
  await page.goto('/contact');
  const other = await context.newPage();
  await other.goto('/lumora-pon');
  await other.getByRole('button', { name: 'Add to enquiry list: OP-101X' }).click();
  await expect(page.getByRole('group', { name: /Products in this enquiry/ }).getByRole('listitem')).toHaveCount(1);
  await expect(headerLink(page)).toHaveAccessibleName('Enquiry list (1 product)');
});

test('corrupt stored lists are dropped with one warning and the page works', async ({ page, problems }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await page.addInitScript(() => {
    // Runs in every frame; only the site's own top window seeds the bad list, once.
    if (window !== window.top) return;
    try {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('enquiry-list', '{"version":1,"items":[{"key":"s1v","quantity":0}]}');
      }
    } catch {
      // A frame from the stubbed outside world has no storage.
    }
  });
  await page.goto('/contact');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('enquiry-list'))).toBeNull();
  await expect(headerLink(page)).toHaveAccessibleName('Enquiry list (0 products)');
  await expect(page.getByText(/Your enquiry list is empty/)).toBeVisible();
  expect(warnings.filter((w) => w.includes('enquiry-list'))).toHaveLength(1);
  expect(problems.consoleErrors).toEqual([]);
});

test.describe('header link', () => {
  for (const [width, height] of [
    [1366, 900],
    [1148, 800],
    [1920, 1080],
    [1147, 800],
    [1280, 800],
    [768, 1024],
    [390, 844],
  ] as const) {
    test(`is visible at ${width}x${height} without pushing the header wider than the window`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await expect(headerLink(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const link = (await headerLink(page).boundingBox())!;
      const menuOrCta = page.getByRole('navigation', { name: 'Main' }).getByRole(width <= 1147 || width === 1280 ? 'button' : 'link', {
        name: width <= 1147 || width === 1280 ? 'Menu' : 'Enquire Now',
      });
      const other = (await menuOrCta.boundingBox())!;
      expect(link.x).toBeGreaterThanOrEqual(other.x + other.width);
      expect(link.x + link.width).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form works with no list, and no enquiry-list controls show', async ({ page, baseURL }) => {
    let posted: URLSearchParams | null = null;
    await page.route(site.enquiryEndpoint, async (route) => {
      posted = new URLSearchParams(route.request().postData() ?? '');
      await route.fulfill({ status: 303, headers: { location: `${baseURL}/thank-you` } });
    });
    await page.goto('/lumora-pon/OP-100P16G');
    await expect(page.locator('button', { hasText: 'Add to enquiry' })).toBeHidden();
    await page.goto('/contact');
    await expect(page.getByText('Products in this enquiry')).toBeHidden();
    await page.getByLabel(/^Name/).fill('Asha Verma');
    await page.getByLabel(/^Mobile/).fill('98100 12345');
    await page.getByLabel(/^Subject/).fill('Splicer service');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    const sent = posted as unknown as URLSearchParams;
    expect(sent.get('subject')).toBe('Splicer service');
    expect(sent.has('products')).toBe(false);
  });
});

test('/thank-you clears the list and the draft as it is parsed, before any script loads, and other tabs follow', async ({ page, context, baseURL }) => {
  await page.goto('/contact');
  await page.evaluate(
    ([keys]) => {
      localStorage.setItem(keys.list, '{"version":1,"items":[{"key":"s1v","quantity":3}]}');
      localStorage.setItem(keys.draft, '{"name":"Asha Verma"}');
    },
    [ENQUIRY_STORAGE_KEYS] as const,
  );
  const other = await context.newPage();
  await other.goto('/contact');
  await expect(other.getByRole('group', { name: /Products in this enquiry/ }).getByRole('listitem')).toHaveCount(1);

  // No chunk and no hydration payload reaches this tab: only the page's own HTML can clear the storage.
  await page.route('**/_next/static/**', (route) => route.fulfill({ status: 503, body: '' }));
  // Not page.goto: the fixture's goto waits for a hydration this tab will never have.
  await page.evaluate((to) => location.assign(to), `${baseURL}/thank-you`);
  await page.waitForURL('**/thank-you', { waitUntil: 'domcontentloaded' });
  const stored = await page.evaluate((keys) => [localStorage.getItem(keys.list), localStorage.getItem(keys.draft)], ENQUIRY_STORAGE_KEYS);
  expect(stored).toEqual([null, null]);
  expect(await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).count(), 'the page never hydrated').toBe(0);

  await expect(other.getByText(/Your enquiry list is empty/)).toBeVisible();
});
