import AxeBuilder from '@axe-core/playwright';
import { getFamilies, getProduct, getProducts } from '@/content/catalogue';
import { facetHeader, type Facet } from '@/content/catalogue/facets';
import { familyFacets } from '@/content/catalogue/facets/index';
import { paths } from '@/content/paths';
import { guideRows } from '@/lib/guide/rows';
import { readPdfPages } from './support/pdf';
import { test, expect } from './support/fixtures';

/**
 * Comparing models: three PON OLTs chosen on the landing page, compared in
 * one table built in the browser, filtered to their differences, kept across
 * a reload and printed on A4 landscape; a fifth product refused in words.
 */

const OLTS = ['op-100p16g', 'op-100p8g', 'op-100p4g'] as const;
const titleOf = (key: string) => getProduct(key)!.title;
const modelOf = (key: string) => getProduct(key)!.model;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// On a landing a product's toggle stands in its selection-guide row and on its card; either toggles it.

test('three PON OLTs: tray, comparison table, only differences, reload, and a refused fifth', async ({ page, problems }) => {
  await page.goto('/lumora-pon');
  for (const key of OLTS) await page.getByRole('button', { name: `Compare ${modelOf(key)}`, exact: true }).first().click();

  const tray = page.getByRole('region', { name: 'Comparison' });
  await expect(tray.getByRole('listitem')).toHaveText(OLTS.map(modelOf));
  await expect(page.getByRole('button', { name: `Compare ${modelOf('op-100p16g')}`, exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
  await tray.getByRole('link', { name: 'Compare (3)' }).click();

  await expect(page).toHaveURL(/\/compare\?items=op-100p16g,op-100p8g,op-100p4g$/);
  const table = page.getByRole('table', { name: /^Specifications of / });
  await expect(table.locator('thead th')).toHaveText(['Specification', ...OLTS.map(titleOf)]);
  const allRows = await table.locator('tbody tr').count();

  await page.getByRole('checkbox', { name: 'Only differences' }).check();
  await expect(page).toHaveURL(/&only=differences$/);
  await expect.poll(() => table.locator('tbody tr').count()).toBeLessThan(allRows);
  await expect(table.getByRole('rowheader', { name: 'Chassis', exact: true })).toHaveCount(0);
  const differingRows = await table.locator('tbody tr').count();

  await page.reload();
  await expect(table.locator('thead th')).toHaveText(['Specification', ...OLTS.map(titleOf)]);
  await expect(page.getByRole('checkbox', { name: 'Only differences' })).toBeChecked();
  await expect(table.locator('tbody tr')).toHaveCount(differingRows);

  await page.goto('/lumora-pon');
  await page.reload();
  await expect(tray.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Compare OP-100P8', exact: true }).first().click();
  await expect(tray.getByRole('link', { name: 'Compare (4)' })).toBeVisible();
  const fifth = page.getByRole('button', { name: 'Compare OP-100P4', exact: true }).first();
  await fifth.click();
  await expect(tray.getByRole('status')).toHaveText(/^OP-100P4 was not added: a comparison holds at most 4 products/);
  await expect(fifth).toHaveAttribute('aria-pressed', 'false');
  await expect(tray.getByRole('listitem')).toHaveCount(4);

  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('a count is never marked best: how many fibres or ports a buyer needs is his to decide', async ({ page }) => {
  const cases = getFamilies().flatMap((family) => {
    const counts = (familyFacets[family.key].facets as readonly Facet[]).filter((f) => f.kind === 'number' && 'count' in f && f.count);
    const comparable = getProducts(family.key).filter((p) => (p.page?.specTables.length ?? 0) > 0);
    return counts.flatMap((facet) => {
      const byValue = new Map<string, string>();
      for (const p of comparable) {
        const value = JSON.stringify((p.models[0]!.figures as Record<string, unknown>)[facet.id] ?? null);
        if (value !== 'null' && !byValue.has(value)) byValue.set(value, p.key);
      }
      return byValue.size > 1 ? [{ facet, keys: [...byValue.values()].slice(0, 4) }] : [];
    });
  });
  expect(cases.length, 'the records hold counts that differ').toBeGreaterThan(0);
  for (const { facet, keys } of cases) {
    await page.goto(`/compare?items=${keys.join(',')}`);
    const row = page.getByRole('table', { name: /^Specifications of / }).locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: facetHeader(facet), exact: true }) });
    await expect(row, `${facet.id} over ${keys.join(', ')}`).toHaveCount(1);
    await expect(row.locator('[data-best]')).toHaveCount(0);
    await expect(row).not.toContainText('(best)');
  }
});

test('a product of another family is refused, naming the family being compared', async ({ page }) => {
  await page.goto('/lumora-pon');
  await page.getByRole('button', { name: 'Compare OP-100P16G', exact: true }).first().click();
  await page.goto('/sumitomo/S1V');
  const tray = page.getByRole('region', { name: 'Comparison' });
  // Another family's page keeps the tray away until a control there is refused.
  await expect(tray).toHaveCount(0);
  await page.getByRole('button', { name: 'Compare S1V', exact: true }).first().click();
  await expect(tray.getByRole('status')).toHaveText(/^S1V was not added: models are compared within one family, and this comparison holds Lumora PON products/);
  await expect(tray.getByRole('listitem')).toHaveText(['OP-100P16G']);
});

test('the selection follows in another tab', async ({ page, context }) => {
  await page.goto('/lumora-pon');
  const other = await context.newPage();
  await other.goto('/lumora-pon/OP-100P8');
  await page.getByRole('button', { name: 'Compare OP-100P16G', exact: true }).first().click();
  await expect(other.getByRole('region', { name: 'Comparison' }).getByRole('listitem')).toHaveText(['OP-100P16G']);
  await other.getByRole('button', { name: 'Compare OP-100P8', exact: true }).first().click();
  await expect(page.getByRole('region', { name: 'Comparison' }).getByRole('link', { name: 'Compare (2)' })).toBeVisible();
});

test('a shared link restores the comparison and lists what it ignored', async ({ page, problems }) => {
  await page.goto('/compare?items=op-100p16g,no-such-model,op-100p16g,s1v,op-100p8');
  await expect(page.getByRole('table', { name: /^Specifications of / }).locator('thead th')).toHaveText(['Specification', titleOf('op-100p16g'), titleOf('op-100p8')]);
  const ignored = page.getByRole('heading', { name: 'Ignored from the link' }).locator('..').getByRole('listitem');
  await expect(ignored).toHaveText(['no-such-model: not a product with specifications', 'op-100p16g: listed twice', 's1v: from another family']);
  await expect(page.getByRole('cell', { name: '—' }).first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('the compare data is fetched on /compare only, never on catalogue pages', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/compare-data/')) fetched.push(new URL(r.url()).pathname);
  });
  await page.goto('/lumora-pon');
  await page.getByRole('button', { name: 'Compare OP-100P16G', exact: true }).first().click();
  await page.goto('/lumora-pon/OP-100P8G');
  await page.getByRole('button', { name: 'Compare OP-100P8G', exact: true }).first().click();
  expect(fetched).toEqual([]);
  await page.getByRole('region', { name: 'Comparison' }).getByRole('link', { name: 'Compare (2)' }).click();
  await expect(page.getByRole('table', { name: /^Specifications of / })).toBeVisible();
  // The keys' families first (a file, so /compare does not grow with the catalogue), then the one family's specifications.
  expect(fetched).toEqual(['/compare-data/families.json', '/compare-data/pon.json']);
});

test('a selection guide row compares its own model; the tray puts away; a phone folds shared rows; all go to the enquiry', async ({ page, problems }) => {
  // The first family with a product of several comparable models in its guide, and two of those models.
  const series = getFamilies().flatMap((family) => {
    const rows = guideRows(getProducts(family.key)).filter((r) => r.comparable && r.compareKey !== undefined);
    const same = rows.filter((r) => r.product === rows[0]?.product);
    return same.length >= 2 ? [{ family, rows: same }] : [];
  })[0];
  expect(series, 'the records hold a product of several comparable models').toBeDefined();
  const [a, b] = series!.rows;
  const toggle = (model: string) => page.getByRole('button', { name: `Compare ${model}`, exact: true });

  await page.goto(paths[series!.family.page]);
  await toggle(a!.model).click();
  await expect(toggle(a!.model)).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(b!.model)).toHaveAttribute('aria-pressed', 'false');
  await toggle(b!.model).click();
  const tray = page.getByRole('region', { name: 'Comparison' });
  await expect(tray.getByRole('listitem')).toHaveText([a!.model, b!.model]);

  await tray.getByRole('button', { name: 'Hide', exact: true }).click();
  await page.reload();
  await expect(tray.getByRole('listitem')).toHaveCount(0);
  await tray.getByRole('button', { name: 'Compare (2)', exact: true }).click();
  await tray.getByRole('link', { name: 'Compare (2)' }).click();

  await page.waitForURL(/\/compare\?/);
  expect(new URL(page.url()).search).toBe(`?items=${a!.compareKey},${b!.compareKey}`);
  const table = page.getByRole('table', { name: /^Specifications of / });
  await expect(table.locator('thead th')).toHaveText(['Specification', a!.model, b!.model]);
  await expect(table.locator('details')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table.locator('details summary').first()).toHaveText(/^\d+ rows? the same for all models$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(table.locator('details')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add all to enquiry' }).click();
  await expect(page.getByText(/to your enquiry\./)).toHaveText('Added 1 product to your enquiry. View your enquiry list');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('enquiry-list')))!).items).toEqual([{ key: a!.product, quantity: 1 }]);
  expect(problems.consoleErrors).toEqual([]);
});

test('prints the table alone on A4 landscape pages', async ({ page }) => {
  await page.goto('/compare?items=op-100p16g,op-100p8g,op-100p4g,op-100p8');
  await expect(page.getByRole('table', { name: /^Specifications of / })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [page.locator('header'), page.locator('footer'), page.getByRole('checkbox', { name: 'Only differences' })]) {
    await expect(hidden.first()).toBeHidden();
  }
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = await readPdfPages(new Uint8Array(pdf));
  expect(pages.length).toBeGreaterThan(1);
  for (const { width, height } of pages) expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
  // Nothing is cut off at the right: the last column's text is on the page.
  expect(pages.map((p) => p.text).join(' ')).toContain(titleOf('op-100p8'));
  const table = page.getByRole('table', { name: /^Specifications of / });
  const fits = await table.evaluate((el) => el.scrollWidth <= (el.parentElement?.clientWidth ?? 0) + 1);
  expect(fits).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the compare controls are hidden, and /compare says it needs JavaScript and links the families', async ({ page }) => {
    await page.goto('/lumora-pon');
    await expect(page.locator('main article').first()).toBeVisible();
    // The buttons are in the HTML (hidden from everyone), so they are found by their text rather than by role.
    const toggles = page.locator('button[aria-pressed]', { hasText: 'Compare' });
    expect(await toggles.count()).toBeGreaterThan(0);
    for (const toggle of await toggles.all()) await expect(toggle).toBeHidden();

    await page.goto('/compare?items=op-100p16g,op-100p8g');
    await expect(page.getByText(/needs JavaScript/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lumora PON', exact: true })).toHaveAttribute('href', '/lumora-pon');
    await expect(page.getByText('Building the comparison…')).toBeHidden();
  });
});
