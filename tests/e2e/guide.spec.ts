import AxeBuilder from '@axe-core/playwright';
import { getFamily, getProducts } from '@/content/catalogue';
import { familyFacets } from '@/content/catalogue/facets/index';
import { guideText } from '@/content/guide';
import { parseCsv } from '@/lib/guide/csv';
import { guideRows } from '@/lib/guide/rows';
import { test, expect } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';

/**
 * The selection guide on a family landing: filters and sorting that narrow
 * the table and the cards together, the view in the URL, the page without
 * JavaScript, the CSV, accessibility and the narrow screen. Expected rows
 * come from the records, never from a list typed here.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const deviser = getProducts('deviser');
const rows = guideRows(deviser);
const guide = (page: Page) => page.getByRole('region', { name: guideText.title(getFamily('deviser').shortTitle), exact: true });
const table = (page: Page) => page.getByRole('table', { name: guideText.title(getFamily('deviser').shortTitle) });

async function shownModels(page: Page): Promise<string[]> {
  return table(page).locator('tbody tr:not([hidden]) th[scope="row"]').allTextContents();
}

async function shownCards(page: Page): Promise<string[]> {
  return page.locator('li[data-product]:not([hidden])').evaluateAll((els) => els.map((e) => e.getAttribute('data-product')!));
}

async function openFilters(page: Page): Promise<Locator> {
  await page.getByText(guideText.filters, { exact: true }).click();
  const form = page.locator('form').filter({ has: page.getByRole('group') }).first();
  await expect(form.getByRole('group').first()).toBeVisible();
  return form;
}

test('a dynamic range of at least 40 dB leaves the models whose records say so, in the table and the cards, and the count agrees', async ({ page }) => {
  await page.goto('/deviser');
  const form = await openFilters(page);
  await form.getByRole('group', { name: 'Dynamic range at 1310 nm' }).getByRole('spinbutton', { name: /At least/ }).fill('40');
  const expected = rows.filter((r) => typeof r.figures.dynamicRange1310 === 'number' && r.figures.dynamicRange1310 >= 40);
  expect(expected.length).toBeGreaterThan(1);
  await expect.poll(() => shownModels(page)).toEqual(expected.map((r) => r.model));
  expect(await shownCards(page)).toEqual([...new Set(expected.map((r) => r.product))]);
  await expect(page.getByRole('status').filter({ hasText: ' models' })).toHaveText(guideText.count(expected.length, rows.length));
  await expect(page.getByRole('button', { name: guideText.removeFilter('Dynamic range at 1310 nm ≥ 40 dB') })).toBeVisible();
  await expect(page).toHaveURL(/\?dynamicRange1310=40\.\.$/);
});

test('sorting by weight orders the rows lightest first, says so with aria-sort, and puts models without a weight last', async ({ page }) => {
  await page.goto('/deviser');
  const header = table(page).getByRole('columnheader', { name: /^Weight/ });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const weights = rows.map((r) => ({ model: r.model, w: r.figures.weight as number | null }));
  const expected = [...weights.filter((x) => x.w !== null)].sort((a, b) => a.w! - b.w!).map((x) => x.model);
  const models = await shownModels(page);
  expect(models.slice(0, expected.length)).toEqual(expected);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
});

test('reload and a copied link restore the view, and Back undoes the last change', async ({ page, context }) => {
  await page.goto('/deviser');
  const form = await openFilters(page);
  await form.getByRole('group', { name: 'In-service testing' }).getByRole('checkbox').check();
  await table(page).getByRole('columnheader', { name: /^Weight/ }).getByRole('button').click();
  await expect(page).toHaveURL(/\?inService=1&sort=weight$/);
  const view = await shownModels(page);
  expect(view.length).toBeGreaterThan(0);

  await page.reload();
  await expect.poll(() => shownModels(page)).toEqual(view);
  const copy = await context.newPage();
  await copy.goto(page.url());
  await expect.poll(() => shownModels(copy)).toEqual(view);
  await expect(table(copy).getByRole('columnheader', { name: /^Weight/ })).toHaveAttribute('aria-sort', 'ascending');

  await page.goBack();
  await expect(page).toHaveURL(/\?inService=1$/);
  await expect(table(page).getByRole('columnheader', { name: /^Weight/ })).not.toHaveAttribute('aria-sort', /./);
});

test('says which filter to loosen when nothing matches', async ({ page }) => {
  await page.goto('/deviser?dynamicRange1625=45..&inService=1');
  await expect.poll(() => shownModels(page)).toEqual([]);
  await expect(page.getByText(guideText.noneMatch)).toBeVisible();
});

test('the CSV downloads, and parses to the table’s rows', async ({ page }) => {
  await page.goto('/deviser');
  const [download] = await Promise.all([page.waitForEvent('download'), guide(page).getByRole('link', { name: new RegExp(guideText.download) }).click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const csv = parseCsv(Buffer.concat(chunks).toString('utf8'));
  const facets = familyFacets.deviser.facets;
  expect(csv[0]).toEqual(['Model', ...facets.map((f) => ('unit' in f && f.unit ? `${f.label} (${f.unit})` : f.label)), 'Page']);
  expect(csv.slice(1).map((r) => r[0])).toEqual(await shownModels(page));
});

test('axe finds nothing on a landing with the filters open and one applied', async ({ page }) => {
  // axe over a whole landing takes 35 s with the other worker busy (as the crawl, 120 s).
  test.setTimeout(120_000);
  await page.goto('/deviser');
  const form = await openFilters(page);
  await form.getByRole('group', { name: 'Type' }).getByRole('checkbox', { name: /^OTDR/ }).check();
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the guide scrolls sideways in its own region with the model column fixed, and the page never does', async ({ page }) => {
    await page.goto('/deviser');
    const region = page.getByRole('region', { name: guideText.tableRegion(guideText.title(getFamily('deviser').shortTitle)) });
    const [scrollWidth, clientWidth] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const firstModel = table(page).locator('tbody th[scope="row"]').first();
    const before = (await firstModel.boundingBox())!.x;
    await region.evaluate((el) => el.scrollBy(300, 0));
    await expect.poll(async () => (await firstModel.boundingBox())!.x).toBe(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole table is there and the filters are not', async ({ page }) => {
    await page.goto('/deviser');
    expect(await shownModels(page)).toEqual(rows.map((r) => r.model));
    await expect(page.getByText(guideText.filters, { exact: true })).toBeHidden();
    await expect(page.getByText(guideText.noScript)).toBeVisible();
  });
});
