/**
 * The two page addresses the browser's own code needs: the header's search
 * box submits to the search page, and the compare tray links to the
 * comparison. A module of their own so those scripts carry two strings, not
 * the whole site map (content/pages.ts, which uses these same constants).
 */
export const SEARCH_PATH = '/search';
export const COMPARE_PATH = '/compare';
