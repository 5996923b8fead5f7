import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

/**
 * Every test page: the outside world is stubbed (no network here, and the
 * site must not depend on it), and console errors and failed same-origin
 * requests are collected for the test to assert on.
 */
export const test = base.extend<{ problems: PageProblems }>({
  page: async ({ page, baseURL }, provide) => {
    await stubExternal(page, baseURL!);
    await provide(page);
  },
  problems: async ({ page, baseURL }, provide) => {
    const origin = new URL(baseURL!).origin;
    const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      problems.consoleErrors.push(`${msg.text()} ${msg.location().url}`.trim());
    });
    page.on('pageerror', (err) => problems.consoleErrors.push(`pageerror: ${err.message}`));
    page.on('response', (res) => {
      const url = res.url();
      if (new URL(url).origin !== origin || res.status() < 400) return;
      problems.failedRequests.push(`${res.status()} ${url}`);
    });
    page.on('requestfailed', (req) => {
      const url = req.url();
      if (new URL(url).origin !== origin) return;
      // Navigations away abort in-flight prefetches; only real failures count.
      if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
      problems.failedRequests.push(`${req.failure()?.errorText} ${url}`);
    });
    await provide(problems);
  },
});

export async function stubExternal(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' })
        : route.fulfill({ status: 204, body: '' }),
  );
}

export { expect };
