/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getFamilies } from '@/content/catalogue';
import { banners } from '@/content/media/imagery';
import { getPage, landingKeys, pages, sitePageKeys, wordsModule } from '@/content/pages';
import { absoluteUrl } from '@/content/site';
import { pageTrail } from '../nav/breadcrumbs';
import { definePage, pageText } from './pages';
import { routeFile } from './routes';
import { breadcrumbList } from '../seo/structured-data';

const root = process.cwd();

/** Every `page.tsx` under app/, repository-relative. */
function routeFiles(dir = 'app'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(rel);
    return entry.name === 'page.tsx' ? [rel] : [];
  });
}

/** The keys a route file passes to definePage. */
const definedKeys = (file: string) => [...readFileSync(path.join(root, file), 'utf8').matchAll(/definePage\('(\w+)'\)/g)].map((m) => m[1]);

describe('page registry', () => {
  it.each(sitePageKeys.map((k) => [k]))('gives %s a route file that takes its page from its own record', (key) => {
    const file = routeFile(getPage(key).path);
    expect({ file, exists: existsSync(path.join(root, file)) }).toEqual({ file, exists: true });
    expect({ file, keys: definedKeys(file) }).toEqual({ file, keys: [key] });
  });

  it('has a record for every route file but the catalogue’s catch-all', () => {
    const registered = new Set(sitePageKeys.map((key) => routeFile(getPage(key).path)));
    const unregistered = routeFiles().filter((file) => !registered.has(file) && !file.includes('['));
    expect(unregistered).toEqual([]);
  });

  it.each(sitePageKeys.map((k) => [k]))('gives %s a title, a description and a breadcrumb name', (key) => {
    const { title, description, crumb } = getPage(key);
    for (const text of [title, description, crumb]) expect(text.trim()).not.toBe('');
  });

  it('names each family landing once, from the family whose page it is', () => {
    expect(getFamilies().map((f) => f.page).sort()).toEqual([...landingKeys].sort());
  });

  it('names record modules that exist', () => {
    const modules = sitePageKeys.flatMap((key) => [wordsModule(getPage(key)), ...(getPage(key).sources ?? [])]);
    for (const file of modules) expect({ file, exists: existsSync(path.join(root, file)) }).toEqual({ file, exists: true });
  });
});

describe('definePage', () => {
  it('builds the metadata from the record: title, description, canonical and share cards', () => {
    const { metadata } = definePage('about');
    expect(metadata).toMatchObject({
      title: pages.about.title,
      description: pages.about.description,
      alternates: { canonical: absoluteUrl(pages.about.path) },
      openGraph: { title: pages.about.title, description: pages.about.description, url: absoluteUrl(pages.about.path) },
    });
    expect(metadata.robots).toBeUndefined();
  });

  it('keeps the site name off an absolute title and an unindexed page out of search results', () => {
    expect(definePage('contact').metadata.title).toEqual({ absolute: pages.contact.title });
    expect(definePage('search').metadata).toMatchObject({ robots: { index: false, follow: true } });
    expect(definePage('search').metadata.alternates).toBeUndefined();
  });

  it('gives the banner the record’s art and the trail, and the trail as the first structured data', () => {
    const page = definePage('about');
    expect(page.banner).toEqual({ banner: banners.about, trail: pageTrail('about') });
    expect(page.trail).toEqual(pageTrail('about'));
    expect(page.jsonLd).toEqual([breadcrumbList(pageTrail('about'))]);
  });

  it('gives a page without art a trail only, and a page with `trail: false` neither trail nor breadcrumb data', () => {
    expect(definePage('publication').banner).toEqual({ trail: pageTrail('publication') });
    const thanks = definePage('thankYou');
    expect(thanks.banner).toEqual({ banner: banners.thankYou });
    expect(thanks.trail).toBeUndefined();
    expect(thanks.jsonLd).toEqual([]);
  });
});

describe('pageText', () => {
  const words = {
    eyebrow: 'Careers',
    heading: 'Work with us',
    lead: 'We hire engineers.',
    sections: [
      { heading: 'Open positions', list: ['Field technician'] },
      { heading: 'How to apply', paragraphs: ['Write to us.'], link: { label: 'Contact us', page: 'contact', fragment: 'direct-contact' } },
      { heading: 'By e-mail', paragraphs: ['Or e-mail.'], link: { label: 'E-mail', href: 'mailto:jobs@example.com' } },
      { heading: 'Elsewhere', paragraphs: ['See more.'], link: { label: 'More', href: 'https://example.com' } },
    ],
  } as const;

  it('gives each section an anchor from its heading, and lists and paragraphs it lacks as empty', () => {
    const text = pageText(words);
    expect(text.sections.map((s) => s.id)).toEqual(['open-positions', 'how-to-apply', 'by-e-mail', 'elsewhere']);
    expect(text.sections[0]).toEqual({ id: 'open-positions', heading: 'Open positions', paragraphs: [], list: ['Field technician'] });
    expect(text).toMatchObject({ eyebrow: 'Careers', heading: 'Work with us', lead: 'We hire engineers.' });
  });

  it('resolves a link to a page by its key, and opens only another site in a new tab', () => {
    expect(pageText(words).sections.map((s) => s.link)).toEqual([
      undefined,
      { label: 'Contact us', href: `${pages.contact.path}#direct-contact`, external: false },
      { label: 'E-mail', href: 'mailto:jobs@example.com', external: false },
      { label: 'More', href: 'https://example.com', external: true },
    ]);
  });

  it('refuses a link to a page no record has', () => {
    expect(() => pageText({ heading: 'H', sections: [{ heading: 'S', link: { label: 'L', page: 'nowhere' } }] })).toThrow(/nowhere/);
  });

  it('gives a page the text of its record’s words, and a page with a module of its own none', () => {
    expect(definePage('about').text).toBeUndefined();
    for (const key of sitePageKeys) {
      const words = getPage(key).words;
      if (words) expect(definePage(key).text).toEqual(pageText(words));
    }
  });
});
