import type { Product } from '@/content/catalogue/types';
import { enquiryListControls } from '@/content/enquiry-list';
import { ENQUIRY_LIST_CAP } from '@/lib/enquiry/list';
import { AddToEnquiry } from './add-to-enquiry';

/** "Add to enquiry" for any product, named after it for screen readers. */
export function AddToEnquiryControl({ product, place = 'card' }: { product: Product; place?: 'card' | 'hero' }) {
  return (
    <AddToEnquiry
      productKey={product.key}
      label={enquiryListControls.add}
      labelSuffix={enquiryListControls.addFor(product.cardTitle ?? product.model)}
      fullMessage={enquiryListControls.full(ENQUIRY_LIST_CAP)}
      place={place}
    />
  );
}
