'use client';

import { useState, useSyncExternalStore } from 'react';
import { ArrowRight } from '@/components/ui/icons/arrow-right';
import { X } from '@/components/ui/icons/x';
import { compareText } from '@/content/compare';
import type { FamilyKey } from '@/content/catalogue/types';
import { compareNoticeText } from '@/lib/compare/notice-text';
import { compareList, compareNotice } from '@/lib/compare/store';
import { compareTrayHidden } from '@/lib/compare/tray-hidden';
import { comparePath } from '@/lib/compare/url';
import { usePaintedValue } from '@/components/hooks/use-painted-value';
import { useStoredList } from '@/components/hooks/use-stored-list';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './compare-tray.module.css';

export interface CompareTrayPanelProps {
  /** Display name of each family ('Lumora PON'), for the tray's title and messages. */
  familyNames: Readonly<Record<FamilyKey, string>>;
  /** The page's family: the tray keeps off another family's pages. */
  family: FamilyKey;
}

const noNotice = () => null;

/**
 * The chosen models, pinned to the bottom of the window while any are
 * chosen: each with a remove button, a "Compare (n)" link to the comparison
 * page, and a status line saying what the last compare control did. It sits
 * at the end of the page's main content and sticks, so it never covers the
 * footer. On another family's pages it keeps away, unless a control there
 * was just refused and it has to say why. "Hide" puts it away for the visit,
 * down to a "Compare (n)" button that opens it again.
 */
export function CompareTrayPanel({ familyNames, family }: CompareTrayPanelProps) {
  // A paint behind the controls: a compare toggle shows itself pressed in its own frame, and the tray follows.
  const items = usePaintedValue(useStoredList(compareList));
  const notice = usePaintedValue(useSyncExternalStore(compareNotice.subscribe, compareNotice.get, noNotice));
  // A notice from an earlier page of this visit is not news here.
  const [since] = useState(() => compareNotice.get()?.id ?? 0);
  const [hidden, setHidden] = useState(compareTrayHidden.get);
  const first = items[0];
  const name = (key: FamilyKey) => familyNames[key];
  const message = notice && notice.id > since ? compareNoticeText(notice.model, notice.outcome, items.length, name) : '';
  // On another family's page a control can only be refused; the tray shows then, to say why.
  if (!first || (first.family !== family && !message)) return null;

  return (
    <section className={styles.tray} aria-label={compareText.tray} data-hidden={hidden || undefined}>
      <div className={`container ${styles.inner}`}>
        {/* One button in both states, first in both, so it keeps the focus when it is pressed. */}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!hidden}
          onClick={() => {
            compareTrayHidden.set(!hidden);
            setHidden(!hidden);
          }}
        >
          {hidden ? compareText.link(items.length) : compareText.hide}
        </button>
        {hidden ? null : (
          <>
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
          </>
        )}
        <p className={styles.status} role="status">
          {message}
        </p>
      </div>
    </section>
  );
}
