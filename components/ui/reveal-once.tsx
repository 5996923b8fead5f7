'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { REDUCED_MOTION_QUERY } from '@/lib/media/media-queries';
import { REVEAL_THRESHOLD, reachedThreshold } from '@/components/ui/reveal';
import styles from './reveal-once.module.css';
import { withClass } from '@/components/ui/class-names';

/**
 * Fades its content in the first time a tenth of it is on screen, then leaves
 * it alone. The server HTML carries no `data-reveal`, so the content shows
 * without JavaScript; under reduced motion, or without IntersectionObserver,
 * it never gets one. The phase is a DOM attribute rather than React state: it
 * changes nothing React renders, so it costs no re-render.
 */
export function RevealOnce({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || !('IntersectionObserver' in window)) return;
    if (window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!reachedThreshold(entries)) return;
        el.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD },
    );
    el.dataset.reveal = 'waiting';
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={withClass(styles.reveal, className)}>
      {children}
    </div>
  );
}
