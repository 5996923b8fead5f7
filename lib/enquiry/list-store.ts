import { createStoredList } from '@/lib/browser/stored-list';
import { ENQUIRY_LIST_STORAGE_KEY, ENQUIRY_LIST_VERSION, parseEnquiryItem, type EnquiryItem } from './list';

/** The enquiry list of this browser, shared by every control, the header, the contact form and other tabs. */
export const enquiryList = createStoredList<EnquiryItem>({
  key: ENQUIRY_LIST_STORAGE_KEY,
  version: ENQUIRY_LIST_VERSION,
  parseItem: parseEnquiryItem,
});
