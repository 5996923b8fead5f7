'use client';

import { useEffect } from 'react';
import { afterNextPaint } from '@/lib/browser/idle';
import { cacheWebFont, WEBFONT_ATTRIBUTE, WEBFONT_LOAD_EVENTS } from '@/lib/browser/webfont';

/**
 * On the visitor's first interaction, loads the web font in the background
 * (not applied to this view) so the next page paints with it from the cache
 * (lib/browser/webfont.ts). The load starts just after the frame that
 * answers the interaction: starting a font load costs a first visit's
 * interaction some 20 ms at 4x. Renders nothing.
 */
export function WebFont({ family }: { family: string }) {
  useEffect(() => {
    if (document.documentElement.hasAttribute(WEBFONT_ATTRIBUTE) || !('fonts' in document)) return;
    const start = () => {
      stop();
      afterNextPaint(() => void cacheWebFont(family, document.fonts as unknown as Parameters<typeof cacheWebFont>[1], localStorage).catch(() => {}));
    };
    const stop = () => WEBFONT_LOAD_EVENTS.forEach((type) => window.removeEventListener(type, start));
    WEBFONT_LOAD_EVENTS.forEach((type) => window.addEventListener(type, start, { passive: true, once: true }));
    return stop;
  }, [family]);
  return null;
}
