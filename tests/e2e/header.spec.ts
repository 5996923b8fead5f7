import { test, expect } from './support/fixtures';

const expanded = [
  [1366, 900],
  [1148, 800],
  [1920, 1080],
] as const;
const collapsed = [
  [1147, 800],
  [1280, 800],
  [1360, 1024],
  [1300, 1000],
  [390, 844],
] as const;

test.describe('header layout', () => {
  for (const [width, height] of expanded) {
    test(`${width}x${height} shows the full navigation`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
      for (const name of ['Home', 'Fiber Optics', 'Partners', 'Educational', 'About Us', 'Enquire Now']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole('button', { name: 'Products' })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'EMS Facility' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    });
  }

  for (const [width, height] of collapsed) {
    test(`${width}x${height} collapses into the menu`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const menu = nav.getByRole('button', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Partners' })).toBeHidden();
    });
  }
});

test.describe('top bar', () => {
  test('has phone, e-mail, named social links and a search box', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
    for (const name of ['marketplace', 'Threads', 'Facebook', 'X', 'LinkedIn', 'Instagram', 'WhatsApp', 'YouTube']) {
      await expect(page.getByRole('link', { name: new RegExp(`\\b${name}\\b`) }).first()).toBeVisible();
    }
    await expect(page.getByRole('search').getByRole('combobox', { name: 'Search' })).toBeVisible();
  });

  test('search submits the trimmed text to /search as a full navigation', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('  AE3100 & FC-8R  ');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/search?') && r.isNavigationRequest()),
      box.press('Enter'),
    ]);
    expect(new URL(request.url()).searchParams.get('query')).toBe('AE3100 & FC-8R');
  });

  test('blank search does nothing', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('dropdowns (expanded)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('only one is open; Escape and an outside click close them', async ({ page }) => {
    await page.goto('/');
    const products = page.getByRole('button', { name: 'Products' });
    const ems = page.getByRole('button', { name: 'EMS Facility' });
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#nav-products').getByRole('link', { name: /Lumora EDFA/ })).toBeVisible();
    await ems.click();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(ems).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(ems).toHaveAttribute('aria-expanded', 'false');
    await expect(ems).toBeFocused();
    await products.click();
    await page.mouse.click(20, 600);
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  test('Products lists the five families, then the link planner', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Products' }).click();
    const panel = page.locator('#nav-products');
    await expect(panel.getByRole('link')).toHaveCount(6);
    await expect(panel.getByRole('link').last()).toHaveAttribute('href', '/planner');
    await expect(panel.getByRole('link', { name: /Lumora PON/ })).toHaveAttribute('href', '/lumora-pon');
  });
});

test.describe('menu (collapsed)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with focus inside, locks scrolling, closes on Escape with focus back', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Partners' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('shows (GEPON/GPON) in the collapsed PON label', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Products' }).click();
    await expect(page.getByRole('link', { name: /Lumora PON \(GEPON\/GPON\)/ })).toBeVisible();
  });

  test('closes on an outside tap', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.mouse.click(20, 20);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when the window grows to the wide layout', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.setViewportSize({ width: 1920, height: 1080 });
    // The button itself is hidden in the wide layout, so find it by what it controls.
    await expect(page.locator('button[aria-controls="site-menu"]')).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.body.dataset.scrollLocked)).toBeUndefined();
  });

  test('closes on a route change', async ({ page }) => {
    await page.goto('/no-such-page');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test('a skip link moves to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});
