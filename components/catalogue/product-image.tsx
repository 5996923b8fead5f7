import type { ProductImage as ProductImageRecord } from '@/content/catalogue/types';
import { Picture } from '@/components/media/picture';
import { illustrationPath, illustrationSize } from '@/lib/illustrations/files';

/**
 * A product's picture: its photo when the record names one, else the drawing
 * made from its spec, served as a static SVG file (app/illustrations).
 */
export function ProductImage({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: ProductImageRecord;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (image.kind === 'photo') {
    return <Picture image={image.image} alt={image.alt} sizes={sizes} priority={priority} className={className} />;
  }
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
