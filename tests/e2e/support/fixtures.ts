import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { EAGER_ISLAND_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '@/lib/hosting/page-markers';

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
  // A second tab a test opens waits for the site to be ready after each load too.
  context: async ({ context, baseURL, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) context.on('page', (opened) => waitForHydrationAfterLoads(opened, new URL(baseURL!).origin));
    await provide(context);
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
 * Pages request their scripts after the first paint (build/post-export/first-paint.ts),
 * so `load` can come before hydration: after each goto or reload of a site page,
 * wait until HydrationMark has marked <html> (HYDRATED_ATTRIBUTE), and any
 * island the page wakes at once is live, as a visitor's click needs it too. A page that navigates on by itself (the redirect pages)
 * is left to its next load.
 */
export function waitForHydrationAfterLoads(page: Page, origin: string) {
  const hydrated = async <T>(response: T): Promise<T> => {
    const url = new URL(page.url());
    if (url.origin !== origin || /\.(json|pdf|xml|txt|png|svg|webp|avif|jpg|mp4|webm)$/.test(url.pathname)) return response;
    try {
      await page.waitForFunction((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE, { timeout: 15_000 });
      // An island the page wakes at once (a landing's catalogue) is part of the page being ready.
      await page.waitForFunction((eager) => !document.querySelector(`[${eager}]:not([data-island="live"])`), EAGER_ISLAND_ATTRIBUTE, { timeout: 15_000 });
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => goto(url, options).then(hydrated);
  page.reload = (options) => reload(options).then(hydrated);
}

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

/**
 * Waits until the lazily hydrated island inside `scope` is live
 * (components/ui/lazy-island.tsx): it hydrates as it nears the viewport or as
 * a pointer or focus comes to it, and a test that acts at once must wait for
 * it, as a visitor's hand gives it time to.
 */
export async function expectLiveIsland(scope: Locator) {
  await expect(scope.locator('[data-island="live"]')).toBeAttached();
}

export { expect };
