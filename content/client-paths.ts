/**
 * Page addresses that code outside the page records needs. The header's
 * search box submits to the search page, and the compare tray links to the
 * comparison: a module of their own so those scripts carry these strings,
 * not the whole site map (content/pages.ts, which uses these same
 * constants). The installed app's Field kit shortcut (content/app-manifest.ts)
 * opens the field kit's page, where a visitor chooses what to keep offline.
 */
export const SEARCH_PATH = '/search';
export const COMPARE_PATH = '/compare';
export const FIELD_KIT_PATH = '/field-kit';
/** The link planner: a plan attached to an enquiry is an address under it (lib/enquiry/plans.ts). */
export const PLANNER_PATH = '/planner';
