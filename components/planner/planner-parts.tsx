'use client';

import { useId, useState } from 'react';
import { ListPlus } from '@/components/ui/icons/list-plus';
import { Button } from '@/components/ui/button';
import { plannerText } from '@/content/planner';
import { addToEnquiry } from '@/lib/enquiry/list';
import { enquiryList } from '@/lib/enquiry/list-store';
import { attachPlan, enquiryPlans } from '@/lib/enquiry/plans';
import type { AddToEnquiryWords } from '@/components/enquiry/add-to-enquiry';
import type { FieldResult } from '@/lib/planner/field';
import type { NumericKey, PlanKey, PlanState, ProposedProduct } from '@/lib/planner/plan';
import { shortlist } from '@/lib/planner/shortlist';
import { NumberField, SelectField, type PlannerClasses } from './planner-fields';

/**
 * Words the enquiry and compare controls say (content/enquiry-list.ts,
 * content/compare.ts). `addFor` and `addedFor` are what screen readers hear
 * before a product's model: ' list: ' makes 'Add to enquiry list: AE3100A'.
 */
export interface ListControls {
  add: string;
  added: string;
  remove: string;
  addFor: string;
  addedFor: string;
  compare: string;
  full: string;
}

/** The enquiry toggle's words for one model. */
export const enquiryWords = ({ add, added, remove, addFor, addedFor, full }: ListControls, model: string): AddToEnquiryWords => ({
  add,
  added,
  remove,
  addSuffix: `${addFor}${model}`,
  addedSuffix: `${addedFor}${model}`,
  full,
});

export const ratioOptions = (ratios: readonly number[], none?: string) => [
  ...(none ? [{ value: '', label: none }] : []),
  ...ratios.map((r) => ({ value: String(r), label: `1:${r}` })),
];

/** The plan's boxes and lists, bound to their fields: `num('km', 'Distance', 'km')`. */
export function planFields(s: PlannerClasses, plan: PlanState, change: (key: PlanKey, value: string) => void, fields: Partial<Record<NumericKey, FieldResult>>) {
  return {
    num: (key: NumericKey, label: string, unit?: string) => (
      <NumberField s={s} id={`plan-${key}`} label={label} unit={unit} value={plan[key]} result={fields[key]!} onChange={(v) => change(key, v)} />
    ),
    select: (key: PlanKey, label: string, options: readonly { value: string; label: string }[]) => (
      <SelectField s={s} id={`plan-${key}`} label={label} value={plan[key]} options={options} onChange={(v) => change(key, v)} />
    ),
  };
}

/**
 * A list cut to its shortlist (lib/planner/shortlist.ts) until the visitor
 * asks for all of it: the items to list, and the props of its ShowAll button.
 */
export function useShortlist<T>(items: readonly T[], groupOf: (item: T) => string) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const { shown, more } = shortlist(items, groupOf);
  return { listed: all ? items : shown, showAll: { listId, all, setAll, more, total: items.length } };
}

/** "Show all N" under a shortlisted list, and "Show fewer" once open. */
export function ShowAll({ s, listId, all, setAll, more, total }: { s: PlannerClasses } & ReturnType<typeof useShortlist>['showAll']) {
  if (more === 0) return null;
  return (
    <Button className={s.showAll} variant="secondary" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
      {all ? 'Show fewer' : `Show all ${total}`}
    </Button>
  );
}

/** Attaches the plan's address to the enquiry; true when it was not there yet. */
function attach(planPath: string): boolean {
  let added = false;
  enquiryPlans.update((plans) => {
    const result = attachPlan(plans, planPath);
    added = result.outcome === 'added';
    return result.plans;
  });
  return added;
}

/**
 * A list of products, each linked, with one button that puts them all on
 * the enquiry list and attaches the plan's address, so sales opens the same
 * plan. With nothing to list (the plan does not fit), the plan alone can be
 * sent to our engineers.
 */
export function ProductList({
  s,
  title,
  products,
  planPath,
  contactHref,
  controls,
  empty,
  groupOf = (p) => p.role,
}: {
  s: PlannerClasses;
  title: string;
  products: readonly ProposedProduct[];
  /** The plan's address, attached to the enquiry with the products; none for a list that is not a plan's. */
  planPath?: string;
  contactHref: string;
  controls: { full: string };
  empty: string;
  /** The kinds the shortlist keeps a few of each: by role (OLT, ONT, cable) unless told otherwise. */
  groupOf?: (p: ProposedProduct) => string;
}) {
  const [status, setStatus] = useState('');
  const { listed, showAll } = useShortlist(products, groupOf);
  // "Add all" adds what the list shows.
  const keys = [...new Set(listed.map((p) => p.key))];
  const sent = status ? (
    <p className={s.status} role="status">
      {status} <a href={contactHref}>Send the enquiry</a>
    </p>
  ) : (
    <p className={s.status} role="status" />
  );
  return (
    <div className={s.products}>
      <h3>{title}</h3>
      {products.length === 0 ? (
        <>
          <p className={s.hint} data-no-products>
            {empty}
          </p>
          {planPath ? (
            <>
              <Button variant="secondary" onClick={() => setStatus(attach(planPath) ? plannerText.products.planAdded : plannerText.products.planPresent)}>
                {plannerText.products.sendPlan}
              </Button>
              {sent}
            </>
          ) : null}
        </>
      ) : (
        <>
          <ul id={showAll.listId} className={s.productList}>
            {listed.map((p) => (
              <li key={`${p.key}:${p.name}:${p.role}`} data-product={p.key}>
                <span className={s.role}>{p.role}</span> <a href={p.href}>{p.name}</a>
              </li>
            ))}
          </ul>
          <ShowAll s={s} {...showAll} />
          <Button
            variant="primary"
            onClick={() => {
              let items = enquiryList.get();
              let added = 0;
              for (const key of keys) {
                const r = addToEnquiry(items, key);
                if (r.outcome === 'full') {
                  enquiryList.set(items);
                  setStatus(controls.full);
                  return;
                }
                if (r.outcome === 'added') added += 1;
                items = r.items;
              }
              enquiryList.set(items);
              const planNote = planPath && attach(planPath) ? ` ${plannerText.products.planAdded}` : '';
              setStatus(`${added === 0 ? 'They are all on your enquiry list already.' : `Added ${added} of ${keys.length} to your enquiry list.`}${planNote}`);
            }}
          >
            <ListPlus size={18} aria-hidden="true" />
            Add all to enquiry
          </Button>
          {sent}
        </>
      )}
    </div>
  );
}
