import { site } from '@/content/site';
import { paths } from '@/content/paths';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { getProduct } from '@/content/catalogue';
import { DuplicateRouteError, buildRouteTable, exportedFiles, routeEntries, routeListing, routeTable } from './routes';

/**
 * The spec's route tables (site shell 2.1 and catalogue 2.1) with
 * {product} = the brand slug. Written out here, independent of the code.
 */
const p = site.slug;
const specPages = [
  '/',
  '/about',
  '/products',
  '/contact',
  '/contactheader',
  '/publication',
  '/sumitomo',
  '/deviser',
  `/${p}-fiber`,
  `/${p}-pon`,
  `/${p}edfa`,
  '/spec-catv',
  '/partner',
  '/educationalpage',
  '/landingabout',
  '/ofcpage',
  '/surface-mounting',
  '/mi',
  '/tutorials',
  '/search',
  '/thank-you',
];

describe('route table', () => {
  it('derives the brand routes from the slug', () => {
    expect(site.slug).toBe('lumora');
    expect(paths.fiber).toBe('/lumora-fiber');
    expect(paths.pon).toBe('/lumora-pon');
    expect(paths.edfa).toBe('/lumoraedfa');
  });

  it('refuses a path registered twice, naming both records in one line', () => {
    const build = () =>
      buildRouteTable([
        { path: '/a', kind: 'page', key: 'about', render: 'x', record: 'r' },
        { path: '/a', kind: 'redirect', key: 's1v', to: '/b', render: 'y', record: 'r' },
      ]);
    expect(build).toThrow(DuplicateRouteError);
    expect(build).toThrow("'/a' is claimed 2 times: content/pages.ts 'about', s1v › page.legacyPaths; give one of them another address");
  });

  it('refuses a path without a leading slash', () => {
    expect(() => buildRouteTable([{ path: 'a', kind: 'page', key: 'about', render: 'x', record: 'r' }])).toThrow(/must start/);
  });

  it('has every page of the spec', () => {
    for (const path of specPages) expect({ path, exported: routeTable.has(path) }).toEqual({ path, exported: true });
  });

  it('names for every URL its kind and record', () => {
    expect(routeTable.get('/')).toMatchObject({ kind: 'page', key: 'home', render: 'app/page.tsx' });
    expect(routeTable.get(paths.pon)).toMatchObject({ kind: 'landing', key: 'pon' });
    expect(routeTable.get('/sumitomo/S1V')).toMatchObject({ kind: 'product', key: 's1v' });
    expect(routeTable.get('/sumitomoproductone')).toMatchObject({ kind: 'redirect', key: 's1v', to: '/sumitomo/S1V' });
    expect(exportedFiles()).toContainEqual(expect.objectContaining({ path: '/datasheets/s1v.pdf', kind: 'datasheet', key: 's1v' }));
  });

  it('lists each old address with the page it leads to and that page’s model', () => {
    const listed = routeEntries.flatMap((entry) => (entry.kind === 'redirect' ? [{ entry, leadsTo: routeListing(entry)[3] }] : []));
    expect(listed.length).toBeGreaterThan(0);
    for (const { entry, leadsTo } of listed) {
      const target = routeTable.get(entry.to);
      expect({ path: entry.path, target: target?.kind }).toEqual({ path: entry.path, target: 'product' });
      expect(leadsTo).toBe(`→ ${entry.to} (${getProduct(target!.key)!.model})`);
    }
    // Spec 2.4: the similar-product link /sumitomoproducteleven is the FC-6 series.
    expect(routeListing(routeTable.get('/sumitomoproducteleven')!)).toEqual([
      '/sumitomoproducteleven',
      'redirect',
      'fc-6-series',
      '→ /sumitomoproducttwelve (FC-6M / FC-6S)',
      'content/catalogue/sumitomo/fc-6-series.ts',
    ]);
    expect(routeListing(routeTable.get('/')!)).toEqual(['/', 'page', 'home', 'app/page.tsx', 'content/home.ts']);
  });

  it('names a renderer and a record module that exist for every URL', () => {
    const renderers = new Set([...routeEntries, ...exportedFiles()].flatMap((entry) => [entry.render, entry.record]));
    for (const file of renderers) expect({ file, exists: existsSync(path.join(process.cwd(), file)) }).toEqual({ file, exists: true });
  });
});
