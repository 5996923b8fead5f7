import { getFamilies, getProducts, hasPage } from '@/content/catalogue';
import { cardId } from '@/lib/catalogue/product-href';
import { guideRows } from './rows';

describe('guide rows', () => {
  it.each(getFamilies().map((f) => f.key))('link each %s model to its page, or a card-only model to its card on the landing by the fragment alone', (family) => {
    const products = getProducts(family);
    for (const row of guideRows(products)) {
      const product = products.find((p) => p.key === row.product)!;
      expect([row.model, row.href]).toEqual([row.model, hasPage(product) ? product.page.route : `#${cardId(product)}`]);
    }
  });

  it('have card-only rows somewhere in the catalogue, so the rule above is exercised', () => {
    expect(getFamilies().flatMap((f) => guideRows(getProducts(f.key))).filter((r) => r.href.startsWith('#')).length).toBeGreaterThan(0);
  });
});
