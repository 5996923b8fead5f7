'use client';

import { useId, useState } from 'react';
import { Trash2 } from '@/components/ui/icons/trash';
import { enquiryListText } from '@/content/enquiry-list';
import {
  ENQUIRY_LIST_ID,
  PRODUCTS_FIELD,
  QUANTITY_MAX,
  QUANTITY_MIN,
  clampQuantity,
  parseQuantity,
  removeFromEnquiry,
  resolveItems,
  setQuantity,
  type EnquiryProduct,
} from '@/lib/enquiry/list';
import { productsFieldText } from '@/lib/enquiry/list-text';
import { enquiryList } from '@/lib/enquiry/list-store';
import { productLookup } from '@/lib/enquiry/products';
import { detachPlan, enquiryPlans, PLANS_FIELD, plansFieldText, planSummary } from '@/lib/enquiry/plans';
import { useStoredList } from '@/components/hooks/use-stored-list';
import styles from './enquiry-list.module.css';

export interface EnquiryListProps {
  /** Model and title of every product, by key. */
  products: Readonly<Record<string, EnquiryProduct>>;
}

/**
 * The enquiry list inside the contact form, as a group of its own: one line
 * per product with its quantity and a remove button. The form posts it as one readable field,
 * `products`. Without JavaScript it is not shown and the form posts without it.
 */
export function EnquiryList({ products }: EnquiryListProps) {
  const items = useStoredList(enquiryList);
  const plans = useStoredList(enquiryPlans);
  const lookup = productLookup(products);
  const lines = resolveItems(items, lookup);
  return (
    <fieldset id={ENQUIRY_LIST_ID} className={`${styles.list} needs-js`}>
      <legend className={styles.title}>
        {enquiryListText.title}
        {lines.length > 0 ? <span className={styles.count}> ({lines.length})</span> : null}
      </legend>
      {lines.length === 0 ? (
        <p className={styles.lead}>{enquiryListText.empty}</p>
      ) : (
        <>
          <p className={styles.lead}>{enquiryListText.lead}</p>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={line.key} className={styles.line}>
                <span className={styles.product}>
                  <strong>{line.model}</strong>
                  <span className={styles.productTitle}>{line.title}</span>
                </span>
                <QuantityInput productKey={line.key} model={line.model} quantity={line.quantity} />
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={enquiryListText.remove(line.model)}
                  onClick={() => enquiryList.update((current) => removeFromEnquiry(current, line.key))}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <input type="hidden" name={PRODUCTS_FIELD} value={productsFieldText(items, lookup)} />
        </>
      )}
      {plans.length > 0 ? (
        <div className={styles.plans} data-enquiry-plans>
          <p className={styles.lead}>{enquiryListText.plansLead}</p>
          <ul className={styles.lines}>
            {plans.map((plan, i) => (
              <li key={plan.path} className={styles.line}>
                <span className={styles.product}>
                  <strong>
                    <a href={plan.path}>{enquiryListText.planName(i + 1)}</a>
                  </strong>
                  <span className={styles.productTitle}>{planSummary(plan) || enquiryListText.defaultPlan}</span>
                </span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={enquiryListText.removePlan(i + 1)}
                  onClick={() => enquiryPlans.update((current) => detachPlan(current, plan.path))}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <input type="hidden" name={PLANS_FIELD} value={plansFieldText(plans, window.location.origin)} />
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * A line's quantity. What is typed shows as typed; a whole number in range
 * is stored at once. Anything else is explained, and on leaving the field a
 * number out of range becomes the nearest allowed one, and text that is no
 * number gives way to the stored quantity.
 */
function QuantityInput({ productKey, model, quantity }: { productKey: string; model: string; quantity: number }) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? String(quantity);
  const valid = parseQuantity(text) !== null;
  return (
    <span className={styles.quantity}>
      <label htmlFor={id} className={styles.quantityLabel}>
        {enquiryListText.quantity}
        <span className="visually-hidden">{enquiryListText.quantityOf(model)}</span>
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        required
        value={text}
        className={styles.quantityInput}
        aria-invalid={valid ? undefined : true}
        aria-describedby={valid ? undefined : `${id}-hint`}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setTyped(value);
          const parsed = parseQuantity(value);
          if (parsed !== null) enquiryList.update((current) => setQuantity(current, productKey, parsed));
        }}
        onBlur={() => {
          // A whole number out of range becomes the nearest allowed one; anything else goes back to the stored quantity.
          if (typed !== null && /^\s*\d+\s*$/.test(typed)) {
            const nearest = clampQuantity(Number(typed));
            enquiryList.update((current) => setQuantity(current, productKey, nearest));
          }
          setTyped(null);
        }}
      />
      {valid ? null : (
        <span id={`${id}-hint`} className={styles.hint}>
          {enquiryListText.quantityRange(QUANTITY_MIN, QUANTITY_MAX)}
        </span>
      )}
    </span>
  );
}
