'use client';

import { Square } from '@/components/ui/icons/square';
import { SquareCheck } from '@/components/ui/icons/square-check';
import type { FamilyKey } from '@/content/catalogue/types';
import { compareList, compareNotice } from '@/lib/compare/store';
import { toggleCompare } from '@/lib/compare/selection';
import { useStoredListHas } from '@/components/hooks/use-stored-list';
import { Button } from '@/components/ui/button';
import styles from './compare-toggle.module.css';

export interface CompareToggleProps {
  productKey: string;
  family: FamilyKey;
  model: string;
  /** Visible label, 'Compare'; the model follows for screen readers. */
  label: string;
  /** 'overlay' sits on a card's picture; 'hero' stands among the buttons on a product page's dark hero; 'row' ends a selection guide row. */
  variant: 'overlay' | 'hero' | 'row';
}

/**
 * "Compare <model>": a toggle button with aria-pressed. A refused toggle (a
 * fifth product, another family) changes nothing; the compare tray says why.
 * Hidden without JavaScript, where it could do nothing.
 */
export function CompareToggle({ productKey, family, model, label, variant }: CompareToggleProps) {
  const chosen = useStoredListHas(compareList, (item) => item.key === productKey);
  const Icon = chosen ? SquareCheck : Square;
  return (
    <Button
      className={`${styles.toggle} needs-js`}
      data-place={variant}
      aria-pressed={chosen}
      onClick={() => {
        const before = compareList.get();
        const { items, outcome } = toggleCompare(before, { key: productKey, family, model });
        if (items !== before) compareList.set(items);
        compareNotice.show(model, outcome);
      }}
    >
      <Icon size={18} aria-hidden="true" />
      {label}
      <span className="visually-hidden"> {model}</span>
    </Button>
  );
}
