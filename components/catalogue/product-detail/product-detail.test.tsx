import { render, screen, within } from '@testing-library/react';
import { getPagedProducts, type PagedProduct } from '@/content/catalogue';
import { ProductDetail } from './product-detail';

const product = (key: string): PagedProduct => {
  const found = getPagedProducts().find((p) => p.key === key);
  if (!found) throw new Error(`no paged product ${key}`);
  return found;
};

describe('ProductDetail', () => {
  it('shows the hero, the sections the record fills and the similar strip', () => {
    render(<ProductDetail product={product('op-100p16g')} />);
    expect(screen.getByRole('heading', { level: 1, name: product('op-100p16g').title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Enquire Now/ })).toHaveAttribute('href', '/contact?product=op-100p16g');
    expect(screen.getByRole('link', { name: /Download Catalog/ })).toHaveAttribute('href', '/datasheets/op-100p16g.pdf');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Key Highlights', 'Features', 'Specifications', 'Similar Products']);
    const similar = screen.getByRole('heading', { level: 2, name: 'Similar Products' }).closest('section')!;
    expect(within(similar).getAllByRole('link', { name: /Know More/ })).toHaveLength(4);
  });

  it('draws the hero picture into the page and leaves the similar cards as files', () => {
    const p = product('op-100p16g');
    expect(p.image.kind).toBe('illustration');
    const { container } = render(<ProductDetail product={p} />);
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(hero).getByRole('img', { name: p.image.alt }).tagName.toLowerCase()).toBe('svg');
    expect(hero.querySelector('img[src^="/illustrations/"]')).toBeNull();
    const similar = screen.getByRole('heading', { level: 2, name: 'Similar Products' }).closest('section')!;
    expect(similar.querySelectorAll('img[src^="/illustrations/"]').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('svg[data-kind]')).toHaveLength(1);
  });

  it('shows six similar products on an EDFA page (spec 2.9), each linking to its own page', () => {
    const p = product('ce0416m');
    render(<ProductDetail product={p} />);
    const similar = screen.getByRole('heading', { level: 2, name: 'Similar Products' }).closest('section')!;
    const links = within(similar).getAllByRole('link', { name: /Know More/ });
    expect(links).toHaveLength(6);
    expect(new Set(links.map((a) => a.getAttribute('href'))).size).toBe(6);
    expect(links.map((a) => a.getAttribute('href'))).not.toContain(p.page.route);
  });

  it('heads the features with the family’s own wording (Key Features on EDFA pages)', () => {
    render(<ProductDetail product={product('ce0416m')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Key Features' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download Catalog/ })).toHaveAttribute('href', '/datasheets/ce0416m.pdf');
  });

  it('shows shared facts once, under a heading that names who shares them', () => {
    const p = product('ce0419m');
    const shared = p.page.shared ?? [];
    expect(shared.length).toBeGreaterThan(0);
    render(<ProductDetail product={p} />);
    for (const group of shared) {
      const heading = screen.getByRole('heading', { level: 3, name: group.title });
      const block = heading.parentElement!;
      expect(within(block).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(group.features.map((f) => f.title));
    }
  });

  it('ends the alternating sections with Enquire Now naming the model', () => {
    render(<ProductDetail product={product('pe1619m')} />);
    const section = screen.getByRole('heading', { level: 2, name: 'PE1619M in detail' }).closest('section')!;
    expect(within(section).getByRole('link', { name: 'Enquire Now about the PE1619M' })).toHaveAttribute('href', '/contact?product=pe1619m');
  });

  it('draws an ONT’s application chart and leaves it off an OLT', () => {
    const { unmount } = render(<ProductDetail product={product('op821gwv')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Application' })).toBeInTheDocument();
    unmount();
    render(<ProductDetail product={product('op-100p8')} />);
    expect(screen.queryByRole('heading', { level: 2, name: 'Application' })).not.toBeInTheDocument();
  });
});
