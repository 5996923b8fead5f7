'use client';

import { useEffect, useState } from 'react';
import { ListChecks } from '@/components/ui/icons/list-checks';
import { ListPlus } from '@/components/ui/icons/list-plus';
import { addToEnquiry, removeFromEnquiry } from '@/lib/enquiry/list';
import { enquiryList } from '@/lib/enquiry/list-store';
import { useStoredListHas } from '@/components/hooks/use-stored-list';
import { Button } from '@/components/ui/button';
import styles from './add-to-enquiry.module.css';

/** How long the toggle says "Added ✓" before it offers to remove the product. */
export const ADDED_FOR_MS = 2000;

/** The toggle's words, from content/enquiry-list.ts, with the product's name in what screen readers hear. */
export interface AddToEnquiryWords {
  /** 'Add to enquiry', and after it for screen readers ' list: S1V'. */
  add: string;
  /** 'Added' (a tick follows on screen), and after it for screen readers ' to enquiry list: S1V'. */
  added: string;
  /** 'Remove from enquiry', read with the `add` suffix. */
  remove: string;
  addSuffix: string;
  addedSuffix: string;
  /** Said under the button when the list is full. */
  full: string;
}

export interface AddToEnquiryProps {
  productKey: string;
  words: AddToEnquiryWords;
  /** 'card' in a product card's button column; 'hero' among the product page's buttons, on navy. */
  place?: 'card' | 'hero';
}

/**
 * "Add to enquiry": puts the product on the enquiry list, or takes it off
 * again, and says what it did: "Added ✓" for a moment, then "Remove from
 * enquiry" while the product is listed. A full list refuses, and the line
 * under the button says why. Hidden without JavaScript, where there is no
 * list.
 */
export function AddToEnquiry({ productKey, words, place = 'card' }: AddToEnquiryProps) {
  const listed = useStoredListHas(enquiryList, (item) => item.key === productKey);
  const [refusal, setRefusal] = useState('');
  // True from a click that added the product until ADDED_FOR_MS later.
  const [justAdded, setJustAdded] = useState(false);
  useEffect(() => {
    if (!justAdded) return;
    const timer = setTimeout(() => setJustAdded(false), ADDED_FOR_MS);
    return () => clearTimeout(timer);
  }, [justAdded]);
  const Icon = listed ? ListChecks : ListPlus;
  const state = !listed ? 'add' : justAdded ? 'added' : 'remove';
  return (
    <div className={`${styles.wrap} needs-js`} data-place={place}>
      <Button
        className={styles.toggle}
        data-listed={listed || undefined}
        onClick={() => {
          const items = enquiryList.get();
          if (listed) {
            enquiryList.set(removeFromEnquiry(items, productKey));
            setJustAdded(false);
            setRefusal('');
            return;
          }
          const result = addToEnquiry(items, productKey);
          if (result.outcome === 'full') {
            setRefusal(words.full);
            return;
          }
          enquiryList.set(result.items);
          setJustAdded(true);
          setRefusal('');
        }}
      >
        <Icon size={place === 'hero' ? 18 : 16} aria-hidden="true" />
        {state === 'added' ? (
          <>
            {words.added}
            <span aria-hidden="true"> ✓</span>
            <span className="visually-hidden">{words.addedSuffix}</span>
          </>
        ) : (
          <>
            {state === 'add' ? words.add : words.remove}
            <span className="visually-hidden">{words.addSuffix}</span>
          </>
        )}
      </Button>
      <p className={styles.refusal} role="status">
        {refusal}
      </p>
    </div>
  );
}
