import { createStoredList } from '@/lib/browser/stored-list';
import { COMPARE_STORAGE_KEY, COMPARE_VERSION, parseCompareItem, type CompareItem, type ToggleOutcome } from './selection';

/** The compare selection of this browser, shared by every control, the tray and other tabs. */
export const compareList = createStoredList<CompareItem>({
  key: COMPARE_STORAGE_KEY,
  version: COMPARE_VERSION,
  parseItem: parseCompareItem,
});

/** What the last compare control did, for the tray to say in words; `id` tells two equal notices apart. */
export interface CompareNotice {
  id: number;
  model: string;
  outcome: ToggleOutcome;
}

let notice: CompareNotice | null = null;
const listeners = new Set<() => void>();

export const compareNotice = {
  get: (): CompareNotice | null => notice,
  show(model: string, outcome: ToggleOutcome): void {
    notice = { id: (notice?.id ?? 0) + 1, model, outcome };
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
