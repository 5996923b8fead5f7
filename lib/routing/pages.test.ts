/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getFamilies } from '@/content/catalogue';
import { banners } from '@/content/media/imagery';
import { getPage, landingKeys, pages, sitePageKeys } from '@/content/pages';
import { absoluteUrl } from '@/content/site';
import { pageTrail } from '../nav/breadcrumbs';
import { definePage } from './pages';
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
    const modules = sitePageKeys.flatMap((key) => [getPage(key).record, ...(getPage(key).sources ?? [])]);
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
