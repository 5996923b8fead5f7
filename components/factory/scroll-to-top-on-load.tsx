'use client';

import { useEffect } from 'react';
import { scrollToTopOnLoad } from '@/lib/factory/initial-scroll';

/** Opens the page at its top unless the URL names an anchor; the rule and its retries live in lib. */
export function ScrollToTopOnLoad() {
  useEffect(
    () =>
      scrollToTopOnLoad({
        hash: window.location.hash,
        scrollToTop: () => window.scrollTo({ left: 0, top: 0, behavior: 'instant' }),
      }),
    [],
  );
  return null;
}
