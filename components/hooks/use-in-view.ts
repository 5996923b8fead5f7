'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is on screen now, from an IntersectionObserver (the
 * latest entry wins). False before hydration and where the observer is missing,
 * so nothing that waits on it starts by itself there.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
