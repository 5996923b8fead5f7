import { site } from '@/content/site';
import { DEFERRED_RENDER_ATTRIBUTE } from '@/lib/hosting/page-markers';
import { footerLinks } from '@/lib/nav/links';
import { test, expect, expectLiveIsland } from './support/fixtures';
import { STOCK_NEXT_OUTPUT } from './support/stock-output';

test.describe('footer', () => {
  test('has company, tagline, the records’ links in their order, and the copyright line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: site.legalName })).toBeVisible();
    await expect(footer.getByText(site.tagline)).toBeVisible();
    // Each list as the page records' `footer` fields and the links to other sites give it (lib/nav/links.ts), in order.
    for (const group of Object.values(footerLinks())) {
      const links = footer.getByRole('navigation', { name: group.heading }).getByRole('link');
      const shown = await links.evaluateAll((els) => els.map((e) => ({ label: e.textContent?.trim(), href: e.getAttribute('href') })));
      expect(shown.map(({ href }) => href), group.heading).toEqual(group.links.map(({ href }) => href));
      // A link to another site says so to screen readers after its label: 'SPEC CATV Products (opens in a new tab)'.
      expect(shown.filter(({ label }, i) => !label?.startsWith(group.links[i]!.label)), group.heading).toEqual([]);
      for (const external of await links.all()) {
        if (!(await external.getAttribute('href'))?.startsWith('http')) continue;
        await expect(external).toHaveAttribute('target', '_blank');
        await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
    const year = new Date().getFullYear();
    await expect(footer.getByText(`© ${site.copyrightStartYear}–${year} ${site.legalName}`)).toBeVisible();
  });

  test('loads the map only when the footer comes near', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await expect(page.locator('footer iframe')).toHaveCount(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const frame = page.locator('footer iframe');
    await expect(frame).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html\?bbox=77\.2636%2C28\.5394/);
    await expect(page.getByRole('link', { name: 'View New Delhi Office on the map' })).toHaveAttribute('target', '_blank');
  });

  test('picking a branch updates details and map, and the dialog Close clears it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expectLiveIsland(page.getByRole('contentinfo'));
    const select = footer.getByRole('button', { name: /Branch Offices/ });
    await expect(select).toHaveText(/New Delhi Office/);
    await select.click();
    await footer.getByRole('option', { name: 'Kolkata Office' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kolkata Office' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(dialog.locator('a[href="mailto:kolkata@lumora.example"]')).toBeVisible();
    await expect(footer.locator('iframe')).toHaveAttribute('src', /marker=22\.5482%2C88\.3531/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(select).toHaveText(/New Delhi Office/);
  });

  test('the dropdown opens upward when there is no room below, and works by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    // Once idle, every section above has rendered and has its own height (DEFERRED_RENDER_ATTRIBUTE); the
    // first-paint loader takes the marks off, so a stock build (STOCK_OUTPUT_SKIP) keeps them.
    if (!STOCK_NEXT_OUTPUT) await expect(page.locator(`[${DEFERRED_RENDER_ATTRIBUTE}]`)).toHaveCount(0);
    const select = page.getByRole('contentinfo').getByRole('button', { name: /Branch Offices/ });
    // Put the button near the bottom edge of the viewport; let a frame pass and measure again until it stays.
    // Coming into view wakes the footer's island, which replaces the button (twice: its loading and its live
    // markup), so a round can measure a detached one; under load a round takes seconds, hence the long wait.
    await expect
      .poll(
        () =>
          select.evaluate(async (el) => {
            window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 60);
            await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
            return el.isConnected && Math.abs(window.innerHeight - el.getBoundingClientRect().bottom - 60) <= 1;
          }),
        { intervals: [100], timeout: 20_000 },
      )
      .toBe(true);
    await select.focus();
    await expectLiveIsland(page.getByRole('contentinfo'));
    // The live picker has the focus the exported one had.
    await expect(page.getByRole('contentinfo').getByRole('button', { name: /Branch Offices/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'Branch Offices' });
    await expect(list).toHaveAttribute('data-placement', 'up');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Ahmedabad Office' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(select).toHaveText(/New Delhi Office/);
  });

  test('the dropdown closes on an outside click', async ({ page }) => {
    await page.goto('/');
    const select = page.getByRole('contentinfo').getByRole('button', { name: /Branch Offices/ });
    // A pointer coming over the picker hydrates it ahead of the click.
    await select.hover();
    await expectLiveIsland(page.getByRole('contentinfo'));
    await select.click();
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('contentinfo').getByText('Concept of One Stop Solution').click();
    await expect(select).toHaveAttribute('aria-expanded', 'false');
  });
});

