import { getFamily, getProducts, hasPage } from '@/content/catalogue';
import { paths } from '@/content/paths';
import { isExported } from '@/lib/routing/routes';
import { cardId, productHref } from './product-href';

const products = getProducts();
const cardOnly = products.filter((p) => !hasPage(p));

describe('productHref', () => {
  it('leads a product with a page to its page', () => {
    for (const p of products.filter(hasPage)) expect([p.key, productHref(p)]).toEqual([p.key, p.page.route]);
  });

  it('leads a card-only product to its own card on its family’s landing, found from the records', () => {
    expect(cardOnly.length).toBeGreaterThan(0);
    for (const p of cardOnly) {
      const [path, fragment] = productHref(p).split('#');
      expect([p.key, path, fragment]).toEqual([p.key, paths[getFamily(p.family).page], cardId(p)]);
      expect(isExported(path!)).toBe(true);
    }
  });

  it('from the landing itself, leads a card-only product to its card by the fragment alone, and any other to its page', () => {
    for (const p of products) expect([p.key, productHref(p, { from: 'landing' })]).toEqual([p.key, p.page?.route ?? `#${cardId(p)}`]);
  });

  it('gives every card its own id, never a tab’s, in the characters a fragment keeps as they are', () => {
    const ids = products.map(cardId);
    expect(new Set(ids).size).toBe(products.length);
    for (const p of products) {
      expect(getFamily(p.family).tabs.map((t) => t.id)).not.toContain(cardId(p));
      expect(cardId(p)).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('lands on a card the landing shows as it opens: every card-only product is under the first tab, the one a plain address selects', () => {
    for (const p of cardOnly) expect([p.key, (p.tabs as readonly string[]).includes(getFamily(p.family).tabs[0].id)]).toEqual([p.key, true]);
  });
});
