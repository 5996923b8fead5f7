import { externalFooterLinks, footerGroups, navMenus } from '@/content/navigation';
import { familyOverviews } from '@/content/families';
import { pages, type PageRecord } from '@/content/pages';
import { paths } from '@/content/paths';
import { footerLinks, footerPlacesOf, mainNavLinks, navPlaceOf, type NavRecords } from './links';

const record = (path: `/${string}`, fields: Partial<PageRecord>): PageRecord => ({
  path,
  title: 'T',
  description: 'D',
  crumb: 'C',
  record: 'content/pages.ts',
  ...fields,
}) as PageRecord;

const careers = record('/careers', { footer: { group: 'quick', label: 'Careers', order: 15 }, nav: { label: 'Careers', order: 5 } });
const lab = record('/lab', { nav: { menu: 'ems', label: 'Test lab', hint: 'Where boards are proved', order: 1 } });
const records: NavRecords = {
  first: record('/first', { footer: { group: 'quick', label: 'First', order: 10 } }),
  last: record('/last', { footer: [{ group: 'quick', label: 'Last', order: 90 }, { group: 'popular', label: 'Last again', order: 1 }] }),
  careers,
  lab,
};

describe('footerLinks', () => {
  it('lists a page whose record has a footer field in its list, at its place by order', () => {
    const { quick } = footerLinks(records);
    expect(quick.links).toEqual([
      { label: 'First', href: '/first' },
      { label: 'Careers', href: '/careers' },
      { label: 'Last', href: '/last' },
    ]);
  });

  it('lists a record’s several places, each in its own list, with the links to other sites among them by order', () => {
    const { popular } = footerLinks(records);
    expect(popular.links[0]).toEqual({ label: 'Last again', href: '/last' });
    expect(popular.links.slice(1)).toEqual(externalFooterLinks.map(({ label, href }) => ({ label, href, external: true })));
  });

  it('gives every list its heading, and leaves out a page without a footer field', () => {
    const groups = Object.values(footerLinks(records));
    expect(groups.map(({ id, heading }) => ({ id, heading }))).toEqual(footerGroups.map(({ id, heading }) => ({ id, heading })));
    expect(groups.flatMap((g) => g.links).some((l) => l.href === '/lab')).toBe(false);
  });

  it('links each place the site’s records give to that record’s page, once, in order', () => {
    const places = Object.values(pages).flatMap((r) => footerPlacesOf(r).map((p) => ({ ...p, href: r.path })));
    const listed = Object.values(footerLinks()).flatMap((g) => g.links.filter((l) => !l.external).map((l) => ({ group: g.id, ...l })));
    expect(listed).toHaveLength(places.length);
    for (const p of places) expect(listed).toContainEqual({ group: p.group, label: p.label, href: p.href });
    for (const group of Object.values(footerLinks())) {
      const orders = group.links.map((l) => [...places, ...externalFooterLinks].find((p) => p.label === l.label && p.href === l.href)!.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });
});

describe('mainNavLinks', () => {
  it('puts a page with a nav field in the bar, with the dropdowns, by order', () => {
    const entries = mainNavLinks(records);
    expect(entries[0]).toEqual({ kind: 'link', label: 'Careers', href: '/careers' });
    expect(entries.slice(1).map((e) => (e.kind === 'menu' ? e.id : e.label))).toEqual(navMenus.map((m) => m.id));
  });

  it('puts a page with a menu in its dropdown, and the families first in Products', () => {
    const entries = mainNavLinks(records);
    const ems = entries.find((e) => e.kind === 'menu' && e.id === 'ems');
    expect(ems?.kind === 'menu' && ems.items).toEqual([{ href: '/lab', label: 'Test lab', hint: 'Where boards are proved' }]);
    const products = entries.find((e) => e.kind === 'menu' && e.id === 'products');
    expect(products?.kind === 'menu' && products.items.map((i) => i.href)).toEqual(familyOverviews.map((f) => paths[f.page]));
  });

  it('links every page the site’s records place in the menu', () => {
    const hrefs = mainNavLinks().flatMap((e) => (e.kind === 'menu' ? e.items.map((i) => i.href) : [e.href]));
    const placed = Object.values(pages).filter((r) => navPlaceOf(r) !== undefined).map((r) => r.path);
    expect(placed.length).toBeGreaterThan(0);
    for (const path of placed) expect(hrefs).toContain(path);
  });
});
