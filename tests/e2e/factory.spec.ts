import type { Page } from '@playwright/test';
import { educationalPage } from '@/content/educational';
import { manualInsertionPage, miShowcases } from '@/content/factory/manual-insertion';
import { ofcFeatures, ofcPage, ofcShowcases } from '@/content/factory/ofc';
import { smtEquipment, surfaceMountingPage } from '@/content/factory/surface-mounting';
import { getVideo } from '@/content/media/videos';
import { tutorialStages, tutorialsPage } from '@/content/tutorials';
import { OFC_BANNER_VH } from '@/lib/factory/banner-height';
import { paths } from '@/content/paths';
import { test, expect } from './support/fixtures';

/** The page's h1–h3 in document order: the outline a visitor scanning headings meets. */
async function outline(page: Page) {
  return page
    .getByRole('main')
    .locator('h1:visible, h2:visible, h3:visible')
    .evaluateAll((els) => els.map((e) => `${e.tagName.toLowerCase()} ${e.textContent?.trim()}`));
}

/** Media start and client navigation are slow on a busy machine; generous, not a design target. */
const MEDIA_TIMEOUT = 20_000;

const h3s = (items: readonly { title: string }[]) => items.map((s) => `h3 ${s.title}`);

test.describe('sections in order', () => {
  test('/ofcpage: banner, intro, nine features, seven alternating showcases, next page', async ({ page }) => {
    await page.goto(paths.ofc);
    expect(await outline(page)).toEqual([
      `h1 ${ofcPage.header.title}`,
      `h2 ${ofcPage.intro.title}`,
      `h2 ${ofcPage.featuresTitle}`,
      ...h3s(ofcFeatures),
      `h2 ${ofcPage.showcasesTitle}`,
      ...h3s(ofcShowcases),
    ]);
    const sides = await page.locator('section[data-layout]').evaluateAll((els) => els.map((e) => e.getAttribute('data-layout')));
    expect(sides).toEqual(['right', 'left', 'right', 'left', 'right', 'left', 'right']);
    await expect(page.getByRole('link', { name: ofcPage.next.label })).toHaveAttribute('href', paths.surfaceMounting);
  });

  test('/surface-mounting: banner with the tour button, intro, figures, eight machines, link to /mi', async ({ page }) => {
    await page.goto(paths.surfaceMounting);
    expect(await outline(page)).toEqual([
      `h1 ${surfaceMountingPage.header.title}`,
      `h2 ${surfaceMountingPage.intro.title}`,
      `h2 ${surfaceMountingPage.showcasesTitle}`,
      ...h3s(smtEquipment),
    ]);
    await expect(page.getByRole('button', { name: 'Watch Video Tour' })).toBeVisible();
    const figures = page.getByRole('region', { name: 'The SMT line in figures' });
    await expect(figures).toContainText('100,000 sq ft');
    await expect(figures).toContainText('400,000');
    await expect(page.getByRole('link', { name: surfaceMountingPage.next.label })).toHaveAttribute('href', paths.mi);
  });

  test('/mi: banner, intro, four showcases, then View Fiber Optics Solutions', async ({ page }) => {
    await page.goto(paths.mi);
    expect(await outline(page)).toEqual([
      `h1 ${manualInsertionPage.header.title}`,
      `h2 ${manualInsertionPage.intro.title}`,
      `h2 ${manualInsertionPage.showcasesTitle}`,
      ...h3s(miShowcases),
    ]);
    const link = page.getByRole('link', { name: 'View Fiber Optics Solutions' });
    await expect(link).toHaveAttribute('href', paths.ofc);
    await link.click();
    await expect(page).toHaveURL(/\/ofcpage$/, { timeout: MEDIA_TIMEOUT });
  });

  test('/educationalpage: a muted looping feature, then eight tutorials that load nothing until played', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('.mp4')) videoRequests.push(new URL(req.url()).pathname);
    });
    await page.goto(paths.educational, { waitUntil: 'networkidle' });
    expect(await outline(page)).toEqual([
      `h1 ${educationalPage.header.title}`,
      `h2 ${educationalPage.featured.title}`,
      `h2 ${educationalPage.watchNext.title}`,
    ]);
    const featured = page.locator('video[loop]');
    await expect(featured).toHaveCount(1);
    expect(await featured.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

    const tutorials = page.locator('main li video[controls]');
    await expect(tutorials).toHaveCount(8);
    const titles = educationalPage.watchNext.videos.map((key) => getVideo(key).title);
    for (const [i, title] of titles.entries()) {
      const video = tutorials.nth(i);
      await expect(video).toHaveAttribute('aria-label', title);
      await expect(video).toHaveAttribute('preload', 'none');
      await expect(video).toHaveAttribute('poster', /\.webp$/);
      await expect(page.getByRole('main').getByText(title, { exact: true })).toBeVisible();
    }
    expect(videoRequests.filter((p) => p.includes('/tutorial-'))).toEqual([]);
  });

  test('/educationalpage: starting a tutorial pauses the one playing', async ({ page }) => {
    await page.goto(paths.educational);
    const tutorials = page.locator('main li video[controls]');
    await tutorials.nth(0).evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(() => tutorials.nth(0).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await tutorials.nth(1).evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(() => tutorials.nth(0).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(await tutorials.nth(1).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test('/tutorials: the film, its heading, the live stage title and the five stages, then the notes', async ({ page }) => {
    await page.goto(paths.tutorials);
    expect(await outline(page)).toEqual([
      `h1 ${tutorialsPage.heading}`,
      `h2 ${tutorialsPage.notesTitle}`,
      ...h3s(tutorialStages),
    ]);
    await expect(page.getByRole('navigation', { name: tutorialsPage.stageListLabel }).getByRole('listitem').getByRole('button')).toHaveCount(5);
    await expect(page.getByTestId('stage-title')).toHaveText('Loader');
  });
});

test.describe('/ofcpage layout', () => {
  test('hides Rapid Deployment at 768 px and shows it at 769 px', async ({ page }) => {
    const card = page.getByRole('heading', { name: 'Rapid Deployment' });
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(paths.ofc);
    await expect(card).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Water Resistant' })).toBeVisible();
    await page.setViewportSize({ width: 769, height: 900 });
    await expect(card).toBeVisible();
  });

  test('the banner is 75vh on wide screens and 50vh at 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(paths.ofc);
    const banner = page.locator('section[aria-labelledby="page-title"]');
    expect((await banner.boundingBox())!.height).toBeCloseTo((900 * OFC_BANNER_VH.normal.wide) / 100, 0);
    await page.setViewportSize({ width: 768, height: 1000 });
    await expect.poll(async () => Math.round((await banner.boundingBox())!.height)).toBe((1000 * OFC_BANNER_VH.normal.mobile) / 100);
  });

  test('opens at the top on reload, but keeps an anchor', async ({ page }) => {
    await page.goto(paths.ofc);
    await page.evaluate(() => window.scrollTo(0, 2400));
    await page.reload();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto(`${paths.ofc}#packaging`);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('a showcase carousel wraps both ways', async ({ page }) => {
    await page.goto(paths.ofc);
    const carousel = page.getByRole('region', { name: 'Packaging' });
    const slide = carousel.getByRole('group', { name: /of 3:/ });
    await expect(slide).toHaveAttribute('aria-label', /^1 of 3/);
    await carousel.getByRole('button', { name: 'Previous slide: Packaging' }).click();
    await expect(slide).toHaveAttribute('aria-label', /^3 of 3/);
    await carousel.getByRole('button', { name: 'Next slide: Packaging' }).click();
    await expect(slide).toHaveAttribute('aria-label', /^1 of 3/);
    await carousel.getByRole('button', { name: /^Slide 2 of 3/ }).click();
    await expect(slide.locator('img')).toBeVisible();
  });
});

test.describe('/surface-mounting video tour', () => {
  test('opens, plays, seeks by keyboard and pointer, toggles on click, and closes', async ({ page }) => {
    await page.goto(paths.surfaceMounting);
    await expect(page.locator('video[aria-label="SMT line video tour"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Watch Video Tour' }).click();
    const dialog = page.getByRole('dialog', { name: surfaceMountingPage.tour.title });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: MEDIA_TIMEOUT }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), { timeout: MEDIA_TIMEOUT }).toBe(false);

    await video.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Play' })).toBeVisible();

    const bar = dialog.getByRole('slider', { name: 'Seek' });
    await bar.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(10);
    await expect(dialog.getByText('0:10', { exact: true })).toBeVisible();
    await expect(dialog.getByText('0:41', { exact: true })).toBeVisible();

    const box = (await bar.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(25);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('dialog video')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Watch Video Tour' })).toBeFocused();
  });
});

test.describe('/tutorials wheel', () => {
  type Log = { rates: number[]; events: { type: string; at: number }[] };

  async function ready(page: Page) {
    // Record what the film does, in the page: a slow machine's round trips can outlast a 300 ms rule.
    await page.addInitScript(() => {
      const log: Log = { rates: [], events: [] };
      (window as unknown as { __film: Log }).__film = log;
      for (const type of ['ratechange', 'play', 'pause', 'seeked']) {
        document.addEventListener(
          type,
          (event) => {
            const v = event.target as HTMLVideoElement;
            if (type === 'ratechange') log.rates.push(v.playbackRate);
            log.events.push({ type, at: performance.now() });
          },
          true,
        );
      }
      // The calls themselves: a media event is dispatched in a task of its own, which a busy machine runs late,
      // so the time between a 'pause' and a 'play' event can read shorter than the rule between the calls.
      for (const method of ['play', 'pause'] as const) {
        const prototype = HTMLMediaElement.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
        const original = prototype[method]!;
        prototype[method] = function (this: HTMLMediaElement, ...args: unknown[]) {
          log.events.push({ type: `${method}()`, at: performance.now() });
          return original.apply(this, args);
        };
      }
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(paths.tutorials);
    const video = page.locator('main video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2), { timeout: MEDIA_TIMEOUT }).toBe(true);
    const box = (await video.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    return video;
  }

  const film = (page: Page) => page.evaluate(() => (window as unknown as { __film: Log }).__film);

  test('scrolling down speeds the film up, and it settles back to the stage speed', async ({ page }) => {
    const video = await ready(page);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2);
    await page.mouse.wheel(0, 100);
    await expect.poll(async () => (await film(page)).rates).toContain(5);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2);
    const rates = (await film(page)).rates;
    expect(rates.slice(rates.indexOf(5))).toEqual([5, 2]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the wheel carries the film into the next stage, and back', async ({ page }) => {
    const video = await ready(page);
    const title = page.getByTestId('stage-title');
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 18.8;
    });
    await expect(title).toHaveText('Loader');
    await page.mouse.wheel(0, 160);
    await expect(title).toHaveText('Solder Paste Printer', { timeout: MEDIA_TIMEOUT });
    expect((await film(page)).rates).toContain(8);

    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 20.5;
    });
    await expect(title).toHaveText('Solder Paste Printer');
    const before = (await film(page)).events.length;
    await page.mouse.wheel(0, -100);
    await expect(title).toHaveText('Loader');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), { timeout: MEDIA_TIMEOUT }).toBe(false);
    const events = (await film(page)).events.slice(before);
    const paused = events.find((e) => e.type === 'pause()');
    const resumed = events.find((e) => e.type === 'play()' && e.at > (paused?.at ?? Infinity));
    // Event times are coarsened to 0.1 ms, so a 450 ms pause can read 449.9.
    expect(paused && resumed && resumed.at - paused.at).toBeGreaterThanOrEqual(449);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the stage list jumps by keyboard', async ({ page }) => {
    await ready(page);
    await page.getByRole('button', { name: /^Reflow Oven/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('stage-title')).toHaveText('Reflow Oven');
    await expect(page.getByRole('button', { name: /^Reflow Oven/ })).toHaveAttribute('aria-current', 'step');
  });

  test('under reduced motion the film waits and the wheel scrolls the page', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(paths.tutorials);
    const video = page.locator('main video');
    await page.waitForTimeout(500);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const box = (await video.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Pick and Place/ }).click();
    await expect(page.getByTestId('stage-title')).toHaveText('Pick and Place');
  });
});
