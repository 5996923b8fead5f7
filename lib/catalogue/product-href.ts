import { getFamily } from '@/content/catalogue';
import type { Product } from '@/content/catalogue/types';
import { paths } from '@/content/paths';

/**
 * Where a link to a product leads, wherever the site links one: the guide's
 * rows, search results, the planner's products. A product with a page links
 * to it; a card-only product (a PON SFP, most EDFA variants) to its card on
 * the family landing, which carries `cardId` as its id. Every card sits
 * under the landing's first tab, the one a plain address opens (a content
 * check holds it), so the card shows wherever the link comes from.
 */

/** A card's id on its landing: the product key, prefixed so it never meets a tab's id (the fibre family has a tab and a product both called 'neo'). */
export function cardId(product: Pick<Product, 'key'>): string {
  return `card-${product.key}`;
}

/**
 * The product's page, or `<landing>#<card id>` for a card-only product.
 * From its own landing (`from: 'landing'`, the selection guide), a card is
 * its fragment alone: following it keeps the view the landing's query holds
 * (tab, filters, sort) and only scrolls, where the whole address would load
 * the landing again in its first view.
 */
export function productHref(product: Product, { from }: { from?: 'landing' } = {}): string {
  if (product.page) return product.page.route;
  const card = `#${cardId(product)}`;
  return from === 'landing' ? card : `${paths[getFamily(product.family).page]}${card}`;
}
