import { FIELD_KIT_PATH } from './client-paths';

/** The header's network words (components/layout/network-status.tsx). */
export const networkStatus = {
  /** The quiet badge while the browser has no connection. */
  offline: 'Offline',
  /** Read after the badge by screen readers, and its tooltip. */
  offlineDetail: 'Saved pages still open.',
  /** Said politely, as a link to the field kit, once a page finds the kit saved on this device is older than the site. */
  kitOutdated: 'Field kit out of date',
  /** What a phone's header shows of it, where the whole phrase has no room; the link is still named by the whole. */
  kitOutdatedShort: 'Update kit',
  kitPath: FIELD_KIT_PATH,
} as const;
