/** @jest-environment node */
import { beaconBody, createVitalsBatch, flushWhenHidden, VITALS_BEACON_MAX_BYTES, type VitalsBeacon } from './batch';
import { toRecord, type VitalsRecord } from './record';
import { fakeMetric, sampleMetrics } from './test-metrics';

const records = (): VitalsRecord[] => Object.values(sampleMetrics).map(toRecord);

function setup(endpoint: string | null = '/vitals') {
  const sent: { endpoint: string; body: VitalsBeacon }[] = [];
  const batch = createVitalsBatch({ endpoint, page: 'product', send: (to, body) => sent.push({ endpoint: to, body: JSON.parse(body) as VitalsBeacon }) });
  let visibility: DocumentVisibilityState = 'visible';
  const doc = Object.defineProperty(new EventTarget(), 'visibilityState', { get: () => visibility }) as EventTarget & {
    visibilityState: DocumentVisibilityState;
  };
  const win = new EventTarget();
  const stop = flushWhenHidden(batch, { doc, win });
  const hide = () => {
    visibility = 'hidden';
    win.dispatchEvent(new Event('visibilitychange'));
  };
  const show = () => {
    visibility = 'visible';
    win.dispatchEvent(new Event('visibilitychange'));
  };
  return { batch, sent, hide, show, stop, pagehide: () => win.dispatchEvent(new Event('pagehide')) };
}

describe('the vitals batch', () => {
  it('sends every metric of the page in one beacon when the page is hidden, and nothing before', () => {
    const { batch, sent, hide, show } = setup();
    for (const record of records()) batch.add(record);
    show();
    expect(sent).toEqual([]);
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.endpoint).toBe('/vitals');
    expect(sent[0]!.body.page).toBe('product');
    expect(sent[0]!.body.metrics.map((m) => m.name)).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
  });

  it('sends one beacon per hide: the pagehide after it and a hide with nothing new send nothing', () => {
    const { batch, sent, hide, show, pagehide } = setup();
    for (const record of records()) batch.add(record);
    hide();
    pagehide();
    show();
    hide();
    expect(sent).toHaveLength(1);
    // Back on the page, CLS grows; the next hide carries only that.
    show();
    batch.add(toRecord(fakeMetric('CLS', 0.2, {})));
    hide();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.metrics).toEqual([expect.objectContaining({ name: 'CLS', value: 0.2 })]);
  });

  it('keeps the latest report of each metric', () => {
    const { batch, sent, hide } = setup();
    batch.add(toRecord(fakeMetric('CLS', 0.05, {})));
    batch.add(toRecord(fakeMetric('CLS', 0.08, {})));
    hide();
    expect(sent[0]!.body.metrics).toEqual([expect.objectContaining({ name: 'CLS', value: 0.08 })]);
  });

  it('sends nothing, ever, without an endpoint', () => {
    const { batch, sent, hide, pagehide } = setup(null);
    for (const record of records()) batch.add(record);
    hide();
    pagehide();
    expect(batch.flush()).toBe(false);
    expect(sent).toEqual([]);
  });

  it('stops listening when told to', () => {
    const { batch, sent, hide, stop } = setup();
    batch.add(records()[0]!);
    stop();
    hide();
    expect(sent).toEqual([]);
  });

  it('holds the page type and the attribution of each metric, and no address, query or id', () => {
    const body = beaconBody('home', records());
    const beacon = JSON.parse(body) as VitalsBeacon;
    expect(Object.keys(beacon).sort()).toEqual(['metrics', 'page']);
    for (const metric of beacon.metrics) expect(Object.keys(metric.attribution).length).toBeGreaterThan(0);
    expect(body).not.toMatch(/\?|search|v5-|navigationURL|"id"/);
  });

  it('stays under the size cap whatever the page’s selectors', () => {
    const long = 'div.' + 'very-long-class-name-'.repeat(100);
    const heavy = [
      toRecord(fakeMetric('LCP', 1, { target: long, url: `/img/${long}.png`, timeToFirstByte: 0, resourceLoadDelay: 0, resourceLoadDuration: 0, elementRenderDelay: 0 })),
      toRecord(fakeMetric('INP', 1, { interactionTarget: long, inputDelay: 0, processingDuration: 0, presentationDelay: 0, loadState: 'complete' })),
      toRecord(fakeMetric('CLS', 1, { largestShiftTarget: long })),
      ...records().slice(3),
    ];
    expect(Buffer.byteLength(beaconBody('page', heavy))).toBeLessThanOrEqual(VITALS_BEACON_MAX_BYTES);
  });

  it('drops attribution before values when a body would pass the cap', () => {
    const huge = { ...records()[0]!, attribution: { target: 'x'.repeat(VITALS_BEACON_MAX_BYTES) } } as VitalsRecord;
    const beacon = JSON.parse(beaconBody('page', [huge, ...records().slice(1)])) as VitalsBeacon;
    expect(beacon.metrics).toHaveLength(5);
    expect(beacon.metrics[0]).toMatchObject({ name: 'LCP', attribution: {} });
  });
});
