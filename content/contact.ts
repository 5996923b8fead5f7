import { site } from './site';

/**
 * Words of the contact page, the enquiry form, the thank-you page and the
 * compact contact summary. Settings (phone, mailbox, hours, endpoint) come
 * from site.ts; offices from branches.ts.
 */

export const contactPage = {
  eyebrow: 'Contact us',
  title: 'Talk to our fibre experts',
  lead: 'Tell us what you are building and we will come back with the right products, prices and delivery times, usually within one working day.',
  formTitle: 'Send an enquiry',
  directTitle: 'Contact us directly',
  directLead: 'Call, message or write to our head office during business hours.',
  branchTitle: 'Find a branch',
  branchPicker: 'Choose a branch',
  openMap: 'Open in OpenStreetMap',
} as const;

/** Places on the contact page that other pages and the installed app's shortcuts open by fragment (`/contact#branches`). */
export const contactAnchors = {
  /** The branch finder: every branch office, with its map. */
  branches: 'branches',
  /** The head office's phone, WhatsApp, e-mail and hours: where search sends a question for sales (price, warranty). */
  direct: 'direct-contact',
} as const;

export interface EnquiryFieldSpec {
  label: string;
  required: boolean;
  type: 'text' | 'tel' | 'email' | 'textarea';
  autoComplete: string;
  placeholder?: string;
  /** Rows of the enquiry text area. */
  rows?: number;
}

/** The visible fields (spec 5), in form order; each key is also the posted field name. Only name, mobile and subject are required. */
export const enquiryFieldSpecs = {
  name: { label: 'Name', required: true, type: 'text', autoComplete: 'name', placeholder: 'Required' },
  company: { label: 'Company', required: false, type: 'text', autoComplete: 'organization' },
  mobile: { label: 'Mobile', required: true, type: 'tel', autoComplete: 'tel' },
  email: { label: 'E-mail', required: false, type: 'email', autoComplete: 'email' },
  subject: { label: 'Subject', required: true, type: 'text', autoComplete: 'off' },
  // street-address is for a multi-line <textarea>; a one-line field takes address-line1.
  address: { label: 'Address', required: false, type: 'text', autoComplete: 'address-line1' },
  enquiry: { label: 'Enquiry', required: false, type: 'textarea', autoComplete: 'off', rows: 5 },
} as const satisfies Record<string, EnquiryFieldSpec>;

export type EnquiryField = keyof typeof enquiryFieldSpecs;

export const enquiryForm = {
  requiredNote: 'Fields marked * are required.',
  submit: 'Send enquiry',
  draftNote: 'What you type is kept on this device until you send it.',
  /** Beside the send button after a send while offline (lib/enquiry/offline.ts); the words are issue 27's. */
  offlineKept: 'You are offline. Your enquiry is kept on this device; send it when you are back online.',
  /** In its place once the connection returns, followed by the "Send now" button. */
  offlineReady: 'You are back online. Your kept enquiry is ready to send.',
  sendNow: 'Send now',
  honeypotLabel: 'Leave this field empty',
  /** Whom the auto-reply greets when the visitor left the name empty. */
  fallbackGreetingName: 'Customer',
  /** Subject line of the notification e-mail the company receives. */
  notificationSubject: `New contact form submission from the ${site.name} website`,
} as const;

/** The enquiry sent on WhatsApp instead, beside the form (lib/enquiry/whatsapp.ts): the list, plans and message go as the chat's first message. */
export const enquiryWhatsApp = {
  lead: 'Prefer WhatsApp? Send this enquiry to our sales team as a chat: your product list, link plans and message go with it.',
  link: 'Send on WhatsApp',
  /** Read after `link` by screen readers; an arrow-out icon shows it on screen. */
  newTab: ' (opens in a new tab)',
} as const;

/** The auto-reply the visitor receives; `greeting` is the name typed, or the fallback (lib/enquiry/form.ts greetingName). */
export function autoresponseText(greeting: string): string {
  return `Dear ${greeting}, thank you for contacting us. Your enquiry has reached the team at ${site.legalName}, and one of us will get back to you within one working day. For anything urgent, call us on ${site.phone.display}.`;
}

export const contactHeaderPage = {
  eyebrow: 'Contact details',
  title: `Reach ${site.name}`,
  lead: 'Everything you need to get in touch, on one page.',
  directTitle: 'Phone, WhatsApp and e-mail',
  headOfficeTitle: 'Head office',
  allBranches: 'All branch offices and the enquiry form',
} as const;

/** Labels of the direct-contact details, shared by the contact, thank-you and contact-summary pages. */
export const directContactLabels = {
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  hours: 'Business hours',
} as const;
