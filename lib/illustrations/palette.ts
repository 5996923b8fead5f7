import type { FiberColor } from '@/content/catalogue/illustration';

/**
 * Colours of the product illustrations as literal hex: the SVGs are also
 * rendered standalone (datasheets, Open Graph) where the page's custom
 * properties do not exist. Brand values are copied from app/tokens.css and a
 * test keeps them in step.
 */
export const BRAND = {
  navy950: '#06152b',
  navy900: '#0a2146',
  navy800: '#0f2f5f',
  navy700: '#17427f',
  blue600: '#1459b8',
  blue500: '#2b72d6',
  cyan400: '#35c6d9',
  cyan600: '#0b7f90',
  cyan100: '#dff6f9',
  amber500: '#f2a33a',
  amber700: '#b45309',
  ink: '#0e1a2b',
  inkMuted: '#4a5a70',
  line: '#d6dee9',
  surface: '#ffffff',
  surfaceAlt: '#f3f6fa',
  surfaceSunken: '#e8eef6',
  onDarkMuted: '#c3d2e6',
} as const;

/**
 * Colours fixed by the industry rather than the brand: a fibre's jacket
 * colour is how a technician identifies it, APC connectors are green by
 * convention and a fault locator's beam is visible red.
 */
export const FIBER_HEX = {
  blue: '#1f5fd1',
  orange: '#f08a24',
  green: '#2e9e4f',
  brown: '#8a5a33',
  slate: '#7d8b99',
  white: '#f7f9fb',
  red: '#d7263d',
  black: '#1b1f24',
  yellow: '#f4d03f',
  violet: '#7e4fc2',
  rose: '#f29bb4',
  aqua: '#4fd1c5',
} as const satisfies Record<FiberColor, string>;

export const APC_GREEN = '#2e9e4f';
export const LED_GREEN = '#3ddc84';
export const LASER_RED = '#e3262f';
