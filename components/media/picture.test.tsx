import { render, screen } from '@testing-library/react';
import type { ImageKey } from '@/lib/media/images';
import { PHONE_QUERY } from '@/lib/browser/breakpoints';
import { INLINE_IMAGE_ATTRIBUTE } from '@/lib/hosting/page-markers';
import { PHONE_INLINE_WIDTH, Picture } from './picture';

jest.mock('@/media/image-manifest.json', () => {
  const variant = (width: number, height: number) => ({
    width,
    height,
    avif: `/img/test/wide-${width}.abcd1234.avif`,
    webp: `/img/test/wide-${width}.abcd1234.webp`,
  });
  const wide = {
    source: 'media/images/test/wide.png',
    hash: '0'.repeat(64),
    width: 1920,
    height: 640,
    opaque: true,
    blur: 'data:image/webp;base64,AAAA',
    variants: [variant(320, 107), variant(640, 213), variant(960, 320), variant(1280, 427), variant(1920, 640)],
  };
  const logo = { ...wide, width: 640, height: 240, opaque: false, variants: [variant(320, 120), variant(640, 240)] };
  return { encoder: '', images: { 'test/wide': wide, 'test/logo': logo } };
});

const WIDE = 'test/wide' as ImageKey;
const LOGO = 'test/logo' as ImageKey;
const SIZES = '(min-width: 1240px) 1240px, 100vw';

function sources(container: HTMLElement) {
  return Array.from(container.querySelectorAll('picture > source'));
}

describe('Picture', () => {
  it('offers AVIF then WebP at every encoded width, with the given sizes', () => {
    const { container } = render(<Picture image={WIDE} alt="Light through fibre" sizes={SIZES} />);
    const [avif, webp] = sources(container);
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute(
      'srcset',
      '/img/test/wide-320.abcd1234.avif 320w, /img/test/wide-640.abcd1234.avif 640w, /img/test/wide-960.abcd1234.avif 960w, /img/test/wide-1280.abcd1234.avif 1280w, /img/test/wide-1920.abcd1234.avif 1920w',
    );
    expect(avif).toHaveAttribute('sizes', SIZES);
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp?.getAttribute('srcset')).toContain('/img/test/wide-1920.abcd1234.webp 1920w');
    expect(webp).toHaveAttribute('sizes', SIZES);
  });

  it('gives the img its intrinsic size, alt text and a mid-size fallback', () => {
    render(<Picture image={WIDE} alt="Light through fibre" sizes={SIZES} />);
    const img = screen.getByRole('img', { name: 'Light through fibre' });
    expect(img).toHaveAttribute('width', '1920');
    expect(img).toHaveAttribute('height', '640');
    expect(img).toHaveAttribute('src', '/img/test/wide-1280.abcd1234.webp');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('loads lazily by default', () => {
    render(<Picture image={WIDE} alt="Banner" sizes={SIZES} />);
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads a priority image eagerly at high fetch priority', () => {
    render(<Picture image={WIDE} alt="Hero" sizes={SIZES} priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).not.toHaveAttribute('loading');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('paints the blurred placeholder behind an opaque image only', () => {
    render(
      <>
        <Picture image={WIDE} alt="Opaque" sizes={SIZES} />
        <Picture image={LOGO} alt="Transparent logo" sizes="160px" />
      </>,
    );
    const opaque = screen.getByRole('img', { name: 'Opaque' });
    expect(opaque.style.backgroundImage).toMatch(/^url\("data:image\/svg\+xml/);
    expect(decodeURIComponent(opaque.style.backgroundImage)).toContain('data:image/webp;base64,AAAA');
    expect(screen.getByRole('img', { name: 'Transparent logo' }).style.backgroundImage).toBe('');
  });

  it('passes native img props through and keeps the caller class', () => {
    render(<Picture image={WIDE} alt="" sizes={SIZES} className="hero" data-testid="pic" style={{ objectPosition: 'left' }} />);
    const img = screen.getByTestId('pic');
    expect(img).toHaveClass('hero');
    expect(img).toHaveAttribute('alt', '');
    expect(img.style.objectPosition).toBe('left');
    expect(img.style.backgroundImage).not.toBe('');
  });

  it('marks the phone width’s AVIF to go inline, first and for phones only, when asked', () => {
    const { container } = render(<Picture image={WIDE} alt="" sizes={SIZES} priority inlineOnPhones />);
    const [phone, avif, webp] = sources(container);
    expect(phone).toHaveAttribute('media', PHONE_QUERY);
    expect(phone).toHaveAttribute('type', 'image/avif');
    expect(phone).toHaveAttribute('srcset', `/img/test/wide-${PHONE_INLINE_WIDTH}.abcd1234.avif`);
    expect(phone).toHaveAttribute(INLINE_IMAGE_ATTRIBUTE, '');
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).not.toHaveAttribute(INLINE_IMAGE_ATTRIBUTE);
    expect(webp).toHaveAttribute('type', 'image/webp');

    const plain = render(<Picture image={WIDE} alt="" sizes={SIZES} priority />).container;
    expect(plain.querySelector(`[${INLINE_IMAGE_ATTRIBUTE}]`)).toBeNull();
  });

  it('takes the widest variant up to the phone width when there is no exact one', () => {
    const { container } = render(<Picture image={LOGO} alt="" sizes={SIZES} inlineOnPhones />);
    expect(sources(container)[0]).toHaveAttribute('srcset', '/img/test/wide-640.abcd1234.avif');
  });

  it('throws a named error for a key the manifest lacks', () => {
    expect(() => render(<Picture image={'banners/nope' as ImageKey} alt="x" sizes={SIZES} />)).toThrow(
      'image "banners/nope" is not in the media manifest',
    );
  });
});
