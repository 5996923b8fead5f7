import { createStoredList } from '@/lib/browser/stored-list';
import { COMPARE_STORAGE_KEY, COMPARE_VERSION, parseCompareItem, type CompareItem, type ToggleOutcome } from './selection';

/** The compare selection of this browser, shared by every control, the tray and other tabs. */
export const compareList = createStoredList<CompareItem>({
  key: COMPARE_STORAGE_KEY,
  version: COMPARE_VERSION,
  parseItem: parseCompareItem,
});

const TRAY_HIDDEN_KEY = 'compare-tray-hidden';

/** Whether the visitor put the compare tray away: kept for the visit (sessionStorage), so it stays away from page to page. */
export const compareTrayHidden = {
  get(): boolean {
    try {
      return window.sessionStorage.getItem(TRAY_HIDDEN_KEY) !== null;
    } catch {
      return false;
    }
  },
  set(hidden: boolean): void {
    try {
      if (hidden) window.sessionStorage.setItem(TRAY_HIDDEN_KEY, '1');
      else window.sessionStorage.removeItem(TRAY_HIDDEN_KEY);
    } catch {
      // Without storage the tray stays put away on this page only.
    }
  },
};

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
