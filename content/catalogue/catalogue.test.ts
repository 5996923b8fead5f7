import { site } from '@/content/site';
import {
  currentCatalogue,
  keyProblems,
  proseProblems,
  repeatedProseProblems,
  routeProblems,
  similarProblems,
  tabProblems,
  tableProblems,
} from '@/lib/catalogue/checks';
import { routeEntries } from '@/lib/routing/routes';
import { datasheetPath, getFamilies, getLegacyRedirects, getProduct, getProducts, getSimilarProducts, getPagedProducts } from './index';
import { productKeys } from './keys';
import { familyKeys } from './types';

/**
 * Checks across every family (lib/catalogue/checks.ts); a failure lists each
 * problem with the record key and the field.
 */

const catalogue = currentCatalogue();
const p = site.slug;

/**
 * The old links already out in the world and the product page each leads
 * to: the spec's numbered similar-product paths (2.4), the `/deviser/<Model>`
 * twins, the unhyphenated PON spellings and the EDFA grid's read-more links.
 * These are the spec's fixed facts, written out here independent of the route
 * builders; a product added since brings its own old links through its record.
 */
const publishedOldLinks: Record<string, string> = {
  '/sumitomoproductone': 's1v',
  '/sumitomoproducttwo': 's1v-ultra',
  '/sumitomoproductthree': 'z2c',
  '/sumitomoproductfour': 'w1c',
  '/sumitomoproductfive': '82c-plus',
  '/sumitomoproductseven': 'fc-8r',
  '/sumitomoproducteleven': 'fc-6-series',
  '/deviser/AE3100A': 'ae3100',
  '/deviser/AE1001': 'ae1001',
  '/deviser/AE3100DM': 'ae3100-dm',
  '/deviser/AE3100Live': 'ae3100-live',
  '/deviser/AE210': 'ae210',
  '/deviser/EP310': 'ep310',
  '/deviser/LS310': 'ls310',
  '/deviser/EP710': 'ep710',
  '/deviser/VF10': 'vf10',
  '/deviserproducttwo': 'ae1001',
  '/deviserproductfive': 'ae210',
  '/deviserproductsix': 'ep310',
  '/deviserproductnine': 'vf10',
  [`/${p}-pon/OP100P8G`]: 'op-100p8g',
  [`/${p}-pon/OP100P4G`]: 'op-100p4g',
  [`/${p}-pon/OP100P8`]: 'op-100p8',
  [`/${p}-pon/OP100P4`]: 'op-100p4',
  [`/${p}-pon/OP841GWVDGB`]: 'op-841gwv-dgb',
  [`/${p}-pon/OP821GWVDGB`]: 'op821gwv-dgb',
  [`/${p}-pon/OP821GWVD`]: 'op821gwv-d',
  [`/${p}-pon/OP101X`]: 'op-101x',
  [`/${p}ponproducttwo`]: 'op-100p8g',
  [`/${p}ponproductthree`]: 'op-100p4g',
  [`/${p}ponproductfour`]: 'op-100p8',
  [`/${p}ponproductfive`]: 'op-100p4',
  [`/${p}ponproductnine`]: 'op821gwv-dgb',
  [`/${p}ponproductten`]: 'op821gwv-d',
  [`/${p}ponproducteleven`]: 'op821gwv',
  [`/${p}ponproducttwelve`]: 'op801gw',
  [`/${p}fiberproducttwo`]: 'drop-cable',
  [`/${p}fiberproductthree`]: 'neo',
  [`/${p}fiberproductfour`]: 'gold',
  [`/${p}fiberproductfive`]: 'platinum',
  [`/${p}-edfa/CE0416M`]: 'ce0416m',
  [`/${p}-edfa/CE0419M`]: 'ce0419m',
  [`/${p}-edfa/CE0819M`]: 'ce0819m',
  [`/${p}-edfa/CE1619M`]: 'ce1619m',
  [`/${p}-edfa/PE1619M`]: 'pe1619m',
  [`/${p}-edfa/CE0416M-OSW`]: 'ce0416m-osw',
  [`/${p}-edfa/PE1619M-OSW`]: 'pe1619m-osw',
  [`/${p}-edfa/PE3219M`]: 'pe3219m',
};

describe('catalogue', () => {
  it('has all five families with their spec tab counts', () => {
    expect(getFamilies().map((f) => f.key).sort()).toEqual([...familyKeys].sort());
    const counts = Object.fromEntries(getFamilies().map((f) => [f.key, f.tabs.length]));
    expect(counts).toEqual({ sumitomo: 6, deviser: 9, pon: 5, fiber: 6, edfa: 5 });
  });

  it('has one record for every key in keys.ts, in the listed order', () => {
    expect(keyProblems(catalogue)).toEqual([]);
    for (const family of familyKeys) expect({ family, keys: getProducts(family).map((x) => x.key) }).toEqual({ family, keys: [...productKeys[family]] });
  });

  it('puts every product under the all tab and fills every tab', () => {
    expect(tabProblems(catalogue)).toEqual([]);
  });

  it('claims every page and old path once, and never redirects from a canonical page', () => {
    expect(routeProblems(catalogue)).toEqual([]);
  });

  it('keeps every published old link, leading to the product written beside it', () => {
    const leadsTo = new Map(getLegacyRedirects().map(({ from, product }) => [from, product.key]));
    const kept = Object.fromEntries(Object.keys(publishedOldLinks).map((from) => [from, leadsTo.get(from)]));
    expect(kept).toEqual(publishedOldLinks);
  });

  it('routes every product with a page to its page, and every old link its record names to that page', () => {
    const table = new Map(routeEntries.map((e) => [e.path, e]));
    for (const product of getPagedProducts()) {
      const { route, legacyPaths } = product.page;
      expect({ path: route, kind: table.get(route)?.kind, key: table.get(route)?.key }).toEqual({ path: route, kind: 'product', key: product.key });
      for (const from of legacyPaths) expect({ from, entry: table.get(from) }).toEqual({ from, entry: expect.objectContaining({ kind: 'redirect', key: product.key, to: route }) });
    }
  });

  it('gives every paged product four similar products that have pages, never itself', () => {
    expect(similarProblems(catalogue)).toEqual([]);
  });

  it('gives every table row one cell per column and no blank cell', () => {
    expect(tableProblems(catalogue)).toEqual([]);
  });

  it('carries finished copy: short meta descriptions, no placeholders, alt text on every picture', () => {
    expect(proseProblems(catalogue)).toEqual([]);
  });

  it('repeats no sentence of eight or more words across product records (shared facts live in shared records)', () => {
    expect(repeatedProseProblems(catalogue)).toEqual([]);
  });

  it('serves datasheets under /datasheets/<key>.pdf', () => {
    expect(datasheetPath(getProduct('s1v')!)).toBe('/datasheets/s1v.pdf');
  });

  it('resolves the similar strip to the products it names, in order', () => {
    const s1v = getPagedProducts().find((x) => x.key === 's1v')!;
    expect(getSimilarProducts(s1v).map((x) => x.key)).toEqual([...s1v.page.similar]);
  });
});
