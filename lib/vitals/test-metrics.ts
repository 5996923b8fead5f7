import type { MetricWithAttribution } from 'web-vitals/attribution';

/** Metrics as web-vitals/attribution reports them, for the tests beside this file. */

/** A metric as web-vitals/attribution reports it, with only the fields the record reads filled in. */
export function fakeMetric<N extends MetricWithAttribution['name']>(name: N, value: number, attribution: object): MetricWithAttribution {
  return {
    name,
    value,
    delta: value,
    rating: 'good',
    id: 'v5-1700000000000-1234567890123',
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    navigationURL: 'https://www.lumora.example/search?q=private+plan',
    attribution,
  } as unknown as MetricWithAttribution;
}

export const sampleMetrics = {
  LCP: fakeMetric('LCP', 1234.6, {
    target: 'main>section.hero>img',
    url: 'https://www.lumora.example/img/hero-1200.avif?v=3#x',
    timeToFirstByte: 80.2,
    resourceLoadDelay: 120.4,
    resourceLoadDuration: 300.5,
    elementRenderDelay: 733.5,
  }),
  INP: fakeMetric('INP', 96, {
    interactionTarget: 'button#menu-toggle',
    interactionType: 'pointer',
    inputDelay: 10.4,
    processingDuration: 50.2,
    presentationDelay: 35.4,
    loadState: 'complete',
    processedEventEntries: [],
    longAnimationFrameEntries: [],
  }),
  CLS: fakeMetric('CLS', 0.0123456, { largestShiftTarget: 'footer>div', largestShiftValue: 0.01, largestShiftTime: 2040.7, loadState: 'complete' }),
  FCP: fakeMetric('FCP', 640.3, { timeToFirstByte: 80.2, firstByteToFCP: 560.1, loadState: 'dom-content-loaded' }),
  TTFB: fakeMetric('TTFB', 80.2, { waitingDuration: 1.2, cacheDuration: 0, dnsDuration: 3.3, connectionDuration: 20.4, requestDuration: 55.3 }),
};
