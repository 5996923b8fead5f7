'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft } from '@/components/ui/icons/chevron-left';
import { ChevronRight } from '@/components/ui/icons/chevron-right';
import { REDUCED_MOTION_QUERY } from '@/lib/media/media-queries';
import { cardStep, scrollArrows, type ScrollArrows } from '@/lib/home/scroll-row';
import styles from './scroll-row.module.css';

const NO_ARROWS: ScrollArrows = { overflows: false, canPrev: false, canNext: false };

/**
 * A row of cards that scrolls sideways with CSS scroll-snap when it is wider
 * than the screen. Where it overflows, two arrows scroll it by one card, each
 * disabled within 4 px of its end (lib/home/scroll-row.ts). The arrows sit over
 * the row's edges, so showing them moves nothing.
 */
export function ScrollRow({ labels, children }: { labels: { prev: string; next: string }; children: ReactNode }) {
  const rowRef = useRef<HTMLUListElement>(null);
  const [arrows, setArrows] = useState<ScrollArrows>(NO_ARROWS);

  const update = useCallback(() => {
    const row = rowRef.current;
    if (row) setArrows(scrollArrows(row));
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    update();
    row.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [update]);

  const scrollByCard = (direction: 1 | -1) => {
    const row = rowRef.current;
    const card = row?.firstElementChild;
    if (!row || !(card instanceof HTMLElement)) return;
    const step = cardStep(card.offsetWidth, parseFloat(getComputedStyle(row).columnGap));
    const smooth = !window.matchMedia(REDUCED_MOTION_QUERY).matches;
    row.scrollBy({ left: direction * step, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <div className={styles.wrap} data-overflows={arrows.overflows}>
      <ul ref={rowRef} className={styles.row}>
        {children}
      </ul>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        aria-label={labels.prev}
        disabled={!arrows.canPrev}
        onClick={() => scrollByCard(-1)}
      >
        <ChevronLeft size={22} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={labels.next}
        disabled={!arrows.canNext}
        onClick={() => scrollByCard(1)}
      >
        <ChevronRight size={22} aria-hidden="true" />
      </button>
    </div>
  );
}
