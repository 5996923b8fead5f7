'use client';

import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { bannerHeightVars, type ZoomBannerHeights } from '@/lib/factory/banner-height';
import { classifyZoom, relativeZoom, type ZoomState } from '@/lib/factory/zoom';

/**
 * Sets the banner height custom properties for the visitor's current zoom and
 * updates them as they zoom. Server-rendered at 'normal', so the first paint
 * matches the HTML and nothing shifts unless the visitor zooms.
 */
export function ZoomAwareHeight({ heights, children }: { heights: ZoomBannerHeights; children: ReactNode }) {
  const zoom = useZoomState();
  return (
    <div data-zoom={zoom} style={bannerHeightVars(heights[zoom]) as CSSProperties}>
      {children}
    </div>
  );
}

function useZoomState(): ZoomState {
  const [zoom, setZoom] = useState<ZoomState>('normal');
  useEffect(() => {
    // The ratio at load is the baseline: a phone's ratio of 3 is its normal, not a zoom.
    const initialDevicePixelRatio = window.devicePixelRatio;
    const viewport = window.visualViewport;
    const update = () =>
      setZoom(
        classifyZoom(
          relativeZoom({
            devicePixelRatio: window.devicePixelRatio,
            initialDevicePixelRatio,
            visualViewportScale: viewport?.scale ?? 1,
          }),
        ),
      );
    // Browser zoom resizes the layout viewport; pinch zoom resizes only the visual one.
    window.addEventListener('resize', update);
    viewport?.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      viewport?.removeEventListener('resize', update);
    };
  }, []);
  return zoom;
}
