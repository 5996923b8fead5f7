import { getFamilies } from '@/content/catalogue';
import type { FamilyKey } from '@/content/catalogue/types';
import { CompareTrayPanel } from './compare-tray-panel';

/** The compare tray (its client panel, given each family's display name); place it last in a catalogue page's content, naming the page's family. */
export function CompareTray({ family }: { family: FamilyKey }) {
  const familyNames = Object.fromEntries(getFamilies().map((f) => [f.key, f.shortTitle])) as Record<FamilyKey, string>;
  return <CompareTrayPanel familyNames={familyNames} family={family} />;
}
