import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import styles from './card.module.css';

type Space = 2 | 3 | 4 | 5 | 6 | 8;

export interface CardGridProps extends ComponentPropsWithoutRef<'ul'> {
  /** The narrowest a card may get before the grid drops a column, e.g. '18rem'. */
  min: string;
  /** The gap between cards, a step of the spacing scale (tokens.css --space-N). */
  gap?: Space;
  /** 'fit' stretches few cards over the row; 'fill' keeps empty tracks, so a lone card stays card-sized. */
  repeat?: 'fit' | 'fill';
}

/** A list of cards that wraps to as many columns as fit. */
export function CardGrid({ min, gap = 5, repeat = 'fit', className, style, ...props }: CardGridProps) {
  const tracks = { '--grid-min': min, '--grid-gap': `var(--space-${gap})`, '--grid-repeat': `auto-${repeat}`, ...style } as CSSProperties;
  return <ul className={joined(styles.grid, className)} style={tracks} {...props} />;
}

export interface CardProps extends ComponentPropsWithoutRef<'li'> {
  /** The card holds a .stretched-link: it lifts on hover and shows keyboard focus as a whole. */
  linked?: boolean;
}

/** One card of a CardGrid: bordered, rounded, raised; its own class tunes it through --card-* properties. */
export function Card({ linked = false, className, ...props }: CardProps) {
  return <li className={joined(styles.card, className)} data-linked={linked || undefined} {...props} />;
}

function joined(own: string | undefined, extra: string | undefined): string | undefined {
  return extra === undefined ? own : `${own} ${extra}`;
}
