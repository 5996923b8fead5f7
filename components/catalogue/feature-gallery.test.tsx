import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeatureGallery } from './feature-gallery';

// eslint-disable-next-line @next/next/no-img-element -- a plain test double
const picture = (alt: string) => <img alt={alt} src={`/${alt}.png`} width={10} height={10} />;

const items = ['Blade', 'Collector', 'Clamp', 'Lid', 'Base'].map((label) => ({
  label,
  icon: <svg aria-hidden="true" />,
  image: label === 'Base' ? null : picture(`${label} view`),
}));
const fallback = picture('The whole series');

describe('FeatureGallery', () => {
  it('starts on the first item with its icon pressed', () => {
    render(<FeatureGallery items={items} label="Features" fallback={fallback} />);
    expect(screen.getByRole('img', { name: 'Blade view' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blade' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Lid' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches the main image and the active icon on click', async () => {
    const user = userEvent.setup();
    render(<FeatureGallery items={items} label="Features" fallback={fallback} />);
    await user.click(screen.getByRole('button', { name: 'Collector' }));
    expect(screen.getByRole('img', { name: 'Collector view' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Blade view' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collector' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Blade' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the product picture for an icon without a picture of its own, never another item’s', async () => {
    const user = userEvent.setup();
    render(<FeatureGallery items={items} label="Features" fallback={fallback} />);
    await user.click(screen.getByRole('button', { name: 'Base' }));
    expect(screen.getByRole('img', { name: 'The whole series' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Base' })).toHaveAttribute('aria-pressed', 'true');
  });
});
