'use client';

import { useEffect, useState } from 'react';
import { useBrowserValue } from '@/components/hooks/use-browser-value';
import { SiteLink } from '@/components/ui/site-link';
import { offlinePage as words } from '@/content/offline';
import { reconcile } from '@/lib/offline/choice';
import { cachedKitPaths, canKeepKit } from '@/lib/offline/device';
import type { OfflineLink } from '@/lib/offline/groups';
import { readSavedKit } from '@/lib/offline/saved-kit';
import styles from './saved-here.module.css';

export interface SavedHereProps {
  /** Every group's pages; the ones this device holds are shown. */
  groups: readonly { key: string; label: string; links: readonly OfflineLink[] }[];
}

/**
 * /offline's list of what the field kit saved on this device, by group:
 * the pages the kit cache holds and its record lists, each product page
 * with its datasheet when that is saved too.
 */
export function SavedHere({ groups }: SavedHereProps) {
  const supported = useBrowserValue(canKeepKit, true);
  const [found, setFound] = useState<ReadonlySet<string> | null>(null);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void cachedKitPaths()
      .catch(() => new Set<string>())
      .then((cached) => {
        const kit = reconcile(readSavedKit(), cached).kit;
        if (live) setFound(new Set(Object.keys(kit?.files ?? {})));
      });
    return () => {
      live = false;
    };
  }, [supported]);

  if (!supported) return <p className={styles.quiet}>{words.unsupported}</p>;
  if (found === null) return <p className={styles.quiet}>{words.checking}</p>;

  const saved = groups
    .map((group) => ({ ...group, links: group.links.filter((link) => found.has(link.href)) }))
    .filter((group) => group.links.length > 0);
  if (saved.length === 0) return <p className={styles.quiet}>{words.savedNone}</p>;

  return (
    <div className={styles.groups}>
      {saved.map((group) => (
        <section key={group.key} aria-labelledby={`saved-${group.key}`}>
          <h3 id={`saved-${group.key}`}>{group.label}</h3>
          <ul className={styles.links}>
            {group.links.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href}>{link.label}</SiteLink>
                {link.datasheet && found.has(link.datasheet.href) ? (
                  <SiteLink href={link.datasheet.href} className={styles.sheet}>
                    {words.datasheet(link.datasheet.model)}
                  </SiteLink>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
