import { ZOOM_IN_ABOVE, ZOOM_OUT_BELOW, classifyZoom, relativeZoom } from './zoom';

describe('classifyZoom', () => {
  it('uses the spec thresholds 1.15 and 0.9', () => {
    expect(ZOOM_IN_ABOVE).toBe(1.15);
    expect(ZOOM_OUT_BELOW).toBe(0.9);
  });

  it('counts exactly 1.15 as normal and anything above it as zoomed in', () => {
    expect(classifyZoom(1.15)).toBe('normal');
    expect(classifyZoom(1.1501)).toBe('in');
    expect(classifyZoom(1.5)).toBe('in');
  });

  it('counts exactly 0.9 as normal and anything below it as zoomed out', () => {
    expect(classifyZoom(0.9)).toBe('normal');
    expect(classifyZoom(0.8999)).toBe('out');
    expect(classifyZoom(0.5)).toBe('out');
  });

  it('reads 1, and readings that make no sense, as normal', () => {
    expect(classifyZoom(1)).toBe('normal');
    expect(classifyZoom(Number.NaN)).toBe('normal');
    expect(classifyZoom(0)).toBe('normal');
  });
});

describe('relativeZoom', () => {
  it('measures browser zoom against the ratio the page loaded with', () => {
    expect(relativeZoom({ devicePixelRatio: 3, initialDevicePixelRatio: 3 })).toBe(1);
    expect(relativeZoom({ devicePixelRatio: 1.25, initialDevicePixelRatio: 1 })).toBe(1.25);
    expect(relativeZoom({ devicePixelRatio: 1.6, initialDevicePixelRatio: 2 })).toBeCloseTo(0.8);
  });

  it('multiplies in the pinch-zoom scale', () => {
    expect(relativeZoom({ devicePixelRatio: 2, initialDevicePixelRatio: 2, visualViewportScale: 1.5 })).toBe(1.5);
    expect(relativeZoom({ devicePixelRatio: 1.1, initialDevicePixelRatio: 1, visualViewportScale: 1.1 })).toBeCloseTo(1.21);
  });

  it('falls back to the pinch scale when a pixel ratio is missing', () => {
    expect(relativeZoom({ devicePixelRatio: 0, initialDevicePixelRatio: 1, visualViewportScale: 1.2 })).toBe(1.2);
  });
});
