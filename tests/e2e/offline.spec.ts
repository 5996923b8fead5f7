import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { branches, getBranch, telHref } from '@/content/branches';
import { publishedColourOrders } from '@/content/catalogue/fiber';
import { colourName } from '@/content/catalogue/fiber/series';
import { NATURAL } from '@/content/catalogue/illustration';
import { contactPage, enquiryForm } from '@/content/contact';
import { site as siteSettings } from '@/content/site';
import { networkStatus } from '@/content/network-status';
import { offlinePage } from '@/content/offline';
import { plannerPage } from '@/content/planner';
import { expect, stubExternal, test } from './support/fixtures';
import { OUT_DIR } from './support/out-files';
import { serveSiteCopy, type SiteCopy } from './support/site-copy';

/** A copy of the site on its own port, for a test that deploys to it; the page treats that origin as the site. */
async function deployable(page: Page): Promise<SiteCopy> {
  const site = await serveSiteCopy();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await stubExternal(page, site.origin);
  return site;
}

// Every other spec blocks service workers (playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: 'allow' });

/** Opens `url` and waits until the service worker controls the page: installed, with its precache. */
async function installWorker(page: Page, url = '/') {
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });
}

test.describe('with no network, once a visitor has opened the home page', () => {
  test.beforeEach(async ({ page, context }) => {
    await installWorker(page);
    await context.setOffline(true);
  });

  test('/contact lists every branch, each with a number to call', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.title);
    const card = page.getByRole('region', { name: contactPage.branchTitle });
    // The picker's island wakes as it nears the viewport, its code from the precache.
    await card.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island]').filter({ has: card })).toHaveAttribute('data-island', 'live');
    await card.getByRole('button', { name: /Choose a branch/ }).click();
    await expect(card.getByRole('option')).toHaveText(branches.map((b) => b.name));
    const kolkata = getBranch('kolkata');
    await card.getByRole('option', { name: kolkata.name }).click();
    await expect(card.getByRole('heading', { name: kolkata.name })).toBeVisible();
    await expect(card.locator(`a[href="${telHref(kolkata.mobiles[0])}"]`)).toBeVisible();
  });

  test('/planner computes a loss budget', async ({ page }) => {
    await page.goto('/planner');
    await expect(page.getByRole('heading', { level: 1, name: plannerPage.title })).toBeVisible();
    const tool = page.getByRole('region', { name: 'PON power budget' });
    await tool.getByLabel('Split ratio').selectOption('64');
    await tool.getByLabel('Distance').fill('20');
    await tool.getByLabel('Connectors').fill('4');
    await tool.getByLabel('Splices').fill('6');
    await expect(tool.getByRole('table', { name: 'Loss budget' }).locator('tfoot')).toContainText('36.2 dB');
  });

  test('/search?query=otdr finds the OTDRs, from the index the worker keeps', async ({ page }) => {
    await page.goto('/search?query=otdr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for \u201cotdr\u201d');
    await expect(page.locator('main ol > li').first()).toContainText('OTDR');
    await expect(page.getByRole('main').getByRole('link', { name: /AE1001 Mini OTDR/ })).toHaveAttribute('href', '/devisor/AE1001');
  });

  test('/field-kit opens with the fibre colour order for every tube size a cable datasheet gives one for', async ({ page }) => {
    await page.goto('/field-kit');
    const table = page.getByRole('table', { name: 'Fibre Colour Order' });
    await expect(table.getByRole('columnheader')).toHaveText(['Fibre', ...(publishedColourOrders()?.sizes ?? []).map((size) => `${size}F tube`)]);
    await expect(table.getByRole('row', { name: /^Fibre 1 / })).toContainText('Blue');
    await expect(table.getByRole('row', { name: /^Fibre 12 / })).toContainText(colourName(NATURAL));
  });

  test('a page never visited and not saved shows the offline page, at its own address', async ({ page }) => {
    await page.goto('/sumitomo');
    await expect(page).toHaveURL(/\/sumitomo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlinePage.title);
    await expect(page.getByText(offlinePage.asked('/sumitomo'))).toBeVisible();
  });

  test('the header says quietly that the visitor is offline, and stops when the connection returns', async ({ page, context }) => {
    await page.goto('/contact');
    const status = page.getByRole('banner').locator('[aria-live="polite"]');
    await expect(status).toHaveText(`${networkStatus.offline} ${networkStatus.offlineDetail}`);
    await context.setOffline(false);
    await expect(status).toBeEmpty();
  });
});

test('an enquiry sent with no network is kept, survives a reload with no network, and "Send now" posts it once', async ({ page, context, baseURL }) => {
  const posts: string[] = [];
  await page.route(siteSettings.enquiryEndpoint, async (route) => {
    if (route.request().method() === 'POST') posts.push(route.request().postData() ?? '');
    await route.fulfill({ status: 303, headers: { location: `${baseURL}/thank-you` } });
  });
  await installWorker(page, '/contact');
  const name = page.getByLabel(/^Name/);
  const enquiry = page.getByRole('textbox', { name: 'Enquiry' });
  await name.fill('Asha Verma');
  await page.getByLabel(/^Mobile/).fill('98100 12345');
  await page.getByLabel(/^Subject/).fill('OTDR for a 40 km span');
  await enquiry.fill('Which AE3100 model reaches 40 km at 1550 nm?');

  await context.setOffline(true);
  await page.getByRole('button', { name: enquiryForm.submit }).click();
  const kept = page.getByRole('status').filter({ hasText: enquiryForm.offlineKept });
  await expect(kept).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue('Asha Verma');
  await expect(enquiry).toHaveValue('Which AE3100 model reaches 40 km at 1550 nm?');
  await expect(kept).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: enquiryForm.sendNow }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(posts).toHaveLength(1);
});

test.describe('deploys', () => {
  test('a new build reaches a returning visitor on the next load, and its worker waits rather than take over the open page', async ({ page }) => {
    const site = await deployable(page);
    try {
      await installWorker(page, `${site.origin}/`);
      const contact = site.read('contact.html');
      const changed = contact.replace(/(<h1[^>]*>)([^<]+)/, '$1$2 (new build)');
      expect(changed).not.toBe(contact);
      site.write('contact.html', changed);
      site.write('sw.js', `${site.read('sw.js')}\n// the next build\n`);

      // Pages are network first with a 3 s timeout: on a loaded machine a cold server can miss it, and the visitor
      // rightly gets the copy from the last visit. Warm the server, and allow a second load for such a miss.
      await fetch(`${site.origin}/contact`);
      await expect(async () => {
        await page.goto(`${site.origin}/contact`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${contactPage.title} (new build)`, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      // The browser found the new worker on that navigation; it installs and then waits for the old one's pages to close.
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null, null, { timeout: 45_000 });
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    } finally {
      site.stop();
    }
  });

  test('the kill switch unregisters the worker, empties its caches, and pages load from the network', async ({ page, context }) => {
    const site = await deployable(page);
    try {
      await installWorker(page, `${site.origin}/`);
      expect((await page.evaluate(() => caches.keys())).length).toBeGreaterThan(0);
      site.write('sw.js', readFileSync(path.resolve(OUT_DIR, '../deploy/service-worker/sw.js')));

      // The browser checks /sw.js on navigations and registrations; update() is that check, now. The kill switch
      // takes over, clears up, unregisters and reloads the tab it controlled.
      const reloaded = page.waitForEvent('framenavigated');
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await reloaded;
      await expect(async () => {
        const state = await page.evaluate(async () => ({
          controlled: navigator.serviceWorker.controller !== null,
          registrations: (await navigator.serviceWorker.getRegistrations()).length,
          caches: await caches.keys(),
        }));
        expect(state).toEqual({ controlled: false, registrations: 0, caches: [] });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await context.setOffline(true);
      await expect(page.goto(`${site.origin}/contact`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
      await context.setOffline(false);
      await page.goto(`${site.origin}/contact`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.title);
    } finally {
      site.stop();
    }
  });
});
