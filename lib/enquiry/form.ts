/**
 * The enquiry form's rules, apart from the DOM: its fields, the hidden fields
 * the form-mail service reads, the auto-reply greeting, the saved draft and
 * the product prefill. The form component only wires these to inputs.
 */

import { autoresponseText, enquiryFieldSpecs, enquiryForm, type EnquiryField } from '@/content/contact';
import { ENQUIRY_STORAGE_KEYS } from './storage';

export type { EnquiryField };

/** The visible fields, in form order (content/contact.ts); each is also the posted field name. */
export const enquiryFields = Object.keys(enquiryFieldSpecs) as readonly EnquiryField[];
export type EnquiryValues = Record<EnquiryField, string>;

/** The name to greet: what was typed, or the fallback ('Customer') when that is empty or only spaces. */
export function greetingName(name: string): string {
  const trimmed = name.trim();
  return trimmed === '' ? enquiryForm.fallbackGreetingName : trimmed;
}

/** The auto-reply text for a visitor who typed `name`. */
export function autoresponseFor(name: string): string {
  return autoresponseText(greetingName(name));
}

/** The free-text field (its posted name), whose text also goes after the list in a WhatsApp message (lib/enquiry/whatsapp.ts). */
export const MESSAGE_FIELD = 'enquiry' satisfies EnquiryField;

export interface HiddenFieldSettings {
  /** The notification e-mail's subject line. */
  subject: string;
  /** Absolute URL the service sends the browser to after a submission. */
  next: string;
  /** Mailbox that receives a copy. */
  cc: string;
  /** The auto-reply text, already greeting the visitor. */
  autoresponse: string;
}

/** Name of the spam trap: people never see it, so a value in it marks a bot. */
export const HONEYPOT_FIELD = '_honey';

/** The form-mail service's control fields, in the order the form carries them. */
export function hiddenFields(s: HiddenFieldSettings): readonly (readonly [string, string])[] {
  return [
    ['_subject', s.subject],
    ['_template', 'table'],
    ['_captcha', 'false'],
    ['_next', s.next],
    ['_cc', s.cc],
    ['_autoresponse', s.autoresponse],
  ];
}

/** Where the draft lives in localStorage (lib/enquiry/storage.ts). */
export const DRAFT_STORAGE_KEY = ENQUIRY_STORAGE_KEYS.draft;

/**
 * The saved draft's text, or null when nothing was typed (the caller then
 * removes the key rather than storing an empty draft). Values are kept as
 * typed: no trimming, no stripping.
 */
export function serialiseDraft(values: Partial<EnquiryValues>): string | null {
  const kept = Object.fromEntries(enquiryFields.flatMap((f) => (values[f] ? [[f, values[f]]] : [])));
  return Object.keys(kept).length === 0 ? null : JSON.stringify(kept);
}

/** A stored draft read back; unknown keys, non-strings and unreadable text are ignored. */
export function parseDraft(raw: string | null): Partial<EnquiryValues> {
  if (raw === null) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const record = data as Record<string, unknown>;
  return Object.fromEntries(
    enquiryFields.flatMap((f) => (typeof record[f] === 'string' ? [[f, record[f]]] : [])),
  ) as Partial<EnquiryValues>;
}

/**
 * The subject a `?product=<key>` link asks for: the product's title, or null
 * when the query names no product or one the catalogue does not know.
 */
export function productSubject(search: string, titles: Readonly<Record<string, string>>): string | null {
  const key = new URLSearchParams(search).get('product');
  if (key === null || !Object.hasOwn(titles, key)) return null;
  return titles[key] ?? null;
}
