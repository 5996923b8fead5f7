import type { EnquiryProduct, ProductLookup } from './list';
import { fetchChecked, loadOnce } from '../browser/load-once';

/**
 * `/enquiry-products.json`: model and title of every product by key, for the
 * enquiry form's `?product=` subject and its list. A file the form fetches
 * when it needs one, so /contact stays the same size however large the
 * catalogue grows (app/enquiry-products.json/route.ts writes it).
 */
export const ENQUIRY_PRODUCTS_PATH = '/enquiry-products.json';

export type EnquiryProducts = Readonly<Record<string, EnquiryProduct>>;

export function isEnquiryProducts(value: unknown): value is EnquiryProducts {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (p) => typeof p === 'object' && p !== null && typeof (p as EnquiryProduct).model === 'string' && typeof (p as EnquiryProduct).title === 'string',
  );
}

const loadFile = loadOnce((path: string) => fetchChecked(path, isEnquiryProducts, 'Enquiry products'));

/** The file, fetched once per page; a failure is forgotten so a later need fetches again. */
export function loadEnquiryProducts(): Promise<EnquiryProducts> {
  return loadFile(ENQUIRY_PRODUCTS_PATH);
}

/** A lookup over the file's products (or none yet): a key it does not hold, inherited names included, finds nothing. */
export function productLookup(products: EnquiryProducts | null): ProductLookup {
  return (key) => (products !== null && Object.hasOwn(products, key) ? (products[key] ?? null) : null);
}
