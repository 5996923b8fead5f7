import type { PageKey } from '@/content/paths';

/**
 * Words of /offline, the page the service worker shows for a page that is
 * neither kept by the site nor saved in the field kit. The list of what is
 * saved here is built in the browser (components/offline/saved-here.tsx),
 * which imports this module: it imports nothing but types.
 */
export const offlinePage = {
  eyebrow: 'No connection',
  title: 'You are offline',
  lead: 'This device has no connection right now, and the page you opened is not saved on it. The pages below open without one.',
  /** When the worker showed this page in place of another: the address asked for. */
  asked: (path: string) => `You opened ${path}, which is not saved on this device.`,
  retry: 'Try again',
  alwaysTitle: 'Always available offline',
  always: [
    { label: 'Home', page: 'home' },
    { label: 'Branch offices and contact', page: 'contact' },
    { label: 'Link planner', page: 'planner' },
    { label: 'Search', page: 'search' },
    { label: 'Field kit', page: 'fieldKit' },
  ],
  savedTitle: 'Saved on this device',
  checking: 'Looking for saved pages…',
  savedNone: 'Nothing else is saved on this device. Next time you have a connection, open the field kit and save the families you need on site.',
  /** Without a service worker or Cache Storage, nothing can be saved here. */
  unsupported: 'This browser cannot keep pages for use without a connection.',
  /** After a product's name: its datasheet, saved beside the page. */
  datasheet: (model: string) => `${model} datasheet (PDF)`,
} as const satisfies {
  always: readonly { label: string; page: PageKey }[];
  [key: string]: unknown;
};
