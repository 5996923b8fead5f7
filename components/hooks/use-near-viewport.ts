'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport; once true it
 * stays true. For things that cost a request (a map embed) and should start
 * only when the visitor is about to see them. An element with no box of its
 * own (`display: contents`) is judged by its first child. False before
 * hydration and where IntersectionObserver is missing.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const own = ref.current;
    if (!own || near || typeof IntersectionObserver === 'undefined') return;
    const element = getComputedStyle(own).display === 'contents' ? (own.firstElementChild ?? own) : own;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
