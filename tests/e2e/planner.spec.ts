import AxeBuilder from '@axe-core/playwright';
import { plannerPage } from '@/content/planner';
import { readPdfPage } from './support/pdf';
import { test, expect } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';

/**
 * /planner: the loss budget adds up and its verdict agrees with what the
 * products' own optics allow, the verdict names the limiting direction and
 * the products at its ends, a failing plan proposes nothing but the changes
 * that fit, the OTDRs it proposes reach the required range by their own
 * pages, "Add all to enquiry" fills the list /contact shows and attaches the
 * plan, a copied address reopens the plan, the reference tables stand
 * without JavaScript, axe finds nothing and the printed plan is one A4 page.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const ponTool = (page: Page) => page.getByRole('region', { name: 'PON power budget' });
const otdrTool = (page: Page) => page.getByRole('region', { name: 'OTDR for your span' });

/** A loss table's figures: each row's worst-case and least dB per direction, and the totals. */
async function readLossTable(table: Locator) {
  const cells = (selector: string, attribute: string) =>
    table.locator('tbody tr').evaluateAll(
      (trs, [sel, attr]) => trs.map((tr) => [...tr.querySelectorAll(sel!)].map((el) => Number(el.getAttribute(attr!)))),
      [selector, attribute],
    );
  const foot = (selector: string, attribute: string) =>
    table.locator(`tfoot ${selector}`).evaluateAll((els, attr) => els.map((el) => Number(el.getAttribute(attr))), attribute);
  return {
    rows: await cells('td [data-db]', 'data-db'),
    leastRows: await cells('td [data-least-db]', 'data-least-db'),
    totals: await foot('[data-db]', 'data-db'),
    leastTotals: await foot('[data-least-db]', 'data-least-db'),
  };
}

/** What each direction allows, as the page states it. */
async function readLimits(tool: Locator) {
  return tool.locator('tr[data-direction]').evaluateAll((trs) =>
    trs.map((tr) => ({
      direction: (tr as HTMLElement).dataset.direction!,
      maxDb: Number(tr.querySelector('[data-max-db]')!.getAttribute('data-max-db')),
      minDb: Number(tr.querySelector('[data-min-db]')!.getAttribute('data-min-db')),
    })),
  );
}

async function setPlan(page: Page) {
  const tool = ponTool(page);
  await tool.getByLabel('Split ratio').selectOption('64');
  await tool.getByLabel('Distance').fill('20');
  await tool.getByLabel('Connectors').fill('4');
  await tool.getByLabel('Splices').fill('6');
}

test('a plan’s loss budget adds up, its verdict agrees with what the optics allow each way, and the address carries it', async ({ page, problems }) => {
  await page.goto('/planner');
  await expect(page.getByRole('heading', { level: 1, name: plannerPage.title })).toBeVisible();
  await setPlan(page);
  const tool = ponTool(page);
  const table = tool.getByRole('table', { name: 'Loss budget' });
  await expect(table.locator('tfoot')).toContainText('36.2 dB');

  const { rows, leastRows, totals, leastTotals } = await readLossTable(table);
  expect(rows).toHaveLength(5);
  for (const [column, total] of totals.entries()) {
    expect(total).toBeCloseTo(rows.reduce((s, r) => s + r[column]!, 0), 2);
    // The least loss leaves the margin out, and is never more than the worst case.
    expect(leastTotals[column]).toBeCloseTo(leastRows.reduce((s, r) => s + (r[column] ?? 0), 0), 2);
    expect(leastTotals[column]!).toBeLessThan(total);
  }
  const limits = await readLimits(tool);
  expect(limits.map((l) => l.direction)).toEqual(['downstream', 'upstream']);
  const overBudget = limits.some((l, i) => totals[i]! > l.maxDb);
  const overloads = limits.some((l, i) => leastTotals[i]! < l.minDb);
  const verdict = tool.locator('[data-verdict]');
  await expect(verdict).toHaveAttribute('data-verdict', overBudget ? 'does-not-fit' : overloads ? 'too-little-loss' : 'fits');
  await expect(verdict).toContainText('Does not fit');
  // A failing plan proposes no product, only the changes that would fit.
  await expect(tool.locator('[data-product]')).toHaveCount(0);
  await expect(tool.locator('[data-remedies] button').first()).toBeVisible();

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
  // One model's figure: exact ('value'), or as a lower bound ('≥ 39 dB' is minValue 39, what the model is sure to reach).
  const single = values.find((v) => v.propertyID === `dynamicRange${nm}` && (typeof v.value === 'number' || (typeof v.minValue === 'number' && v.maxValue === undefined)));
  if (single) return (typeof single.value === 'number' ? single.value : single.minValue) as number;
  // A page of several models states each model's 1310/1550 nm pair in its model guide.
  const row = values.find((v) => v.name === `Dynamic range (dB) (${model})`);
  const pair = String(row?.value ?? '').match(/(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)/);
  if (!pair) throw new Error(`${href} states no dynamic range for ${model} at ${nm} nm`);
  return Number(nm === 1310 ? pair[1] : pair[2]);
}

/**
 * Every OTDR the tool proposes reaches the required range at the chosen
 * wavelength by its own page's figures (a page that states no range at that
 * wavelength fails), smallest first: enough, not more. Whatever OTDRs the
 * catalogue holds.
 */
async function expectProposedOtdrsReach(page: Page, nm: number, required: number) {
  const items = otdrTool(page).locator('[data-otdrs] li');
  // "Show all", where the catalogue has outgrown the shortlist: every proposal is checked.
  const showAll = otdrTool(page).getByRole('button', { name: /^Show all/ });
  if (await showAll.isVisible()) await showAll.click();
  const proposed = await items.evaluateAll((lis) =>
    lis.map((li) => ({ model: (li as HTMLElement).dataset.model!, href: li.querySelector('a')!.getAttribute('href')! })),
  );
  expect(proposed.length, `OTDRs proposed at ${nm} nm`).toBeGreaterThan(0);
  const ranges: number[] = [];
  const reader = await page.context().newPage();
  for (const { model, href } of proposed) ranges.push(await rangeOnPage(reader, href, model, nm));
  await reader.close();
  for (const range of ranges) expect(range).toBeGreaterThanOrEqual(required);
  expect(ranges, 'enough, not more: the smallest range first').toEqual([...ranges].sort((a, b) => a - b));
}

test('the OTDRs it proposes reach the required range by their own pages, and at 1625 nm only models that test there', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/planner');
  const tool = otdrTool(page);
  const required = async () => Number(await tool.locator('[data-required-db]').getAttribute('data-required-db'));
  await tool.getByLabel('Span length').fill('30');
  // 30 × 0.2 + 17.1 + 3 + 1.8 = 27.9 dB, + 6.6 dB.
  await expect.poll(required).toBe(34.5);
  await expectProposedOtdrsReach(page, 1550, 34.5);

  // 10 km at 1625 nm: 10 × 0.23 + 17.1 + 3 + 1.8 = 24.2 dB, + 6.6 dB.
  await tool.getByLabel('Span length').fill('10');
  await tool.getByLabel('Wavelength').selectOption('1625');
  await expect(tool.getByText('1625 nm is the in-service wavelength')).toBeVisible();
  await expect.poll(required).toBe(30.8);
  await expectProposedOtdrsReach(page, 1625, 30.8);
});

test('a failing plan names its limiting direction and proposes products only once a change it offers carries the link', async ({ page }) => {
  await page.goto('/planner?km=15.25');
  const tool = ponTool(page);
  const verdict = tool.locator('[data-verdict]');
  await expect(verdict).toHaveAttribute('data-verdict', 'does-not-fit');
  const limit = await verdict.getAttribute('data-limit');
  expect(['downstream', 'upstream']).toContain(limit);
  // The sentence names the direction and the two products at its ends.
  const row = tool.locator(`tr[data-direction="${limit}"]`);
  const maxDb = Number(await row.locator('[data-max-db]').getAttribute('data-max-db'));
  const { totals } = await readLossTable(tool.getByRole('table', { name: 'Loss budget' }));
  const limits = await readLimits(tool);
  const needed = totals[limits.findIndex((l) => l.direction === limit)]!;
  expect(needed).toBeGreaterThan(maxDb);
  await expect(verdict).toContainText(new RegExp(`^\\W*Does not fit.*${limit}`, 'i'));
  await expect(verdict).toContainText(`${maxDb.toFixed(1)} dB`);
  await expect(tool.locator('[data-product]')).toHaveCount(0);

  // Each change it offers carries the link, and then the link's products appear.
  const remedies = tool.locator('[data-remedies] button');
  const count = await remedies.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await page.goto('/planner?km=15.25');
    await ponTool(page).locator('[data-remedies] button').nth(i).click();
    // It carries: it fits, or has too little loss that the attenuator it names closes.
    await expect(ponTool(page).locator('[data-verdict]')).toHaveAttribute('data-verdict', /^(fits|too-little-loss)$/);
    await expect(ponTool(page).locator('[data-product]').first()).toBeVisible();
  }
});

test('“Add all to enquiry” puts the link’s products on the list /contact shows, with the plan attached', async ({ page }) => {
  await page.goto('/planner?km=12');
  const tool = ponTool(page);
  await expect(tool.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'fits');
  const names = await tool.locator('[data-product] a').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(5);
  await tool.getByRole('button', { name: 'Add all to enquiry' }).click();
  await expect(tool.getByRole('status').filter({ hasText: 'to your enquiry list' })).toContainText(`Added ${names.length} of ${names.length}`);
  await page.goto('/contact');
  const list = page.getByRole('group', { name: /Products in this enquiry/ });
  for (const name of names) await expect(list).toContainText(name);
  // The plan itself goes with the enquiry: a link back to it, and its address in the posted form.
  const plan = list.getByRole('link', { name: /Link plan 1/ });
  await expect(plan).toHaveAttribute('href', /\/planner\?.*km=12/);
  await expect(page.locator('input[type="hidden"][name="plans"]')).toHaveValue(/\/planner\?.*km=12/);
});

test('axe finds nothing on the planner', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/planner');
  await ponTool(page).getByLabel('Margin').fill('x');
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});

test('the printed plan is one A4 page with its inputs, tables, verdicts, products, date and address', async ({ page }) => {
  await page.goto('/planner?km=12');
  await expect(ponTool(page).locator('[data-verdict]')).toHaveAttribute('data-verdict', 'fits');
  const firstProduct = (await ponTool(page).locator('[data-product] a').first().textContent())!;
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
  // pdf.js reads the 'fi' ligature as 'fi ' ('Fi ts'): match on words without one.
  for (const text of ['Fibre link planner', 'Loss budget', 'Total', '29.7 dB', 'Upstream', 'Required dynamic range', 'Output per port needed', firstProduct, `planned on ${today}`, '/planner?km=12']) {
    expect(first.text.replace(/\s+/g, ' ')).toContain(text);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says what needs JavaScript and keeps the reference tables', async ({ page }) => {
    await page.goto('/planner');
    await expect(page.getByText(plannerPage.noScript)).toBeVisible();
    await expect(ponTool(page)).toBeHidden();
    for (const name of ['Optics of our products', 'Optics class loss ranges', 'Splitter insertion loss', 'Fibre attenuation', 'Other constants']) {
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
