import AxeBuilder from '@axe-core/playwright';
import { branches } from '@/content/branches';
import { contactAnchors } from '@/content/contact';
import { gazetteer } from '@/content/gazetteer';
import { paths } from '@/content/paths';
import { plannerPage } from '@/content/planner';
import { getFamilies } from '@/content/catalogue';
import { nearest } from '@/lib/contact/geo';
import { judgedAnswers } from '@/tests/search-quality/queries';
import { family, where, type Target } from '@/tests/search-quality/targets';
import { unlistedModelNumber } from '@/tests/search-quality/unlisted';
import { test, expect as baseExpect } from './support/fixtures';
import { builtAnswers } from './support/search-answers';

// Results wait for the index and engine chunk; on a loaded CI machine that can take a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

type Page = import('@playwright/test').Page;
const headerBox = (page: Page) => page.getByRole('combobox', { name: 'Search', exact: true });
const results = (page: Page) => page.locator('main ol > li');

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`from the header on a ${name}`, () => {
    test.use({ viewport });

    test('suggests while typing and lands on the results page on Enter', async ({ page, problems }) => {
      await page.goto('/');
      const box = headerBox(page);
      await box.click();
      await box.pressSequentially('otdr');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(list).toBeVisible();
      const count = await list.getByRole('option').count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(6);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const listBox = await list.boundingBox();
      expect(listBox!.x).toBeGreaterThanOrEqual(0);
      expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(viewport.width);

      await box.press('Enter');
      await page.waitForURL(/\/search\?query=otdr$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for \u201cotdr\u201d');
      await expect(page.getByRole('status')).toHaveText(/^\d+ results?$/);
      // An OTDR, by the records (tests/search-quality/queries.ts).
      await expect(results(page).first().getByRole('link')).toHaveAttribute('href', builtAnswers().url(judgedAnswers('otdr')));
      await expect(page.locator('main mark').first()).toBeVisible();
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  });
}

test.describe('suggestions', () => {
  test.use({ viewport: DESKTOP });

  test('load the suggestion stage only when the box is focused, and never the full index', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/search-(index|suggest)\.json/.test(r.url())) indexRequests.push(new URL(r.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(indexRequests).toEqual([]);
    await headerBox(page).focus();
    await expect.poll(() => indexRequests).toEqual(['/search-suggest.json']);
    await headerBox(page).pressSequentially('otdr');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    expect(indexRequests).toEqual(['/search-suggest.json']);
  });

  test('work by keyboard: arrows choose, Escape closes, Enter goes to the option', async ({ page }) => {
    await page.goto('/');
    const box = headerBox(page);
    await box.focus();
    await box.pressSequentially('fc8r');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await box.press('ArrowDown');
    const firstId = await options.first().getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', firstId!);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', firstId!);
    await Promise.all([page.waitForURL(/\/sumitomo\/FC8R$/), box.press('Enter')]);
  });

  test('pass axe while open', async ({ page }) => {
    // axe over the whole home page takes 35 to 50 s on a busy two-core machine, both before and after issue 26.
    test.slow();
    await page.goto('/');
    const box = headerBox(page);
    await box.focus();
    await box.pressSequentially('kolkata');
    await expect(page.getByRole('option', { name: /Kolkata Office/ })).toBeVisible();
    await box.press('ArrowDown');
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('results page', () => {
  test.use({ viewport: DESKTOP });

  test('reads a pasted URL, ranks and highlights the results, and groups them by family on request', async ({ page, problems }) => {
    await page.goto('/search?query=OP+100+P16G');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for \u201cOP 100 P16G\u201d');
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('OP 100 P16G');
    const first = results(page).first();
    await expect(first.getByRole('link')).toHaveAttribute('href', '/lumora-pon/OP-100P16G');
    await expect(first.locator('mark').first()).toHaveText('OP-100P16G');
    await expect(first).toContainText('Product · Lumora PON');

    // Results of several families: best first, or under their families at the visitor's choice.
    await page.goto('/search?query=cable+tv');
    await expect(results(page).first()).toBeVisible();
    const ranked = await results(page).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await expect(page.getByRole('button', { name: 'Best match first' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'By family' }).click();
    await expect(page.getByRole('button', { name: 'By family' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: /Lumora EDFA/ })).toBeVisible();
    const grouped = await results(page).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...grouped].sort()).toEqual([...ranked].sort());
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('says which model a mistyped model number was read as', async ({ page }) => {
    await page.goto('/search?query=s1b');
    await expect(page.getByText('Showing results for S1V: no model is called \u201cs1b\u201d.')).toBeVisible();
    await expect(results(page).first().getByRole('link')).toHaveAttribute('href', '/sumitomo/S1V');
  });

  test('runs nothing injected through the query and shows it as text', async ({ page, problems }) => {
    const attack = '<img src=x onerror=window.__x=1>';
    await page.goto(`/search?query=${encodeURIComponent(attack)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for \u201c${attack}\u201d`);
    await expect(page.getByRole('status')).not.toHaveText('Searching…');
    expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    // The same text typed into the header box.
    await headerBox(page).fill(attack);
    await Promise.all([page.waitForURL(/\/search\?query=%3Cimg/), headerBox(page).press('Enter')]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for \u201c${attack}\u201d`);
    expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('shows malformed percent-encoding as typed', async ({ page, problems }) => {
    await page.goto('/search?query=%E0%A4%A');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for \u201c%E0%A4%A\u201d');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('takes any Unicode and cuts a long query to 200 characters', async ({ page }) => {
    await page.goto(`/search?query=${encodeURIComponent('फाइबर 光纤 😀')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for \u201cफाइबर 光纤 😀\u201d');
    await page.goto(`/search?query=${'x'.repeat(300)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for \u201c${'x'.repeat(200)}\u201d`);
  });

  test('searches again in place, with history', async ({ page }) => {
    await page.goto('/search?query=otdr');
    await expect(results(page).first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('kolkata');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=kolkata$/);
    await expect(results(page).first().getByRole('link')).toHaveText('Kolkata Office');
    await expect(box).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for \u201cotdr\u201d');
    await expect(box).toHaveValue('otdr');
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
  });

  test('says so when nothing matches, with families and the closest models', async ({ page }) => {
    // A model number no product has, two digits from one that a product has (tests/search-quality/unlisted.ts).
    const { query, closest: real } = unlistedModelNumber();
    await page.goto(`/search?query=${query}`);
    await expect(page.getByRole('status')).toHaveText(`Nothing matched \u201c${query}\u201d.`);
    const closest = page.getByRole('region', { name: 'Closest model numbers' });
    await expect(closest.getByRole('link', { name: real.model })).toHaveAttribute('href', real.page.route);
    await expect(page.getByRole('region', { name: 'Browse the product families' }).getByRole('link')).toHaveCount(getFamilies().length);
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });

  test('offers families and popular products for an empty query', async ({ page }) => {
    for (const url of ['/search', '/search?query=', '/search?query=%20%20']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
      await expect(page.getByRole('region', { name: 'Popular products' }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Browse the product families' }).getByRole('link')).toHaveCount(getFamilies().length);
    }
  });
});

/**
 * Five queries from each way search used to fail buyers (issue 29), each
 * with what answers it by the records: the judged set's answers
 * (tests/search-quality/queries.ts), or the few given here. Any answer may
 * come first on the results page (its link) and in the header's suggestions
 * (its title), so a product added since that answers too may lead. The
 * judged set measures many more in Node; these prove the built site reads
 * them the same way.
 */
const judged = (query: string) => ({ query, answers: judgedAnswers(query) });
const understood: Record<string, readonly { query: string; answers: readonly Target[] }[]> = {
  'plain needs': ['measure loss', 'splicing machine', 'fiber cutter', 'cable tv amplifier', 'find fibre break'].map(judged),
  'trade synonyms': [
    judged('24 core cable'),
    judged('cutter'),
    judged('red light pen'),
    { query: 'fault finder', answers: where('deviser', (f) => f.type === 'vfl') },
    { query: 'onu', answers: where('pon', (f) => f.device === 'ont') },
  ],
  'numbers as specs': ['16 port edfa', '24 fibre cable', 'otdr 45 db', 'splicer 6 second', '1625'].map(judged),
  'typos in model numbers': ['s1b', 'ae1000', 'ls310b', 'pe1916m', 'op821gvw'].map(judged),
  ranking: [{ query: 'sumitomo', answers: [family('sumitomo')] }, ...['ce0419m', 'otdr', 'cable factory', 'kolkata'].map(judged)],
};

test.describe('buyers’ words, understood', () => {
  test.use({ viewport: DESKTOP });

  for (const [failure, cases] of Object.entries(understood)) {
    test(`${failure}: an answer first on the results page`, async ({ page, problems }) => {
      const built = builtAnswers();
      for (const { query, answers } of cases) {
        await page.goto(`/search?query=${encodeURIComponent(query)}`);
        await expect(results(page).first().getByRole('link'), query).toHaveAttribute('href', built.url(answers));
      }
      expect(problems.consoleErrors).toEqual([]);
    });

    test(`${failure}: an answer first in the header`, async ({ page, problems }) => {
      const built = builtAnswers();
      await page.goto('/');
      const box = headerBox(page);
      const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
      for (const { query, answers } of cases) {
        await box.fill('');
        await box.pressSequentially(query);
        await expect(first, query).toHaveText(built.title(answers));
      }
      expect(problems.consoleErrors).toEqual([]);
    });
  }
});

/**
 * Issue 39: the site's tools, contacts and offices found by need. A city no
 * branch names finds the office nearest it, by the gazetteer's and the
 * branches' coordinates, and says so, in the header and on the results page.
 */
test.describe('found by need', () => {
  test.use({ viewport: DESKTOP });

  // A city of the gazetteer that is no office's city, and the office nearest it.
  const city = gazetteer.find((p) => p.name === 'Lucknow')!;
  const office = nearest(city, branches)!.item;
  const near = new RegExp(`Nearest office to ${city.name}: about \\d+ km away in a straight line`);

  test('a city with no branch shows the nearest branch, and says it is the nearest and how far', async ({ page, problems }) => {
    expect(branches.some((b) => b.city === city.name)).toBe(false);
    await page.goto(`/search?query=${encodeURIComponent(city.name.toLowerCase())}`);
    const first = results(page).first();
    await expect(first.getByRole('link')).toHaveAttribute('href', `${paths.contact}?branch=${office.key}`);
    await expect(first.getByRole('link')).toHaveText(office.name);
    await expect(first).toContainText(near);

    await headerBox(page).fill('');
    await headerBox(page).pressSequentially(city.name.toLowerCase());
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect(option).toContainText(office.name);
    await expect(option).toContainText(near);
    await Promise.all([page.waitForURL(new RegExp(`/contact\\?branch=${office.key}$`)), option.click()]);
    await expect(page.locator(`#${contactAnchors.branches}`).getByRole('heading', { name: office.name })).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('"link budget calculator" leads to the planner from the header box', async ({ page, problems }) => {
    await page.goto('/');
    const box = headerBox(page);
    await box.click();
    await box.pressSequentially('link budget calculator');
    const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect(first).toContainText(plannerPage.title);
    await box.press('ArrowDown');
    await Promise.all([page.waitForURL(new RegExp(`${paths.planner}$`)), box.press('Enter')]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('"whatsapp" leads to the contact page’s direct-contact card', async ({ page }) => {
    await page.goto('/search?query=whatsapp');
    const link = results(page).first().getByRole('link');
    await expect(link).toHaveAttribute('href', `${paths.contact}#${contactAnchors.direct}`);
    await link.click();
    await expect(page.locator(`#${contactAnchors.direct}`).getByRole('link', { name: /WhatsApp/ })).toBeInViewport();
  });
});
