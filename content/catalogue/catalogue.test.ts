import { paths } from '@/content/paths';
import {
  datasheetPath,
  getFamilies,
  getLegacyRedirects,
  getPagedProducts,
  getProduct,
  getProducts,
  getSimilarProducts,
} from './index';
import { familyKeys, familyTabs, type Product, type SpecTable } from './types';

/** Checks across every family, with messages naming the record. */

const tablesOf = (p: Product): SpecTable[] =>
  p.page ? [...p.page.specTables, ...(p.page.accessories ? [p.page.accessories] : []), ...(p.page.basicAccessories ? [p.page.basicAccessories] : [])] : [];

describe('catalogue', () => {
  it('has all five families with their spec tab counts', () => {
    expect(getFamilies().map((f) => f.key).sort()).toEqual([...familyKeys].sort());
    const counts = Object.fromEntries(getFamilies().map((f) => [f.key, f.tabs.length]));
    expect(counts).toEqual({ sumitomo: 6, deviser: 9, pon: 5, fiber: 6, edfa: 5 });
  });

  it('uses unique product keys across families', () => {
    const keys = getProducts().map((p) => p.key);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes).toEqual([]);
  });

  it('uses unique routes and legacy paths across the site', () => {
    const topLevel = Object.values(paths) as string[];
    const routes = getPagedProducts().map((p) => p.page.route);
    const legacy = getLegacyRedirects().map((r) => r.from);
    const all = [...topLevel, ...routes, ...legacy];
    const dupes = all.filter((r, i) => all.indexOf(r) !== i);
    expect(dupes).toEqual([]);
  });

  it('gives every paged product four similar products that have pages, never itself', () => {
    for (const p of getPagedProducts()) {
      const similar = getSimilarProducts(p).map((s) => s.key);
      expect({ product: p.key, count: similar.length, self: similar.includes(p.key) }).toEqual({
        product: p.key,
        count: 4,
        self: false,
      });
    }
  });

  it('puts every product under the all tab and every tab has a product', () => {
    for (const family of familyKeys) {
      const products = getProducts(family);
      for (const p of products) expect({ product: p.key, all: (p.tabs as readonly string[]).includes('all') }).toEqual({ product: p.key, all: true });
      for (const tab of familyTabs[family]) {
        const count = products.filter((p) => (p.tabs as readonly string[]).includes(tab.id)).length;
        expect({ family, tab: tab.id, empty: count === 0 }).toEqual({ family, tab: tab.id, empty: false });
      }
    }
  });

  it('gives every table row as many cells as the table has columns', () => {
    for (const p of getProducts()) {
      for (const t of tablesOf(p)) {
        t.groups.forEach((g, gi) =>
          g.rows.forEach((row, ri) => {
            expect({ where: `${p.key} / ${t.title} / group ${gi} row ${ri}`, cells: row.length }).toEqual({
              where: `${p.key} / ${t.title} / group ${gi} row ${ri}`,
              cells: t.columns.length,
            });
          }),
        );
      }
    }
  });

  it('gives every card-only product no page and no datasheet link target', () => {
    for (const p of getProducts().filter((x) => x.page === null)) {
      expect({ product: p.key, summary: p.summary.length > 20 }).toEqual({ product: p.key, summary: true });
    }
  });

  it('serves datasheets under /datasheets/<key>.pdf', () => {
    expect(datasheetPath(getProduct('s1v')!)).toBe('/datasheets/s1v.pdf');
  });

  it('catches a broken similar key', () => {
    const p = { ...getPagedProducts()[0]! };
    const broken = { ...p, page: { ...p.page, similar: ['no-such', 'no-such', 'no-such', 'no-such'] as const } };
    expect(() => getSimilarProducts(broken)).toThrow(/no-such has no page/);
  });
});
