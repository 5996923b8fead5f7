import type {
  CLSMetricWithAttribution,
  FCPMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  MetricWithAttribution,
  TTFBMetricWithAttribution,
} from 'web-vitals/attribution';

/**
 * One metric as a beacon carries it: the value, its rating, and the part of
 * web-vitals' attribution that tells an engineer what to fix (the LCP
 * element and its phases, the INP target and its phases, the largest
 * shift's source, and the phases of FCP and TTFB). Times are whole
 * milliseconds. No URL carries its query, and nothing names the visitor.
 */

export type MetricName = MetricWithAttribution['name'];
export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const satisfies readonly MetricName[];

/** Longest selector or URL a record keeps; a longer one is cut, so a beacon stays small whatever the page. */
export const ATTRIBUTION_TEXT_MAX = 160;

type LoadState = 'loading' | 'dom-interactive' | 'dom-content-loaded' | 'complete';

export interface LcpAttribution {
  /** The LCP element, as a CSS selector. */
  target?: string;
  /** Its image's address without the query, when it is an image. */
  url?: string;
  ttfb: number;
  loadDelay: number;
  loadDuration: number;
  renderDelay: number;
}

export interface InpAttribution {
  /** The element interacted with, as a CSS selector. */
  target?: string;
  type?: 'pointer' | 'keyboard';
  inputDelay: number;
  processing: number;
  presentation: number;
  loadState: LoadState;
}

export interface ClsAttribution {
  /** The first element of the largest shift, as a CSS selector. */
  target?: string;
  /** That shift's score, and when it happened. */
  shift?: number;
  time?: number;
  loadState?: LoadState;
}

export interface FcpAttribution {
  ttfb: number;
  firstByteToFcp: number;
  loadState: LoadState;
}

export interface TtfbAttribution {
  waiting: number;
  cache: number;
  dns: number;
  connection: number;
  request: number;
}

interface Base<N extends MetricName, A> {
  name: N;
  value: number;
  rating: MetricWithAttribution['rating'];
  navigation: MetricWithAttribution['navigationType'];
  attribution: A;
}

export type VitalsRecord =
  | Base<'LCP', LcpAttribution>
  | Base<'INP', InpAttribution>
  | Base<'CLS', ClsAttribution>
  | Base<'FCP', FcpAttribution>
  | Base<'TTFB', TtfbAttribution>;

const ms = (n: number) => Math.round(n);
/** CLS is a unitless score; four decimals is finer than any threshold (0.1, 0.25). */
const score = (n: number) => Math.round(n * 10_000) / 10_000;

/** A selector or address cut to ATTRIBUTION_TEXT_MAX, and an address without its query or fragment. */
export function clipText(text: string | undefined, kind: 'selector' | 'url' = 'selector'): string | undefined {
  if (text === undefined || text === '') return undefined;
  const clean = kind === 'url' ? (text.split(/[?#]/)[0] ?? '') : text;
  return clean.length > ATTRIBUTION_TEXT_MAX ? clean.slice(0, ATTRIBUTION_TEXT_MAX) : clean;
}

/** Drops the keys whose value is undefined, so the JSON holds only what was measured. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function toRecord(metric: MetricWithAttribution): VitalsRecord {
  const base = { rating: metric.rating, navigation: metric.navigationType };
  switch (metric.name) {
    case 'LCP':
      return { name: 'LCP', value: ms(metric.value), ...base, attribution: lcp(metric) };
    case 'INP':
      return { name: 'INP', value: ms(metric.value), ...base, attribution: inp(metric) };
    case 'CLS':
      return { name: 'CLS', value: score(metric.value), ...base, attribution: cls(metric) };
    case 'FCP':
      return { name: 'FCP', value: ms(metric.value), ...base, attribution: fcp(metric) };
    case 'TTFB':
      return { name: 'TTFB', value: ms(metric.value), ...base, attribution: ttfb(metric) };
  }
}

function lcp({ attribution: a }: LCPMetricWithAttribution): LcpAttribution {
  return defined({
    target: clipText(a.target),
    url: clipText(a.url, 'url'),
    ttfb: ms(a.timeToFirstByte),
    loadDelay: ms(a.resourceLoadDelay),
    loadDuration: ms(a.resourceLoadDuration),
    renderDelay: ms(a.elementRenderDelay),
  });
}

function inp({ attribution: a }: INPMetricWithAttribution): InpAttribution {
  return defined({
    target: clipText(a.interactionTarget),
    type: a.interactionType,
    inputDelay: ms(a.inputDelay),
    processing: ms(a.processingDuration),
    presentation: ms(a.presentationDelay),
    loadState: a.loadState,
  });
}

function cls({ attribution: a }: CLSMetricWithAttribution): ClsAttribution {
  return defined({
    target: clipText(a.largestShiftTarget),
    shift: a.largestShiftValue === undefined ? undefined : score(a.largestShiftValue),
    time: a.largestShiftTime === undefined ? undefined : ms(a.largestShiftTime),
    loadState: a.loadState,
  });
}

function fcp({ attribution: a }: FCPMetricWithAttribution): FcpAttribution {
  return { ttfb: ms(a.timeToFirstByte), firstByteToFcp: ms(a.firstByteToFCP), loadState: a.loadState };
}

function ttfb({ attribution: a }: TTFBMetricWithAttribution): TtfbAttribution {
  return {
    waiting: ms(a.waitingDuration),
    cache: ms(a.cacheDuration),
    dns: ms(a.dnsDuration),
    connection: ms(a.connectionDuration),
    request: ms(a.requestDuration),
  };
}
