import { act, render, screen } from '@testing-library/react';
import { OFC_BANNER_HEIGHTS } from '@/lib/factory/banner-height';
import { ZoomAwareHeight } from './zoom-aware-height';

function setPixelRatio(ratio: number) {
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: ratio });
}

function zoomTo(ratio: number) {
  setPixelRatio(ratio);
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

describe('ZoomAwareHeight', () => {
  beforeEach(() => setPixelRatio(2));

  function renderBanner() {
    render(
      <ZoomAwareHeight heights={OFC_BANNER_HEIGHTS}>
        <p>Banner</p>
      </ZoomAwareHeight>,
    );
    return screen.getByText('Banner').parentElement!;
  }

  it('starts at the normal heights, whatever the device’s own pixel ratio', () => {
    const frame = renderBanner();
    expect(frame).toHaveAttribute('data-zoom', 'normal');
    expect(frame.style.getPropertyValue('--banner-height')).toBe('75vh');
    expect(frame.style.getPropertyValue('--banner-height-mobile')).toBe('50vh');
  });

  it('grows past 1.15 × the initial ratio and shrinks below 0.9 ×', () => {
    const frame = renderBanner();
    zoomTo(2.3);
    expect(frame).toHaveAttribute('data-zoom', 'normal');
    zoomTo(2.32);
    expect(frame).toHaveAttribute('data-zoom', 'in');
    expect(frame.style.getPropertyValue('--banner-height')).toBe(OFC_BANNER_HEIGHTS.in.wide);
    zoomTo(1.8);
    expect(frame).toHaveAttribute('data-zoom', 'normal');
    zoomTo(1.6);
    expect(frame).toHaveAttribute('data-zoom', 'out');
    expect(frame.style.getPropertyValue('--banner-height-mobile')).toBe(OFC_BANNER_HEIGHTS.out.mobile);
  });
});
