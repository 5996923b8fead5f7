import { getProduct } from '@/content/catalogue';
import { enquiryWhatsApp } from '@/content/contact';
import { site } from '@/content/site';
import { productLine } from '@/lib/enquiry/list-text';
import { test, expect } from './support/fixtures';

/**
 * "Send on WhatsApp" beside the contact form: a chat with the company's
 * number whose first message is the enquiry list and what was typed
 * (lib/enquiry/whatsapp.ts), opening a new tab; without JavaScript, the
 * bare number.
 */

const whatsAppLink = (page: import('@playwright/test').Page) =>
  page.getByRole('link', { name: `${enquiryWhatsApp.link}${enquiryWhatsApp.newTab}` });
const line = (key: string, quantity: number) => productLine(getProduct(key)!, quantity);
/** What WhatsApp will read from the link. */
const sentText = (href: string | null) => (href === null ? null : new URL(href).searchParams.get('text'));

test('after two products are added, the link on /contact carries each model and quantity and the typed message, in a new tab', async ({
  page,
  problems,
}) => {
  await page.goto('/lumora-pon/OP-100P16G');
  await page.getByRole('button', { name: 'Add to enquiry list: OP-100P16G' }).click();
  await page.goto('/sumitomo/S1V');
  await page.getByRole('button', { name: 'Add to enquiry list: S1V' }).click();

  await page.goto('/contact');
  const list = page.getByRole('group', { name: /Products in this enquiry/ });
  await list.getByLabel('Quantity of OP-100P16G').fill('12');
  await page.getByLabel(/^Enquiry/).fill('Delivery to Lucknow & GST invoice, please.');

  const link = whatsAppLink(page);
  await link.scrollIntoViewIfNeeded();
  await expect(link).toHaveAttribute('href', new RegExp(`^${site.phone.whatsappHref}\\?text=`));
  await expect
    .poll(async () => sentText(await link.getAttribute('href')))
    .toBe([line('op-100p16g', 12), line('s1v', 1), '', 'Delivery to Lucknow & GST invoice, please.'].join('\n'));
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  expect(problems.consoleErrors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the link is the bare number, opening a new tab', async ({ page }) => {
    await page.goto('/contact');
    const link = whatsAppLink(page);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', site.phone.whatsappHref);
    await expect(link).toHaveAttribute('target', '_blank');
  });
});

test('fits a 390 px phone without widening the page, with a visible focus ring', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  const link = whatsAppLink(page);
  await link.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="live"]').filter({ has: link })).toHaveCount(1);
  // From the form's send button, the next stop of the keyboard.
  await page.getByRole('button', { name: 'Send enquiry' }).focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const box = (await link.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await link.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle)).toBe('solid');
});
