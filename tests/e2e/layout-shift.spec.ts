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

/*
 * Sections render only as they near the viewport (content-visibility: auto,
 * sized by an estimate until then): scrolling through the page, by wheel as
 * a visitor does, must still move nothing in view.
 */
for (const path of ['/', '/about']) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`${path} at ${viewport.width}px shifts nothing while scrolled through`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.evaluate(() => {
        (window as unknown as { __shifts: string[] }).__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
            const node = entry.sources?.[0]?.node;
            (window as unknown as { __shifts: string[] }).__shifts.push(`${entry.value.toFixed(4)} ${node instanceof Element ? node.outerHTML.slice(0, 80) : String(node)}`);
          }
        }).observe({ type: 'layout-shift' });
      });
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      // The page's height settles as sections render, so scroll until the bottom is in view.
      const atBottom = () => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
      for (let step = 0; step < 100 && !(await atBottom()); step += 1) {
        await page.mouse.wheel(0, viewport.height / 2);
        await page.waitForTimeout(120);
      }
      expect(await atBottom()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    });
  }
}
