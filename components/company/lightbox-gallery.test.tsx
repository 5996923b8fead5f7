import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LightboxGallery, type GalleryItem } from './lightbox-gallery';

/* eslint-disable @next/next/no-img-element -- plain stand-ins for the server-rendered pictures */
const items: GalleryItem[] = ['stage', 'lamp', 'cake'].map((name) => ({
  key: name,
  alt: `The ${name}`,
  href: `/img/${name}.webp`,
  thumb: <img src={`/img/${name}-thumb.webp`} alt={`The ${name}`} />,
  full: <img src={`/img/${name}-full.webp`} alt={`The ${name}, full size`} />,
}));
/* eslint-enable @next/next/no-img-element */

function setup() {
  const user = userEvent.setup({ delay: null });
  render(<LightboxGallery label="2nd Annual Day Celebration" items={items} />);
  return { user };
}

const visibleFull = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('img', { hidden: true })
    .filter((img) => !img.closest('[hidden]'))
    .map((img) => img.getAttribute('alt'));

describe('LightboxGallery', () => {
  it('links each thumbnail to its full-size file, for browsers without JavaScript', () => {
    setup();
    expect(screen.getByRole('link', { name: 'View full size: The lamp' })).toHaveAttribute('href', '/img/lamp.webp');
  });

  it('opens on the picture chosen, labelled by the entry, and moves with the arrow keys, wrapping', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'View full size: The lamp' }));
    const dialog = screen.getByRole('dialog', { name: '2nd Annual Day Celebration' });
    expect(dialog).toHaveAccessibleDescription('Picture 2 of 3');
    expect(visibleFull(dialog)).toEqual(['The lamp, full size']);

    // A browser's showModal() focuses the first control inside; jsdom's stand-in does not.
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(visibleFull(dialog)).toEqual(['The cake, full size']);
    await user.keyboard('{ArrowRight}');
    expect(visibleFull(dialog)).toEqual(['The stage, full size']);
    await user.keyboard('{ArrowLeft}');
    expect(visibleFull(dialog)).toEqual(['The cake, full size']);
    expect(dialog).toHaveAccessibleDescription('Picture 3 of 3');
  });

  it('moves with the side buttons', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'View full size: The stage' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(visibleFull(dialog)).toEqual(['The cake, full size']);
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(visibleFull(dialog)).toEqual(['The stage, full size']);
  });

  it('closes with the Close button and returns focus to the thumbnail that opened it', async () => {
    const { user } = setup();
    const thumb = screen.getByRole('link', { name: 'View full size: The cake' });
    await user.click(thumb);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next picture' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });
});
