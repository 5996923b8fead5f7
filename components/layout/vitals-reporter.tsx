'use client';

import { useReportWebVitals } from 'next/web-vitals';

/**
 * Sends Core Web Vitals to `endpoint`, or logs them when it is null (development).
 * Loaded by WebVitals once the page is idle; the metrics' observers read the
 * buffered entries, so nothing that happened before is lost.
 */
export function VitalsReporter({ endpoint }: { endpoint: string | null }) {
  useReportWebVitals((metric) => {
    const body = JSON.stringify({ name: metric.name, value: metric.value, id: metric.id, page: location.pathname });
    if (!endpoint) {
      console.info('[web-vitals]', body);
      return;
    }
    if (!navigator.sendBeacon?.(endpoint, body)) {
      void fetch(endpoint, { method: 'POST', body, keepalive: true });
    }
  });
  return null;
}
