import { existsSync } from 'node:fs';
import path from 'node:path';
import { catalogueRoutes } from '@/lib/catalogue/routes';
import { paths } from '@/content/paths';
import { routeEntries } from '@/lib/routing/routes';
import { indexedPaths, pageSource, robotsRules, sitemapEntries, unindexedPaths } from './sitemap';

describe('indexedPaths', () => {
  it('is every page of the route table but the unindexed ones, once each', () => {
    const pages = routeEntries.filter((e) => e.kind !== 'redirect').map((e) => e.path);
    expect(indexedPaths().sort()).toEqual(pages.filter((p) => !unindexedPaths.includes(p)).sort());
    expect(new Set(indexedPaths()).size).toBe(indexedPaths().length);
  });

  it('leaves out redirect pages, the search page and the thank-you page', () => {
    const listed = new Set(indexedPaths());
    for (const r of catalogueRoutes.filter((r) => r.kind === 'redirect')) expect(listed.has(r.path)).toBe(false);
    expect(listed.has(paths.search)).toBe(false);
    expect(listed.has(paths.thankYou)).toBe(false);
    expect(listed.has(paths.home)).toBe(true);
  });
});

describe('pageSource', () => {
  it.each(indexedPaths().map((p) => [p] as const))('%s names content modules that exist', (page) => {
    const source = pageSource(page);
    expect(source.files.length).toBeGreaterThan(0);
    for (const file of source.files) expect(existsSync(path.join(process.cwd(), file))).toBe(true);
  });

  it('dates the publication page by its newest entry', () => {
    expect(pageSource(paths.publication).dates.length).toBeGreaterThan(0);
  });
});

describe('sitemapEntries', () => {
  it('writes absolute URLs with the date the caller gives for each source', () => {
    const when = new Date('2026-01-02T03:04:05Z');
    const entries = sitemapEntries(() => when);
    expect(entries).toHaveLength(indexedPaths().length);
    for (const entry of entries) {
      expect(entry.url).toMatch(/^https?:\/\//);
      expect(entry.lastModified).toBe(when);
    }
  });
});

describe('robotsRules', () => {
  it('allows everything but the unindexed pages and names the sitemap', () => {
    const robots = robotsRules();
    expect(robots.rules).toEqual([{ userAgent: '*', allow: '/', disallow: unindexedPaths }]);
    expect(robots.sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  });
});
