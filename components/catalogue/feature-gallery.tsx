'use client';

import { useState, type ReactNode } from 'react';
import styles from './feature-gallery.module.css';

export interface GalleryItem {
  label: string;
  text?: string;
  icon: ReactNode;
  /** The item's own picture; null when it has none. */
  image: ReactNode | null;
}

/**
 * A main image with feature icons under it (the FC-6 series page): pressing an
 * icon shows its picture and marks the icon active. An icon without a picture
 * of its own leaves `fallback` (the product's picture) in place, so no alt
 * text ever describes a picture that is not on screen.
 */
export function FeatureGallery({ items, label, fallback }: { items: readonly GalleryItem[]; label: string; fallback: ReactNode }) {
  const [active, setActive] = useState(0);
  const current = items[active]!;
  return (
    <div className={styles.root}>
      <div className={styles.main} aria-live="polite">
        {current.image ?? fallback}
        <p className={styles.caption}>
          <strong>{current.label}</strong>
          {current.text ? ` — ${current.text}` : null}
        </p>
      </div>
      <div role="group" aria-label={label} className={styles.icons}>
        {items.map((item, i) => (
          <button
            key={item.label}
            type="button"
            className={styles.icon}
            aria-pressed={i === active}
            onClick={() => setActive(i)}
          >
            {item.icon}
            {/* Non-breaking hyphens: a model number such as FC-6M-C never splits across lines in a narrow button. */}
            <span>{item.label.replace(/(?<=[A-Z0-9])-(?=[A-Z0-9])/g, '\u2011')}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
