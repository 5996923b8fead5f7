import { getProduct, hasPage } from './catalogue';
import { popularProductKeys } from './search';

describe('popular products', () => {
  it.each(popularProductKeys)('%s has a page to link to', (key) => {
    const product = getProduct(key);
    expect(product && hasPage(product)).toBe(true);
  });
});
