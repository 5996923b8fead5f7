'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/browser/idle';
import { readVitalsEndpoint } from '@/lib/vitals/endpoint';

/**
 * Web-vitals reporting. Once the page is idle it reads the endpoint the
 * build wrote into the page (`<meta name="vitals-endpoint">`, from
 * VITALS_ENDPOINT or content/site.ts) and only then loads the reporter and
 * web-vitals, so no page carries them in its first load and a build without
 * an endpoint never loads them. In development it logs instead of sending.
 */
export function WebVitals() {
  useEffect(
    () =>
      whenIdle(() => {
        const endpoint = readVitalsEndpoint(document);
        if (endpoint === null && process.env.NODE_ENV !== 'development') return;
        void import('./vitals-reporter').then((m) => m.startVitalsReporting(endpoint));
      }),
    [],
  );
  return null;
}
