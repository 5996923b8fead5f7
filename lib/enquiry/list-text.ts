import { enquiryListText } from '@/content/enquiry-list';
import { resolveItems, type EnquiryItem, type EnquiryProduct, type ProductLookup } from './list';

/**
 * The words the enquiry list puts into the form: the posted `products`
 * field and the subject line it suggests.
 */

/** Models named in a subject filled from the list; the rest are counted. */
export const SUBJECT_MAX_MODELS = 3;

/** One line of the posted field: `<model> — <title> × <qty>`. */
export function productLine(product: EnquiryProduct, quantity: number): string {
  return `${product.model} — ${product.title} × ${quantity}`;
}

/** The `products` field: one readable line per product, so the form-mail table shows it as it is. */
export function productsFieldText(items: readonly EnquiryItem[], lookup: ProductLookup): string {
  return resolveItems(items, lookup)
    .map((item) => productLine(item, item.quantity))
    .join('\n');
}

/** The subject line the list suggests, or '' for an empty list. */
export function enquiryListSubject(items: readonly EnquiryItem[], lookup: ProductLookup): string {
  const models = resolveItems(items, lookup).map((item) => item.model);
  if (models.length === 0) return '';
  const shown = models.slice(0, SUBJECT_MAX_MODELS);
  return enquiryListText.subject(shown, models.length - shown.length);
}
