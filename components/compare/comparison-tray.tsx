import { getFamilies } from '@/content/catalogue';
import type { FamilyKey } from '@/content/catalogue/types';
import { CompareTray } from './compare-tray';

/** The compare tray with each family's display name; place it last in a catalogue page's content. */
export function ComparisonTray() {
  const familyNames = Object.fromEntries(getFamilies().map((f) => [f.key, f.shortTitle])) as Record<FamilyKey, string>;
  return <CompareTray familyNames={familyNames} />;
}
