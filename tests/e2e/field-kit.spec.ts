import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { datasheetPath, getFamily, getPagedProducts } from '@/content/catalogue';
import { fieldKitLink, fieldKitPage } from '@/content/field-kit';
import { networkStatus } from '@/content/network-status';
import { offlinePage } from '@/content/offline';
import { paths } from '@/content/paths';
import { formatBytes, formatBytesOf } from '@/lib/format/bytes';
import { FIELD_KIT_MANIFEST_PATH, KIT_FETCH_PARAM, OFFLINE_CACHES } from '@/lib/offline/caches';
import { choiceSize } from '@/lib/offline/choice';
import { SAVED_KIT_KEY, type FieldKitManifest } from '@/lib/offline/kit';
import { test, expect } from './support/fixtures';
import { OUT_DIR } from './support/out-files';

/**
 * The field kit (/field-kit) against the built site: every group with its
 * size from out/field-kit.json, a family saved into the kit cache with the
 * progress bar full and the saved kit listed, its pages and datasheets in
 * the cache under their plain paths, Remove emptying it, and /offline
 * listing what is saved. Opening the saved pages with no network needs the
 * service worker; that test runs once out/ has one.
 */

const manifest = JSON.parse(readFileSync(path.join(OUT_DIR, FIELD_KIT_MANIFEST_PATH), 'utf8')) as FieldKitManifest;
const deviser = getPagedProducts('deviser');
/** What the Deviser group must keep: the landing, and each product's page and datasheet. */
const deviserPaths = [paths.deviser, ...deviser.flatMap((p) => [p.page.route, datasheetPath(p)])];

async function kitCachePaths(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, OFFLINE_CACHES.kit);
}

/** Saves the Deviser family the way a technician reaches it: the "Keep offline" line of a Deviser product page. */
async function saveDeviser(page: Page) {
  await page.goto(deviser[0]!.page.route);
  await page.getByRole('link', { name: fieldKitLink.label(getFamily('deviser').shortTitle) }).click();
  await expect(page).toHaveURL(/\/field-kit#kit-deviser$/);
  await expect(page.getByRole('checkbox', { name: 'Deviser' })).toBeChecked();
  await expect(page.getByText(/^The whole field kit is/)).toBeVisible();
  await page.getByRole('button', { name: fieldKitPage.save }).click();
}

test('/field-kit shows every group with its size, and the whole kit’s', async ({ page, problems }) => {
  await page.goto(paths.fieldKit);
  await expect(page.getByRole('heading', { level: 1, name: fieldKitPage.title })).toBeVisible();
  const whole = choiceSize(manifest, ['everything']);
  await expect(page.getByText(fieldKitPage.wholeKit(formatBytes(whole.bytes)))).toBeVisible();
  expect(manifest.groups.length).toBeGreaterThanOrEqual(8);
  for (const group of manifest.groups) {
    const size = choiceSize(manifest, [group.key]);
    expect(size.bytes, group.key).toBeGreaterThan(0);
    const row = page.locator(`#kit-${group.key}`);
    await expect(row.getByRole('checkbox', { name: group.label })).toBeVisible();
    await expect(row).toContainText(fieldKitPage.groupSize(formatBytes(size.bytes), size.files));
  }
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('saving Deviser fills the progress bar, lists the kit with its size and date, keeps every page and datasheet, and Remove empties it', async ({ page, problems }) => {
  const downloads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has(KIT_FETCH_PARAM)) downloads.push(url.pathname);
  });
  await saveDeviser(page);

  const size = choiceSize(manifest, ['deviser']);
  const bar = page.getByRole('progressbar');
  await expect(bar).toHaveAttribute('value', String(size.bytes));
  await expect(bar).toHaveAttribute('max', String(size.bytes));
  await expect(bar).toHaveAccessibleName(fieldKitPage.progressDoneLabel);
  await expect(page.getByText(fieldKitPage.progress(formatBytesOf(size.bytes, size.bytes), size.files, size.files))).toBeVisible();

  const saved = page.getByRole('region', { name: fieldKitPage.savedTitle });
  await expect(saved.getByRole('listitem')).toContainText('Deviser');
  await expect(saved.getByRole('listitem')).toContainText(formatBytes(size.bytes));
  await expect(saved.getByText(new RegExp(`^Saved \\d{1,2} \\w+ \\d{4} at .+ · ${formatBytes(size.bytes).replace('.', '\\.')} in ${size.files} files$`))).toBeVisible();
  await expect(saved.getByText(fieldKitPage.upToDate)).toBeVisible();

  const cached = await kitCachePaths(page);
  expect(cached.sort()).toEqual([...manifest.groups.find((g) => g.key === 'deviser')!.files].sort());
  for (const file of deviserPaths) expect(cached, file).toContain(file);
  expect(downloads.sort()).toEqual([...cached].sort());
  // The page is the page, kept under its plain address.
  const kept = await page.evaluate(async ([name, route]) => (await (await caches.open(name!)).match(route!))!.text(), [OFFLINE_CACHES.kit, deviser[0]!.page.route]);
  expect(kept).toContain(deviser[0]!.title);
  const record = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SAVED_KIT_KEY);
  expect(record).toMatchObject({ version: manifest.version, groups: ['deviser'], bytes: size.bytes });

  await saved.getByRole('button', { name: fieldKitPage.remove }).click();
  await expect(page.getByRole('status')).toHaveText(fieldKitPage.removed);
  await expect(saved.getByText(fieldKitPage.savedNothing)).toBeVisible();
  expect(await kitCachePaths(page)).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_KIT_KEY)).toBeNull();
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('/offline, shown in place of a page that is not saved, names it and links what the kit holds', async ({ page, problems }) => {
  await saveDeviser(page);
  await expect(page.getByRole('status')).toHaveText(/^Saved:/);

  // What the worker does for a page it has neither precached nor saved: answer with /offline under the address asked for.
  const offlineHtml = readFileSync(path.join(OUT_DIR, 'offline.html'), 'utf8');
  await page.route('**/devisor/NOT-SAVED', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: offlineHtml }));
  await page.goto('/devisor/NOT-SAVED');
  await expect(page.getByRole('heading', { level: 1, name: offlinePage.title })).toBeVisible();
  await expect(page.getByText(offlinePage.asked('/devisor/NOT-SAVED'))).toBeVisible();
  await expect(page).toHaveURL(/\/devisor\/NOT-SAVED$/);

  const always = page.getByRole('region', { name: offlinePage.alwaysTitle });
  for (const link of offlinePage.always) await expect(always.getByRole('link', { name: link.label })).toHaveAttribute('href', paths[link.page]);
  const savedDeviser = page.getByRole('region', { name: 'Deviser' });
  for (const product of deviser) {
    await expect(savedDeviser.getByRole('link', { name: product.title, exact: true })).toHaveAttribute('href', product.page.route);
    await expect(savedDeviser.getByRole('link', { name: offlinePage.datasheet(product.model) })).toHaveAttribute('href', datasheetPath(product));
  }
  await expect(page.getByRole('region', { name: 'Sumitomo' })).toHaveCount(0);
  expect(problems.consoleErrors).toEqual([]);
});

test('the header says when the kit this device saved is out of date, and says nothing of a current one', async ({ page, problems }) => {
  const group = manifest.groups.find((g) => g.key === 'deviser')!;
  const files = Object.fromEntries(group.files.map((file) => [file, manifest.files[file]!.revision]));
  const record = (revisions: Record<string, string>) =>
    JSON.stringify({ version: 'an earlier build', savedAt: '2026-11-20T08:00:00.000Z', groups: ['deviser'], files: revisions, bytes: 1 });
  const link = page.getByRole('banner').getByRole('link', { name: networkStatus.kitOutdated });

  // Saved from an earlier list, but every file still at its revision: nothing to say.
  await page.goto(paths.contact);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [SAVED_KIT_KEY, record(files)]);
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === FIELD_KIT_MANIFEST_PATH);
  await page.reload();
  await asked;
  await page.waitForTimeout(500);
  await expect(link).toHaveCount(0);

  // One datasheet saved at an older revision: the header links to the kit.
  const datasheet = group.files.find((file) => file.endsWith('.pdf'))!;
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [SAVED_KIT_KEY, record({ ...files, [datasheet]: 'older' })]);
  await page.reload();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${paths.fieldKit}$`));
  expect(problems.consoleErrors).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, every Deviser page and datasheet opens', async ({ page, context }) => {
    await page.goto(paths.fieldKit);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await saveDeviser(page);
    await expect(page.getByRole('status')).toHaveText(/^Saved:/);

    await context.setOffline(true);
    for (const product of deviser) {
      await page.goto(product.page.route);
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      const sheet = await page.evaluate(async (href) => {
        const response = await fetch(href);
        return { status: response.status, type: response.headers.get('content-type'), head: (await response.text()).slice(0, 5) };
      }, datasheetPath(product));
      expect(sheet, datasheetPath(product)).toEqual({ status: 200, type: expect.stringContaining('application/pdf'), head: '%PDF-' });
    }
    await page.goto(paths.deviser);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
  });
});
