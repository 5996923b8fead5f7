'use client';

import { useState, useSyncExternalStore } from 'react';
import { ArrowRight } from '@/components/ui/icons/arrow-right';
import { X } from '@/components/ui/icons/x';
import { compareText } from '@/content/compare';
import type { FamilyKey } from '@/content/catalogue/types';
import { compareNoticeText } from '@/lib/compare/notice-text';
import { compareList, compareNotice } from '@/lib/compare/store';
import { comparePath } from '@/lib/compare/url';
import { useStoredList } from '@/components/hooks/use-stored-list';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './compare-tray.module.css';

export interface CompareTrayPanelProps {
  /** Display name of each family ('Lumora PON'), for the tray's title and messages. */
  familyNames: Readonly<Record<FamilyKey, string>>;
}

const noNotice = () => null;

/**
 * The chosen models, pinned to the bottom of the window while any are
 * chosen: each with a remove button, a "Compare (n)" link to the comparison
 * page, and a status line saying what the last compare control did. It sits
 * at the end of the page's main content and sticks, so it never covers the
 * footer.
 */
export function CompareTrayPanel({ familyNames }: CompareTrayPanelProps) {
  const items = useStoredList(compareList);
  const notice = useSyncExternalStore(compareNotice.subscribe, compareNotice.get, noNotice);
  // A notice from an earlier page of this visit is not news here.
  const [since] = useState(() => compareNotice.get()?.id ?? 0);
  const first = items[0];
  if (!first) return null;

  const name = (family: FamilyKey) => familyNames[family];
  const message = notice && notice.id > since ? compareNoticeText(notice.model, notice.outcome, items.length, name) : '';

  return (
    <section className={styles.tray} aria-label={compareText.tray}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.title}>{compareText.trayTitle(name(first.family))}</p>
        <ul className={styles.chips}>
          {items.map((item) => (
            <li key={item.key} className={styles.chip}>
              <span>{item.model}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={compareText.remove(item.model)}
                onClick={() => {
                  compareList.update((current) => current.filter((i) => i.key !== item.key));
                  compareNotice.show(item.model, { kind: 'removed' });
                }}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <ButtonLink className={styles.open} href={comparePath(items.map((i) => i.key))}>
            {compareText.link(items.length)}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
          <button type="button" className={styles.clear} onClick={() => compareList.set([])}>
            {compareText.clear}
          </button>
        </div>
        <p className={styles.status} role="status">
          {message}
        </p>
      </div>
    </section>
  );
}
