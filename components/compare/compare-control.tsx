import type { Product } from '@/content/catalogue/types';
import { compareText } from '@/content/compare';
import { isComparable } from '@/lib/compare/build-data';
import { CompareToggle } from './compare-toggle';

/** "Compare <model>" for a product with spec tables; nothing for any other. */
export function CompareControl({ product, variant }: { product: Product; variant: 'overlay' | 'hero' }) {
  if (!isComparable(product)) return null;
  return (
    <CompareToggle
      productKey={product.key}
      family={product.family}
      model={product.model}
      label={compareText.control}
      variant={variant}
    />
  );
}
