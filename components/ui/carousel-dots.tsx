import styles from './carousel-dots.module.css';
import { withClass } from '@/components/ui/class-names';

export interface CarouselDotsProps {
  count: number;
  current: number;
  /** Names the group of dots. */
  label: string;
  /** Names dot `i` (0-based), e.g. 'Picture 2 of 4'. */
  dotLabel: (i: number) => string;
  onSelect: (i: number) => void;
  /** Id of the element the dots change. */
  controls?: string;
  className?: string;
}

/**
 * A dot per slide; the current one is wider and marked `aria-current`. Each
 * dot is a 24 px button around a 10 px mark (WCAG 2.2 target size). No state
 * of its own: the carousel that uses it owns the index.
 */
export function CarouselDots({ count, current, label, dotLabel, onSelect, controls, className }: CarouselDotsProps) {
  return (
    <div className={withClass(styles.dots, className)} role="group" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={styles.dot}
          aria-controls={controls}
          aria-label={dotLabel(i)}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onSelect(i)}
        >
          <span aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
