import { familyKeys, type FamilyKey } from '@/content/catalogue/types';

/**
 * The compare selection's rules: up to four products, all from one family.
 * A refused change leaves the selection exactly as it was and says why.
 */

export const COMPARE_MAX = 4;

export const COMPARE_STORAGE_KEY = 'compare-list';
export const COMPARE_VERSION = 1;

/** One chosen product; the model is kept so the tray can name it without loading anything. */
export interface CompareItem {
  key: string;
  family: FamilyKey;
  model: string;
}

export type ToggleOutcome =
  | { kind: 'added' }
  | { kind: 'removed' }
  | { kind: 'full' }
  | { kind: 'other-family'; family: FamilyKey };

const isFamily = (value: unknown): value is FamilyKey => (familyKeys as readonly unknown[]).includes(value);

export function parseCompareItem(value: unknown): CompareItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, family, model } = value as Record<string, unknown>;
  if (typeof key !== 'string' || key === '' || !isFamily(family) || typeof model !== 'string') return null;
  return { key, family, model };
}

/** The family being compared, or null while nothing is chosen. */
export function selectionFamily(items: readonly CompareItem[]): FamilyKey | null {
  return items[0]?.family ?? null;
}

/** Adds the product, or removes it when already chosen; refuses a fifth product or another family's. */
export function toggleCompare(
  items: readonly CompareItem[],
  item: CompareItem,
): { items: readonly CompareItem[]; outcome: ToggleOutcome } {
  if (items.some((i) => i.key === item.key)) {
    return { items: items.filter((i) => i.key !== item.key), outcome: { kind: 'removed' } };
  }
  const family = selectionFamily(items);
  if (family !== null && family !== item.family) return { items, outcome: { kind: 'other-family', family } };
  if (items.length >= COMPARE_MAX) return { items, outcome: { kind: 'full' } };
  return { items: [...items, item], outcome: { kind: 'added' } };
}
