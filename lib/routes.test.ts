import { site } from '@/content/site';
import { paths } from '@/content/paths';
import { DuplicateRouteError, buildRouteTable, pendingRoutes, routeEntries, routeTable } from './routes';

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

  it('refuses a path registered twice', () => {
    expect(() =>
      buildRouteTable([
        { path: '/a', kind: 'page', render: 'x' },
        { path: '/a', kind: 'redirect', to: '/b' },
      ]),
    ).toThrow(DuplicateRouteError);
  });

  it('refuses a path without a leading slash', () => {
    expect(() => buildRouteTable([{ path: 'a', kind: 'page', render: 'x' }])).toThrow(/must start/);
  });

  it('holds each path of the live table once', () => {
    expect(routeTable.size).toBe(routeEntries.length);
  });

  it('covers every page of the spec: built (in the table) or pending', () => {
    for (const path of specPages) {
      const built = routeTable.has(path);
      const pending = pendingRoutes.includes(path);
      expect({ path, status: built || pending }).toEqual({ path, status: true });
      expect({ path, both: built && pending }).toEqual({ path, both: false });
    }
  });

  it('lists nothing as pending that the spec does not name', () => {
    for (const path of pendingRoutes) expect(specPages).toContain(path);
  });

  it('has the home page built', () => {
    expect(routeTable.get('/')).toMatchObject({ kind: 'page' });
  });
});
