'use client';

import { useReportWebVitals } from 'next/web-vitals';

/**
 * Sends Core Web Vitals to the endpoint set in content/site.ts; rendered only
 * when one is set (or in development, where it logs instead).
 */
export function WebVitals({ endpoint }: { endpoint: string | null }) {
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
