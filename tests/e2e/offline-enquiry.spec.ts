import type { BrowserContext, Page } from '@playwright/test';
import { contactPage, enquiryForm } from '@/content/contact';
import { site } from '@/content/site';
import { ENQUIRY_STORAGE_KEYS } from '@/lib/enquiry/storage';
import { test, expect } from './support/fixtures';

/**
 * The enquiry form offline (issue 27): a send while offline stays on the
 * page and on the device, and once the connection returns "Send now" posts
 * it, once. The reload happens back online: a reload while offline needs the
 * service worker to serve /contact, and is that worker's test to make.
 */

const typed = { name: 'Asha Verma', mobile: '98100 12345', subject: 'Splicer service', enquiry: 'Two S1V splicers for a site in Pune.' };

/** The form-mail service: each POST counted, held `delayMs` as a slow service would, then the browser sent on to the thank-you page as its _next field asks. */
async function formService(page: Page, baseURL: string, delayMs = 0): Promise<URLSearchParams[]> {
  const posts: URLSearchParams[] = [];
  await page.route(site.enquiryEndpoint, async (route) => {
    if (route.request().method() === 'POST') posts.push(new URLSearchParams(route.request().postData() ?? ''));
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status: 303, headers: { location: `${baseURL}/thank-you` } });
  });
  return posts;
}

async function fill(page: Page) {
  await page.getByLabel(/^Name/).fill(typed.name);
  await page.getByLabel(/^Mobile/).fill(typed.mobile);
  await page.getByLabel(/^Subject/).fill(typed.subject);
  await page.getByRole('textbox', { name: 'Enquiry' }).fill(typed.enquiry);
}

/** Offline, the form's own button: the enquiry is kept and the page says so. */
async function sendOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.getByRole('button', { name: enquiryForm.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: enquiryForm.offlineKept })).toBeVisible();
}

const sendNow = (page: Page) => page.getByRole('button', { name: enquiryForm.sendNow });
const branchIsland = (page: Page) => page.locator('[data-island]').filter({ has: page.getByRole('heading', { name: contactPage.branchTitle }) });

test('a send while offline is kept, survives a reload, and "Send now" posts it exactly once', async ({ page, context, baseURL, problems }) => {
  const posts = await formService(page, baseURL!);
  await page.goto('/contact');
  await fill(page);
  // The visitor has seen the whole page: the branch card's code is in before the connection goes.
  await branchIsland(page).scrollIntoViewIfNeeded();
  await expect(branchIsland(page)).toHaveAttribute('data-island', 'live');

  await sendOffline(page, context);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel(/^Name/)).toHaveValue(typed.name);
  await expect(page.getByRole('textbox', { name: 'Enquiry' })).toHaveValue(typed.enquiry);
  const stored = await page.evaluate((keys) => [localStorage.getItem(keys.draft), localStorage.getItem(keys.waiting)], ENQUIRY_STORAGE_KEYS);
  expect(JSON.parse(stored[0] ?? '{}')).toEqual(typed);
  expect(stored[1]).not.toBeNull();
  await expect(sendNow(page)).toHaveCount(0);

  await context.setOffline(false);
  await expect(sendNow(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: enquiryForm.offlineReady })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/^Name/)).toHaveValue(typed.name);
  await expect(page.getByRole('textbox', { name: 'Enquiry' })).toHaveValue(typed.enquiry);
  await expect(sendNow(page)).toBeVisible();
  expect(posts).toHaveLength(0);

  await sendNow(page).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(posts).toHaveLength(1);
  expect(Object.fromEntries(Object.keys(typed).map((field) => [field, posts[0]?.get(field)]))).toEqual(typed);
  await expect
    .poll(() => page.evaluate((keys) => Object.values(keys).map((key) => localStorage.getItem(key)), ENQUIRY_STORAGE_KEYS))
    .toEqual(Object.values(ENQUIRY_STORAGE_KEYS).map(() => null));
  // A file the page asked for while the connection was gone (a section's code that woke then) is the browser's report, not the page's error.
  expect(problems.consoleErrors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

test('a double click on "Send now" posts once', async ({ page, context, baseURL }) => {
  // Held half a second, so the second click lands while the first post is still on its way.
  const posts = await formService(page, baseURL!, 500);
  await page.goto('/contact');
  await fill(page);
  await sendOffline(page, context);
  await context.setOffline(false);

  await sendNow(page).dblclick();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(posts).toHaveLength(1);
});

test('offline before the branch card’s code has loaded, typing and sending leave the page, the card and the form as they are', async ({ page, context, baseURL }) => {
  const posts = await formService(page, baseURL!);
  await page.goto('/contact');
  await expect(branchIsland(page)).toHaveAttribute('data-island', 'waiting');
  await context.setOffline(true);
  await fill(page);
  await sendOffline(page, context);

  // Its code cannot load now: the card stays as exported, and nothing else on the page goes.
  await branchIsland(page).scrollIntoViewIfNeeded();
  await expect(branchIsland(page)).toHaveAttribute('data-island', 'failed');
  await expect(branchIsland(page).getByRole('heading', { name: contactPage.branchTitle })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue(typed.name);

  await context.setOffline(false);
  await sendNow(page).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(posts).toHaveLength(1);
});
