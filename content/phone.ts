/**
 * A phone number is written once, as people read it ('+91 98100 00000');
 * the `tel:` link, the WhatsApp number and the wa.me chat link are derived
 * from it, so changing the number in one place changes all four.
 */
export interface PhoneNumber {
  /** As shown: country code, then the number in groups. */
  display: string;
  /** For `tel:` links: the plus and the digits. */
  tel: string;
  /** WhatsApp's form: the digits, country code first, no plus. */
  whatsapp: string;
  /** The chat link WhatsApp opens for the number. */
  whatsappHref: string;
}

/** An international number as shown: a plus, the country code, then digits in groups of at least two. */
export const DISPLAY_NUMBER = /^\+\d{1,3}(?: \d{2,5})+$/;

export function phoneNumber(display: string): PhoneNumber {
  const digits = display.replace(/\D/g, '');
  return { display, tel: `+${digits}`, whatsapp: digits, whatsappHref: `https://wa.me/${digits}` };
}

/** A `tel:` link for a number as shown. */
export function telHref(display: string): string {
  return `tel:${phoneNumber(display).tel}`;
}
