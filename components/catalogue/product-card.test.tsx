import { render, screen } from '@testing-library/react';
import { getProduct, getProducts, hasPage } from '@/content/catalogue';
import { productHref } from '@/lib/catalogue/product-href';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('links a product with a page and a datasheet three ways', () => {
    const product = getProduct('s1v')!;
    render(<ProductCard product={product} />);
    expect(screen.getByRole('link', { name: 'S1V' })).toHaveAttribute('href', '/sumitomo/S1V');
    expect(screen.getByRole('link', { name: /Enquire Now about S1V/ })).toHaveAttribute('href', '/contact?product=s1v');
    expect(screen.getByRole('link', { name: /Read More about S1V/ })).toHaveAttribute('href', '/sumitomo/S1V');
    const catalog = screen.getByRole('link', { name: /Download Catalog for S1V/ });
    expect(catalog).toHaveAttribute('href', '/datasheets/s1v.pdf');
    expect(catalog).toHaveAttribute('target', '_blank');
  });

  it('shows only Enquire Now for a card-only product without a datasheet', () => {
    const sfp = getProduct('px20-plus4')!;
    expect(sfp.page).toBeNull();
    render(<ProductCard product={sfp} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Enquire Now/ })).toHaveAttribute('href', `/contact?product=${encodeURIComponent(sfp.key)}`);
    expect(screen.queryByRole('link', { name: /Read More/ })).not.toBeInTheDocument();
  });

  it('is where every card-only product’s links lead: the card carries the id its address names', () => {
    const cardOnly = getProducts().filter((p) => !hasPage(p));
    expect(cardOnly.length).toBeGreaterThan(0);
    for (const product of cardOnly) {
      const { container, unmount } = render(<ProductCard product={product} />);
      const fragment = productHref(product).split('#')[1];
      expect(container.querySelector('article')).toHaveAttribute('id', fragment);
      unmount();
    }
  });

  it('gives a card with a page no id: links lead to the page', () => {
    for (const product of getProducts().filter(hasPage)) {
      const { container, unmount } = render(<ProductCard product={product} />);
      expect([product.key, container.querySelector('article')?.id]).toEqual([product.key, '']);
      unmount();
    }
  });

  it('offers the datasheet of every product with a page, EDFA included', () => {
    const edfa = getProduct('ce0416m')!;
    render(<ProductCard product={edfa} />);
    expect(screen.getByRole('link', { name: /Download Catalog for CE0416M/ })).toHaveAttribute('href', '/datasheets/ce0416m.pdf');
  });

  it('gives the drawing its alt text and intrinsic size', () => {
    const product = getProduct('s1v')!;
    render(<ProductCard product={product} />);
    const img = screen.getByRole('img', { name: product.image.alt });
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('src')).toMatch(/^\/illustrations\/fusion-splicer-[0-9a-z]+\.svg$/);
  });
});
