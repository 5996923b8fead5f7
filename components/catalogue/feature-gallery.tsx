'use client';

import { useState, type ReactNode } from 'react';
import styles from './feature-gallery.module.css';

export interface GalleryItem {
  label: string;
  text?: string;
  icon: ReactNode;
  image: ReactNode;
}

/**
 * A main image with feature icons under it (the FC-6 series page): pressing an
 * icon shows its picture and marks the icon active.
 */
export function FeatureGallery({ items, label }: { items: readonly GalleryItem[]; label: string }) {
  const [active, setActive] = useState(0);
  const current = items[active]!;
  return (
    <div className={styles.root}>
      <div className={styles.main} aria-live="polite">
        {current.image}
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
            <span>{item.label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
