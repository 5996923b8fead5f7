import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { site } from '@/content/site';
import { VITALS_ENDPOINT_META } from '@/lib/vitals/endpoint';
import type { VitalsBeacon } from '@/lib/vitals/batch';
import { OUT_DIR } from './support/out-files';
import { test, expect } from './support/fixtures';

/**
 * Web vitals from real visitors (components/layout/web-vitals.tsx): one
 * beacon per hide, with the page type and each metric's attribution, and
 * never the query string. The suite's build has no endpoint, so the page
 * with one is this build's page plus the one tag a build with
 * VITALS_ENDPOINT=/vitals-e2e adds (a same-origin path: 'self' in the
 * policy covers it, so the policy is the one the page already carries).
 */

const TEST_ENDPOINT = '/vitals-e2e';
const endpoint = site.vitalsEndpoint ?? TEST_ENDPOINT;
const PRODUCT = '/lumora-pon/OP-100P16G';
const QUERY = '?q=private+plan&utm_source=mail';

/** The idle-loaded chunk with web-vitals in it, found by the entry types it observes. */
const reporterChunk = (() => {
  const dir = path.join(OUT_DIR, '_next', 'static', 'chunks');
  const found = readdirSync(dir).filter((f) => {
    const text = readFileSync(path.join(dir, f), 'utf8');
    return f.endsWith('.js') && text.includes('largest-contentful-paint') && text.includes('layout-shift') && text.includes('sendBeacon');
  });
  expect(found, 'one chunk holds web-vitals and the reporter').toHaveLength(1);
  return found[0]!;
})();

const loadedScripts = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));

/** What the browser does as the visitor switches tab or app: visibilityState turns hidden, visibilitychange fires and bubbles. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

async function withEndpoint(page: Page) {
  const beacons: { body: string; contentType: string | undefined }[] = [];
  await page.route(`**${new URL(endpoint, 'http://x').pathname}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    beacons.push({ body: route.request().postData() ?? '', contentType: route.request().headers()['content-type'] });
    await route.fulfill({ status: 204 });
  });
  if (site.vitalsEndpoint === null) {
    // The page as a build with VITALS_ENDPOINT=/vitals-e2e writes it.
    await page.route(`**${PRODUCT}${QUERY}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', `<meta name="${VITALS_ENDPOINT_META}" content="${TEST_ENDPOINT}"/></head>`);
      await route.fulfill({ response, body: html });
    });
  }
  return beacons;
}

test('after an interaction, hiding the page sends one beacon with every metric, its attribution and the page type, and no query string', async ({ page, problems }) => {
  const beacons = await withEndpoint(page);
  await page.goto(PRODUCT + QUERY);
  await expect(page.locator(`meta[name="${VITALS_ENDPOINT_META}"]`)).toHaveAttribute('content', endpoint);
  // The reporter loads once the page is idle, never in the first load.
  await expect.poll(() => loadedScripts(page), { timeout: 15_000 }).toContainEqual(expect.stringContaining(reporterChunk));

  await page.getByRole('button', { name: 'Add to enquiry list: OP-100P16G' }).click();
  await expect(page.getByRole('link', { name: /^Enquiry list/ })).toHaveAccessibleName('Enquiry list (1 product)');
  expect(beacons, 'nothing is sent while the page is in view').toEqual([]);

  await hide(page);
  await expect.poll(() => beacons.length).toBe(1);
  // A second hide with nothing new, and the pagehide of leaving, send nothing more.
  await hide(page);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await page.waitForTimeout(300);
  expect(beacons).toHaveLength(1);

  const { body, contentType } = beacons[0]!;
  console.log(`beacon (${body.length} bytes): ${body}`);
  expect(contentType).toMatch(/^text\/plain/);
  expect(body).not.toContain('private');
  expect(body).not.toContain('utm_');
  expect(body).not.toContain('?');
  expect(body).not.toContain(PRODUCT);
  const beacon = JSON.parse(body) as VitalsBeacon;
  expect(Object.keys(beacon).sort()).toEqual(['metrics', 'page']);
  expect(beacon.page).toBe('product');
  const metric = (name: string) => beacon.metrics.find((m) => m.name === name);
  expect(beacon.metrics.map((m) => m.name).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  expect(metric('LCP')?.attribution).toMatchObject({ target: expect.any(String), ttfb: expect.any(Number), loadDelay: expect.any(Number), loadDuration: expect.any(Number), renderDelay: expect.any(Number) });
  expect(metric('INP')?.attribution).toMatchObject({ target: expect.stringContaining('button'), type: 'pointer', inputDelay: expect.any(Number), processing: expect.any(Number), presentation: expect.any(Number) });
  expect(metric('FCP')?.attribution).toMatchObject({ ttfb: expect.any(Number), firstByteToFcp: expect.any(Number) });
  expect(metric('TTFB')?.attribution).toMatchObject({ waiting: expect.any(Number), dns: expect.any(Number), request: expect.any(Number) });
  const cls = metric('CLS')!;
  // A page that never shifts has no largest shift to name.
  if (cls.value > 0) expect(cls.attribution).toMatchObject({ target: expect.any(String), shift: expect.any(Number) });
  else expect(cls.attribution).toEqual({});
  expect(problems.consoleErrors).toEqual([]);
});

test('a build without an endpoint writes none, never loads the reporter and sends nothing', async ({ page }) => {
  test.skip(site.vitalsEndpoint !== null, 'this build sets VITALS_ENDPOINT; the test above covers it');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto(PRODUCT + QUERY);
  await expect(page.locator(`meta[name="${VITALS_ENDPOINT_META}"]`)).toHaveCount(0);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 5000 })));
  await page.getByRole('button', { name: 'Add to enquiry list: OP-100P16G' }).click();
  await hide(page);
  await page.waitForTimeout(300);
  expect(await loadedScripts(page)).not.toContainEqual(expect.stringContaining(reporterChunk));
  expect(posts).toEqual([]);
});
