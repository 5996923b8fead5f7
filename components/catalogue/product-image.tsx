import type { ProductImage as ProductImageRecord } from '@/content/catalogue/types';
import { Picture } from '@/components/media/picture';
import { ProductIllustration } from '@/components/media/illustrations/product-illustration';
import { illustrationPath, illustrationSize } from '@/lib/illustrations/files';

/**
 * A product's picture: its photo when the record names one, else the drawing
 * made from its spec, served as a static SVG file (app/illustrations), or,
 * with `inline`, drawn into the HTML: only for a page's largest picture (the
 * product hero), which then paints with the text instead of waiting for a
 * request of its own. Cards keep the file, which the browser caches once.
 */
export function ProductImage({
  image,
  sizes,
  priority = false,
  inline = false,
  className,
}: {
  image: ProductImageRecord;
  sizes: string;
  priority?: boolean;
  inline?: boolean;
  className?: string;
}) {
  if (image.kind === 'photo') {
    return <Picture image={image.image} alt={image.alt} sizes={sizes} priority={priority} className={className} />;
  }
  if (inline) return <ProductIllustration spec={image.spec} title={image.alt} className={className} />;
  const { width, height } = illustrationSize(image.spec);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a vector file needs no resizing pipeline
    <img
      src={illustrationPath(image.spec)}
      alt={image.alt}
      width={width}
      height={height}
      className={className}
      decoding="async"
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
