import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

/**
 * Every test page: the outside world is stubbed (no network here, and the
 * site must not depend on it), console errors and failed same-origin
 * requests are collected for the test to assert on, and any
 * Content-Security-Policy violation fails the test, whatever it exercised.
 */
export const test = base.extend<{ problems: PageProblems; cspViolations: string[] }>({
  cspViolations: async ({}, provide) => {
    await provide([]);
  },
  page: async ({ page, baseURL, cspViolations }, provide) => {
    await stubExternal(page, baseURL!);
    await recordCspViolations(page, cspViolations);
    await provide(page);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
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

/**
 * Collects every Content-Security-Policy violation the page reports: the
 * `securitypolicyviolation` event in any document it loads, and Chromium's
 * console messages about the policy (which also name ignored directives).
 */
export async function recordCspViolations(page: Page, into: string[]) {
  await page.exposeBinding('__reportCspViolation', (_source, report: string) => {
    into.push(report);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __reportCspViolation: (r: string) => void }).__reportCspViolation;
        report(`${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`);
      },
      { capture: true },
    );
  });
  page.on('console', (msg) => {
    if (/content[- ]security[- ]policy/i.test(msg.text())) into.push(`console ${msg.type()}: ${msg.text()}`);
  });
}

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
