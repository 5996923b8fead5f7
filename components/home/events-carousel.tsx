'use client';

import { useId, type ReactNode } from 'react';
import { ChevronLeft } from '@/components/ui/icons/chevron-left';
import { ChevronRight } from '@/components/ui/icons/chevron-right';
import { Pause } from '@/components/ui/icons/pause';
import { Play } from '@/components/ui/icons/play';
import { CarouselDots } from '@/components/ui/carousel-dots';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/components/hooks/use-media-query';
import { REDUCED_MOTION_QUERY } from '@/lib/media/media-queries';
import { useEventsCarousel } from './use-events-carousel';
import styles from './events-carousel.module.css';

export interface CarouselSlide {
  key: string;
  title: string;
  subtitle: string;
  description: string;
  /** Shown as written, e.g. 'February 02, 2025'. */
  dateLabel: string;
  /** Machine-readable date for <time>. */
  dateTime: string;
  /** Server-rendered pictures, one per image, in order. */
  images: readonly ReactNode[];
  /** A small server-rendered picture for the slide's thumbnail button. */
  thumbnail: ReactNode;
}

export interface CarouselLabels {
  carousel: string;
  slide: string;
  prevImage: string;
  nextImage: string;
  image: string;
  /** Names a slide's group of picture dots. */
  pictures: string;
  thumbnails: string;
  pause: string;
  play: string;
}

/**
 * The home page's events carousel: one slide per event, each with its own
 * picture index, arrows and dots; thumbnails choose a slide. It advances by
 * itself unless hovered, focused, paused or under reduced motion. Every slide
 * is in the HTML; the inactive ones are stacked behind, invisible and inert,
 * so the box keeps the tallest slide's height and nothing moves on a change.
 */
export function EventsCarousel({ slides, labels }: { slides: readonly CarouselSlide[]; labels: CarouselLabels }) {
  // Assume reduced motion until the browser says otherwise: nothing moves before we know.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, true);
  const carousel = useEventsCarousel({ imageCounts: slides.map((s) => s.images.length), reducedMotion });
  const baseId = useId();

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      tabIndex={0}
      data-auto={carousel.autoAdvancing ? 'on' : 'off'}
      {...carousel.rootHandlers}
    >
      <div className={styles.slides} aria-live={carousel.autoAdvancing ? 'off' : 'polite'} {...carousel.swipeHandlers}>
        {slides.map((slide, s) => {
          const active = s === carousel.index;
          const picture = carousel.imageIndex[s] ?? 0;
          const titleId = `${baseId}-title-${s}`;
          return (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-labelledby={titleId}
              data-active={active}
              inert={!active}
            >
              <div className={styles.media}>
                <div className={styles.frame}>
                  {slide.images.map((image, i) => (
                    <div key={i} className={styles.image} hidden={i !== picture}>
                      {image}
                    </div>
                  ))}
                  <button
                    type="button"
                    className={`${styles.imageArrow} ${styles.prev}`}
                    aria-label={labels.prevImage}
                    onClick={() => carousel.stepPicture(s, { delta: -1 })}
                  >
                    <ChevronLeft size={22} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={`${styles.imageArrow} ${styles.next}`}
                    aria-label={labels.nextImage}
                    onClick={() => carousel.stepPicture(s, { delta: 1 })}
                  >
                    <ChevronRight size={22} aria-hidden="true" />
                  </button>
                </div>
                <CarouselDots
                  className={styles.dots}
                  count={slide.images.length}
                  current={picture}
                  label={`${labels.pictures}: ${slide.title}`}
                  dotLabel={(i) => `${labels.image} ${i + 1} of ${slide.images.length}`}
                  onSelect={(i) => carousel.stepPicture(s, { to: i })}
                />
              </div>
              <div className={styles.text}>
                <p className={styles.count}>
                  {labels.slide} {s + 1} of {slides.length}
                </p>
                <h3 id={titleId} className={styles.title}>
                  {slide.title}
                </h3>
                <p className={styles.subtitle}>{slide.subtitle}</p>
                <p className={styles.date}>
                  <time dateTime={slide.dateTime}>{slide.dateLabel}</time>
                </p>
                <p className={styles.description}>{slide.description}</p>
              </div>
            </div>
          );
        })}
      </div>

      <div className={styles.bar}>
        <div className={styles.thumbs} role="group" aria-label={labels.thumbnails}>
          {slides.map((slide, s) => (
            <button
              key={slide.key}
              type="button"
              className={styles.thumb}
              aria-current={s === carousel.index ? 'true' : undefined}
              onClick={() => carousel.go(s)}
            >
              <span className={styles.thumbImage}>{slide.thumbnail}</span>
              <span className={`${styles.thumbTitle} visually-hidden-if`}>{slide.title}</span>
            </button>
          ))}
        </div>
        <Button
          className={styles.pause}
          aria-label={carousel.pausedByUser ? labels.play : labels.pause}
          // Under reduced motion the carousel never moves by itself, so there is nothing to pause.
          // Hidden by visibility, not removed, so its slot is the same before and after hydration.
          data-available={!reducedMotion}
          onClick={carousel.togglePause}
        >
          {carousel.pausedByUser ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
        </Button>
      </div>
    </section>
  );
}
