import { headerPolicy, type PolicySources } from './csp';

/** HSTS lifetime: one year, in seconds. */
export const HSTS_MAX_AGE = 31_536_000;

/**
 * Powerful features the site never uses, denied to it and to every frame it
 * embeds. Autoplay, encrypted media, picture-in-picture and fullscreen stay
 * allowed: the video player asks for them. Only names Chromium knows are
 * listed; an unknown one is logged as an error on every page.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

export type Header = readonly [name: string, value: string];

/** The headers every response carries, whatever it is. */
export function securityHeaders(sources?: PolicySources): Header[] {
  return [
    ['Strict-Transport-Security', `max-age=${HSTS_MAX_AGE}; includeSubDomains`],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DENIED_FEATURES.map((f) => `${f}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Content-Security-Policy', headerPolicy(sources)],
  ];
}
