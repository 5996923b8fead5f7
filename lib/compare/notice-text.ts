import { compareText } from '@/content/compare';
import type { FamilyKey } from '@/content/catalogue/types';
import { COMPARE_MAX, type ToggleOutcome } from './selection';

/** What a compare toggle did, in words: an addition with the new count, a removal, or why nothing changed. */
export function compareNoticeText(
  model: string,
  outcome: ToggleOutcome,
  count: number,
  familyName: (family: FamilyKey) => string,
): string {
  switch (outcome.kind) {
    case 'added':
      return compareText.added(model, count, COMPARE_MAX);
    case 'removed':
      return compareText.removed(model);
    case 'full':
      return compareText.full(model, COMPARE_MAX);
    case 'other-family':
      return compareText.otherFamily(model, familyName(outcome.family));
  }
}
