import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { branches } from '@/content/branches';
import { getProducts } from '@/content/catalogue';
import { type Facet } from '@/content/catalogue/facets';
import { familyFacets } from '@/content/catalogue/facets/index';
import { isQuantity, plain } from '@/content/catalogue/quantity';
import { site } from '@/content/site';
import { catalogueRoutes } from '@/lib/catalogue/routes';
import { paths } from '@/content/paths';
import { routeTable } from '@/lib/routing/routes';
import { DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from '@/lib/seo/metadata';
import { SHARE_DIR, SHARE_HEIGHT, SHARE_MAX_BYTES, SHARE_WIDTH } from '@/lib/seo/share-images';
import { unindexedPaths } from '@/lib/seo/sitemap';
import { OUT_DIR, exportedPages, resolveInOut } from './support/out-files';

/**
 * What search engines and link previews read, checked over the export as
 * files and through the static server: the sitemap against the pages the
 * crawl visits, robots.txt, each page's canonical link, robots meta, titles,
 * descriptions, share pictures and its one JSON-LD graph.
 */

const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[e]!);

interface Head {
  path: string;
  html: string;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  meta: (key: string) => string | null;
}

function readPage(pagePath: string): Head {
  const html = readFileSync(resolveInOut(pagePath)!, 'utf8');
  const meta = (key: string) => {
    const m = new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(html);
    return m ? decode(m[1]!) : null;
  };
  return {
    path: pagePath,
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('description'),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null,
    robots: meta('robots'),
    meta,
  };
}

const heads = exportedPages().map(readPage);
const isRedirect = (p: string) => routeTable.get(p)?.kind === 'redirect';
/** The pages the crawl visits and search engines should index: not a redirect, the 404 or a noindex page. */
const canonicalPages = heads.filter((h) => !isRedirect(h.path) && h.path !== '/404' && !/noindex/.test(h.robots ?? ''));
const absolute = (p: string) => new URL(p, site.baseUrl).href;

function sitemapUrls(): string[] {
  const xml = readFileSync(path.join(OUT_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

test('the sitemap lists exactly the pages the crawl finds indexable', () => {
  const listed = sitemapUrls().map((u) => new URL(u).href);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(canonicalPages.map((h) => absolute(h.path)).sort());
  for (const u of sitemapUrls()) expect(u.startsWith(site.baseUrl)).toBe(true);
  expect(readFileSync(path.join(OUT_DIR, 'sitemap.xml'), 'utf8')).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
});

test('every sitemap URL answers 200 with a canonical link to itself', async ({ request }) => {
  for (const url of sitemapUrls()) {
    const response = await request.get(new URL(url).pathname);
    expect.soft(response.status(), url).toBe(200);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
    expect.soft(canonical && new URL(canonical).href, url).toBe(new URL(url).href);
  }
});

test('robots.txt keeps crawlers off the unindexed pages and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
  for (const p of unindexedPaths) expect(text).toContain(`Disallow: ${p}\n`);
  expect(text).toMatch(/^Allow: \/$/m);
});

test('the thank-you, search and redirect pages carry noindex', () => {
  const hidden = heads.filter((h) => unindexedPaths.includes(h.path) || isRedirect(h.path));
  expect(hidden.length).toBe(unindexedPaths.length + catalogueRoutes.filter((r) => r.kind === 'redirect').length);
  for (const h of hidden) expect.soft(h.robots, h.path).toMatch(/noindex/);
});

test('titles and descriptions are unique and within their lengths', () => {
  const problems: string[] = [];
  for (const h of canonicalPages) {
    if (h.title.length > MAX_TITLE_LENGTH) problems.push(`${h.path}: title of ${h.title.length} characters: ${h.title}`);
    const d = h.description ?? '';
    if (d.length < DESCRIPTION_LENGTH.min || d.length > DESCRIPTION_LENGTH.max) problems.push(`${h.path}: description of ${d.length} characters`);
  }
  const repeated = (key: 'title' | 'description') => {
    const values = canonicalPages.map((h) => h[key]);
    return canonicalPages.filter((h, i) => values.indexOf(h[key]) !== i).map((h) => `${h.path}: repeated ${key} ${h[key]}`);
  };
  expect([...problems, ...repeated('title'), ...repeated('description')]).toEqual([]);
});

test('every page shares a title, description, URL and large picture', () => {
  for (const h of canonicalPages) {
    const expected = {
      'og:title': expect.any(String),
      'og:description': h.description,
      'og:url': h.canonical,
      'og:type': 'website',
      'og:locale': 'en_IN',
      'og:image': expect.stringMatching(new RegExp(`^${site.baseUrl}${SHARE_DIR}/[\\w-]+\\.png$`)),
      'twitter:card': 'summary_large_image',
    };
    const actual = Object.fromEntries(Object.keys(expected).map((k) => [k, h.meta(k)]));
    expect.soft(actual, h.path).toEqual(expected);
  }
});

const pngSize = (file: string) => {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bytes: bytes.length };
};

test('every share picture is a 1200x630 PNG within the byte budget, and products differ', () => {
  const images = new Set(heads.map((h) => h.meta('og:image')).filter((u): u is string => u !== null));
  const sizes: number[] = [];
  for (const url of images) {
    const file = resolveInOut(new URL(url).pathname);
    expect(file, url).not.toBeNull();
    const png = pngSize(file!);
    expect.soft({ url, width: png.width, height: png.height }).toEqual({ url, width: SHARE_WIDTH, height: SHARE_HEIGHT });
    expect.soft(png.bytes, url).toBeLessThan(SHARE_MAX_BYTES);
    sizes.push(png.bytes);
  }
  // Every file in the folder, referenced or not, keeps to the budget.
  for (const name of readdirSync(path.join(OUT_DIR, SHARE_DIR))) {
    expect.soft(statSync(path.join(OUT_DIR, SHARE_DIR, name)).size, name).toBeLessThan(SHARE_MAX_BYTES);
  }
  console.log(`${images.size} share pictures, ${Math.min(...sizes)}–${Math.max(...sizes)} bytes`);

  const products = catalogueRoutes.filter((r) => r.kind === 'product').slice(0, 2);
  const [a, b] = products.map((r) => {
    const url = readPage(r.path).meta('og:image')!;
    return { url, hash: createHash('sha256').update(readFileSync(resolveInOut(new URL(url).pathname)!)).digest('hex') };
  });
  expect(a!.url).not.toBe(b!.url);
  expect(a!.hash).not.toBe(b!.hash);
});

// Structured data ---------------------------------------------------------------

type Node = Record<string, unknown> & { '@type': string };

function graph(h: Head): Node[] {
  const blocks = [...h.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(blocks, `${h.path}: one JSON-LD block`).toHaveLength(1);
  const doc = JSON.parse(blocks[0]!) as { '@context': string; '@graph': Node[] };
  expect(doc['@context']).toBe('https://schema.org');
  return doc['@graph'];
}

const typesOf = (nodes: Node[]) => nodes.map((n) => n['@type']);

/** The visible trail: the text of each item of the breadcrumb navigation. */
function visibleCrumbs(html: string): string[] {
  const nav = /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => decode(m[1]!.replace(/<[^>]+>/g, '').trim()));
}

test('every indexable page has one JSON-LD graph with its types, and breadcrumbs that match the page', () => {
  const products = new Set(catalogueRoutes.filter((r) => r.kind === 'product').map((r) => r.path));
  const families = new Set(catalogueRoutes.filter((r) => r.kind === 'family').map((r) => r.path));
  for (const h of canonicalPages) {
    const nodes = graph(h);
    const types = typesOf(nodes);
    if (h.path === paths.home) {
      expect.soft(types.slice(0, 2), h.path).toEqual(['Organization', 'WebSite']);
      expect.soft(types.filter((t) => t === 'VideoObject').length, h.path).toBeGreaterThan(0);
      expect.soft(types, h.path).not.toContain('BreadcrumbList');
      continue;
    }
    expect.soft(types[0], h.path).toBe('BreadcrumbList');
    const crumbs = ((nodes[0]?.itemListElement ?? []) as { name: string; item: string }[]).map((i) => i.name);
    expect.soft(crumbs, `${h.path} breadcrumbs`).toEqual(visibleCrumbs(h.html));
    expect.soft(crumbs.length, h.path).toBeGreaterThan(1);
    const last = ((nodes[0]?.itemListElement ?? []) as { item: string }[]).at(-1)?.item;
    expect.soft(last && new URL(last).href, h.path).toBe(absolute(h.path));
    if (products.has(h.path)) {
      const product = nodes.find((n) => n['@type'] === 'Product');
      expect.soft(product, h.path).toMatchObject({ model: expect.any(String), brand: { name: expect.any(String) } });
      expect.soft((product?.additionalProperty as unknown[] | undefined)?.length ?? 0, h.path).toBeGreaterThan(3);
    }
    if (families.has(h.path)) expect.soft(types, h.path).toContain('CollectionPage');
    if (h.path === paths.contact) expect.soft(types.filter((t) => t === 'LocalBusiness').length, h.path).toBe(branches.length);
    if (h.path === paths.educational) expect.soft(types.filter((t) => t === 'VideoObject').length, h.path).toBe(9);
  }
});

test('a product page says what the product is in its own structured data', () => {
  const h = readPage('/sumitomo/S1V');
  const product = graph(h).find((n) => n['@type'] === 'Product')!;
  expect(product).toMatchObject({ name: 'Sumitomo S1V Active Clad Fusion Splicer', model: 'S1V', brand: { name: 'Sumitomo Electric' } });
  // The text property values are the cells of the page's spec table, as the page prints them (the key figures come first, typed).
  const cells = ((product.additionalProperty as { value: unknown; propertyID?: string }[]) ?? []).filter((p) => p.propertyID === undefined);
  for (const value of cells.slice(0, 5).map((p) => String(p.value))) {
    expect(h.html).toContain(value.replace(/&/g, '&amp;'));
  }
});

test('a bound reads as a bound in structured data: “under 2 kg” is a maxValue, never a value of 2', () => {
  const bounded = getProducts()
    .filter((p) => p.page && p.models.length === 1)
    .flatMap((p) =>
      (familyFacets[p.family].facets as readonly Facet[])
        .filter((f) => f.kind === 'number')
        .flatMap((f) => {
          const q = (p.models[0]!.figures as Record<string, unknown>)[f.id];
          return isQuantity(q) && typeof plain(q) === 'object' && ('atMost' in (plain(q) as object) || 'atLeast' in (plain(q) as object))
            ? [{ route: p.page!.route, id: f.id, bound: plain(q) as { atMost?: number; atLeast?: number } }]
            : [];
        }),
    );
  expect(bounded.length, 'the records hold bounds to check').toBeGreaterThan(0);
  for (const { route, id, bound } of bounded) {
    const product = graph(readPage(route)).find((n) => n['@type'] === 'Product')!;
    const property = (product.additionalProperty as Record<string, unknown>[]).find((p) => p.propertyID === id);
    expect.soft(property, `${route}: ${id}`).toBeDefined();
    expect.soft(property?.value, `${route}: ${id} has no exact value`).toBeUndefined();
    if (bound.atMost !== undefined) expect.soft(property?.maxValue, `${route}: ${id}`).toBe(bound.atMost);
    if (bound.atLeast !== undefined) expect.soft(property?.minValue, `${route}: ${id}`).toBe(bound.atLeast);
  }
});
