import { datasheetPath, familyOrder, getPagedProducts, getProducts } from '@/content/catalogue';
import { pages } from '@/content/pages';
import { paths } from '@/content/paths';
import { OFFLINE_PAGE_PATH } from './caches';
import { KIT_PLANNER_AND_BRANCHES, KIT_TUTORIALS } from './choice';
import { fieldKitPlan, offlineLinks } from './groups';

const plan = fieldKitPlan();
const group = (key: string) => plan.groups.find((g) => g.key === key)!;
const pathsOf = (key: string) => group(key).entries.map((e) => e.path);

describe('the field kit’s groups', () => {
  it('offers each family in the site’s order, then the tutorials, then the planner with the branches', () => {
    expect(plan.groups.map((g) => g.key)).toEqual([...familyOrder, KIT_TUTORIALS, KIT_PLANNER_AND_BRANCHES]);
    expect(plan.everything.key).toBe('everything');
  });

  it.each(familyOrder)('keeps the %s landing, and the page and datasheet of each of its products with a page', (family) => {
    const kept = pathsOf(family);
    expect(kept[0]).toBe(paths[family]);
    for (const product of getPagedProducts(family)) {
      expect(kept).toContain(product.page.route);
      expect(kept).toContain(datasheetPath(product));
    }
    expect(kept).toHaveLength(1 + 2 * getPagedProducts(family).length);
  });

  it.each(familyOrder)('says the %s group counts product pages, never in the words of the landing’s product count', (family) => {
    const { summary } = group(family);
    expect(summary).toMatch(new RegExp(`\\b${getPagedProducts(family).length} product pages? with`));
    expect(summary).not.toMatch(/\d+ products?\b(?! page)/);
  });

  it('says the whole kit counts product pages', () => {
    expect(fieldKitPlan().everything.summary).toMatch(new RegExp(`\\b${getPagedProducts().length} product pages with`));
  });

  it('keeps no product of another family in a family’s group', () => {
    for (const family of familyOrder) {
      const kept = new Set(pathsOf(family));
      const others = getProducts().filter((p) => p.family !== family && p.page);
      expect(others.filter((p) => kept.has(p.page!.route) || kept.has(datasheetPath(p))).map((p) => p.key)).toEqual([]);
    }
  });

  it('keeps videos only with the tutorials, whose pages are the ones that play them', () => {
    expect(plan.groups.filter((g) => g.media).map((g) => g.key)).toEqual([KIT_TUTORIALS]);
    expect(pathsOf(KIT_TUTORIALS)).toEqual(expect.arrayContaining([paths.tutorials, paths.educational]));
  });

  it('keeps the planner and the contact page with its branch offices together', () => {
    expect(pathsOf(KIT_PLANNER_AND_BRANCHES)).toEqual(expect.arrayContaining([paths.planner, paths.contact]));
  });

  it('names every entry, and lists none twice in a group', () => {
    for (const g of plan.groups) {
      expect(new Set(pathsOf(g.key)).size).toBe(g.entries.length);
      for (const entry of g.entries) expect(entry.label.trim()).not.toBe('');
    }
  });
});

describe('what /offline links', () => {
  const links = offlineLinks(plan);

  it('links each product page with its own datasheet, and the landing without one', () => {
    for (const family of familyOrder) {
      const group = links.find((g) => g.key === family)!;
      expect(group.links[0]).toEqual({ label: expect.any(String), href: paths[family] });
      for (const product of getPagedProducts(family)) {
        expect(group.links).toContainEqual({ label: product.title, href: product.page.route, datasheet: { model: product.model, href: datasheetPath(product) } });
      }
    }
  });

  it('links pages only, never the data a page fetches', () => {
    expect(links.flatMap((g) => g.links).every((l) => !l.href.endsWith('.json'))).toBe(true);
  });

  it('is the page the worker shows for a page it has not saved', () => {
    expect(pages.offline.path).toBe(OFFLINE_PAGE_PATH);
  });
});
