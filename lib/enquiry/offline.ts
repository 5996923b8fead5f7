/**
 * The enquiry form offline (issue 27). A send while the browser is offline
 * does not post: the enquiry stays on the device (the draft and the list are
 * left as they are) and is marked waiting. Once the browser is online again
 * the form offers "Send now", which submits the form as its own button does.
 * These rules decide what the form says and whether a submit may post; the
 * component wires them to the DOM and to the `online` and `offline` events.
 */

import { enquiryForm } from '@/content/contact';
import { ENQUIRY_STORAGE_KEYS } from './storage';

/** Where the waiting mark lives in localStorage (lib/enquiry/storage.ts); /thank-you clears it with the rest. */
export const WAITING_STORAGE_KEY = ENQUIRY_STORAGE_KEYS.waiting;

/** The stored mark of a kept enquiry; any other text reads as nothing waiting. */
export const WAITING_MARK = '1';

export function isWaiting(raw: string | null): boolean {
  return raw === WAITING_MARK;
}

export interface OfflineState {
  /** What `navigator.onLine` says now. */
  online: boolean;
  /** Whether an enquiry kept while offline waits to be sent. */
  waiting: boolean;
}

/** What the form shows about a kept enquiry: nothing, that it is kept while offline, or "Send now" once online. */
export type OfflineView = 'none' | 'kept' | 'ready';

export function offlineView({ online, waiting }: OfflineState): OfflineView {
  if (!waiting) return 'none';
  return online ? 'ready' : 'kept';
}

/** The live region's words for a view (content/contact.ts); empty while there is nothing to say. */
export function offlineMessage(view: OfflineView): string {
  if (view === 'kept') return enquiryForm.offlineKept;
  if (view === 'ready') return enquiryForm.offlineReady;
  return '';
}

/**
 * What a valid submit does: `ignore` while an earlier one is already on its
 * way (a double click, or "Send now" and the form's own button), `keep` on
 * the device while offline, and `post` otherwise.
 */
export type SubmitOutcome = 'post' | 'keep' | 'ignore';

export function submitOutcome({ online, sending }: { online: boolean; sending: boolean }): SubmitOutcome {
  if (sending) return 'ignore';
  return online ? 'post' : 'keep';
}
