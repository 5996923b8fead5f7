import { ATTRIBUTION_TEXT_MAX, clipText, toRecord } from './record';
import { fakeMetric, sampleMetrics } from './test-metrics';

describe('toRecord', () => {
  it('keeps the LCP element, its image without the query, and its four phases', () => {
    expect(toRecord(sampleMetrics.LCP)).toEqual({
      name: 'LCP',
      value: 1235,
      rating: 'good',
      navigation: 'navigate',
      attribution: { target: 'main>section.hero>img', url: 'https://www.lumora.example/img/hero-1200.avif', ttfb: 80, loadDelay: 120, loadDuration: 301, renderDelay: 734 },
    });
  });

  it('keeps the INP target, the kind of input and its three phases', () => {
    expect(toRecord(sampleMetrics.INP).attribution).toEqual({
      target: 'button#menu-toggle',
      type: 'pointer',
      inputDelay: 10,
      processing: 50,
      presentation: 35,
      loadState: 'complete',
    });
  });

  it('keeps the largest shift’s source and size, and CLS to four decimals', () => {
    const record = toRecord(sampleMetrics.CLS);
    expect(record.value).toBe(0.0123);
    expect(record.attribution).toEqual({ target: 'footer>div', shift: 0.01, time: 2041, loadState: 'complete' });
  });

  it('keeps the phases of FCP and TTFB', () => {
    expect(toRecord(sampleMetrics.FCP).attribution).toEqual({ ttfb: 80, firstByteToFcp: 560, loadState: 'dom-content-loaded' });
    expect(toRecord(sampleMetrics.TTFB).attribution).toEqual({ waiting: 1, cache: 0, dns: 3, connection: 20, request: 55 });
  });

  it('leaves out what was not measured, and never the metric id or the page address', () => {
    const record = toRecord(fakeMetric('CLS', 0, { loadState: undefined }));
    expect(record.attribution).toEqual({});
    const text = JSON.stringify(Object.values(sampleMetrics).map(toRecord));
    expect(text).not.toContain('v5-1700000000000');
    expect(text).not.toContain('search');
    expect(text).not.toContain('?');
  });

  it('cuts a long selector or address to the cap', () => {
    expect(clipText('x'.repeat(500))).toHaveLength(ATTRIBUTION_TEXT_MAX);
    expect(clipText(`/img/${'a'.repeat(500)}?q=1`, 'url')).toHaveLength(ATTRIBUTION_TEXT_MAX);
    expect(clipText('')).toBeUndefined();
  });
});
