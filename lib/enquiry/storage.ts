/**
 * Every key the enquiry keeps in this browser's localStorage, written once:
 * the list (lib/enquiry/list.ts), the form's draft (lib/enquiry/form.ts) and
 * the mark of an enquiry kept while offline (lib/enquiry/offline.ts) read
 * their key from here, and the thank-you page clears them all.
 */
export const ENQUIRY_STORAGE_KEYS = {
  list: 'enquiry-list',
  /** The link plans sent with the enquiry (lib/enquiry/plans.ts). */
  plans: 'enquiry-plans',
  /** Bump the suffix if the draft's shape changes. */
  draft: 'enquiry-draft:v1',
  waiting: 'enquiry-waiting',
} as const;

export type EnquiryStorageKey = (typeof ENQUIRY_STORAGE_KEYS)[keyof typeof ENQUIRY_STORAGE_KEYS];

/**
 * An inline script that removes `keys` from localStorage as the parser
 * reaches it, before any JavaScript loads; silent where storage is refused.
 * Other tabs hear the removal through the `storage` event, as from any write.
 */
export function clearStorageScript(keys: readonly string[]): string {
  // JSON is a valid script literal; `<` escaped so no key can close the <script> element.
  const list = JSON.stringify(keys).replace(/</g, '\\u003c');
  return `try{${list}.forEach(function(k){localStorage.removeItem(k)})}catch(e){}`;
}

/** The thank-you page's: the enquiry went out, so its list, draft and waiting mark go at once. */
export const CLEAR_SENT_ENQUIRY_SCRIPT = clearStorageScript(Object.values(ENQUIRY_STORAGE_KEYS));
