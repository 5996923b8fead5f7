import AxeBuilder from '@axe-core/playwright';
import { plannerPage } from '@/content/planner';
import { readPdfPage } from './support/pdf';
import { test, expect } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';

/**
 * /planner: the loss budget adds up and its verdict agrees with the class,
 * the OTDRs it proposes reach the required range by their own pages, "Add
 * all to enquiry" fills the list /contact shows, a copied address reopens
 * the plan, the reference tables stand without JavaScript, axe finds
 * nothing and the printed plan is one A4 page.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const ponTool = (page: Page) => page.getByRole('region', { name: 'PON power budget' });
const otdrTool = (page: Page) => page.getByRole('region', { name: 'OTDR for your span' });

/** A loss table's figures: each row's dB per column, and the totals. */
async function readLossTable(table: Locator) {
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td [data-db]')].map((el) => Number((el as HTMLElement).dataset.db))),
  );
  const totals = await table.locator('tfoot [data-db]').evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.db)));
  return { rows, totals };
}

async function setPlan(page: Page) {
  const tool = ponTool(page);
  await tool.getByLabel('Split ratio').selectOption('64');
  await tool.getByLabel('Distance').fill('20');
  await tool.getByLabel('Connectors').fill('4');
  await tool.getByLabel('Splices').fill('6');
}

test('a plan’s loss budget adds up, its verdict agrees with the class, and the address carries it', async ({ page, problems }) => {
  await page.goto('/planner');
  await expect(page.getByRole('heading', { level: 1, name: plannerPage.title })).toBeVisible();
  await setPlan(page);
  const tool = ponTool(page);
  const table = tool.getByRole('table', { name: 'Loss budget' });
  await expect(table.locator('tfoot')).toContainText('36.2 dB');

  const { rows, totals } = await readLossTable(table);
  expect(rows).toHaveLength(5);
  for (const [column, total] of totals.entries()) {
    const sum = rows.reduce((s, r) => s + r[column]!, 0);
    expect(total).toBeCloseTo(sum, 2);
  }
  const [min, max] = (await tool.locator('[data-class-range]').getAttribute('data-class-range'))!.split('-').map(Number);
  const worst = Math.max(...totals);
  const verdict = tool.locator('[data-verdict]');
  await expect(verdict).toHaveAttribute('data-verdict', worst > max! ? 'does-not-fit' : worst < min! ? 'too-little-loss' : 'fits');
  await expect(verdict).toContainText('Does not fit');
  await expect(verdict).toContainText('1:16');

  // The plan is in the address: a reload and a fresh tab both reopen it.
  await expect(page).toHaveURL(/split=64/);
  await expect(page).toHaveURL(/km=20/);
  const url = page.url();
  await page.reload();
  await expect(ponTool(page).getByLabel('Split ratio')).toHaveValue('64');
  await expect(ponTool(page).getByLabel('Distance')).toHaveValue('20');
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(ponTool(other).getByRole('table', { name: 'Loss budget' }).locator('tfoot')).toContainText('36.2 dB');
  await other.close();

  // A wrong value says why beside its box and yields no number.
  await tool.getByLabel('Distance').fill('-4');
  await expect(tool.getByLabel('Distance')).toHaveAttribute('aria-invalid', 'true');
  await expect(tool.getByLabel('Distance')).toHaveAccessibleDescription('The distance cannot be negative.');
  await expect(tool.getByRole('table', { name: 'Loss budget' })).toHaveCount(0);
  expect(problems.consoleErrors).toEqual([]);
});

test('a bad value in a copied address falls back to the default and says so', async ({ page }) => {
  await page.goto('/planner?km=far&split=64');
  await expect(page.getByRole('status').filter({ hasText: 'could not be used' })).toContainText('“far” is not one');
  await expect(ponTool(page).getByLabel('Distance')).toHaveValue('10');
  await expect(ponTool(page).getByLabel('Split ratio')).toHaveValue('64');
});

/** An OTDR model's dynamic range at a wavelength as its own page states it (its structured data). */
async function rangeOnPage(page: Page, href: string, model: string, nm: number): Promise<number> {
  await page.goto(href);
  const graph = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => el.textContent ?? '').join('\n'));
  const values = [...graph.matchAll(/\{"@type":"PropertyValue"[^{}]*\}/g)].map((m) => JSON.parse(m[0]) as Record<string, unknown>);
  const single = values.find((v) => v.propertyID === `dynamicRange${nm}` && typeof v.value === 'number');
  if (single) return single.value as number;
  // A page of several models states each model's 1310/1550 nm pair in its model guide.
  const row = values.find((v) => v.name === `Dynamic range (dB) (${model})`);
  const pair = String(row?.value ?? '').match(/(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)/);
  if (!pair) throw new Error(`${href} states no dynamic range for ${model} at ${nm} nm`);
  return Number(nm === 1310 ? pair[1] : pair[2]);
}

test('the OTDRs it proposes reach the required range by their own pages, and at 1625 nm only the in-service one', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/planner');
  const tool = otdrTool(page);
  await tool.getByLabel('Span length').fill('30');
  const required = Number(await tool.locator('[data-required-db]').getAttribute('data-required-db'));
  // 30 × 0.2 + 17.1 + 3 + 1.8 = 27.9 dB, + 6.6 dB.
  expect(required).toBe(34.5);
  const items = tool.locator('[data-otdrs] li');
  const proposed = await items.evaluateAll((lis) =>
    lis.map((li) => ({ model: (li as HTMLElement).dataset.model!, href: li.querySelector('a')!.getAttribute('href')! })),
  );
  expect(proposed.length).toBeGreaterThan(0);
  const ranges: number[] = [];
  const reader = await page.context().newPage();
  for (const { model, href } of proposed) ranges.push(await rangeOnPage(reader, href, model, 1550));
  await reader.close();
  for (const range of ranges) expect(range).toBeGreaterThanOrEqual(required);
  expect(ranges, 'enough, not more: the smallest range first').toEqual([...ranges].sort((a, b) => a - b));

  // 10 km at 1625 nm: 10 × 0.4 + 17.1 + 3 + 1.8 = 25.9 dB, + 6.6 dB = 32.5 dB.
  await tool.getByLabel('Span length').fill('10');
  await tool.getByLabel('Wavelength').selectOption('1625');
  await expect(tool.getByText('1625 nm is the in-service wavelength')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-model', 'AE3100 Live');
});

test('“Add all to enquiry” puts the link’s products on the list that /contact shows', async ({ page }) => {
  await page.goto('/planner');
  const tool = ponTool(page);
  const names = await tool.locator('[data-product] a').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(5);
  await tool.getByRole('button', { name: 'Add all to enquiry' }).click();
  await expect(tool.getByRole('status').filter({ hasText: 'to your enquiry list' })).toContainText(`Added ${names.length} of ${names.length}`);
  await page.goto('/contact');
  const list = page.getByRole('group', { name: /Products in this enquiry/ });
  await expect(list.getByRole('listitem')).toHaveCount(names.length);
  for (const name of names) await expect(list).toContainText(name);
});

test('axe finds nothing on the planner', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/planner');
  await ponTool(page).getByLabel('Margin').fill('x');
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});

test('the printed plan is one A4 page with its inputs, tables, verdicts, products, date and address', async ({ page }) => {
  await page.goto('/planner?split=64&km=20');
  await expect(ponTool(page).locator('[data-verdict]')).toContainText('Does not fit');
  // "Print plan" writes the date and the address, then opens the print dialog (stubbed here).
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', '');
  });
  await page.getByRole('button', { name: 'Print plan' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', '');
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }));
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  const first = await readPdfPage(new Uint8Array(pdf));
  expect(first.pages).toBe(1);
  // pdf.js reads the 'fi' ligature as 'fi ' ('Does not fi t'): match on words without one.
  for (const text of ['Fibre link planner', 'Loss budget', 'Total 36.2 dB', '✗ Does not', 'Required dynamic range', 'Output per port needed', 'OP-100P16G', `planned on ${today}`, '/planner?split=64&km=20']) {
    expect(first.text.replace(/\s+/g, ' ')).toContain(text);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says what needs JavaScript and keeps the reference tables', async ({ page }) => {
    await page.goto('/planner');
    await expect(page.getByText(plannerPage.noScript)).toBeVisible();
    await expect(ponTool(page)).toBeHidden();
    for (const name of ['Optics class loss ranges', 'Splitter insertion loss', 'Fibre attenuation', 'Other constants']) {
      await expect(page.getByRole('table', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
  });
});

test('the main navigation, the footer and every family landing link to the planner', async ({ page }) => {
  // Wide enough for the full navigation (below 1361 px it folds into the menu).
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/deviser');
  await expect(page.getByRole('link', { name: plannerPage.landingPrompt })).toHaveAttribute('href', '/planner');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Link Planner' })).toHaveAttribute('href', '/planner');
  await page.getByRole('button', { name: 'Products' }).click();
  await expect(page.locator('#nav-products').getByRole('link', { name: /Link planner/ })).toHaveAttribute('href', '/planner');
});
