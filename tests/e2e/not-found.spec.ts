import { test, expect } from './support/fixtures';

test('an unknown path shows the 404 page with the shell and the five families', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const main = page.getByRole('main');
  for (const href of ['/sumitomo', '/deviser', '/lumora-pon', '/lumoraedfa', '/lumora-fiber']) {
    await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(page).toHaveTitle(/Page not found/);
});
