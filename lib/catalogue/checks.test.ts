import type { Product } from '@/content/catalogue/types';
import {
  currentCatalogue,
  keyProblems,
  proseProblems,
  repeatedProseProblems,
  routeProblems,
  similarProblems,
  tabProblems,
  tableProblems,
  type CatalogueInput,
} from './checks';

/** The real catalogue with one product swapped for a broken copy. */
function withBroken(key: string, change: (p: Product) => Product): CatalogueInput {
  const catalogue = currentCatalogue();
  return { ...catalogue, products: catalogue.products.map((p) => (p.key === key ? change(p) : p)) };
}

const withPage = (p: Product, page: Partial<NonNullable<Product['page']>>): Product => ({ ...p, page: { ...p.page!, ...page } });

describe('catalogue checks', () => {
  it('name a listed key without a record and a record that is not listed', () => {
    const catalogue = currentCatalogue();
    const input = { ...catalogue, keys: { ...catalogue.keys, pon: [...catalogue.keys.pon, 'op-999'] } };
    expect(keyProblems(input)).toEqual(['op-999: listed in content/catalogue/keys.ts under pon but has no record']);
    const unlisted = { ...catalogue, keys: { ...catalogue.keys, pon: catalogue.keys.pon.filter((k) => k !== 'op801gw') } };
    expect(keyProblems(unlisted)).toEqual(['op801gw: has a record but is not listed in content/catalogue/keys.ts']);
  });

  it('name a row with a cell missing, by record, field, table, group and row', () => {
    const input = withBroken('s1v', (p) => {
      const [first, ...rest] = p.page!.specTables;
      const groups = first!.groups.map((g, i) => (i === 2 ? { ...g, rows: [['Splice programs'] as const, ...g.rows.slice(1)] } : g));
      return withPage(p, { specTables: [{ ...first!, groups }, ...rest] });
    });
    expect(tableProblems(input)).toEqual([
      's1v › page.specTables[0] "Specifications" › "Programs" row 1 (Splice programs): 1 cell, the table has 2 columns',
    ]);
  });

  it('name an old link that takes a canonical page or another old link', () => {
    const input = withBroken('z2c', (p) => withPage(p, { legacyPaths: [...p.page!.legacyPaths, '/sumitomo/S1V', '/sumitomoproductone'] }));
    expect(routeProblems(input)).toEqual([
      "'/sumitomo/S1V' is claimed 2 times: s1v › page.route, z2c › page.legacyPaths[1]",
      "'/sumitomoproductone' is claimed 2 times: s1v › page.legacyPaths[0], z2c › page.legacyPaths[2]",
    ]);
  });

  it('name a similar product that is the product itself or has no page', () => {
    const input = withBroken('op-100p16g', (p) => withPage(p, { similar: ['op-100p16g', 'c-plus4', 'op-100p8', 'op-100p8'] }));
    expect(similarProblems(input)).toEqual([
      'op-100p16g › page.similar[0]: lists the product itself',
      "op-100p16g › page.similar[1]: 'c-plus4' has no page",
      "op-100p16g › page.similar: 'op-100p8' is listed twice",
    ]);
  });

  it('name a product outside the all tab and an empty tab', () => {
    const input = withBroken('ls310', (p) => ({ ...p, tabs: ['optical-power-meter'] as Product['tabs'] }));
    expect(tabProblems(input)).toEqual(["ls310 › tabs: does not include 'all'", "family deviser › tabs 'optical-laser-source': no product"]);
  });

  it('name a sentence of eight or more words that two product records repeat, with both places', () => {
    const shared = 'Indicator lights and a buzzer report faults at the rack, so a problem is noticed straight away.';
    const catalogue = currentCatalogue();
    const input = {
      ...catalogue,
      products: catalogue.products.map((p) =>
        p.key === 'ae210' || p.key === 'ep310' ? withPage(p, { features: [...p.page!.features, { title: 'Alarms', text: shared }] }) : p,
      ),
    };
    const problems = repeatedProseProblems(input);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^"Indicator lights and a buzzer report faults at the rack, so a problem is noticed straight away" stands in ae210 › page\.features\[\d\]\.text, ep310 › page\.features\[\d\]\.text/);
  });

  it('let a short phrase repeat, and a sentence repeat within one record', () => {
    const input = withBroken('vf10', (p) => withPage(p, { highlights: ['Over 10mW at 650nm', 'Over 10mW at 650nm'], banner: `${p.page!.banner} Find the break you can see` }));
    expect(repeatedProseProblems(input)).toEqual([]);
  });

  it('name a long meta description and placeholder text', () => {
    const input = withBroken('vf10', (p) => ({ ...withPage(p, { metaDescription: 'x'.repeat(161) }), summary: 'Lorem ipsum dolor sit amet.' }));
    expect(proseProblems(input)).toEqual([
      'vf10 › page.metaDescription: 161 characters, at most 160',
      'vf10 › summary: placeholder text "Lorem ipsum dolor sit amet."',
    ]);
  });

  it('name a template placeholder, a short summary and alt text, a title without its brand, and too few features', () => {
    const input = withBroken('ce0416m', (p) => ({ ...withPage(p, { features: p.page!.features.slice(0, 1) }), title: 'CE0416M {model}', summary: 'An EDFA.', image: { ...p.image, alt: 'EDFA' } }));
    expect(proseProblems(input)).toEqual([
      'ce0416m › image.alt: "EDFA" is too short to say what the picture shows; describe it in a phrase',
      'ce0416m › summary: 8 characters; say what the product is in a sentence or two, at least 40 characters',
      'ce0416m › title: "CE0416M {model}" does not start with the brand; begin it "Lumora "',
      'ce0416m › page.features: 1 of its own; give at least 2 that say what is particular to it',
    ]);
    const bare = withBroken('neo-2f', (p) => withPage(p, { features: [], shared: [] }));
    expect(proseProblems(bare)).toEqual(['neo-2f › page.features: 0 shown with its shared records; the page shows at least 3, so add features']);
  });

});
