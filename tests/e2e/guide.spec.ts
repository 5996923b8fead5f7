import AxeBuilder from '@axe-core/playwright';
import { getFamilies, getFamily, getProducts, hasPage } from '@/content/catalogue';
import { facetHeader } from '@/content/catalogue/facets';
import { familyFacets } from '@/content/catalogue/facets/index';
import { guideText } from '@/content/guide';
import { paths } from '@/content/paths';
import { cardId, productHref } from '@/lib/catalogue/product-href';
import { CSV_HEADER_NOTE, parseCsv } from '@/lib/guide/csv';
import { guideRows } from '@/lib/guide/rows';
import { isQuantity, meetsBetween, sortValue, type Quantity } from '@/content/catalogue/quantity';
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
const inServiceLabel = (familyFacets.deviser.facets as readonly { id: string; label: string }[]).find((f) => f.id === 'inService')!.label;
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
  const expected = rows.filter((r) => isQuantity(r.figures.dynamicRange1310) && meetsBetween(r.figures.dynamicRange1310, 40, null));
  expect(expected.length).toBeGreaterThan(1);
  await expect.poll(() => shownModels(page)).toEqual(expected.map((r) => r.model));
  expect(await shownCards(page)).toEqual([...new Set(expected.map((r) => r.product))]);
  await expect(page.getByRole('status').filter({ hasText: ' models' })).toHaveText(guideText.count(expected.length, rows.length));
  await expect(page.getByRole('button', { name: guideText.removeFilter('Dynamic range at 1310 nm ≥ 40 dB') })).toBeVisible();
  await expect(page).toHaveURL(/\?dynamicRange1310=40\.\.$/);
});

test('a bound meets a requirement only on its own side: “under 2 kg” meets “at most 2 kg”, not “at most 1.9 kg”', async ({ page }) => {
  // The records' weights as bounds ("< 2 kg"), whatever they are today.
  const bounded = rows.filter((r) => isQuantity(r.figures.weight) && typeof r.figures.weight === 'object' && 'atMost' in r.figures.weight);
  expect(bounded.length).toBeGreaterThan(0);
  const bound = (bounded[0]!.figures.weight as Extract<Quantity, { atMost: number }>).atMost;
  const shownAtMost = async (max: number) => {
    await page.goto(`/deviser?weight=..${max}`);
    const expected = rows.filter((r) => isQuantity(r.figures.weight) && meetsBetween(r.figures.weight, null, max)).map((r) => r.model);
    await expect.poll(() => shownModels(page)).toEqual(expected);
    return expected;
  };
  expect(await shownAtMost(bound)).toContain(bounded[0]!.model);
  expect(await shownAtMost(Math.round((bound - 0.1) * 100) / 100)).not.toContain(bounded[0]!.model);
  // A lower bound says nothing of a bound from above: no "at least" filter keeps it.
  await page.goto(`/deviser?weight=0.1..`);
  await expect.poll(() => shownModels(page)).not.toContain(bounded[0]!.model);
});

test('sorting by weight orders the rows lightest first, says so with aria-sort, and puts models without a weight last', async ({ page }) => {
  await page.goto('/deviser');
  const header = table(page).getByRole('columnheader', { name: /^Weight/ });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const weights = rows.map((r) => ({ model: r.model, w: isQuantity(r.figures.weight) ? sortValue(r.figures.weight, 'asc') : null }));
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
  // A dynamic range at 1625 nm beyond any model's, by the records.
  const beyond = Math.max(0, ...rows.flatMap((r) => (isQuantity(r.figures.dynamicRange1625) ? [sortValue(r.figures.dynamicRange1625, 'desc')] : []))) + 1;
  await page.goto(`/deviser?dynamicRange1625=${beyond}..&inService=1`);
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
  // The first line says what the signs mean; then the header and a line per row.
  expect(csv[0]).toEqual([CSV_HEADER_NOTE]);
  expect(csv[1]).toEqual(['Model', ...facets.map(facetHeader), 'Page']);
  expect(csv.slice(2).map((r) => r[0])).toEqual(await shownModels(page));
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

  test('with the filters open, "Show N models" stays in view down the whole form, counts the result set and takes the buyer to the table', async ({ page }) => {
    await page.goto('/deviser');
    const form = await openFilters(page);
    const [top, height] = await form.evaluate((el) => [el.getBoundingClientRect().top + window.scrollY, el.getBoundingClientRect().height]);
    expect(height).toBeGreaterThan(844);
    const show = form.getByRole('button', { name: guideText.show(rows.length) });
    for (const y of [top!, top! + height! / 2, top! + height! - 844]) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      const box = (await show.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(box.y).toBeGreaterThanOrEqual(0);
    }
    await form.getByRole('group', { name: inServiceLabel }).getByRole('checkbox').check();
    const live = rows.filter((r) => r.figures.inService === true).length;
    await form.getByRole('button', { name: guideText.show(live) }).click();
    await expect(page.getByText(guideText.filters, { exact: true }).locator('xpath=..')).not.toHaveAttribute('open', '');
    const region = page.getByRole('region', { name: guideText.tableRegion(guideText.title(getFamily('deviser').shortTitle)) });
    await expect(region).toBeFocused();
    await expect(region).toBeInViewport();
  });

  test('the columns the buyer sorted or filtered on sit beside the model, in view without scrolling sideways', async ({ page }) => {
    await page.goto('/deviser?inService=1');
    const region = page.getByRole('region', { name: guideText.tableRegion(guideText.title(getFamily('deviser').shortTitle)) });
    // Within the region's width as it stands, scrolled to its start.
    const inView = async (header: Locator) => {
      const [box, frame] = [(await header.boundingBox())!, (await region.boundingBox())!];
      return box.x >= frame.x && box.x + box.width <= frame.x + frame.width;
    };
    const inService = table(page).getByRole('columnheader', { name: inServiceLabel });
    await expect.poll(() => inView(inService)).toBe(true);
    const weight = table(page).getByRole('columnheader', { name: /^Weight/ });
    expect(await inView(weight)).toBe(false);
    await weight.getByRole('button').click();
    await expect.poll(() => inView(weight)).toBe(true);
    await expect(weight.getByRole('button')).toBeFocused();
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

/*
 * Card-only models: a row of the guide leads to the model's card on the
 * landing (lib/catalogue/product-href.ts). The rows and products come from
 * the records and the page, never a model named here.
 */
const cardOnlyFamilies = getFamilies().filter((f) => getProducts(f.key).some((p) => !hasPage(p)));

/** The card a fragment names: in view below the sticky header, the page's :target, and drawn with the target ring. */
async function expectCardArrivedAt(page: Page, id: string) {
  const card = page.locator(`[id="${id}"]`);
  await expect(card).toBeVisible();
  await expect(card).toBeInViewport();
  expect(await card.evaluate((el) => el.matches(':target'))).toBe(true);
  // Below the header's sticky bar, not under it.
  const { top, barBottom } = await card.evaluate((el) => {
    const bar = [...document.querySelectorAll('header, header *')].find((e) => getComputedStyle(e).position === 'sticky');
    return { top: el.getBoundingClientRect().top, barBottom: bar?.getBoundingClientRect().bottom ?? 0 };
  });
  expect(top).toBeGreaterThanOrEqual(barBottom - 1);
  await expect.poll(() => card.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
}

test.describe('card-only models', () => {
  test('the records give some models no page, so the guide has rows that lead to cards', () => {
    expect(cardOnlyFamilies.length).toBeGreaterThan(0);
  });

  for (const family of cardOnlyFamilies) {
    const path = paths[family.page];
    const expected = guideRows(getProducts(family.key)).filter((r) => r.href.includes('#'));

    test(`${path}: a card-only row opens its card`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      const links = page.locator('table tbody th[scope="row"] a[href^="#"]');
      expect(await links.evaluateAll((els) => els.map((e) => e.textContent))).toEqual(expected.map((r) => r.model));
      // The last is furthest down the grid: the jump has to scroll.
      const link = links.last();
      const href = (await link.getAttribute('href'))!;
      const id = href.slice(1);
      const card = page.locator(`[id="${id}"]`);
      await expect(card).not.toBeInViewport();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}${href}$`));
      await expectCardArrivedAt(page, id);
      const row = expected.find((r) => r.href.endsWith(href))!;
      const product = getProducts().find((p) => p.key === row.product)!;
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(product.cardTitle ?? product.model);
    });
  }

  test('in a category tab, the row keeps the view: the tab stays chosen and the page does not load again', async ({ page }) => {
    const family = cardOnlyFamilies[0]!;
    const product = getProducts(family.key).find((p) => !hasPage(p) && p.tabs.length > 1)!;
    const tab = family.tabs.find((t) => t.id !== family.tabs[0].id && (product.tabs as readonly string[]).includes(t.id))!;
    const tabName = new RegExp(`^${tab.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    await page.goto(paths[family.page]);
    await page.getByRole('tab', { name: tabName }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${tab.id}$`));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const href = productHref(product);
    await page.locator(`table tbody th[scope="row"] a[href="${href.slice(href.indexOf('#'))}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${tab.id}#${cardId(product)}$`));
    await expectCardArrivedAt(page, cardId(product));
    await expect(page.getByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('opened at its address, each card-only product’s card is in view and marked, after the page has hydrated too', async ({ page }) => {
    for (const product of getProducts().filter((p) => !hasPage(p))) {
      await page.goto(productHref(product));
      await expectCardArrivedAt(page, cardId(product));
    }
  });

  test('a jump within the page draws the ring out to the card’s edge, and under reduced motion it is there at once', async ({ page }) => {
    const family = cardOnlyFamilies[0]!;
    const product = getProducts(family.key).filter((p) => !hasPage(p)).at(-1)!;
    const card = page.locator(`[id="${cardId(product)}"]`);
    const row = page.locator(`table tbody th[scope="row"] a[href="#${cardId(product)}"]`).first();
    const seconds = () => card.evaluate((el) => Math.max(...getComputedStyle(el).transitionDuration.split(',').map(parseFloat)));
    await page.goto(paths[family.page]);
    await row.click();
    expect(await seconds()).toBeGreaterThan(0.2);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(paths[family.page]);
    await row.click();
    expect(await seconds()).toBeLessThan(0.01);
    expect(await card.evaluate((el) => getComputedStyle(el).outlineOffset)).toBe('-3px');
  });
});

test.describe('card-only models without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a row and an address open the card', async ({ page }) => {
    for (const family of cardOnlyFamilies) {
      const product = getProducts(family.key).filter((p) => !hasPage(p)).at(-1)!;
      await page.goto(paths[family.page]);
      await page.locator(`table tbody th[scope="row"] a[href="#${cardId(product)}"]`).first().click();
      await expectCardArrivedAt(page, cardId(product));
      await page.goto(productHref(product));
      await expectCardArrivedAt(page, cardId(product));
    }
  });
});
