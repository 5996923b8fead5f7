import { render, screen } from '@testing-library/react';
import { getProduct } from '@/content/catalogue';
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
