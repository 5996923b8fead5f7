import type { PageType } from '@/lib/routing/page-type';
import { METRIC_NAMES, type MetricName, type VitalsRecord } from './record';

/**
 * Collects a page's metrics and sends them as one beacon each time the page
 * is hidden: the latest record of each metric since the last beacon. A hide
 * with nothing new sends nothing; without an endpoint nothing is ever sent.
 */

/** The most a beacon's body may weigh, in bytes: far under the 64 KB browsers allow all pending beacons together. */
export const VITALS_BEACON_MAX_BYTES = 4096;

/** What the collector receives: the page type, never its address, and no identifier of the visitor or the visit. */
export interface VitalsBeacon {
  page: PageType;
  metrics: readonly VitalsRecord[];
}

export function beaconBody(page: PageType, metrics: readonly VitalsRecord[]): string {
  const ordered = [...metrics].sort((a, b) => METRIC_NAMES.indexOf(a.name) - METRIC_NAMES.indexOf(b.name));
  let body = JSON.stringify({ page, metrics: ordered } satisfies VitalsBeacon);
  // Texts are cut when recorded, so this only guards against a record type growing: attribution goes first, values last.
  for (let i = ordered.length - 1; byteLength(body) > VITALS_BEACON_MAX_BYTES && i >= 0; i--) {
    ordered[i] = { ...ordered[i]!, attribution: {} } as VitalsRecord;
    body = JSON.stringify({ page, metrics: ordered } satisfies VitalsBeacon);
  }
  return body;
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export interface VitalsBatchOptions {
  endpoint: string | null;
  page: PageType;
  /** Hands the body to the browser (navigator.sendBeacon). */
  send: (endpoint: string, body: string) => void;
}

export interface VitalsBatch {
  add(record: VitalsRecord): void;
  /** Sends what is pending as one beacon; false when nothing was sent. */
  flush(): boolean;
}

export function createVitalsBatch({ endpoint, page, send }: VitalsBatchOptions): VitalsBatch {
  const pending = new Map<MetricName, VitalsRecord>();
  return {
    add(record) {
      if (endpoint !== null) pending.set(record.name, record);
    },
    flush() {
      if (endpoint === null || pending.size === 0) return false;
      const body = beaconBody(page, [...pending.values()]);
      pending.clear();
      send(endpoint, body);
      return true;
    },
  };
}

interface PageEvents {
  doc: Pick<Document, 'visibilityState'> & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  win: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Flushes the batch when the page turns hidden, and on pagehide, which
 * Safari fires on unload without a visibilitychange; the second call finds
 * nothing pending. The listeners sit on window in the bubble phase, after
 * web-vitals' own capture-phase ones, so the metrics it reports on hiding
 * are in the batch first.
 * Returns a function that removes them.
 */
export function flushWhenHidden(batch: VitalsBatch, { doc, win }: PageEvents): () => void {
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') batch.flush();
  };
  const onPageHide = () => batch.flush();
  win.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    win.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
  };
}
