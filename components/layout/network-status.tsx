'use client';

import { useEffect, useState } from 'react';
import { WifiOff } from '@/components/ui/icons/wifi-off';
import { SiteLink } from '@/components/ui/site-link';
import { useOnline } from '@/components/hooks/use-online';
import { networkStatus as words } from '@/content/network-status';
import { FIELD_KIT_MANIFEST_PATH } from '@/lib/offline/caches';
import { isFieldKitManifest, savedKitOutdated } from '@/lib/offline/choice';
import { readSavedKit } from '@/lib/offline/saved-kit';
import styles from './network-status.module.css';

/**
 * Whether the field kit saved on this device is older than the site: asked
 * once a page is online, and only of a device that saved one (one small
 * request, which the service worker answers from the network first).
 */
function useKitOutdated(online: boolean): boolean {
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    if (!online || outdated) return;
    const saved = readSavedKit();
    if (!saved) return;
    let live = true;
    fetch(FIELD_KIT_MANIFEST_PATH, { cache: 'no-cache' })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((current) => live && isFieldKitManifest(current) && setOutdated(savedKitOutdated(saved, current)))
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
          {words.kitOutdated}
        </SiteLink>
      ) : null}
    </div>
  );
}
