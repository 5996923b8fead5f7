import { getBranch } from '@/content/branches';
import { getProduct } from '@/content/catalogue';
import { contactPage } from '@/content/contact';
import { pages } from '@/content/pages';
import { partners } from '@/content/partners';
import { getPublications } from '@/content/publications';
import { absoluteUrl, site } from '@/content/site';
import { DRAFT_STORAGE_KEY } from '@/lib/enquiry/form';
import { MAP_BBOX_HALF_WIDTH } from '@/lib/contact/map';
import { paths } from '@/content/paths';
import { test, expect } from './support/fixtures';

test.describe('contact page', () => {
  test('has the spec’s document title and a matching description', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle(`Contact ${site.name}: Fiber Optic Cable & Connectivity Experts`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', pages.contact.description);
  });

  test('the installed app’s Branches shortcut opens the page at the branch finder', async ({ page, request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { shortcuts: { short_name: string; url: string }[] };
    const shortcut = manifest.shortcuts.find((s) => s.short_name === 'Branches');
    expect(shortcut?.url).toMatch(new RegExp(`^${paths.contact}#`));
    await page.goto(shortcut!.url);
    const finder = page.locator(`[id="${new URL(shortcut!.url, 'https://site.example').hash.slice(1)}"]`);
    await expect(finder.getByRole('heading', { name: contactPage.branchTitle })).toBeVisible();
    await expect(finder).toBeInViewport();
  });

    test('posts every visible and hidden field to the form-mail service and lands on /thank-you', async ({ page, baseURL }) => {
    const posts: string[] = [];
    await page.route(site.enquiryEndpoint, async (route) => {
      posts.push(route.request().postData() ?? '');
      await route.fulfill({ status: 303, headers: { location: `${baseURL}${paths.thankYou}` } });
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: contactPage.formTitle });
    const typed = {
      name: 'Zoë D’Souza',
      company: 'Ganga Broadband & Cable',
      mobile: '+91 98300 12345',
      email: 'zoe@ganga.example',
      subject: 'OLT quote — 16 ports',
      address: 'Salt Lake, Kolkata 700091',
      enquiry: 'We need 4 OLTs and 500 ONTs.\nPrices in ₹, please.',
    };
    await form.getByLabel(/^Name/).fill(typed.name);
    await form.getByLabel('Company').fill(typed.company);
    await form.getByLabel(/^Mobile/).fill(typed.mobile);
    await form.getByLabel('E-mail').fill(typed.email);
    await form.getByLabel(/^Subject/).fill(typed.subject);
    await form.getByLabel('Address').fill(typed.address);
    await form.getByLabel('Enquiry').fill(typed.enquiry);
    await form.getByRole('button', { name: /Send enquiry/ }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(posts).toHaveLength(1);
    const body = Object.fromEntries(new URLSearchParams(posts[0]));
    expect(body).toEqual({
      ...typed,
      // The browser normalises line breaks in a posted text area to CRLF.
      enquiry: typed.enquiry.replace(/\n/g, '\r\n'),
      _subject: expect.stringMatching(/^New contact form submission/),
      _template: 'table',
      _captcha: 'false',
      _next: absoluteUrl(paths.thankYou),
      _cc: getBranch('new-delhi').email,
      _autoresponse: expect.stringMatching(/^Dear Zoë D’Souza, thank you/),
      _honey: '',
    });
    // Sent, so the draft is gone.
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull();
  });

  test('an empty required field blocks the send and says why beside it', async ({ page }) => {
    let posted = false;
    await page.route(site.enquiryEndpoint, async (route) => {
      posted = true;
      await route.fulfill({ status: 204, body: '' });
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: contactPage.formTitle });
    await form.getByLabel(/^Name/).fill('Ravi');
    await form.getByLabel(/^Subject/).fill('Splicer service');
    await form.getByRole('button', { name: /Send enquiry/ }).click();

    const mobile = form.getByLabel(/^Mobile/);
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    const message = await mobile.evaluate((el: HTMLInputElement) => el.validationMessage);
    expect(message).not.toBe('');
    await expect(mobile).toHaveAccessibleDescription(message);
    await expect(page).toHaveURL(/\/contact$/);
    expect(posted).toBe(false);
  });

  test('keeps what was typed across a reload', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: contactPage.formTitle });
    await form.getByLabel(/^Name/).fill('Priya Nair');
    await form.getByLabel('Enquiry').fill('Drop cable, 2 km');
    await page.reload();
    await expect(form.getByLabel(/^Name/)).toHaveValue('Priya Nair');
    await expect(form.getByLabel('Enquiry')).toHaveValue('Drop cable, 2 km');
  });

  test('fills the subject from the catalogue’s Enquire Now link, and ignores an unknown product', async ({ page }) => {
    const product = getProduct('s1v')!;
    await page.goto(`/contact?product=${product.key}`);
    const subject = page.getByRole('form', { name: contactPage.formTitle }).getByLabel(/^Subject/);
    await expect(subject).toHaveValue(product.title);
    await page.goto('/contact?product=not-a-product');
    await expect(subject).toHaveValue('');
  });

  test('choosing a branch frames its map at exactly ±0.01° around it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/contact');
    const card = page.getByRole('region', { name: contactPage.branchTitle });
    // The map loads as the card nears the viewport.
    await card.scrollIntoViewIfNeeded();
    const frame = card.locator('iframe');
    const bbox = async () => {
      const src = await frame.getAttribute('src');
      return new URL(src!).searchParams.get('bbox')!.split(',').map(Number);
    };
    const around = (lat: number, lon: number) => [lon - MAP_BBOX_HALF_WIDTH, lat - MAP_BBOX_HALF_WIDTH, lon + MAP_BBOX_HALF_WIDTH, lat + MAP_BBOX_HALF_WIDTH];
    const expectBox = (actual: number[], expected: number[]) => actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 9));

    const delhi = getBranch('new-delhi');
    await expect(card.getByRole('heading', { name: delhi.name })).toBeVisible();
    expectBox(await bbox(), around(delhi.lat, delhi.lon));

    const kolkata = getBranch('kolkata');
    await card.getByRole('button', { name: /Choose a branch/ }).click();
    await card.getByRole('option', { name: kolkata.name }).click();
    await expect(card.getByRole('heading', { name: kolkata.name })).toBeVisible();
    await expect(card.getByText(kolkata.address)).toBeVisible();
    await expect(frame).toHaveAttribute('title', `Map of ${kolkata.name}`);
    expectBox(await bbox(), around(kolkata.lat, kolkata.lon));
    expect(new URL((await frame.getAttribute('src'))!).searchParams.get('marker')).toBe(`${kolkata.lat},${kolkata.lon}`);
  });

  test('a ?branch= link preselects that office', async ({ page }) => {
    await page.goto('/contact?branch=guwahati');
    const card = page.getByRole('region', { name: contactPage.branchTitle });
    await expect(card.getByRole('heading', { name: getBranch('guwahati').name })).toBeVisible();
  });

  test('the direct-contact card has phone, WhatsApp, mailbox and hours', async ({ page }) => {
    await page.goto('/contact');
    const card = page.getByRole('region', { name: contactPage.directTitle });
    await expect(card.locator(`a[href="tel:${site.phone.tel}"]`)).toBeVisible();
    await expect(card.locator(`a[href="https://wa.me/${site.phone.whatsapp}"]`)).toHaveAttribute('target', '_blank');
    await expect(card.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
    await expect(card).toContainText('Monday to Saturday');
    await expect(card).toContainText('10:00 AM to 7:00 PM (GMT+5:30)');
  });
});

test.describe('about page', () => {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    test(`/about#mission lands below the sticky header at ${width}x${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/about#mission');
      await page.waitForLoadState('networkidle');
      const header = await page.getByRole('banner').boundingBox();
      const card = await page.locator('#mission').boundingBox();
      expect(header && card).toBeTruthy();
      expect(card!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(card!.y).toBeLessThan(height / 2);
      await expect(page.locator('#mission').getByRole('heading', { name: 'Mission' })).toBeInViewport();
    });
  }

  test('the latest publication fades in once, when a tenth of it shows', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/about');
    const latest = page.locator('[data-reveal]');
    await expect(latest).toHaveCount(1);
    await expect(latest).toHaveAttribute('data-reveal', 'waiting');
    await expect(latest.getByRole('heading')).toHaveText(getPublications()[0]!.title);
    await latest.evaluate((el) => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(el.getAttribute('data-reveal') ?? '')).observe(el, { attributes: true });
      (window as unknown as { seen: string[] }).seen = seen;
    });

    await latest.scrollIntoViewIfNeeded();
    await expect(latest).toHaveAttribute('data-reveal', 'shown');
    await expect.poll(() => latest.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await latest.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await latest.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['shown']);
  });

  test('the latest publication shows at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    const heading = page.getByRole('heading', { name: getPublications()[0]!.title });
    await heading.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await expect.poll(() => heading.evaluate((el) => getComputedStyle(el.closest('article')!.parentElement!).opacity)).toBe('1');
  });

  test('publication entries alternate sides on wide screens and stack on phones', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/about');
    const cards = page.locator('article[data-publication]');
    const lefts = async () => (await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left))));
    const [a, b, c] = await lefts();
    expect(b).toBeGreaterThan(a!);
    expect(c).toBe(a);
    await page.setViewportSize({ width: 390, height: 844 });
    const stacked = await lefts();
    expect(new Set(stacked).size).toBe(1);
  });
});

test.describe('about page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the latest publication', async ({ page }) => {
    await page.goto('/about');
    const heading = page.getByRole('heading', { name: getPublications()[0]!.title });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((el) => getComputedStyle(el.closest('article')!.parentElement!).opacity)).toBe('1');
  });
});

test.describe('publication page', () => {
  test('every picture opens full size; arrows move, Escape and Close shut the viewer', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/publication');
    const entry = getPublications()[0]!;
    const first = page.getByRole('link', { name: `View full size: ${entry.images[0]!.alt}` });
    await first.click();

    const dialog = page.getByRole('dialog', { name: entry.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(`Picture 1 of ${entry.images.length}`);
    const shown = dialog.locator('img:visible');
    await expect(shown).toHaveAttribute('alt', entry.images[0]!.alt);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleDescription(`Picture 2 of ${entry.images.length}`);
    await expect(shown).toHaveAttribute('alt', entry.images[1]!.alt);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(shown).toHaveAttribute('alt', entry.images[entry.images.length - 1]!.alt);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();

    await first.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('shows every publication with all of its pictures', async ({ page }) => {
    await page.goto('/publication');
    for (const p of getPublications()) {
      const article = page.getByRole('article', { name: p.title });
      await expect(article.locator('time')).toHaveAttribute('datetime', p.date);
      await expect(article.getByRole('link', { name: /^View full size/ })).toHaveCount(p.images.length);
      await expect(article.getByRole('link', { name: /Read More/ })).toHaveCount(p.link ? 1 : 0);
    }
  });
});

test.describe('partners and small pages', () => {
  test('/partner shows four partner cards linking out safely', async ({ page }) => {
    await page.goto('/partner');
    for (const p of partners) {
      const link = page.getByRole('link', { name: new RegExp(`of ${p.name}`) });
      await expect(link).toHaveAttribute('href', p.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('img', { name: p.logo.alt })).toBeVisible();
    }
  });

  test('/products lists the five families under Our Products', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(5);
  });

  test('/spec-catv names SpecCATV with an enquiry link', async ({ page }) => {
    await page.goto('/spec-catv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SpecCATV');
    await expect(page.getByRole('main').getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', paths.contact);
  });

  test('/contactheader links on to every branch', async ({ page }) => {
    await page.goto('/contactheader');
    await expect(page.getByRole('main').locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /All branch offices/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('/thank-you offers next steps, direct contact and the catalogue', async ({ page }) => {
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByRole('main').locator(`a[href="tel:${site.phone.tel}"]`)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sumitomo' })).toHaveAttribute('href', paths.sumitomo);
  });
});
