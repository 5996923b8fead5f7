import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { PHONE_QUERY } from '@/lib/browser/breakpoints';
import { INLINE_IMAGE_ATTRIBUTE } from '@/lib/hosting/page-markers';
import type { ImageEntry } from '@/lib/media/manifest';
import { getImage, type ImageKey } from '@/lib/media/images';
import styles from './picture.module.css';
import { withClass } from '@/components/ui/class-names';

type NativeImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'loading' | 'fetchPriority' | 'decoding'
>;

export interface PictureProps extends NativeImgProps {
  image: ImageKey;
  /** Empty for a decorative image. */
  alt: string;
  /** The slot's rendered width per layout, e.g. '(min-width: 1240px) 1240px, 100vw'. */
  sizes: string;
  /** Above the fold (the largest paint): load eagerly, ahead of other images. */
  priority?: boolean;
  /**
   * On a phone (PHONE_QUERY), the page's largest paint: the AVIF a phone
   * would pick (PHONE_INLINE_WIDTH) goes into the HTML itself
   * (INLINE_IMAGE_ATTRIBUTE), so that paint needs no request of its own.
   * Tablets and larger screens load their width as before.
   */
  inlineOnPhones?: boolean;
}

/** The width drawn inline for phones: what a 412 px phone at 1.75 dppx picks from the full set anyway. */
export const PHONE_INLINE_WIDTH = 960;

/**
 * A pre-encoded image from the media manifest: AVIF, then WebP, at every
 * width the pipeline wrote; the browser picks by `sizes`. Intrinsic width and
 * height reserve the box before the file arrives, and an opaque image shows
 * its blurred placeholder there meanwhile.
 */
export function Picture({ image, alt, sizes, priority = false, inlineOnPhones = false, className, style, ...imgProps }: PictureProps) {
  const entry = getImage(image);
  return (
    <picture className={styles.picture}>
      {inlineOnPhones ? <PhoneInlineSource src={phoneVariantOf(entry).avif} /> : null}
      <source type="image/avif" srcSet={srcSetOf(entry, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(entry, 'webp')} sizes={sizes} />
      <img
        {...imgProps}
        src={fallbackOf(entry).webp}
        width={entry.width}
        height={entry.height}
        alt={alt}
        decoding="async"
        loading={priority ? undefined : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={withClass(styles.img, className)}
        style={entry.opaque ? { ...placeholderStyle(entry), ...style } : style}
      />
    </picture>
  );
}

function srcSetOf(entry: ImageEntry, format: 'avif' | 'webp'): string {
  return entry.variants.map((variant) => `${variant[format]} ${variant.width}w`).join(', ');
}

/**
 * A phone's copy of a picture, drawn into the HTML by the build
 * (INLINE_IMAGE_ATTRIBUTE): one AVIF file for PHONE_QUERY, ahead of the
 * picture's other sources. Tablets and larger screens pass over it.
 */
export function PhoneInlineSource({ src, width, height }: { src: string; width?: number; height?: number }) {
  return <source media={PHONE_QUERY} type="image/avif" srcSet={src} width={width} height={height} {...{ [INLINE_IMAGE_ATTRIBUTE]: '' }} />;
}

/** The widest variant no wider than `maxWidth` (variants ascend by width), if any. */
function widestUpTo(entry: ImageEntry, maxWidth: number) {
  return entry.variants.findLast((variant) => variant.width <= maxWidth);
}

function phoneVariantOf(entry: ImageEntry) {
  const chosen = widestUpTo(entry, PHONE_INLINE_WIDTH);
  if (chosen === undefined) throw new Error(`Image ${entry.source} has no variant of ${PHONE_INLINE_WIDTH} px or less to draw inline`);
  return chosen;
}

/** Browsers that skip both sources get a mid-size copy, not the widest. */
const FALLBACK_MAX_WIDTH = 1280;

function fallbackOf(entry: ImageEntry) {
  const chosen = widestUpTo(entry, FALLBACK_MAX_WIDTH) ?? entry.variants[0];
  if (chosen === undefined) throw new Error(`Image ${entry.source} has no variants`);
  return chosen;
}

/**
 * The tiny placeholder, blurred by an SVG filter so it reads as a soft preview
 * instead of blocks. The filter works in the tiny image's own pixels, so the
 * blur scales with the rendered size.
 */
function placeholderStyle(entry: ImageEntry): CSSProperties {
  const ratio = entry.height / entry.width;
  const w = 16;
  const h = Math.max(1, Math.round(w * ratio));
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}' preserveAspectRatio='none'>` +
    `<filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='1'/>` +
    `<feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter>` +
    `<image width='100%' height='100%' preserveAspectRatio='none' filter='url(#b)' href='${entry.blur}'/></svg>`;
  // encodeURIComponent leaves ( ) ' alone; escaped too, the URL needs no quotes and survives any CSS parser.
  const escaped = encodeURIComponent(svg).replace(/[()']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  // Unquoted, with no ";charset=": quotes would reach the HTML as &quot; and a ';' in the attribute trips simple
  // style parsers (html-validate's among them). The data is percent-encoded ASCII either way.
  return { backgroundImage: `url(data:image/svg+xml,${escaped})` };
}
