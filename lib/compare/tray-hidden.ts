/* Apart from store.ts, which every compare control loads: only the tray reads this. */

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
