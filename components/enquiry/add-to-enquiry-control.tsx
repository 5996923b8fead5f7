import type { Product } from '@/content/catalogue/types';
import { enquiryListControls } from '@/content/enquiry-list';
import { ENQUIRY_LIST_CAP } from '@/lib/enquiry/list';
import { AddToEnquiry, type AddToEnquiryWords } from './add-to-enquiry';

/** "Add to enquiry" for any product, named after it for screen readers. */
export function AddToEnquiryControl({ product, place = 'card' }: { product: Product; place?: 'card' | 'hero' }) {
  return <AddToEnquiry productKey={product.key} words={addToEnquiryWords(product.cardTitle ?? product.model)} place={place} />;
}

/** The planner's toggle words: the model goes after `addFor` and `addedFor` in the browser (components/planner/planner-parts.tsx). */
export function plannerEnquiryWords(): Record<'add' | 'added' | 'remove' | 'addFor' | 'addedFor' | 'full', string> {
  const { add, added, remove, addFor, addedFor, full } = enquiryListControls;
  return { add, added, remove, addFor: addFor(''), addedFor: addedFor(''), full: full(ENQUIRY_LIST_CAP) };
}

/** The toggle's words for a product named `name`, resolved on the server so the browser's script carries none. */
export function addToEnquiryWords(name: string): AddToEnquiryWords {
  const { add, added, remove, addFor, addedFor, full } = enquiryListControls;
  return { add, added, remove, addSuffix: addFor(name), addedSuffix: addedFor(name), full: full(ENQUIRY_LIST_CAP) };
}
