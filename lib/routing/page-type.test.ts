import { isPageType, pageTypeOf, readPageType, PAGE_TYPE_META } from './page-type';

describe('page types', () => {
  it('names the root home and every other route by its kind', () => {
    expect(pageTypeOf('/', 'page')).toBe('home');
    expect(pageTypeOf('/about', 'page')).toBe('page');
    expect(pageTypeOf('/lumoraedfa', 'landing')).toBe('landing');
    expect(pageTypeOf('/sumitomo/t-72c', 'product')).toBe('product');
  });

  it('reads the type the document carries, and calls a document without one a page', () => {
    document.head.innerHTML = `<meta name="${PAGE_TYPE_META}" content="product">`;
    expect(readPageType(document)).toBe('product');
    document.head.innerHTML = `<meta name="${PAGE_TYPE_META}" content="/contact?q=secret">`;
    expect(readPageType(document)).toBe('page');
    document.head.innerHTML = '';
    expect(readPageType(document)).toBe('page');
  });

  it('accepts only the listed types', () => {
    expect(isPageType('not-found')).toBe(true);
    expect(isPageType('planner')).toBe(false);
    expect(isPageType(undefined)).toBe(false);
  });
});
