'use client';

import { useEffect, useState } from 'react';
import { WifiOff } from '@/components/ui/icons/wifi-off';
import { SiteLink } from '@/components/ui/site-link';
import { useOnline } from '@/components/hooks/use-online';
import { networkStatus as words } from '@/content/network-status';
import { SAVED_KIT_KEY } from '@/lib/offline/kit';
import styles from './network-status.module.css';

/** Whether this device holds a kit record at all, without reading it: most never saved one. */
function hasSavedKit(): boolean {
  try {
    return localStorage.getItem(SAVED_KIT_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the field kit saved on this device is older than the site: asked
 * once a page is online, and only of a device that saved one. The check
 * (lib/offline/kit-check.ts, with the kit's arithmetic) is loaded then, so it
 * costs no other visitor's first view anything; it makes one small request,
 * which the service worker answers from the network first.
 */
function useKitOutdated(online: boolean): boolean {
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    if (!online || outdated || !hasSavedKit()) return;
    let live = true;
    import('@/lib/offline/kit-check')
      .then(({ savedKitIsOutdated }) => savedKitIsOutdated())
      .then((value) => live && setOutdated(value))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [online, outdated]);
  return outdated;
}

/**
 * The header's network state: a quiet "Offline" badge while the browser has
 * no connection, and a polite word when the saved field kit is out of date.
 * Both sit in one live region that is in the exported HTML, empty, so a
 * screen reader hears each as it appears, and the header's layout never
 * moves as the page hydrates.
 * Its words are bundled, not passed as props, so no page's payload carries them.
 */
export function NetworkStatus() {
  const online = useOnline();
  const outdated = useKitOutdated(online);
  return (
    <div className={styles.region} aria-live="polite">
      {online ? null : (
        <span className={styles.offline} title={words.offlineDetail}>
          <WifiOff size={16} aria-hidden="true" />
          {words.offline}
          <span className="visually-hidden"> {words.offlineDetail}</span>
        </span>
      )}
      {online && outdated ? (
        <SiteLink href={words.kitPath} className={styles.kit}>
          <span className="visually-hidden-if">{words.kitOutdated}</span>
          <span className={styles.short} aria-hidden="true">
            {words.kitOutdatedShort}
          </span>
        </SiteLink>
      ) : null}
    </div>
  );
}
