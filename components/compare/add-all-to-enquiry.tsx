'use client';

import { useState } from 'react';
import { ListPlus } from '@/components/ui/icons/list-plus';
import { comparePage } from '@/content/compare-page';
import { addAllToEnquiry } from '@/lib/compare/enquiry';
import { enquiryList } from '@/lib/enquiry/list-store';
import { Button } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';
import styles from './compare-view.module.css';

export interface AddAllToEnquiryProps {
  /** The compared products' keys, each once (lib/compare/enquiry.ts enquiryKeys). */
  keys: readonly string[];
  /** The enquiry list on the contact page. */
  href: string;
}

/** "Add all to enquiry": puts every compared product on the enquiry list, then says what it did and links the list. */
export function AddAllToEnquiry({ keys, href }: AddAllToEnquiryProps) {
  const [said, setSaid] = useState('');
  return (
    <>
      <Button
        className={styles.tool}
        variant="secondary"
        onClick={() => {
          const result = addAllToEnquiry(enquiryList.get(), keys);
          if (result.added > 0) enquiryList.set(result.items);
          setSaid(comparePage.addedAll(result));
        }}
      >
        <ListPlus size={18} aria-hidden="true" />
        {comparePage.addAll}
      </Button>
      <p className={styles.addedAll} role="status">
        {said ? (
          <>
            {said} <SiteLink href={href}>{comparePage.viewEnquiry}</SiteLink>
          </>
        ) : null}
      </p>
    </>
  );
}
