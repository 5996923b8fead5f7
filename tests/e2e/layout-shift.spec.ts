import { test, expect } from './support/fixtures';

/** Pages heavy with pictures load without moving: cumulative layout shift is 0. */
const MEDIA_HEAVY = ['/', '/sumitomo', '/lumoraedfa', '/lumora-pon/OP-841GWV-DGB', '/ofcpage', '/surface-mounting', '/educationalpage', '/tutorials'];

for (const path of MEDIA_HEAVY) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`${path} at ${viewport.width}px has no layout shift on load`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    });
  }
}
