'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { HYDRATED_ATTRIBUTE } from '@/lib/hosting/first-paint';

/** Every route change starts at the top of the page, unless the URL names an anchor. */
export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // The page has hydrated: end-to-end tests wait for this before they interact.
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
      return;
    }
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
