import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { contactPage } from '@/content/contact';
import { surfaceMountingPage } from '@/content/factory/surface-mounting';
import { educationalVideos, events } from '@/content/home';
import { getVideo } from '@/content/media/videos';
import { getPublications } from '@/content/publications';
import { policyMetaContent } from '@/build/post-export/html';
import { paths } from '@/content/paths';
import { routeTable } from '@/lib/routing/routes';
import { countsOutOfAgreement } from '@/lib/format/count-agreement';
import { youtubeEmbedUrl } from '@/lib/media/youtube';
import { test, expect, expectLiveIsland, type PageProblems } from './support/fixtures';
import { exportedPages, resolveInOut } from './support/out-files';

/**
 * The site-wide crawl: every exported HTML page loads with no console error,
 * no failed same-origin request, no Content-Security-Policy violation, no
 * WCAG 2.2 A/AA violation found by axe, and every same-origin link or asset
 * it names resolves to an exported file.
 * Then every moving part runs once under the pages' policies.
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

/** A page's text as the export writes it, hidden parts included: tags and React's text separators out, scripts and styles whole. */
function exportedText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#160;/g, '\u00a0');
}

test('every exported page counts in agreement: no “1 ports”, no “1 products”', () => {
  expect(countsOutOfAgreement(exportedText('<p>PON ports<!-- -->: </span>1 ports</p>')), 'the rule itself').toEqual(['1 ports']);
  for (const path of pages) {
    const found = countsOutOfAgreement(exportedText(readFileSync(resolveInOut(path)!, 'utf8')));
    expect.soft({ path, found }).toEqual({ path, found: [] });
  }
});

for (const path of pages.filter((p) => !redirects.includes(p))) {
  test(`crawl ${path}`, async ({ page, problems, cspViolations, baseURL }) => {
    // A whole page with axe: the home page takes 20 s on an idle two-core machine, and more when the other worker is busy.
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(policyMetaContent(await page.content()), 'the page’s own Content-Security-Policy').toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
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
        // Candidates part at a comma and a space: a data: URL (an image drawn inline) holds a bare comma.
        for (const part of (e.getAttribute('srcset') ?? '').split(/,\s+/)) add('srcset', part.trim().split(/\s+/)[0] ?? null);
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

    // axe reads the page as it opens, from the top: scrolled to the bottom, whatever passes under the sticky header
    // counts as obscured (target-size), and which control sits there depends only on how long the page is.
    await page.evaluate(() => window.scrollTo(0, 0));
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const violations = axe.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`,
    );

    // What the scripts write as well as the export: live counts, client-drawn lists.
    expect.soft(countsOutOfAgreement(await page.evaluate(() => document.body.innerText)), 'counts that disagree in number').toEqual([]);
    expect.soft(unresolved, 'unresolved links and assets').toEqual([]);
    expect.soft(missingAnchors, 'in-page anchors with no target').toEqual([]);
    expect.soft(unsized, 'images without width and height (layout shift)').toEqual([]);
    expect.soft(violations, 'axe WCAG 2.2 A/AA violations').toEqual([]);
    expect.soft(problems.consoleErrors, 'console errors').toEqual([]);
    expect.soft(problems.failedRequests, 'failed same-origin requests').toEqual([]);
    expect.soft(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    await expect(page.locator('h1'), 'one h1 per page').toHaveCount(1);
    await expect(page).toHaveTitle(/\S/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^.{20,}$/);
  });
}

/*
 * Each moving part once, under its page's policy: scripts it loads later,
 * frames it opens, media it plays and data it fetches or stores must all be
 * allowed. The page fixture fails any test on a violation; these say so by
 * name, and check the part really ran.
 */
test.describe('moving parts under the Content-Security-Policy', () => {
  async function clean(problems: PageProblems, cspViolations: string[]) {
    expect.soft(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    expect.soft(problems.consoleErrors, 'console errors').toEqual([]);
    expect.soft(problems.failedRequests, 'failed same-origin requests').toEqual([]);
  }

  test('menu and dropdowns', async ({ page, problems, cspViolations }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Products' }).click();
    await expect(nav.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 390, height: 844 });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await clean(problems, cspViolations);
  });

  test('carousels', async ({ page, problems, cspViolations }) => {
    await page.goto('/');
    const section = page.locator('#events');
    await section.scrollIntoViewIfNeeded();
    const third = events.slides[2]!;
    await section.getByRole('group', { name: events.controls.thumbnails }).getByRole('button', { name: third.title }).click();
    await expect(section.locator('[aria-roledescription="slide"][data-active="true"] h3')).toHaveText(third.title);

    await page.goto(paths.ofc);
    const showcase = page.getByRole('region', { name: 'Packaging' });
    await showcase.getByRole('button', { name: 'Next slide: Packaging' }).click();
    await expect(showcase.getByRole('group', { name: /of 3:/ })).toHaveAttribute('aria-label', /^2 of 3/);
    await clean(problems, cspViolations);
  });

  test('dialogs: the video player, the picture viewer and the video tour', async ({ page, problems, cspViolations }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const video = educationalVideos.videos[0]!;
    const clip = getVideo(video.video);
    await page.locator('#videos').getByRole('button', { name: `Play ${video.title}` }).click();
    const player = page.getByRole('dialog', { name: video.title });
    if (clip.youtubeId) {
      await expect(player.locator('iframe')).toHaveAttribute('src', youtubeEmbedUrl(clip.youtubeId));
      await waitForFrame(page, youtubeEmbedUrl(clip.youtubeId));
    } else {
      await expect.poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    }
    await player.getByRole('button', { name: 'Close' }).click();

    await page.goto('/publication');
    const entry = getPublications()[0]!;
    await page.getByRole('link', { name: `View full size: ${entry.images[0]!.alt}` }).click();
    const viewer = page.getByRole('dialog', { name: entry.title });
    await expect.poll(() => viewer.locator('img:visible').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto(paths.surfaceMounting);
    await page.getByRole('button', { name: 'Watch Video Tour' }).click();
    const tour = page.getByRole('dialog', { name: surfaceMountingPage.tour.title }).locator('video');
    await expect.poll(() => tour.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await clean(problems, cspViolations);
  });

  test('maps: the footer map and a chosen branch', async ({ page, problems, cspViolations }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expectLiveIsland(footer);
    await footer.getByRole('button', { name: /Branch Offices/ }).click();
    await footer.getByRole('option', { name: 'Kolkata Office' }).click();
    const src = await footer.locator('iframe').getAttribute('src');
    expect(src).toMatch(/marker=22\.5482%2C88\.3531/);
    await waitForFrame(page, src!);
    await clean(problems, cspViolations);
  });

  test('search suggestions', async ({ page, problems, cspViolations }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search', exact: true });
    await box.click();
    await box.pressSequentially('otdr');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    await clean(problems, cspViolations);
  });

  test('enquiry draft', async ({ page, problems, cspViolations }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: contactPage.formTitle });
    await form.getByLabel('Enquiry').fill('Drop cable, 2 km');
    await page.reload();
    await expect(form.getByLabel('Enquiry')).toHaveValue('Drop cable, 2 km');
    await clean(problems, cspViolations);
  });

  test('tutorial film', async ({ page, problems, cspViolations }) => {
    // The rate returns to the stage's speed 300 ms after the wheel, which a busy machine's round trip can outlast: record it in the page.
    await page.addInitScript(() => {
      const rates: number[] = [];
      (window as unknown as { __rates: number[] }).__rates = rates;
      document.addEventListener('ratechange', (event) => rates.push((event.target as HTMLVideoElement).playbackRate), true);
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(paths.tutorials);
    const film = page.locator('main video');
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2), { timeout: 20_000 }).toBe(true);
    const box = (await film.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => page.evaluate(() => Math.max(0, ...(window as unknown as { __rates: number[] }).__rates))).toBeGreaterThan(2);
    await clean(problems, cspViolations);
  });
});

/** Waits until the page has a frame at this URL: the frame was allowed to load. */
async function waitForFrame(page: Page, url: string) {
  await expect.poll(() => page.frames().some((f) => f.url() === url)).toBe(true);
}
