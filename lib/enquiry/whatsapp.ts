import type { EnquiryItem, ProductLookup } from './list';
import { productsFieldText } from './list-text';
import { plansFieldText, type EnquiryPlan } from './plans';

/**
 * The enquiry sent as a WhatsApp message: the same product lines and plan
 * addresses the form posts, then what the buyer typed, in a wa.me chat link
 * to the company's number (content/phone.ts). The text carries no words of
 * its own, only the records' and the buyer's, so any edition can send it.
 */

export interface WhatsAppEnquiry {
  items: readonly EnquiryItem[];
  lookup: ProductLookup;
  plans: readonly EnquiryPlan[];
  /** The site's origin, put before each plan's path so the address opens as it is. */
  origin: string;
  /** The enquiry typed so far in the form. */
  message: string;
}

/**
 * The message: one `<model> — <title> × <qty>` line per product, then each
 * attached plan's address, then the typed message, the parts a blank line
 * apart; '' when there is nothing to send.
 */
export function whatsAppText({ items, lookup, plans, origin, message }: WhatsAppEnquiry): string {
  return [productsFieldText(items, lookup), plansFieldText(plans, origin), message.trim()].filter((part) => part !== '').join('\n\n');
}

/**
 * The chat link: the number's own wa.me address (PhoneNumber.whatsappHref)
 * with the text as `?text=`, every character escaped; the bare address when
 * there is no text, as the exported page has it without JavaScript.
 */
export function whatsAppHref(chatHref: string, text: string): string {
  return text === '' ? chatHref : `${chatHref}?text=${encodeURIComponent(text)}`;
}
