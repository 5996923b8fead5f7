'use client';

import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '@/lib/hosting/page-markers';

/**
 * Marks <html> once the page has hydrated, which is after its first paint
 * (build/post-export/first-paint.ts): end-to-end tests wait for it before they
 * interact, as a visitor's click needs it too. Renders nothing.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
