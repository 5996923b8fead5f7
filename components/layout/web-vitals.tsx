'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/idle';

const VitalsReporter = lazy(() => import('./vitals-reporter').then((m) => ({ default: m.VitalsReporter })));

/**
 * Web-vitals reporting, rendered only when content/site.ts sets an endpoint
 * (or in development). Its code, web-vitals included, loads once the page is
 * idle, so no page carries it in its first load.
 */
export function WebVitals({ endpoint }: { endpoint: string | null }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? (
    <Suspense fallback={null}>
      <VitalsReporter endpoint={endpoint} />
    </Suspense>
  ) : null;
}
