import { PLANNER_PATH } from '@/content/client-paths';
import { createStoredList } from '@/lib/browser/stored-list';
import { ENQUIRY_STORAGE_KEYS } from './storage';

/**
 * Link plans sent with an enquiry: the planner's address of each plan a
 * buyer attaches, so sales opens the same plan he saw. Kept in this
 * browser's storage beside the product list, posted as one field, and
 * cleared with it once the enquiry is sent.
 */

/** Name of the form field that carries the plans' addresses. */
export const PLANS_FIELD = 'plans';

/** Most plans one enquiry carries: the newest stay. */
export const ENQUIRY_PLANS_CAP = 5;

export interface EnquiryPlan {
  /** The plan's path and query on this site: '/planner?split=64&km=20'. */
  path: string;
}

/** A stored plan, or null: only a path on this site's planner, so a stored value never becomes a link elsewhere. */
export function parseEnquiryPlan(value: unknown, plannerPath: string = PLANNER_PATH): EnquiryPlan | null {
  if (typeof value !== 'object' || value === null) return null;
  const { path } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !(path === plannerPath || path.startsWith(`${plannerPath}?`))) return null;
  return { path };
}

export type AttachOutcome = 'added' | 'present';

/** Attaches a plan; one already attached stays where it is, and past the cap the oldest gives way. */
export function attachPlan(plans: readonly EnquiryPlan[], path: string): { plans: readonly EnquiryPlan[]; outcome: AttachOutcome } {
  if (plans.some((p) => p.path === path)) return { plans, outcome: 'present' };
  return { plans: [...plans, { path }].slice(-ENQUIRY_PLANS_CAP), outcome: 'added' };
}

export function detachPlan(plans: readonly EnquiryPlan[], path: string): readonly EnquiryPlan[] {
  return plans.filter((p) => p.path !== path);
}

/** A plan's settings in a line a person reads: 'split 64 · km 20'; '' for the planner's opening plan. */
export function planSummary(plan: EnquiryPlan): string {
  const query = plan.path.includes('?') ? plan.path.slice(plan.path.indexOf('?') + 1) : '';
  return [...new URLSearchParams(query)].map(([name, value]) => `${name} ${value}`).join(' · ');
}

/** The posted field: each plan's full address on a line of its own, which sales opens as it is. */
export function plansFieldText(plans: readonly EnquiryPlan[], origin: string): string {
  return plans.map((p) => `${origin}${p.path}`).join('\n');
}

/** The link plans of this browser, shared by the planner and the contact form. */
export const enquiryPlans = createStoredList<EnquiryPlan>({
  key: ENQUIRY_STORAGE_KEYS.plans,
  version: 1,
  parseItem: (value) => parseEnquiryPlan(value),
});
