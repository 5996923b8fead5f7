import { testimonials } from '@/content/home';
import { DEFERRED_RENDER_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '@/lib/hosting/page-markers';
import { test, expect } from './support/fixtures';
import { STOCK_NEXT_OUTPUT, STOCK_OUTPUT_SKIP } from './support/stock-output';

// The first-paint loader takes the marks off; a stock build has none.
test.skip(STOCK_NEXT_OUTPUT, STOCK_OUTPUT_SKIP);

/*
 * Sections below a page's opening skip rendering while out of view until the
 * page is idle (DEFERRED_RENDER_ATTRIBUTE): the first paint does only the
 * first screen's work, and afterwards the page is whole again.
 */
const marked = `[${DEFERRED_RENDER_ATTRIBUTE}]`;
const PAGES = ['/', '/sumitomo/S1V', '/about'];

for (const path of PAGES) {
  test(`${path}: the first paint skips the sections out of view, and the idle page renders them all`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html.match(new RegExp(`<section[^>]*\\s${DEFERRED_RENDER_ATTRIBUTE}=""`, 'g'))?.length ?? 0).toBeGreaterThan(2);

    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toHaveCount(1);
    await expect(page.locator(marked)).toHaveCount(0);
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width}px, End lands at the end of a long page once it is idle`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/sumitomo/S1V']) {
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.locator(marked)).toHaveCount(0);
      await page.keyboard.press('End');
      await expect
        .poll(() => page.evaluate(() => Math.round(document.documentElement.scrollHeight - window.scrollY - window.innerHeight)), { message: path, timeout: 20_000 })
        .toBe(0);
      // And it stays there: nothing below grows once the jump has landed.
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => Math.round(document.documentElement.scrollHeight - window.scrollY - window.innerHeight))).toBe(0);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sections keep skipping what is out of view, and each shows as it comes into view', async ({ page }) => {
    await page.goto('/');
    const sections = page.locator(`main section${marked}`);
    expect(await sections.count()).toBeGreaterThan(2);
    const last = sections.last();
    await expect(last.getByRole('heading', { level: 2 })).toHaveText(testimonials.title);
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole('heading', { level: 2 })).toBeInViewport();
  });
});
