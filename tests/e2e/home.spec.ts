import type { Locator, Page } from '@playwright/test';
import { educationalVideos, events, founderMessage, manufacturing, partnersSection, story, testimonials } from '@/content/home';
import { aboutValueHref } from '@/content/about';
import { getVideo } from '@/content/media/videos';
import { partners } from '@/content/partners';
import { EVENTS_MOVE_LOCK_MS } from '@/lib/home/events-carousel';
import { marqueeDurationSeconds } from '@/components/home/marquee';
import { paths } from '@/content/paths';
import { SCROLL_END_TOLERANCE_PX } from '@/lib/home/scroll-row';
import { youtubeEmbedUrl } from '@/lib/media/youtube';
import { test, expect } from './support/fixtures';
import { STOCK_NEXT_OUTPUT, STOCK_OUTPUT_SKIP } from './support/stock-output';

/** The home page's eight sections (spec 2.4) and their moving parts, against the built site. */

const main = (page: Page) => page.locator('main');

test('shows the eight sections in the spec’s order', async ({ page }) => {
  await page.goto('/');
  const headings = await main(page).locator('h1:visible, h2:visible').allTextContents();
  expect(headings.slice(1)).toEqual([
    manufacturing.title,
    partnersSection.title,
    story.title,
    founderMessage.title,
    educationalVideos.title,
    events.title,
    testimonials.title,
  ]);
  // The hero's h1 comes first, over the video.
  await expect(main(page).locator('section').first().locator('h1')).toHaveCount(1);
});

test('the hero poster is a high-priority image in the HTML and the video arrives only after load', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const hero = html.slice(html.indexOf('<main'), html.indexOf('</section>', html.indexOf('<main')));
  expect(hero).toMatch(/<img[^>]*fetchPriority="high"/i);
  expect(hero).not.toMatch(/<img[^>]*loading="lazy"/i);
  expect(hero, 'no video element in the server HTML of the hero').not.toContain('<video');

  await page.goto('/', { waitUntil: 'load' });
  const video = main(page).locator('section').first().locator('video');
  await expect(video).toHaveAttribute('preload', 'metadata');
  // The poster underneath shows through until the clip plays; the video names no file of its own.
  await expect(video).not.toHaveAttribute('poster');
});

for (const [viewport, expected] of [
  [{ width: 390, height: 844 }, 'the HTML'],
  [{ width: 768, height: 1024 }, '/media/video/home-hero-mobile.webp'],
  [{ width: 1366, height: 900 }, '/media/video/home-hero-desktop.webp'],
] as const) {
  test(`at ${viewport.width} px the poster comes from ${expected}, and no other poster is fetched`, async ({ page }) => {
    // The first-paint step draws the phone's poster into the HTML (INLINE_IMAGE_ATTRIBUTE).
    test.skip(STOCK_NEXT_OUTPUT && expected === 'the HTML', STOCK_OUTPUT_SKIP);
    await page.setViewportSize(viewport);
    const posters: string[] = [];
    page.on('request', (r) => {
      if (/\/media\/video\/home-hero-[a-z]+(\.inline)?\.(webp|avif)$/.test(r.url())) posters.push(new URL(r.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'load' });
    const poster = main(page).locator('section').first().locator('picture img');
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const current = await poster.evaluate((img: HTMLImageElement) => img.currentSrc);
    if (expected === 'the HTML') {
      expect(current.slice(0, 23)).toBe('data:image/avif;base64,');
      expect(posters).toEqual([]);
    } else {
      expect(new URL(current).pathname).toBe(expected);
      expect(posters).toEqual([expected]);
    }
  });
}

test('a page banner comes from the HTML on a phone and from its file on a tablet', async ({ page }) => {
  test.skip(STOCK_NEXT_OUTPUT, STOCK_OUTPUT_SKIP);
  for (const [width, inline] of [
    [390, true],
    [768, false],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact', { waitUntil: 'load' });
    const banner = main(page).locator('section').first().locator('picture img');
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const current = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
    if (inline) expect(current.slice(0, 23)).toBe('data:image/avif;base64,');
    else expect(current).toMatch(/\/img\/banners\/contact-\d+\.[0-9a-f]{8}\.avif$/);
  }
});

test('the poster is the largest contentful paint at phone size', async ({ page }) => {
  // It asks for the poster drawn into the HTML.
  test.skip(STOCK_NEXT_OUTPUT, STOCK_OUTPUT_SKIP);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/', { waitUntil: 'load' });
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[];
          const last = entries[entries.length - 1];
          resolve(last?.url || last?.element?.tagName || 'none');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcp).toMatch(/^data:image\/avif;base64,/);
});

test('each manufacturing tile is a link named by its label to its factory page', async ({ page }) => {
  await page.goto('/');
  for (const row of manufacturing.rows) {
    for (const tile of row.tiles) {
      const link = main(page).getByRole('link', { name: tile.label, exact: true });
      await expect(link).toHaveAttribute('href', paths[tile.page]);
    }
  }
  // Keyboard: the first tile takes focus.
  const first = main(page).getByRole('link', { name: 'Solder Paste Inspection', exact: true });
  await first.focus();
  await expect(first).toBeFocused();
});

test('partner cards link to the partners’ sites in a new tab', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#partners');
  for (const partner of partners) {
    const link = section.getByRole('link', { name: new RegExp(partner.name) });
    await expect(link).toHaveAttribute('href', partner.link);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(section.getByRole('heading', { name: partner.name })).toBeVisible();
    await expect(section.getByText(partner.tagline)).toBeVisible();
  }
});

test('the story links point at the About page’s anchors and Discover More at /about', async ({ page }) => {
  await page.goto('/');
  for (const link of story.links) {
    await expect(page.locator('#story').getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', aboutValueHref(link.id));
  }
  expect(story.links.map((l) => aboutValueHref(l.id))).toEqual(['/about#vision', '/about#mission', '/about#corevalue']);
  await expect(page.getByRole('link', { name: events.discoverMore })).toHaveAttribute('href', paths.about);
});

test('Discover More loads /about as a full page, not a client-side transition', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await Promise.all([page.waitForEvent('load'), page.getByRole('link', { name: events.discoverMore }).click()]);
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
});

test.describe('founder’s message', () => {
  test('is visible in the server HTML, with no reveal state', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(founderMessage.role);
    // No element carries a reveal state (the inline stylesheet may name it).
    expect(html).not.toMatch(/<[a-z][^<>]*\sdata-reveal=/);
  });

  test('fades in once when scrolled into view', async ({ page }) => {
    await page.goto('/');
    const quote = page.locator('#founder blockquote');
    const wrapper = page.locator('#founder [data-reveal]').last();
    await expect(wrapper).toHaveAttribute('data-reveal', 'waiting');
    await quote.scrollIntoViewIfNeeded();
    await expect(wrapper).toHaveAttribute('data-reveal', 'shown');
    await expect.poll(() => wrapper.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
  });

  test('shows at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('#founder [data-reveal]')).toHaveCount(0);
    await expect(page.locator('#founder blockquote')).toBeVisible();
  });
});

test.describe('educational video modal', () => {
  const [video] = educationalVideos.videos;

  const clip = getVideo(video.video);

  /** Opens the dialog and checks it plays the right thing: YouTube once the clip has an id there, our own file until then. */
  async function open(page: Page): Promise<Locator> {
    await page.locator('#videos').getByRole('button', { name: `Play ${video.title}` }).click();
    const dialog = page.getByRole('dialog', { name: video.title });
    await expect(dialog).toBeVisible();
    if (clip.youtubeId) await expect(dialog.locator('iframe')).toHaveAttribute('src', youtubeEmbedUrl(clip.youtubeId));
    else await expect(dialog.locator('video source')).toHaveAttribute('src', clip.src);
    return dialog;
  }

  test('plays the self-hosted clip, which really plays, while the record has no YouTube id', async ({ page }) => {
    test.skip(clip.youtubeId !== undefined, 'the clip is on YouTube now');
    await page.goto('/');
    const dialog = await open(page);
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await expect.poll(() => dialog.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  });

  test('loads no player before Play', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
  });

  test('closes on ×, removing the player', async ({ page }) => {
    await page.goto('/');
    const dialog = await open(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('dialog iframe, dialog video')).toHaveCount(0);
  });

  test('closes on Escape, removing the player', async ({ page }) => {
    await page.goto('/');
    const dialog = await open(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('dialog iframe, dialog video')).toHaveCount(0);
  });

  test('closes on a click outside it, removing the player', async ({ page }) => {
    await page.goto('/');
    const dialog = await open(page);
    // The backdrop: a corner of the viewport, well outside the centred dialog.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page.locator('dialog iframe, dialog video')).toHaveCount(0);
  });

  test('View More goes to the educational page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#videos').getByRole('link', { name: educationalVideos.viewMore.label })).toHaveAttribute(
      'href',
      paths.educational,
    );
  });
});

test.describe('educational video row on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('arrows scroll by one card and disable at each end', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#videos');
    const row = section.getByRole('list');
    const prev = section.getByRole('button', { name: educationalVideos.scrollPrev });
    const next = section.getByRole('button', { name: educationalVideos.scrollNext });
    await row.scrollIntoViewIfNeeded();
    await expect(prev).toBeVisible();
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();

    const step = await row.evaluate((el) => {
      const card = el.firstElementChild as HTMLElement;
      return card.offsetWidth + parseFloat(getComputedStyle(el).columnGap);
    });
    await next.click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(step - SCROLL_END_TOLERANCE_PX);
    await expect(prev).toBeEnabled();

    for (let i = 0; i < educationalVideos.videos.length; i += 1) {
      if (await next.isDisabled()) break;
      await next.click();
      await page.waitForTimeout(400);
    }
    await expect(next).toBeDisabled();
  });
});

test.describe('events carousel', () => {
  // Still, so the slide only changes when the test asks.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.locator('#events').scrollIntoViewIfNeeded();
  });

  const active = (page: Page) => page.locator('#events [aria-roledescription="slide"][data-active="true"] h3');
  const [first, second, third] = events.slides;

  test('moves with the arrow keys when focused, one move per lock', async ({ page }) => {
    const carousel = page.getByRole('region', { name: events.controls.carousel });
    await carousel.focus();
    await expect(active(page)).toHaveText(first.title);
    await page.keyboard.press('ArrowRight');
    await expect(active(page)).toHaveText(second.title);
    await page.keyboard.press('ArrowRight');
    await expect(active(page), 'a second move inside the lock is ignored').toHaveText(second.title);
    await page.waitForTimeout(EVENTS_MOVE_LOCK_MS + 50);
    await page.keyboard.press('ArrowLeft');
    await expect(active(page)).toHaveText(first.title);
    await page.waitForTimeout(EVENTS_MOVE_LOCK_MS + 50);
    await page.keyboard.press('ArrowLeft');
    await expect(active(page), 'wraps back to the last slide').toHaveText(third.title);
  });

  test('moves on horizontal swipes and ignores vertical ones', async ({ page }) => {
    const area = page.locator('#events [aria-live]');
    const box = (await area.boundingBox())!;
    const swipe = async (dx: number, dy: number) => {
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 3;
      const init = { pointerId: 11, pointerType: 'touch', isPrimary: true, bubbles: true };
      await area.dispatchEvent('pointerdown', { ...init, clientX: x, clientY: y });
      await area.dispatchEvent('pointerup', { ...init, clientX: x + dx, clientY: y + dy });
      await page.waitForTimeout(EVENTS_MOVE_LOCK_MS + 50);
    };
    await swipe(-120, 10);
    await expect(active(page)).toHaveText(second.title);
    await swipe(-60, 140);
    await expect(active(page), 'mostly vertical: a scroll, not a swipe').toHaveText(second.title);
    await swipe(30, 0);
    await expect(active(page), 'too short').toHaveText(second.title);
    await swipe(120, -10);
    await expect(active(page)).toHaveText(first.title);
  });

  test('thumbnails choose a slide and each slide keeps its own picture', async ({ page }) => {
    const section = page.locator('#events');
    await section.getByRole('group', { name: events.controls.thumbnails }).getByRole('button', { name: third.title }).click();
    await expect(active(page)).toHaveText(third.title);
    const slide = section.getByRole('group', { name: third.title });
    await slide.getByRole('button', { name: events.controls.prevImage }).click();
    await expect(slide.getByRole('button', { name: `${events.controls.image} ${third.images.length} of ${third.images.length}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await slide.getByRole('button', { name: events.controls.nextImage }).click();
    await expect(slide.getByRole('button', { name: `${events.controls.image} 1 of ${third.images.length}` })).toHaveAttribute('aria-current', 'true');
  });

  test('has no pause button to offer under reduced motion', async ({ page }) => {
    await expect(page.getByRole('button', { name: events.controls.pause })).toBeHidden();
  });
});

test('the events carousel offers a pause button when it moves by itself', async ({ page }) => {
  await page.goto('/');
  const pause = page.getByRole('button', { name: events.controls.pause });
  await pause.scrollIntoViewIfNeeded();
  await expect(pause).toBeVisible();
  await pause.click();
  await expect(page.getByRole('button', { name: events.controls.play })).toBeVisible();
});

test.describe('testimonials marquee', () => {
  test('has each quote once for assistive technology; the loop copy is hidden and inert', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: testimonials.region });
    const [quote] = testimonials.items;
    await expect(region.getByText(quote.text)).toHaveCount(2);
    await expect(page.locator('[aria-hidden="true"][inert]').getByText(quote.text)).toHaveCount(1);
    const snapshot = await region.ariaSnapshot();
    expect(snapshot.split(quote.text).length - 1).toBe(1);
  });

  test('scrolls at content height / 50 seconds, and holds on hover', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: testimonials.region });
    const track = region.locator(':scope > div');
    const height = await region.locator('[inert]').evaluate((e) => (e.previousElementSibling as HTMLElement).offsetHeight);
    await expect.poll(() => track.evaluate((e) => getComputedStyle(e).animationDuration)).toBe(`${marqueeDurationSeconds(height)}s`);
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await region.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('is a still list under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const region = page.getByRole('region', { name: testimonials.region });
    await expect(region.locator(':scope > div')).toHaveCSS('animation-name', 'none');
    await expect(region.locator('[inert]')).toBeHidden();
  });
});
