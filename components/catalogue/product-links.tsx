import { buttonClassName, type ButtonVariant } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';
import { FileDown, MessageSquare } from 'lucide-react';
import { datasheetPath, hasDatasheet } from '@/content/catalogue';
import { catalogueLabels } from '@/content/catalogue/labels';
import type { Product } from '@/content/catalogue/types';
import { enquiryPath } from '@/content/paths';

interface LinkProps {
  product: Product;
  className?: string;
  /** Dressed as the site's Button: of this variant, or 'plain' (its shape, the colours from `className`); undefined leaves it to `className`. */
  button?: ButtonVariant | 'plain';
  iconSize?: number;
  /** Visually hidden words after the label, when the link sits apart from the product's name. */
  hiddenSuffix?: string;
}

/** 'Enquire Now': the enquiry form with the subject set to this product. */
export function EnquireLink({ product, className, button, iconSize = 18, hiddenSuffix }: LinkProps) {
  return (
    <SiteLink {...dress(className, button)} href={enquiryPath(product.key)}>
      <MessageSquare size={iconSize} aria-hidden="true" />
      {catalogueLabels.enquire}
      {hiddenSuffix ? <span className="visually-hidden">{hiddenSuffix}</span> : null}
    </SiteLink>
  );
}

/** 'Download Catalog': the product's generated datasheet in a new tab; nothing for a product without one. */
export function DatasheetLink({ product, className, button, iconSize = 18, hiddenSuffix = '' }: LinkProps) {
  if (!hasDatasheet(product)) return null;
  return (
    <a {...dress(className, button)} href={datasheetPath(product)} target="_blank" rel="noopener">
      <FileDown size={iconSize} aria-hidden="true" />
      {catalogueLabels.downloadCatalog}
      <span className="visually-hidden">
        {hiddenSuffix}
        {catalogueLabels.datasheetHint}
      </span>
    </a>
  );
}

/** The link's class and variant: the caller's class alone, or on top of the site's Button ('plain': its shape, the caller's colours). */
function dress(className: string | undefined, button: LinkProps['button']): { className?: string; 'data-variant'?: ButtonVariant } {
  if (button === undefined) return { className };
  if (button === 'plain') return { className: buttonClassName(className) };
  return { className: buttonClassName(className), 'data-variant': button };
}
