'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex, tabFromHash } from '@/lib/tabs';
import styles from './product-tabs.module.css';

export interface TabItem {
  key: string;
  tabs: readonly string[];
  card: ReactNode;
}

/**
 * The landing grid's category tabs (WAI-ARIA tabs, manual activation: arrows
 * move focus, Enter or Space selects). The selected tab lives in the URL hash
 * so a shared link opens it. Every card is in the server HTML; without
 * JavaScript the first tab, all products, is what shows.
 */
export function ProductTabs({
  idPrefix,
  label,
  tabs,
  items,
}: {
  idPrefix: string;
  label: string;
  tabs: readonly { id: string; label: string }[];
  items: readonly TabItem[];
}) {
  const ids = tabs.map((t) => t.id);
  const [active, setActive] = useState(ids[0]!);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const fromHash = () => {
      const id = tabFromHash(window.location.hash, ids);
      if (id) {
        setActive(id);
        setFocusIndex(ids.indexOf(id));
      }
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
    // ids derive from props that do not change on a page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function select(index: number) {
    const id = ids[index]!;
    setActive(id);
    setFocusIndex(index);
    // replaceState keeps Back for leaving the page, and does not scroll to an element.
    window.history.replaceState(window.history.state, '', `#${id}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(index);
      return;
    }
    const next = nextTabIndex(event.key, index, ids.length);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  const panelId = `${idPrefix}-panel`;
  const visible = items.filter((item) => item.tabs.includes(active));

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            id={`${idPrefix}-tab-${tab.id}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab.id === active}
            aria-controls={panelId}
            tabIndex={i === focusIndex ? 0 : -1}
            onClick={() => select(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
            <span className={styles.count}>{items.filter((item) => item.tabs.includes(tab.id)).length}</span>
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${active}`} className={styles.panel}>
        <p className="visually-hidden" aria-live="polite">
          {visible.length} products
        </p>
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.key} hidden={!item.tabs.includes(active)} data-product={item.key}>
              {item.card}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
