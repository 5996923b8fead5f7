'use client';

import { useId, useState, type ReactNode } from 'react';
import { ChevronLeft } from '@/components/ui/icons/chevron-left';
import { ChevronRight } from '@/components/ui/icons/chevron-right';
import { CarouselDots } from '@/components/ui/carousel-dots';
import { Button } from '@/components/ui/button';
import { nextIndex, prevIndex, wrapIndex } from '@/lib/ui/carousel';
import styles from './media-carousel.module.css';

export interface CarouselSlide {
  key: string;
  /** Names the slide for the dots and for the announcement when it changes. */
  label: string;
  content: ReactNode;
}

/**
 * Pictures and clips one at a time, with previous/next arrows and a dot per
 * slide; the index wraps both ways (lib/ui/carousel.ts). Only the shown slide is
 * mounted, so a hidden clip neither plays nor downloads. Nothing moves by
 * itself: the visitor turns every slide.
 */
export function MediaCarousel({ label, slides }: { label: string; slides: readonly CarouselSlide[] }) {
  const [index, setIndex] = useState(0);
  const [turned, setTurned] = useState(false);
  const viewportId = useId();
  const count = slides.length;
  const current = slides[count > 0 ? wrapIndex(index, count) : 0];
  if (!current) return null;

  const show = (i: number) => {
    setIndex(i);
    setTurned(true);
  };
  const position = `${wrapIndex(index, count) + 1} of ${count}`;

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <div id={viewportId} className={styles.viewport}>
        <div key={current.key} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${position}: ${current.label}`}>
          {current.content}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <Button
            className={styles.arrow}
            aria-controls={viewportId}
            aria-label={`Previous slide: ${label}`}
            onClick={() => show(prevIndex(index, count))}
          >
            <ChevronLeft size={22} aria-hidden="true" />
          </Button>
          <CarouselDots
            count={count}
            current={wrapIndex(index, count)}
            label={`Slides: ${label}`}
            dotLabel={(i) => `Slide ${i + 1} of ${count}: ${slides[i]?.label ?? ''}`}
            onSelect={show}
            controls={viewportId}
          />
          <Button
            className={styles.arrow}
            aria-controls={viewportId}
            aria-label={`Next slide: ${label}`}
            onClick={() => show(nextIndex(index, count))}
          >
            <ChevronRight size={22} aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {/* Announced only after the visitor turns a slide, never on load. */}
      <p className="visually-hidden" aria-live="polite">
        {turned ? `Slide ${position}: ${current.label}` : ''}
      </p>
    </section>
  );
}
