import { phoneNumber, type PhoneNumber } from './phone';

/**
 * Site-wide settings. Every sample value the company will replace lives here:
 * name, slug, contact details, social profiles and service endpoints.
 */

export type SocialKind =
  | 'marketplace'
  | 'threads'
  | 'facebook'
  | 'x'
  | 'linkedin'
  | 'instagram'
  | 'whatsapp'
  | 'youtube';

export interface SocialLink {
  kind: SocialKind;
  /** Accessible name, e.g. 'Lumora on YouTube'. */
  label: string;
  href: string;
}

export interface SiteSettings {
  name: string;
  /** Route slug for the company's own brand: `/${slug}-fiber`, `/${slug}-pon`, `/${slug}edfa`. */
  slug: string;
  /** Trading name without the company form: document author, datasheet header. */
  companyName: string;
  legalName: string;
  tagline: string;
  description: string;
  /** Absolute origin the site is served from; `SITE_URL` at build time wins. */
  baseUrl: string;
  /** Written once as shown; the tel:, WhatsApp and wa.me forms derive from it (content/phone.ts). */
  phone: PhoneNumber;
  email: string;
  hours: { days: string; opens: string; closes: string; timezone: string };
  foundedYear: number;
  copyrightStartYear: number;
  social: readonly SocialLink[];
  enquiryEndpoint: string;
  /**
   * Where web-vitals beacons go: an https URL or a path on this site; off when
   * null. `VITALS_ENDPOINT` at build time wins; the content checks refuse
   * anything else (lib/vitals/endpoint.ts).
   */
  vitalsEndpoint: string | null;
}

const brand = 'Lumora';
const phone = phoneNumber('+91 98100 00000');

export const site = {
  name: brand,
  slug: 'lumora',
  companyName: `${brand} Photonics`,
  legalName: 'Lumora Photonics Pvt. Ltd.',
  tagline: 'Concept of One Stop Solution',
  description:
    'Lumora Photonics supplies fusion splicers, cleavers, fibre test instruments, PON equipment, EDFA amplifiers and optical fibre cable to ISPs, cable operators and integrators across India, and builds electronics and cable in its own factories.',
  baseUrl: process.env.SITE_URL ?? 'https://www.lumora.example',
  phone,
  email: 'info@lumora.example',
  hours: { days: 'Monday to Saturday', opens: '10:00 AM', closes: '7:00 PM', timezone: 'GMT+5:30' },
  foundedYear: 2015,
  copyrightStartYear: 2016,
  social: [
    { kind: 'marketplace', label: `${brand} on the B2B marketplace`, href: 'https://marketplace.example/lumora-photonics' },
    { kind: 'threads', label: `${brand} on Threads`, href: 'https://www.threads.net/@lumora.example' },
    { kind: 'facebook', label: `${brand} on Facebook`, href: 'https://www.facebook.com/lumora.example' },
    { kind: 'x', label: `${brand} on X`, href: 'https://x.com/lumora_example' },
    { kind: 'linkedin', label: `${brand} on LinkedIn`, href: 'https://www.linkedin.com/company/lumora-example' },
    { kind: 'instagram', label: `${brand} on Instagram`, href: 'https://www.instagram.com/lumora.example' },
    { kind: 'whatsapp', label: `Chat with ${brand} on WhatsApp`, href: phone.whatsappHref },
    { kind: 'youtube', label: `${brand} on YouTube`, href: 'https://www.youtube.com/@lumora-example' },
  ],
  enquiryEndpoint: 'https://formsubmit.co/info@lumora.example',
  // An empty VITALS_ENDPOINT counts as unset; the value after `||` is the site's own default.
  vitalsEndpoint: process.env.VITALS_ENDPOINT?.trim() || null,
} as const satisfies SiteSettings;

export function hoursLabel(h: SiteSettings['hours'] = site.hours): string {
  return `${h.days}, ${h.opens} to ${h.closes} (${h.timezone})`;
}

/** Absolute URL of a site path, for canonical links and form redirects. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.baseUrl).toString();
}
