import { addToEnquiry, type EnquiryItem } from '@/lib/enquiry/list';
import type { CompareProductData } from './data';

/**
 * "Add all to enquiry" on /compare: every compared product goes on the
 * enquiry list. A model goes as its product, since a line of the list is a
 * product; two models of one product make one line.
 */

export interface AddAllResult {
  items: readonly EnquiryItem[];
  /** Products put on the list now. */
  added: number;
  /** Products the list held already. */
  present: number;
  /** Products left off because the list is full. */
  full: number;
}

/** The product keys of the compared entries, each once, in column order. */
export function enquiryKeys(entries: readonly Pick<CompareProductData, 'key' | 'product'>[]): string[] {
  return [...new Set(entries.map((e) => e.product ?? e.key))];
}

export function addAllToEnquiry(items: readonly EnquiryItem[], keys: readonly string[]): AddAllResult {
  const result: AddAllResult = { items, added: 0, present: 0, full: 0 };
  for (const key of keys) {
    const { items: next, outcome } = addToEnquiry(result.items, key);
    result.items = next;
    result[outcome === 'added' ? 'added' : outcome === 'present' ? 'present' : 'full'] += 1;
  }
  return result;
}
