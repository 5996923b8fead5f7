import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { routeTable } from '@/lib/routes';
import { test, expect } from './support/fixtures';
import { exportedPages, resolveInOut } from './support/out-files';

/**
 * The site-wide crawl: every exported HTML page loads with no console error,
 * no failed same-origin request, no WCAG 2.2 A/AA violation found by axe,
 * and every same-origin link or asset it names resolves to an exported file.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const pages = exportedPages();
const redirects = pages.filter((p) => routeTable.get(p)?.kind === 'redirect');

/*
 * Redirect pages send the browser on before anything renders, so they are
 * read as files: their target must resolve, and it is crawled in its own right.
 */
test('redirect pages point at exported pages', () => {
  for (const path of redirects) {
    const entry = routeTable.get(path)!;
    const html = readFileSync(resolveInOut(path)!, 'utf8');
    const target = entry.kind === 'redirect' ? entry.to : '';
    expect.soft({ path, target: resolveInOut(target) !== null }).toEqual({ path, target: true });
    expect.soft({ path, refresh: html.includes(`content="0; url=${target}"`) }).toEqual({ path, refresh: true });
  }
});

for (const path of pages.filter((p) => !redirects.includes(p))) {
  test(`crawl ${path}`, async ({ page, problems, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await page.goto(path, { waitUntil: 'networkidle' });
    // Bring lazy content (footer map, below-the-fold media) into play.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');

    const refs = await page.evaluate(() => {
      const out: { kind: string; url: string }[] = [];
      const add = (kind: string, value: string | null) => {
        if (value) out.push({ kind, url: new URL(value, location.href).href });
      };
      document.querySelectorAll('a[href]').forEach((a) => add('link', a.getAttribute('href')));
      document.querySelectorAll('img[src], script[src], video[src], audio[src], iframe[src], source[src]').forEach((e) => add(e.tagName.toLowerCase(), e.getAttribute('src')));
      document.querySelectorAll('video[poster]').forEach((e) => add('poster', e.getAttribute('poster')));
      document.querySelectorAll('link[href]').forEach((e) => add(`link[rel=${e.getAttribute('rel')}]`, e.getAttribute('href')));
      document.querySelectorAll('img[srcset], source[srcset]').forEach((e) => {
        for (const part of (e.getAttribute('srcset') ?? '').split(',')) add('srcset', part.trim().split(/\s+/)[0] ?? null);
      });
      document.querySelectorAll('[src=""], [href=""], [srcset=""]').forEach((e) => out.push({ kind: 'empty', url: e.outerHTML.slice(0, 80) }));
      return out;
    });

    const unresolved: string[] = [];
    const missingAnchors: string[] = [];
    for (const { kind, url } of refs) {
      if (kind === 'empty') {
        unresolved.push(`empty attribute: ${url}`);
        continue;
      }
      const u = new URL(url);
      if (u.origin !== origin) continue;
      if (!resolveInOut(u.pathname)) unresolved.push(`${kind} ${u.pathname}`);
      if (kind === 'link' && u.hash.length > 1 && u.pathname === new URL(page.url()).pathname) {
        const id = decodeURIComponent(u.hash.slice(1));
        if ((await page.locator(`[id="${id}"]`).count()) === 0) missingAnchors.push(u.hash);
      }
    }

    const unsized = await page.locator('img:not([width]), img:not([height])').evaluateAll((els) =>
      els.map((e) => e.getAttribute('src') ?? e.outerHTML.slice(0, 80)),
    );

    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const violations = axe.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`,
    );

    expect.soft(unresolved, 'unresolved links and assets').toEqual([]);
    expect.soft(missingAnchors, 'in-page anchors with no target').toEqual([]);
    expect.soft(unsized, 'images without width and height (layout shift)').toEqual([]);
    expect.soft(violations, 'axe WCAG 2.2 A/AA violations').toEqual([]);
    expect.soft(problems.consoleErrors, 'console errors').toEqual([]);
    expect.soft(problems.failedRequests, 'failed same-origin requests').toEqual([]);
    await expect(page.locator('h1'), 'one h1 per page').toHaveCount(1);
    await expect(page).toHaveTitle(/\S/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^.{20,}$/);
  });
}
