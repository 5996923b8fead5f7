'use client';

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Pause } from '@/components/ui/icons/pause';
import { Play } from '@/components/ui/icons/play';
import { Button } from '@/components/ui/button';
import { marqueeDurationSeconds } from '@/components/home/marquee';
import styles from './testimonial-marquee.module.css';

export interface MarqueeLabels {
  region: string;
  pause: string;
  play: string;
}

/**
 * A vertical loop over its children: the list once for everyone, then a copy
 * that is hidden from assistive technology and inert, so the loop can wrap
 * without a seam. One pass takes content height / 50 seconds (components/home/marquee.ts).
 * The scrolling is a CSS animation, so it runs (at the default duration)
 * before and without JavaScript; hover, focus and the pause button hold it,
 * and under reduced motion the list simply stands still.
 */
export function TestimonialMarquee({ labels, children }: { labels: MarqueeLabels; children: ReactNode }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setHeight(list.offsetHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const style = { '--marquee-duration': `${marqueeDurationSeconds(height)}s` } as CSSProperties;

  return (
    <div className={styles.marquee} data-paused={paused}>
      <section className={styles.viewport} aria-label={labels.region} tabIndex={0}>
        <div className={styles.track} style={style}>
          <div ref={listRef} className={styles.copy}>
            {children}
          </div>
          <div className={`${styles.copy} ${styles.duplicate}`} aria-hidden="true" inert>
            {children}
          </div>
        </div>
      </section>
      <div className={styles.controls}>
        <Button className={styles.pause} onClick={() => setPaused((p) => !p)}>
          {paused ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
          {paused ? labels.play : labels.pause}
        </Button>
      </div>
    </div>
  );
}
