'use client';

import { useEffect } from 'react';
import { DRAFT_STORAGE_KEY } from '@/lib/enquiry/form';
import { enquiryList } from '@/lib/enquiry/list-store';

/**
 * On the thank-you page: the enquiry went out, so the list and the form's
 * draft are cleared. Renders nothing.
 */
export function ClearEnquiry() {
  useEffect(() => {
    enquiryList.set([]);
    try {
      window.localStorage.removeItem(DRAFT_STORAGE_KEY);
    } catch {
      // Without storage there is no draft to clear.
    }
  }, []);
  return null;
}
