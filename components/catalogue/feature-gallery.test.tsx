import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeatureGallery } from './feature-gallery';

const items = ['Blade', 'Collector', 'Clamp', 'Lid', 'Base'].map((label) => ({
  label,
  icon: <svg aria-hidden="true" />,
  // eslint-disable-next-line @next/next/no-img-element -- a plain test double
  image: <img alt={`${label} view`} src={`/${label}.png`} width={10} height={10} />,
}));

describe('FeatureGallery', () => {
  it('starts on the first item with its icon pressed', () => {
    render(<FeatureGallery items={items} label="Features" />);
    expect(screen.getByRole('img', { name: 'Blade view' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blade' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Lid' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches the main image and the active icon on click', async () => {
    const user = userEvent.setup();
    render(<FeatureGallery items={items} label="Features" />);
    await user.click(screen.getByRole('button', { name: 'Collector' }));
    expect(screen.getByRole('img', { name: 'Collector view' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Blade view' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collector' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Blade' })).toHaveAttribute('aria-pressed', 'false');
  });
});
