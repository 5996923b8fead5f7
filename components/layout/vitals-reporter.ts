import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { readPageType } from '@/lib/routing/page-type';
import { createVitalsBatch, flushWhenHidden } from '@/lib/vitals/batch';
import { toRecord } from '@/lib/vitals/record';

/**
 * Wires web-vitals' attribution build to the batch (lib/vitals/batch.ts):
 * one beacon to `endpoint` each time the page is hidden. Loaded by WebVitals
 * once the page is idle; the observers read the buffered entries, so what
 * happened before is not lost. With no endpoint (development) each report
 * is logged instead.
 */
export function startVitalsReporting(endpoint: string | null): void {
  const batch = createVitalsBatch({ endpoint, page: readPageType(document), send: sendBeacon });
  const report = (metric: MetricWithAttribution) => {
    const record = toRecord(metric);
    if (endpoint === null) console.info('[web-vitals]', JSON.stringify(record));
    else batch.add(record);
  };
  // Every change, so the batch always holds the latest CLS and INP when the page is hidden;
  // they cost nothing on the wire, since only the hide sends. LCP, FCP and TTFB report once.
  onCLS(report, { reportAllChanges: true });
  onINP(report, { reportAllChanges: true });
  onLCP(report);
  onFCP(report);
  onTTFB(report);
  flushWhenHidden(batch, { doc: document, win: window });
}

function sendBeacon(endpoint: string, body: string): void {
  // A string goes as text/plain, which needs no CORS preflight to another origin.
  if (!navigator.sendBeacon?.(endpoint, body)) void fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}
