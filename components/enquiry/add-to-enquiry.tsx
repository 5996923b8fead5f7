'use client';

import { useState } from 'react';
import { ListChecks } from '@/components/ui/icons/list-checks';
import { ListPlus } from '@/components/ui/icons/list-plus';
import { addToEnquiry, removeFromEnquiry } from '@/lib/enquiry/list';
import { enquiryList } from '@/lib/enquiry/list-store';
import { useStoredListHas } from '@/components/hooks/use-stored-list';
import { Button } from '@/components/ui/button';
import styles from './add-to-enquiry.module.css';

export interface AddToEnquiryProps {
  productKey: string;
  /** Visible label: 'Add to enquiry'. */
  label: string;
  /** Read after the label by screen readers, so each card's button has its own name. */
  labelSuffix: string;
  /** Said under the button when the list is full. */
  fullMessage: string;
  /** 'card' in a product card's button column; 'hero' among the product page's buttons, on navy. */
  place?: 'card' | 'hero';
}

/**
 * "Add to enquiry": a toggle that puts the product on the enquiry list, or
 * takes it off again. A full list refuses, and the line under the button
 * says why. Hidden without JavaScript, where there is no list.
 */
export function AddToEnquiry({ productKey, label, labelSuffix, fullMessage, place = 'card' }: AddToEnquiryProps) {
  const listed = useStoredListHas(enquiryList, (item) => item.key === productKey);
  const [refusal, setRefusal] = useState('');
  const Icon = listed ? ListChecks : ListPlus;
  return (
    <div className={`${styles.wrap} needs-js`} data-place={place}>
      <Button
        className={styles.toggle}
        aria-pressed={listed}
        onClick={() => {
          const items = enquiryList.get();
          if (listed) {
            enquiryList.set(removeFromEnquiry(items, productKey));
            setRefusal('');
            return;
          }
          const result = addToEnquiry(items, productKey);
          if (result.outcome === 'full') {
            setRefusal(fullMessage);
            return;
          }
          enquiryList.set(result.items);
          setRefusal('');
        }}
      >
        <Icon size={place === 'hero' ? 18 : 16} aria-hidden="true" />
        {label}
        <span className="visually-hidden">{labelSuffix}</span>
      </Button>
      <p className={styles.refusal} role="status">
        {refusal}
      </p>
    </div>
  );
}
